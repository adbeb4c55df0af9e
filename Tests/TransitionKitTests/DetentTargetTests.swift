import TestSupport
import TransitionKit
import XCTest

/// Choosing a rest position among several (a sheet's large and medium detents and its
/// dismissed position) under each rule.
final class DetentTargetTests: XCTestCase {
  /// The sheet's top edge in screen points: large, medium, dismissed.
  let rests = [100.0, 450, 844]
  let (large, medium, dismissed) = (0, 1, 2)
  let projection = ReleaseRule.projection(decelerationRate: 0.998)
  let gate = ReleaseRule.velocityGate(velocityThreshold: 300)

  private func target(
    _ rule: ReleaseRule, at position: Double, velocity: Double, from start: Double,
    threshold: Double = 0.5
  ) -> Int? {
    rule.target(
      position: position, velocity: velocity, restPositions: rests, startPosition: start,
      threshold: threshold)?.index
  }

  func testTheThresholdRuleRedirectsOnceTheShareOfTheSegmentIsPassed() {
    // From medium (450) up toward large (100): the segment is 350 points long.
    XCTAssertEqual(target(.threshold, at: 300, velocity: 0, from: 450), medium)  // 150/350
    XCTAssertEqual(target(.threshold, at: 260, velocity: 0, from: 450), large)  // 190/350
    XCTAssertEqual(target(.threshold, at: 300, velocity: 0, from: 450, threshold: 0.3), large)
    // From medium down toward dismissed: 394 points; 0.3 of it is 118.2 points.
    XCTAssertEqual(target(.threshold, at: 560, velocity: 0, from: 450, threshold: 0.3), medium)
    XCTAssertEqual(target(.threshold, at: 570, velocity: 0, from: 450, threshold: 0.3), dismissed)
  }

  func testTheThresholdRuleIgnoresVelocity() {
    XCTAssertEqual(target(.threshold, at: 300, velocity: -5000, from: 450), medium)
    XCTAssertEqual(target(.threshold, at: 260, velocity: 5000, from: 450), large)
  }

  func testTheDirectionOfTravelComesFromTheStartNotFromTheVelocity() {
    // Moved from large down to 300 (200 of 350 points toward medium), released moving up.
    XCTAssertEqual(target(.threshold, at: 300, velocity: -100, from: 100), medium)
    // Released where it started: the nearest.
    XCTAssertEqual(target(.threshold, at: 250, velocity: 0, from: 250), large)
    XCTAssertEqual(target(.threshold, at: 300, velocity: 0, from: 300), medium)
  }

  func testTheProjectionChoosesByTheProjectedPosition() {
    // 500 pt/s up from 300: travel (−500 / 1000) · 0.998 / 0.002 = −249.5 points.
    let up = projection.target(
      position: 300, velocity: -500, restPositions: rests, startPosition: 450)
    XCTAssertEqual(up?.index, large)
    assertClose(up?.projectedPosition ?? .nan, 300 - 249.5)
    // 500 pt/s down from 300, having come up from medium: projected 549.5, a quarter of the
    // way from medium to dismissed.
    let down = projection.target(
      position: 300, velocity: 500, restPositions: rests, startPosition: 450)
    XCTAssertEqual(down?.index, medium)
    assertClose(down?.projectedPosition ?? .nan, 549.5)
    // A slow release projects little, but enough to cross half a segment: from large down to
    // 270 is 170 of 350 points (large), and 20 pt/s carries it 9.98 points on (medium).
    XCTAssertEqual(target(.threshold, at: 270, velocity: 20, from: 100), large)
    XCTAssertEqual(target(projection, at: 270, velocity: 20, from: 100), medium)
  }

  func testAFastFlickOfTheGateGoesToTheNextRestInItsDirection() {
    XCTAssertEqual(target(gate, at: 440, velocity: -400, from: 450), large)
    XCTAssertEqual(target(gate, at: 460, velocity: 400, from: 450), dismissed)
    XCTAssertEqual(target(gate, at: 120, velocity: 400, from: 100), medium)
    // Rubber-banded above large and flicked down: it counts from large, so medium.
    XCTAssertEqual(target(gate, at: 60, velocity: 2000, from: 100), medium)
    // Nothing beyond in the flick's direction: the last one that way.
    XCTAssertEqual(target(gate, at: 900, velocity: 2000, from: 450), dismissed)
    XCTAssertEqual(target(gate, at: 60, velocity: -2000, from: 100), large)
  }

  func testASlowReleaseOfTheGateFollowsTheSegmentRule() {
    XCTAssertEqual(target(gate, at: 300, velocity: -200, from: 450), medium)
    XCTAssertEqual(target(gate, at: 260, velocity: 200, from: 450), large)
  }

  func testWithTwoRestsEveryRuleAgreesWithItsTwoPositionDecision() {
    let rules: [ReleaseRule] = [.threshold, projection, gate]
    let d = 844.0
    for rule in rules {
      for threshold in [0.2, 0.3, 0.5, 0.8] {
        for progress in stride(from: -0.2, through: 1.2, by: 0.05) {
          for velocity in [-3000.0, -400, -299, -50, 0, 50, 299, 400, 3000] {
            let decision = rule.decide(
              progress: progress, velocity: velocity, distance: d, threshold: threshold)
            let compared = decision.projectedProgress ?? progress
            if abs(compared - threshold) < 1e-9 { continue }  // rounding may go either way
            let chosen = rule.target(
              position: progress * d, velocity: velocity, restPositions: [0, d],
              startPosition: 0, threshold: threshold)
            XCTAssertEqual(
              chosen?.index == 1, decision.finishes,
              "\(rule) threshold \(threshold) progress \(progress) velocity \(velocity)")
          }
        }
      }
    }
  }

  func testTheIndexIsIntoTheListAsGivenAndBadEntriesAreNeverChosen() {
    let shuffled = [844.0, .nan, 100, 450, .infinity]
    let decision = ReleaseRule.threshold.target(
      position: 130, velocity: 0, restPositions: shuffled, startPosition: 450)
    XCTAssertEqual(decision?.index, 2)
    XCTAssertEqual(decision?.position, 100)
    let beyond = gate.target(
      position: 900, velocity: 1000, restPositions: shuffled, startPosition: 450)
    XCTAssertEqual(beyond?.index, 0)
  }

  func testNoFiniteRestPositionGivesNoTarget() {
    XCTAssertNil(projection.target(position: 1, velocity: 1, restPositions: [], startPosition: 0))
    XCTAssertNil(
      gate.target(position: 1, velocity: 1, restPositions: [.nan, .infinity], startPosition: 0))
  }

  func testBadReleaseNumbersStillChooseARest() {
    for value in [Double.nan, .infinity, -.infinity] {
      for rule in [ReleaseRule.threshold, projection, gate] {
        let decision = rule.target(
          position: value, velocity: value, restPositions: rests, startPosition: value)
        XCTAssertNotNil(decision, "\(rule) \(value)")
        if let projected = decision?.projectedPosition { XCTAssertFalse(projected.isNaN) }
      }
    }
  }
}
