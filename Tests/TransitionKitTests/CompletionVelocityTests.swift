import TestSupport
import TransitionKit
import XCTest

/// The completion's relative initial velocity: the finger's speed over the points left.
final class CompletionVelocityTests: XCTestCase {
  let finish = ReleaseDecision(finishes: true, projectedProgress: nil)
  let cancel = ReleaseDecision(finishes: false, projectedProgress: nil)

  func testFinishingDividesByThePointsLeftToTheEnd() {
    // At 0.4 of 844 points, 506.4 points are left; 1000 pt/s is 1000 / 506.4 per second.
    assertClose(
      finish.completionVelocity(velocity: 1000, progress: 0.4, distance: 844),
      1000 / (0.6 * 844), tolerance: 1e-12)
  }

  func testCancellingDividesByThePointsBackToTheStartWithTheSignTurned() {
    // Moving back at 500 pt/s from 0.4 of 844: 337.6 points back, toward where it goes.
    assertClose(
      cancel.completionVelocity(velocity: -500, progress: 0.4, distance: 844),
      500 / (0.4 * 844), tolerance: 1e-12)
    XCTAssertLessThan(cancel.completionVelocity(velocity: 500, progress: 0.4, distance: 844), 0)
  }

  func testTheViewKeepsTheFingersSpeedInPoints() {
    // The relative velocity times the points left is the finger's speed again.
    let relative = finish.completionVelocity(velocity: 1234, progress: 0.25, distance: 200)
    assertClose(relative * (0.75 * 200), 1234, tolerance: 1e-9)
  }

  func testNothingLeftOrBadNumbersGiveZero() {
    XCTAssertEqual(finish.completionVelocity(velocity: 900, progress: 1, distance: 844), 0)
    XCTAssertEqual(finish.completionVelocity(velocity: 900, progress: 1.2, distance: 844), 0)
    XCTAssertEqual(cancel.completionVelocity(velocity: -900, progress: 0, distance: 844), 0)
    for bad in [Double.nan, .infinity, 0, -1] {
      XCTAssertEqual(finish.completionVelocity(velocity: 900, progress: 0.5, distance: bad), 0)
    }
    XCTAssertEqual(finish.completionVelocity(velocity: .nan, progress: 0.5, distance: 844), 0)
    XCTAssertEqual(finish.completionVelocity(velocity: 900, progress: .nan, distance: 844), 0)
  }
}
