import Foundation
import MotionExport
import TestSupport
import TransitionKit
import XCTest

/// `LinearEasing`: the `linear()` stops stay within 0.5 % of the curve everywhere, checked on
/// a grid the sampler never saw, and on the CSS text read back.
final class LinearEasingTests: XCTestCase {
  /// Reads the last `linear(…)` in `css` as CSS does: bare first and last stops sit at 0 % and 100 %.
  static func parse(_ css: String) -> [(input: Double, output: Double)]? {
    guard let open = css.range(of: "linear(", options: .backwards),
      let close = css.range(of: ")", range: open.upperBound..<css.endIndex)
    else { return nil }
    let items = css[open.upperBound..<close.lowerBound].split(separator: ",")
    var stops: [(Double, Double)] = []
    for (index, item) in items.enumerated() {
      let parts = item.split(separator: " ")
      guard let output = parts.first.flatMap({ Double($0) }) else { return nil }
      if parts.count == 2, parts[1].hasSuffix("%"), let percent = Double(parts[1].dropLast()) {
        stops.append((percent / 100, output))
      } else if parts.count == 1, index == 0 || index == items.count - 1 {
        stops.append((index == 0 ? 0 : 1, output))
      } else {
        return nil
      }
    }
    return stops.count >= 2 ? stops : nil
  }

  /// Linear interpolation between parsed stops.
  static func evaluate(_ stops: [(input: Double, output: Double)], at x: Double) -> Double {
    for index in 1..<stops.count where x <= stops[index].input {
      let a = stops[index - 1]
      let b = stops[index]
      return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
    }
    return stops[stops.count - 1].output
  }

  /// The largest distance between the parsed CSS and `curve`, on 9973 points (a prime, so
  /// they fall between the sampler's grid points).
  static func worstError(_ css: String, _ curve: (Double) -> Double) throws -> Double {
    let stops = try XCTUnwrap(parse(css), "unreadable: \(css)")
    var worst = 0.0
    for index in 0...9973 {
      let x = Double(index) / 9973
      worst = max(worst, abs(evaluate(stops, at: x) - curve(x)))
    }
    return worst
  }

  func testBezierCurvesStayWithinHalfAPercent() throws {
    let curves =
      AnimationCurve.allCases.map(\.bezier) + [
        UnitBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
        UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1),
      ]
    for bezier in curves {
      let easing = LinearEasing(sampling: bezier.value(at:))
      let worst = try Self.worstError(easing.css, bezier.value(at:))
      XCTAssertLessThanOrEqual(worst, 0.005, "\(bezier)")
      XCTAssertLessThanOrEqual(easing.maximumError, 0.005)
      XCTAssertLessThan(easing.stops.count, 100, "\(bezier) needs \(easing.stops.count) stops")
    }
  }

  /// Springs an animator runs (ratio ζ, settling within D, initial velocity v), over their
  /// duration, including bouncy ones and a fast start.
  func testSpringCurvesStayWithinHalfAPercent() throws {
    for (ratio, velocity) in [(0.8, 0.0), (0.8, 1.0), (0.3, 0.0), (0.1, 0.0), (1.0, -2.0), (2, 8)] {
      let duration = 0.6
      let spring = DampedSpring.settling(
        dampingRatio: ratio, initialVelocity: velocity, within: duration)
      let curve = { (x: Double) in spring.value(at: x * duration, initialVelocity: velocity) }
      let easing = LinearEasing(sampling: curve)
      let worst = try Self.worstError(easing.css, curve)
      XCTAssertLessThanOrEqual(worst, 0.005, "ζ \(ratio), v \(velocity)")
      XCTAssertEqual(easing.stops.first?.input, 0)
      XCTAssertEqual(easing.stops.last?.input, 1)
      XCTAssertTrue(zip(easing.stops, easing.stops.dropFirst()).allSatisfy { $0.input < $1.input })
    }
  }

  /// A tighter tolerance is met too, with more stops.
  func testToleranceIsHonoured() throws {
    let bezier = AnimationCurve.easeInOut.bezier
    let coarse = LinearEasing(sampling: bezier.value(at:))
    let fine = LinearEasing(sampling: bezier.value(at:), tolerance: 0.0005)
    XCTAssertLessThanOrEqual(try Self.worstError(fine.css, bezier.value(at:)), 0.0005)
    XCTAssertGreaterThan(fine.stops.count, coarse.stops.count)
  }
}
