import TestSupport
import TransitionKit
import XCTest

/// The solver against the values browser engines check their own solvers with.
final class UnitBezierTests: EngineTestCase {
  // From chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, TEST(CubicBezierTest,
  // Basic): cubic-bezier(0.25, 0, 0.75, 1), published to five decimals.
  private let chromiumBasic: [(x: Double, y: Double)] = [
    (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
    (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
    (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
    (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
  ]

  // From chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, TEST(CubicBezierTest,
  // UnclampedYValues): cubic-bezier(0.5, -1, 0.5, 2), whose y leaves [0, 1] on both sides.
  private let chromiumUnclamped: [(x: Double, y: Double)] = [
    (0.0, 0.0), (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651),
    (0.25, -0.18232), (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349),
    (0.5, 0.50000), (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992),
    (0.75, 1.18232), (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
    (1.0, 1.0),
  ]

  // From chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, TEST(CubicBezierTest,
  // Slope): dy/dx of cubic-bezier(0.25, 0, 0.75, 1), flat outside [0, 1].
  private let chromiumSlope: [(x: Double, slope: Double)] = [
    (-0.1, 0), (0, 0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
    (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
    (0.5, 1.33333), (0.55, 1.32628), (0.6, 1.30474), (0.65, 1.26751), (0.7, 1.21239),
    (0.75, 1.13576), (0.8, 1.03184), (0.85, 0.89121), (0.9, 0.69778), (0.95, 0.42170),
    (1, 0), (1.1, 0),
  ]

  @MainActor func testChromiumBasicCurve() async {
    let curve = UnitBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    for (x, y) in chromiumBasic {
      assertClose(curve.value(at: x), y, tolerance: 1e-4, "x = \(x)")
    }
  }

  @MainActor func testChromiumUnclampedYValues() async {
    let curve = UnitBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
    for (x, y) in chromiumUnclamped {
      assertClose(curve.value(at: x), y, tolerance: 1e-4, "x = \(x)")
    }
  }

  @MainActor func testChromiumSlopes() async {
    let curve = UnitBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 1)
    for (x, slope) in chromiumSlope {
      assertClose(curve.slope(at: x), slope, tolerance: 1e-4, "x = \(x)")
    }
  }

  // From chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, TEST(CubicBezierTest,
  // Basic) (basic_use, overshoot, undershoot), which Chromium checks for exact equality.
  @MainActor func testChromiumOvershootAndUndershootAtTheMiddle() async {
    assertClose(UnitBezier(x1: 0.5, y1: 1, x2: 0.5, y2: 1).value(at: 0.5), 0.875, tolerance: 1e-12)
    assertClose(UnitBezier(x1: 0.5, y1: 2, x2: 0.5, y2: 2).value(at: 0.5), 1.625, tolerance: 1e-12)
    assertClose(
      UnitBezier(x1: 0.5, y1: -1, x2: 0.5, y2: -1).value(at: 0.5), -0.625, tolerance: 1e-12)
  }

  // From chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, TEST(CubicBezierTest,
  // InputOutOfRange): outside [0, 1] the curve continues along the tangent at its nearer end;
  // where a control point sits on the end point the tangent comes from the other one.
  @MainActor func testChromiumInputOutOfRange() async {
    let cases: [(x1: Double, y1: Double, x2: Double, y2: Double, atMinus1: Double, at2: Double)] = [
      (0.5, 1.0, 0.5, 1.0, -2.0, 1.0),  // simple
      (0.0, 0.0, 1.0, 1.0, -1.0, 2.0),  // coincident_endpoints
      (0.0, 1.0, 1.0, 0.0, 0.0, 1.0),  // vertical_gradient
      (0.5, 0.0, 1.0, 0.5, 0.0, 1.0),  // vertical_trailing_gradient
      (0.1, 0.2, 0.8, 0.8, -2.0, 2.0),  // distinct_endpoints
      (0.0, 0.0, 0.5, 1.0, -2.0, 1.0),  // coincident_leading_endpoint
      (1.0, 0.5, 1.0, 1.0, -0.5, 1.0),  // coincident_trailing_endpoint
      (0.0, 0.0, 0.0, 0.0, -1.0, 2.0),  // all_zeros
      (1.0, 1.0, 1.0, 1.0, -1.0, 2.0),  // all_ones
    ]
    for c in cases {
      let curve = UnitBezier(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2)
      let name = "cubic-bezier(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
      assertClose(curve.value(at: -1), c.atMinus1, tolerance: 1e-12, name)
      assertClose(curve.value(at: 2), c.at2, tolerance: 1e-12, name)
      XCTAssertEqual(curve.value(at: 0), 0, name)
      XCTAssertEqual(curve.value(at: 1), 1, name)
    }
  }

  // Curves from chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc,
  // TEST(CubicBezierTest, CommonEasingFunctions / LinearEquivalentBeziers /
  // ControlPointsOutsideUnitSquare), which check that the solver finds the curve parameter
  // again; here: that solving at x(t) gives back y(t).
  @MainActor func testSolverFindsPointsOnTheCurve() async {
    let curves: [(Double, Double, Double, Double)] = [
      (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
      (0, 0, 0, 0), (1, 1, 1, 1),
      (0.3, 1.5, 0.8, 1.5), (0.4, -0.8, 0.7, 1.7), (0.7, -2.0, 1.0, -1.5), (0, 4, 1, -3),
    ]
    for (x1, y1, x2, y2) in curves {
      let curve = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for step in 0...20 {
        let t = Double(step) / 20
        let x = bernstein(t, x1, x2)
        assertClose(
          curve.value(at: x), bernstein(t, y1, y2), tolerance: 1e-7,
          "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at t = \(t)")
      }
    }
  }

  @MainActor func testLinearIsTheIdentity() async {
    let linear = AnimationCurve.linear.bezier
    for step in 0...10 {
      let x = Double(step) / 10
      assertClose(linear.value(at: x), x, tolerance: 1e-12)
      assertClose(linear.slope(at: x), 1, tolerance: 1e-9)
    }
    XCTAssertEqual(linear.value(at: -0.5), -0.5)
    XCTAssertEqual(linear.value(at: 1.5), 1.5)
  }

  // After chromium/chromium, ui/gfx/geometry/cubic_bezier_unittest.cc, TEST(CubicBezierTest,
  // ClampInfinityEvaluation): control values at the ends of the Double range still give
  // finite values and slopes everywhere, and halfway along the curve still the exact value.
  @MainActor func testHugeControlValuesStayFinite() async {
    let big = Double.greatestFiniteMagnitude
    let curves: [(Double, Double, Double, Double)] = [
      (0.5, big, 0.5, big), (0.5, -big, 0.5, big), (0.5, big, 0.5, -big), (0.5, -big, 0.5, -big),
      (0, big, 0, big), (0, -big, 0, big), (0, big, 0, -big), (0, -big, 0, -big),
      (1, big, 1, big), (1, -big, 1, big), (1, big, 1, -big), (1, -big, 1, -big),
      (0, 0, 0, big), (0, -big, 0, 0), (1, 0, 0, -big), (0, -big, 1, 1),
      (1e-300, 1e300, 0.5, 1), (0.5, 0, 1 - 1e-16, -1e300),
    ]
    for (x1, y1, x2, y2) in curves {
      let curve = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for step in -20...40 {
        let x = Double(step) / 20
        let label = "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x)"
        XCTAssertTrue(curve.value(at: x).isFinite, label)
        XCTAssertTrue(curve.slope(at: x).isFinite, label)
      }
      XCTAssertTrue(curve.value(at: -big).isFinite)
      XCTAssertTrue(curve.value(at: big).isFinite)
    }
    // y(½) = (3/8)·y1 + (3/8)·y2 + 1/8 when x1 = x2 = ½.
    let curve = UnitBezier(x1: 0.5, y1: 1e308, x2: 0.5, y2: 1e308)
    assertClose(curve.value(at: 0.5) / 0.75e308, 1, tolerance: 1e-12)
  }

  @MainActor func testNonFiniteInput() async {
    let curve = AnimationCurve.easeInOut.bezier
    XCTAssertTrue(curve.value(at: .nan).isNaN)
    XCTAssertEqual(curve.value(at: .infinity), 1)
    XCTAssertEqual(curve.value(at: -.infinity), 0)
  }
}

/// One coordinate of the cubic Bézier from 0 to 1 with control values p1 and p2, at t.
func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
  let s = 1 - t
  return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
}
