import TestSupport
import XCTest

/// `transition-lab curve bezier`, run as a subprocess.
final class CurveBezierCommandTests: XCTestCase {
  private func run(_ arguments: [String]) throws -> CommandResult {
    let result = try TransitionLabProcess.run(["curve", "bezier"] + arguments)
    XCTAssertEqual(result.status, 0, "stderr: \(result.standardError)")
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(result.outputLines.first, "t,value")
    return result
  }

  func testEaseInOutIsOneHalfHalfway() throws {
    let result = try run(["0.42", "0", "0.58", "1", "--at", "0.5"])
    XCTAssertEqual(result.standardOutput, "t,value\n0.5,0.5\n")
  }

  func testCSSEaseMatchesAnIndependentBisection() throws {
    let times = [0.01, 0.1, 0.2, 0.25, 0.3, 0.5, 0.7, 0.75, 0.9, 0.99]
    let result = try run(
      ["0.25", "0.1", "0.25", "1", "--at", times.map { "\($0)" }.joined(separator: ",")])
    let rows = result.numericRows()
    XCTAssertEqual(rows.count, times.count)
    for (row, t) in zip(rows, times) {
      XCTAssertEqual(row[0], t)
      assertClose(row[1], ReferenceCurves.bezier(0.25, 0.1, 0.25, 1, at: t), tolerance: 1e-9)
    }
  }

  /// Chromium's `ui/gfx/geometry/cubic_bezier_unittest.cc`, tests `Basic` (0.25, 0, 0.75, 1)
  /// and `UnclampedYValues` (0.5, −1, 0.5, 2), with their tolerance of 0.00015.
  func testMatchesChromiumReferenceValues() throws {
    let cases: [([String], [(Double, Double)])] = [
      (
        ["0.25", "0", "0.75", "1"],
        [
          (0.05, 0.01136), (0.1, 0.03978), (0.2, 0.12803), (0.25, 0.18235), (0.4, 0.36761),
          (0.5, 0.5), (0.6, 0.63238), (0.75, 0.81764), (0.9, 0.96021), (0.95, 0.98863),
        ]
      ),
      (
        ["0.5", "-1", "0.5", "2"],
        [
          (0.05, -0.08954), (0.2, -0.20651), (0.35, -0.01672), (0.5, 0.5), (0.65, 1.01672),
          (0.8, 1.20651), (0.95, 1.08954),
        ]
      ),
    ]
    for (points, expected) in cases {
      let list = expected.map { "\($0.0)" }.joined(separator: ",")
      let rows = try run(points + ["--at", list]).numericRows()
      XCTAssertEqual(rows.count, expected.count)
      for (row, (t, value)) in zip(rows, expected) {
        XCTAssertEqual(row[0], t)
        assertClose(row[1], value, tolerance: 0.00015, "\(points) at \(t)")
      }
    }
  }

  /// Chromium's `CubicBezierTest.InputOutOfRange`: outside [0, 1] the curve continues along
  /// the tangent at the nearer end.
  func testTimesOutsideTheUnitIntervalFollowTheEndTangents() throws {
    let cases: [([String], Double, Double)] = [
      (["0.5", "1", "0.5", "1"], -2, 1),
      (["0", "0", "1", "1"], -1, 2),
      (["0", "1", "1", "0"], 0, 1),
      (["0.5", "0", "1", "0.5"], 0, 1),
      (["0.1", "0.2", "0.8", "0.8"], -2, 2),
      (["0", "0", "0.5", "1"], -2, 1),
      (["1", "0.5", "1", "1"], -0.5, 1),
      (["0", "0", "0", "0"], -1, 2),
      (["1", "1", "1", "1"], -1, 2),
    ]
    for (points, atMinusOne, atTwo) in cases {
      let rows = try run(points + ["--at", "-1,2"]).numericRows()
      XCTAssertEqual(rows.map { $0[0] }, [-1, 2])
      assertClose(rows[0][1], atMinusOne, tolerance: 1e-12, "\(points) at -1")
      assertClose(rows[1][1], atTwo, tolerance: 1e-12, "\(points) at 2")
    }
  }

  func testSamplesPrintNPlusOneEvenlySpacedTimes() throws {
    let result = try run(["0.42", "0", "0.58", "1", "--samples", "4"])
    XCTAssertEqual(result.outputLines.count, 6)
    XCTAssertEqual(
      result.outputLines.dropFirst().map { $0.split(separator: ",")[0] },
      [
        "0", "0.25", "0.5", "0.75", "1",
      ])
    let thirds = try run(["0.42", "0", "0.58", "1", "--samples", "3"]).numericRows()
    XCTAssertEqual(thirds.map { $0[0] }, [0, 0.333333333333, 0.666666666667, 1])
    for row in thirds {
      assertClose(row[1], ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: row[0]), tolerance: 1e-9)
    }
  }

  func testLargestSampleCount() throws {
    let result = try run(["0.25", "0.1", "0.25", "1", "--samples", "100000"])
    XCTAssertEqual(result.outputLines.count, 100_002)
    XCTAssertEqual(result.outputLines[1], "0,0")
    XCTAssertEqual(result.outputLines[50_001].split(separator: ",")[0], "0.5")
    XCTAssertEqual(result.outputLines.last, "1,1")
  }

  func testTimesArePrintedAsGivenAndValuesWithTwelveDigits() throws {
    let result = try run(["0.42", "0", "0.58", "1", "--at", "0.1, 1e-3,.5,-0.25,0.75"])
    XCTAssertEqual(
      result.outputLines.dropFirst().map { $0.split(separator: ",")[0] },
      [
        "0.1", "0.001", "0.5", "-0.25", "0.75",
      ])
    XCTAssertEqual(result.outputLines[5], "0.75,0.870838068953")
  }

  /// y1 and y2 may be any finite numbers, up to the ends of the Double range.
  func testHugeControlValuesPrintFiniteNumbers() throws {
    let rows = try run(["0.5", "1e308", "0.5", "1e308", "--at", "-1,0.25,0.5,2,-1e308,1e308"])
      .numericRows()
    XCTAssertEqual(rows.count, 6)
    for row in rows {
      XCTAssertTrue(row[1].isFinite, "\(row)")
    }
    assertClose(rows[2][1] / 7.5e307, 1, tolerance: 1e-9)
    let steep = try run(["1e-300", "1e300", "1", "1", "--at", "-1e10"]).numericRows()
    // The tangent's −10¹⁰⁶¹⁰ is held at the most negative Double, printed to 12 digits.
    XCTAssertTrue(steep[0][1].isFinite)
    XCTAssertLessThan(steep[0][1], -1.79e308)
  }

  func testNegativeControlPointsAreNumbersNotOptions() throws {
    let result = try run(["0.68", "-0.55", "0.265", "1.55", "--at", "0.5"])
    assertClose(
      result.numericRows()[0][1], ReferenceCurves.bezier(0.68, -0.55, 0.265, 1.55, at: 0.5),
      tolerance: 1e-9)
  }
}
