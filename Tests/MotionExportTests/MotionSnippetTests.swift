import MotionExport
import TransitionKit
import XCTest

/// The one-line snippets: each platform's form of a spring and of a curve, rounded as a
/// person writes them.
final class MotionSnippetTests: XCTestCase {
  func testASpringIsWrittenInEachPlatformsOwnFormRounded() throws {
    // The drag-down tutorial's spring: ζ 0.8 settling in 0.6 s.
    let forms = try SpringForms(dampingRatio: 0.8, settlingDuration: 0.6)
    let lines = MotionSnippet.spring(forms, duration: 0.6).map(\.line)
    XCTAssertEqual(lines[0], ".spring(duration: 0.41, bounce: 0.2)")
    XCTAssertEqual(
      lines[1],
      "UISpringTimingParameters(dampingRatio: 0.8) // in UIViewPropertyAnimator(duration: 0.6, …)")
    XCTAssertEqual(lines[2], "adw_spring_params_new (0.8, 1, 239)")
    XCTAssertEqual(lines[3], "spring(dampingRatio = 0.8f, stiffness = 239f)")
  }

  func testACurveIsWrittenAsEachPlatformWritesACubicBezier() {
    let b = UnitBezier(x1: 0.254, y1: 0.1, x2: 0.25, y2: 1)
    let lines = MotionSnippet.bezier(b, duration: 0.6).map(\.line)
    XCTAssertEqual(lines[0], ".timingCurve(0.25, 0.1, 0.25, 1, duration: 0.6)")
    XCTAssertEqual(
      lines[1],
      "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), "
        + "controlPoint2: CGPoint(x: 0.25, y: 1))")
    XCTAssertEqual(
      lines[2], "tween(durationMillis = 600, easing = CubicBezierEasing(0.25f, 0.1f, 0.25f, 1f))")
    XCTAssertEqual(lines[3], "cubic-bezier(0.25, 0.1, 0.25, 1)")
  }

  func testNumbersAreRoundedAsAPersonWritesThem() {
    XCTAssertEqual(MotionSnippet.hundredths(0.30000000000000004), "0.3")
    XCTAssertEqual(MotionSnippet.hundredths(0.9125104317581896), "0.91")
    XCTAssertEqual(MotionSnippet.hundredths(-0.004), "0")
    XCTAssertEqual(MotionSnippet.significant(238.87), "239")
    XCTAssertEqual(MotionSnippet.significant(24.734), "24.7")
    XCTAssertEqual(MotionSnippet.significant(1500), "1500")
    XCTAssertEqual(MotionSnippet.significant(0.012345), "0.0123")
  }
}
