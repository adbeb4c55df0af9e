import TestSupport
import TransitionKit
import XCTest

/// The pop decision's samples as `_updateStatistics` takes them: the pan's own velocity per
/// sample, an acceleration whose change is limited to 5 per sample and averaged over three,
/// and the last sample's speed handed to the completion.
final class NavigationPopSampleTests: XCTestCase {
  func testAFingerThatBrakesIsPushedTowardACancelByTheRateLimitedAcceleration() {
    var decision = NavigationPopDecision()
    for step in 0..<4 {
      decision.add(progress: 0.3 + 0.01 * Double(step), velocity: 1, at: 0.01 * Double(step))
    }
    XCTAssertEqual(decision.velocity, 1, accuracy: 1e-9)
    XCTAssertEqual(decision.acceleration, 0, accuracy: 1e-9)
    // Braking: each sample's acceleration may move 5 from the last (−5, −10, −10 here, where
    // the raw changes are −50, −30 and −10 per second squared), and the mean of three counts.
    decision.add(progress: 0.34, velocity: 0.5, at: 0.04)
    XCTAssertEqual(decision.acceleration, -5.0 / 3, accuracy: 1e-9)
    decision.add(progress: 0.345, velocity: 0.2, at: 0.05)
    XCTAssertEqual(decision.acceleration, -5, accuracy: 1e-9)
    decision.add(progress: 0.347, velocity: 0.1, at: 0.06)
    XCTAssertEqual(decision.acceleration, -25.0 / 3, accuracy: 1e-9)
    XCTAssertEqual(decision.velocity, 0.8 / 3, accuracy: 1e-9)
    XCTAssertEqual(decision.lastSampleVelocity, 0.1, accuracy: 1e-9)
    let projected = 0.347 + 0.8 / 3 * 0.35 - 0.5 * 25.0 / 3 * 0.35 * 0.35
    XCTAssertEqual(decision.projectedProgress(over: 0.35)!, projected, accuracy: 1e-9)
    XCTAssertFalse(decision.shouldPop(width: 400, duration: 0.35))
    // The same progress offered alone reads a value clamped to −5 and the mean's change.
    var differences = NavigationPopDecision()
    for (progress, time) in [
      (0.3, 0.0), (0.31, 0.01), (0.32, 0.02), (0.33, 0.03), (0.34, 0.04), (0.345, 0.05),
      (0.347, 0.06),
    ] {
      differences.add(progress: progress, at: time)
    }
    XCTAssertEqual(differences.acceleration, -5, accuracy: 1e-9)
    // The completion is handed the last sample's speed: 0.35 × 0.1 is under the share left.
    XCTAssertEqual(
      decision.completionSpeed(progress: 0.347, pops: false, duration: 0.35), 0.347,
      accuracy: 1e-9)
    var flick = NavigationPopDecision()
    flick.add(progress: 0.2, velocity: 4, at: 0)
    flick.add(progress: 0.24, velocity: 6, at: 0.01)
    XCTAssertEqual(
      flick.completionSpeed(progress: 0.24, pops: true, duration: 0.35), 0.35 * 6,
      accuracy: 1e-9)
  }
}
