import TestSupport
import TransitionKit
import XCTest

/// The release rules: threshold, projection and velocity gate, on scripted releases, against
/// the projection formula, at their boundaries, and with numbers that are not numbers.
final class ReleaseRuleTests: XCTestCase {
  let distance = 844.0
  let threshold = 0.3
  let projection = ReleaseRule.projection(decelerationRate: 0.998)
  let gate = ReleaseRule.velocityGate(velocityThreshold: 300)

  private func finishes(_ rule: ReleaseRule, _ progress: Double, _ velocity: Double) -> Bool {
    rule.decide(progress: progress, velocity: velocity, distance: distance, threshold: threshold)
      .finishes
  }

  func testAShortFastFlickFinishesByProjectionAndGateButNotByThreshold() {
    let (progress, velocity) = (0.1, 1500.0)
    XCTAssertFalse(finishes(.threshold, progress, velocity))
    XCTAssertTrue(finishes(projection, progress, velocity))
    XCTAssertTrue(finishes(gate, progress, velocity))
  }

  func testALongSlowDragFinishesUnderEveryRule() {
    let (progress, velocity) = (0.6, 50.0)
    XCTAssertTrue(finishes(.threshold, progress, velocity))
    XCTAssertTrue(finishes(projection, progress, velocity))
    XCTAssertTrue(finishes(gate, progress, velocity))
  }

  func testALongDragFlickedBackCancelsByProjectionAndGateButNotByThreshold() {
    let (progress, velocity) = (0.6, -1500.0)
    XCTAssertTrue(finishes(.threshold, progress, velocity))
    XCTAssertFalse(finishes(projection, progress, velocity))
    XCTAssertFalse(finishes(gate, progress, velocity))
  }

  func testProjectionTravelsByTheFluidInterfacesFormula() {
    // (v / 1000) · r / (1 − r): 1 · 0.998 / 0.002 = 499 and 1 · 0.99 / 0.01 = 99.
    assertClose(ReleaseRule.projectedDistance(velocity: 1000, decelerationRate: 0.998), 499)
    assertClose(ReleaseRule.projectedDistance(velocity: 1000, decelerationRate: 0.99), 99)
    assertClose(ReleaseRule.projectedDistance(velocity: -250, decelerationRate: 0.998), -124.75)
    for (velocity, rate) in [(1500.0, 0.998), (-800, 0.997), (40, 0.99), (0, 0.998)] {
      let expected = (velocity / 1000) * rate / (1 - rate)
      let decision = ReleaseRule.projection(decelerationRate: rate).decide(
        progress: 0.2, velocity: velocity, distance: distance, threshold: 0.5)
      assertClose(decision.projectedProgress ?? .nan, 0.2 + expected / distance, tolerance: 1e-12)
      XCTAssertEqual(decision.finishes, 0.2 + expected / distance > 0.5)
    }
  }

  func testOnlyTheProjectionReportsAProjectedProgress() {
    for rule in [ReleaseRule.threshold, gate] {
      let decision = rule.decide(progress: 0.4, velocity: 900, distance: 844, threshold: 0.3)
      XCTAssertNil(decision.projectedProgress)
    }
  }

  func testTheThresholdIsStrictAsTheDragDownAndCardSeedsCompare() {
    for progress in [0.0, 0.29, 0.3, 0.3.nextUp, 0.31, 1] {
      XCTAssertEqual(finishes(.threshold, progress, 0), progress > 0.3, "progress \(progress)")
    }
  }

  func testTheEdgePanSeedsAtOrAboveIsReproducedWithTheNextLowerThreshold() {
    let strict = ReleaseRule.strictThreshold(reproducingAtOrAbove: 0.5)
    for progress in [0.0, 0.49, 0.5.nextDown, 0.5, 0.5.nextUp, 0.75, 1] {
      let decision = ReleaseRule.threshold.decide(
        progress: progress, velocity: 0, distance: 200, threshold: strict)
      // Seed 004: `if progress < 0.5 { cancel } else { finish }`.
      XCTAssertEqual(decision.finishes, !(progress < 0.5), "progress \(progress)")
    }
  }

