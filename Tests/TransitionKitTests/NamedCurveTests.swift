import TestSupport
import TransitionKit
import XCTest

final class NamedCurveTests: EngineTestCase {
  // From chromium/chromium, third_party/blink/renderer/platform/animation/
  // timing_function_test.cc, TEST_F(TimingFunctionTest, CubicEvaluate). Blink publishes three
  // decimals, so the check is that our value rounds to Blink's (|Δ| ≤ 5e-4); the independent
  // solver below pins the same curves to 1e-9. (The same test's custom curve,
  // cubic-bezier(0.17, 0.67, 1, -1.73), is left out: Blink's figures for it are only good to
  // the 0.01 that test allows; at 0.25 the curve is 0.03522, not 0.034.)
  private let blinkCubicEvaluate: [(AnimationCurve, [(x: Double, y: Double)])] = [
    (.easeIn, [(0.25, 0.093), (0.50, 0.315), (0.75, 0.622)]),
    (.easeOut, [(0.25, 0.378), (0.50, 0.685), (0.75, 0.907)]),
    (.easeInOut, [(0.25, 0.129), (0.50, 0.500), (0.75, 0.871)]),
  ]

  @MainActor func testNamedControlPoints() async {
    XCTAssertEqual(AnimationCurve.easeIn.bezier, UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    XCTAssertEqual(AnimationCurve.easeOut.bezier, UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    XCTAssertEqual(AnimationCurve.easeInOut.bezier, UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    XCTAssertEqual(AnimationCurve.linear.bezier, UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1))
  }

  @MainActor func testBlinkCubicEvaluate() async {
    for (curve, table) in blinkCubicEvaluate {
      for (x, y) in table {
        assertClose(curve.bezier.value(at: x), y, tolerance: 5e-4, "\(curve) at \(x)")
      }
    }
  }

  @MainActor func testNamedCurvesAgainstAnIndependentSolver() async {
    for curve in AnimationCurve.allCases {
      let b = curve.bezier
      for step in 0...40 {
        let x = Double(step) / 40
        assertClose(
          b.value(at: x), referenceValue(x, b.x1, b.y1, b.x2, b.y2), tolerance: 1e-9,
          "\(curve) at \(x)")
      }
    }
  }

  @MainActor func testEaseInOutIsSymmetric() async {
    let curve = AnimationCurve.easeInOut.bezier
    for step in 0...20 {
      let x = Double(step) / 20
      assertClose(curve.value(at: x) + curve.value(at: 1 - x), 1, tolerance: 1e-12)
    }
  }

  @MainActor func testEndTangentsOfTheNamedCurves() async {
    // easeIn starts flat (y1 = 0) and leaves along (0.42, 0) → (1, 1) at the end: slope 1/0.58.
    let easeIn = AnimationCurve.easeIn.bezier
    XCTAssertEqual(easeIn.value(at: -1), 0)
    assertClose(easeIn.value(at: 1.5), 1 + 0.5 / 0.58, tolerance: 1e-12)
    // easeOut starts along (0, 0) → (0.58, 1) and ends flat.
    let easeOut = AnimationCurve.easeOut.bezier
    assertClose(easeOut.value(at: -0.5), -0.5 / 0.58, tolerance: 1e-12)
    XCTAssertEqual(easeOut.value(at: 3), 1)
    // easeInOut is flat at both ends.
    XCTAssertEqual(AnimationCurve.easeInOut.bezier.value(at: -2), 0)
    XCTAssertEqual(AnimationCurve.easeInOut.bezier.value(at: 2), 1)
  }

  @MainActor func testCubicTimingParameters() async {
    let named = CubicTimingParameters.easeIn
    XCTAssertEqual(named.animationCurve, .easeIn)
    XCTAssertEqual(named.controlPoint1, Point(x: 0.42, y: 0))
    XCTAssertEqual(named.controlPoint2, Point(x: 1, y: 1))
    XCTAssertEqual(named.timingCurveType, .builtin)
    XCTAssertNil(named.springTimingParameters)
    XCTAssertEqual(CubicTimingParameters().animationCurve, .easeInOut)

    let custom = CubicTimingParameters(
      controlPoint1: Point(x: 0.5, y: -1), controlPoint2: Point(x: 0.5, y: 2))
    XCTAssertNil(custom.animationCurve)
    XCTAssertEqual(custom.timingCurveType, .cubic)
    assertClose(custom.value(at: 0.8), 1.20651, tolerance: 1e-4)

    // x outside [0, 1] is clamped to keep the curve a function of time; y is kept.
    let clamped = CubicTimingParameters(
      controlPoint1: Point(x: -0.5, y: 1.5), controlPoint2: Point(x: 1.7, y: -0.3))
    XCTAssertEqual(clamped.controlPoint1, Point(x: 0, y: 1.5))
    XCTAssertEqual(clamped.controlPoint2, Point(x: 1, y: -0.3))
    XCTAssertEqual(clamped.bezier, UnitBezier(x1: 0, y1: 1.5, x2: 1, y2: -0.3))
  }

  @MainActor func testAnimationOptionsSelectTheCurve() async {
    XCTAssertEqual(AnimationOptions([]).curve, .easeInOut)
    XCTAssertEqual(AnimationOptions.curveEaseIn.curve, .easeIn)
    XCTAssertEqual(AnimationOptions.curveEaseOut.curve, .easeOut)
    XCTAssertEqual(AnimationOptions.curveLinear.curve, .linear)
    XCTAssertEqual(AnimationOptions([.curveLinear, .allowUserInteraction]).curve, .linear)
    XCTAssertEqual(AnimationOptions.curveEaseOut.timing, .easeOut)
  }

  /// y at x by plain bisection on the Bernstein form, independent of the engine's solver.
  private func referenceValue(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, y1, y2)
  }
}
