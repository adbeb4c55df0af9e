import TestSupport
import TransitionKit
import XCTest

/// The rubber-band curves against their systems' formulas and published values, and their
/// shape: 0 at 0, never decreasing, odd.
final class RubberBandTests: XCTestCase {
  let overshoots = [0.5, 1, 6, 7, 10, 50, 100, 400, 2000]
  let dimension = 844.0

  func testUIKitFollowsTheScrollViewFormula() {
    for x in overshoots {
      let expected = (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
      assertClose(RubberBand.uikit.offset(forOvershoot: x, dimension: dimension), expected)
    }
    // FloatingPanel's example: 100 points past the end of an 800 point surface, about 51.
    let example = RubberBand.uikit.offset(forOvershoot: 100, dimension: 800)
    XCTAssertEqual(example, 51.46, accuracy: 0.01)
  }

  func testLinearHalfIsHalfTheOvershoot() {
    for x in overshoots {
      assertClose(RubberBand.linearHalf.offset(forOvershoot: x, dimension: dimension), x / 2)
    }
  }

  func testLogIsVaulsDampenValueAndZeroWhereThatIsNegative() {
    for x in overshoots {
      let expected = max(8 * (log(x + 1) - 2), 0)
      assertClose(RubberBand.log.offset(forOvershoot: x, dimension: dimension), expected)
    }
    XCTAssertEqual(RubberBand.log.offset(forOvershoot: 6, dimension: dimension), 0)
    XCTAssertGreaterThan(RubberBand.log.offset(forOvershoot: 7, dimension: dimension), 0)
    // The published values: 20.9 at 100 px, 32 at 400 px.
    XCTAssertEqual(RubberBand.log.offset(forOvershoot: 100, dimension: 1), 20.9, accuracy: 0.05)
    XCTAssertEqual(RubberBand.log.offset(forOvershoot: 400, dimension: 1), 32, accuracy: 0.1)
  }

  func testSaturatingIsLibadwaitasOvershootInPoints() {
    // adjust_for_overshoot works in progress units: amount = x / distance,
    // d = distance · 0.1, result (1 − 1 / (1 + amount · d)) / d, times distance in points.
    for distance in [200.0, 844, 5000] {
      for x in overshoots {
        let amount = x / distance
        let d = distance * 0.1
        let expected = (1 - 1 / (1 + amount * d)) / d * distance
        assertClose(
          RubberBand.saturating.offset(forOvershoot: x, dimension: distance), expected,
          tolerance: 1e-9)
      }
    }
  }

  func testSaturatingNeverReachesTenPoints() {
    for x in overshoots + [1e6, 1e12] {
      XCTAssertLessThan(RubberBand.saturating.offset(forOvershoot: x, dimension: 844), 10)
    }
    XCTAssertGreaterThan(RubberBand.saturating.offset(forOvershoot: 1e6, dimension: 844), 9.99)
    XCTAssertEqual(RubberBand.saturating.offset(forOvershoot: .infinity, dimension: 844), 10)
  }

  func testNoneStaysAtTheEnd() {
    for x in overshoots {
      XCTAssertEqual(RubberBand.none.offset(forOvershoot: x, dimension: dimension), 0)
    }
  }

  func testEveryCurveIsZeroAtZeroNeverDecreasingAndOdd() {
    for band in RubberBand.allCases {
      XCTAssertEqual(band.offset(forOvershoot: 0, dimension: dimension), 0, "\(band)")
      var previous = -Double.infinity
      for step in -1000...1000 {
        let x = Double(step) / 2
        let offset = band.offset(forOvershoot: x, dimension: dimension)
        XCTAssertGreaterThanOrEqual(offset, previous, "\(band) at \(x)")
        XCTAssertEqual(band.offset(forOvershoot: -x, dimension: dimension), -offset, "\(band)")
        previous = offset
      }
    }
  }

  func testEveryCurveMovesLessThanTheFinger() {
    for band in RubberBand.allCases {
      for x in overshoots {
        XCTAssertLessThanOrEqual(band.offset(forOvershoot: x, dimension: dimension), x)
      }
    }
  }

  func testBadNumbersGiveNoNaN() {
    for band in RubberBand.allCases {
      XCTAssertEqual(band.offset(forOvershoot: .nan, dimension: dimension), 0)
      for dimension in [0, -5, Double.nan, .infinity] {
        XCTAssertFalse(band.offset(forOvershoot: 40, dimension: dimension).isNaN, "\(band)")
      }
    }
    XCTAssertEqual(RubberBand.uikit.offset(forOvershoot: 40, dimension: 0), 0)
    XCTAssertEqual(RubberBand.uikit.offset(forOvershoot: 40, dimension: .infinity), 0.55 * 40)
    XCTAssertEqual(RubberBand.uikit.offset(forOvershoot: .infinity, dimension: 844), 844)
  }

  func testRawValuesAreTheParameterChoices() {
    XCTAssertEqual(
      RubberBand.allCases.map(\.rawValue), ["uikit", "linear-half", "log", "saturating", "none"])
  }
}