  func testTheGateOpensAtItsThresholdAndDecidesByDirection() {
    XCTAssertTrue(finishes(gate, 0.05, 300))
    XCTAssertFalse(finishes(gate, 0.05, 300.0.nextDown))
    XCTAssertFalse(finishes(gate, 0.95, -300))
    XCTAssertTrue(finishes(gate, 0.95, (-300.0).nextUp))
  }

  func testAReleaseWithNoVelocityDecidesByPositionEvenWithAGateOfZero() {
    let open = ReleaseRule.velocityGate(velocityThreshold: 0)
    XCTAssertTrue(finishes(open, 0.6, 0))
    XCTAssertFalse(finishes(open, 0.2, 0))
    XCTAssertTrue(finishes(open, 0.2, 1))
  }

  func testAZeroOrUnusableDistanceProjectsNothing() {
    for distance in [0.0, -10, .nan, .infinity] {
      let decision = projection.decide(
        progress: 0.2, velocity: 5000, distance: distance, threshold: 0.3)
      XCTAssertEqual(decision.projectedProgress, 0.2, "distance \(distance)")
      XCTAssertFalse(decision.finishes, "distance \(distance)")
    }
  }

  func testNumbersThatAreNotNumbersNeverCrashOrGiveNaN() {
    let values: [Double] = [.nan, .infinity, -.infinity, 0, 0.5, -3, 1e308]
    let rules: [ReleaseRule] = [
      .threshold, projection, gate, .projection(decelerationRate: .nan),
      .projection(decelerationRate: 1), .projection(decelerationRate: 7),
      .velocityGate(velocityThreshold: .nan), .velocityGate(velocityThreshold: -.infinity),
    ]
    for rule in rules {
      for progress in values {
        for velocity in values {
          for distance in values {
            let decision = rule.decide(
              progress: progress, velocity: velocity, distance: distance, threshold: 0.3)
            if let projected = decision.projectedProgress {
              XCTAssertFalse(projected.isNaN, "\(rule) \(progress) \(velocity) \(distance)")
            }
          }
        }
      }
    }
  }

  func testANaNProgressCountsAsNothingDragged() {
    XCTAssertFalse(finishes(.threshold, .nan, 0))
    XCTAssertFalse(finishes(gate, .nan, .nan))
    XCTAssertEqual(
      projection.decide(progress: .nan, velocity: 0, distance: 844, threshold: 0.3)
        .projectedProgress, 0)
  }

  func testARateOfOneOrMoreIsClampedBelowOne() {
    let expected = 1.0 * 0.9999 / (1 - 0.9999)
    assertClose(
      ReleaseRule.projectedDistance(velocity: 1000, decelerationRate: 1), expected,
      tolerance: 1e-6)
    XCTAssertEqual(ReleaseRule.projectedDistance(velocity: 1000, decelerationRate: -2), 0)
    XCTAssertEqual(ReleaseRule.projectedDistance(velocity: 1000, decelerationRate: .nan), 0)
  }

  func testKindsUseTheParameterNamesAndBuildTheirRules() {
    XCTAssertEqual(
      ReleaseRule.Kind.allCases.map(\.rawValue),
      ["threshold", "projection", "velocity-gate", "material-hide"])
    for kind in ReleaseRule.Kind.allCases {
      let rule = ReleaseRule(kind: kind, decelerationRate: 0.99, velocityThreshold: 125)
      XCTAssertEqual(rule.kind, kind)
    }
    XCTAssertEqual(
      ReleaseRule(kind: .projection, decelerationRate: 0.99, velocityThreshold: 125),
      .projection(decelerationRate: 0.99))
    XCTAssertEqual(
      ReleaseRule(kind: .velocityGate, decelerationRate: 0.99, velocityThreshold: 125),
      .velocityGate(velocityThreshold: 125))
    XCTAssertEqual(
      ReleaseRule(kind: .materialHide, decelerationRate: 0.99, velocityThreshold: 125),
      .materialHide(velocityThreshold: 125, decelerationRate: 0.99))
  }
}
