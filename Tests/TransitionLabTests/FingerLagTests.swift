import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The hint's rule: far from the finger past 40 points, near again under 20, and only when
/// the timing curve is the reason.
final class FingerLagTests: XCTestCase {
  /// A view moved down by `offset` from where it was grabbed.
  private func follow(
    _ lag: inout FingerLag, finger: Point?, viewOffset offset: Double
  ) -> Bool {
    lag.follow(
      finger: finger, toScreen: { Point(x: $0.x, y: $0.y + offset) },
      fromScreen: { Point(x: $0.x, y: $0.y - offset) })
  }

  func testAViewThatFollowsTheFingerIsNeverFar() {
    var lag = FingerLag()
    for step in 0...40 {
      let y = 300 + Double(step) * 6
      // Linear timing: the view moves with the finger, a frame's travel behind at most.
      XCTAssertFalse(follow(&lag, finger: Point(x: 195, y: y), viewOffset: y - 300 - 5))
      XCTAssertFalse(lag.isFar)
    }
  }

  func testAViewThatTrailsIsFarUntilItIsBackUnderTheFinger() {
    var lag = FingerLag()
    XCTAssertFalse(follow(&lag, finger: Point(x: 195, y: 300), viewOffset: 0))
    // Ease-in-out: half the finger's travel early on.
    XCTAssertFalse(follow(&lag, finger: Point(x: 195, y: 370), viewOffset: 35))
    XCTAssertTrue(follow(&lag, finger: Point(x: 195, y: 400), viewOffset: 50))
    XCTAssertTrue(lag.isFar)
    XCTAssertEqual(lag.distance, 50, accuracy: 1e-9)
    // Between the two limits it stays as it was.
    XCTAssertFalse(follow(&lag, finger: Point(x: 195, y: 400), viewOffset: 70))
    XCTAssertTrue(lag.isFar)
    XCTAssertTrue(follow(&lag, finger: Point(x: 195, y: 400), viewOffset: 85))
    XCTAssertFalse(lag.isFar)
  }

  func testLettingGoForgetsTheGrab() {
    var lag = FingerLag()
    _ = follow(&lag, finger: Point(x: 195, y: 300), viewOffset: 0)
    XCTAssertTrue(follow(&lag, finger: Point(x: 195, y: 400), viewOffset: 10))
    XCTAssertTrue(follow(&lag, finger: nil, viewOffset: 10))
    XCTAssertEqual(lag, FingerLag())
    // The next drag grabs where its finger lands.
    XCTAssertFalse(follow(&lag, finger: Point(x: 100, y: 500), viewOffset: 90))
  }

  func testTheReasonNamesTheCurveAndNoneIsGivenForLinearTiming() {
    XCTAssertNil(FingerLag.reason(timing: "linear"))
    XCTAssertNil(FingerLag.reason(timing: nil))
    let seed = FingerLag.reason(timing: SceneTimingChoice.seedCurve.rawValue) ?? ""
    XCTAssertTrue(seed.contains("ease-in-out curve"), seed)
    XCTAssertTrue(seed.contains("Timing linear"), seed)
    XCTAssertTrue((FingerLag.reason(timing: "spring") ?? "").contains("spring"))
    XCTAssertTrue(
      (FingerLag.reason(timing: "spring", device: 2) ?? "").hasPrefix(
        "On device 2 the view leaves your finger"), "compare mode names the dragged device")
  }
}
