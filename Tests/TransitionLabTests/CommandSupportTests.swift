import XCTest

@testable import TransitionLab

/// The helpers every subcommand shares, called in process.
final class CommandSupportTests: XCTestCase {
  func testNumbersOutsideTheirRangeNameTheInputAndTheRange() {
    XCTAssertThrowsError(try NumericInput.number("1.5", name: "x1", in: .closed(0, 1))) {
      XCTAssertEqual($0 as? UsageError, UsageError("x1 must be a number in [0, 1], got 1.5"))
    }
    XCTAssertThrowsError(try NumericInput.number("NaN", name: "--mass", in: .positive)) {
      XCTAssertEqual($0 as? UsageError, UsageError("--mass must be a finite number > 0, got NaN"))
    }
    XCTAssertThrowsError(try NumericInput.integer("", name: "--samples", in: 1...10)) {
      XCTAssertEqual(
        $0 as? UsageError, UsageError("--samples must be a whole number in [1, 10], got ''"))
    }
    XCTAssertEqual(try NumericInput.number(" -2.5 ", name: "y1", in: .finite), -2.5)
    XCTAssertEqual(
      try NumericInput.list("0, .5,1e-3", name: "--at", in: .finite),
      [
        0, 0.5, 0.001,
      ])
  }

  func testEvenlySpacedTimesAreRoundedToTwelveDigitsAndEndExactly() {
    XCTAssertEqual(
      SampleTimes.evenlySpaced(intervals: 3, through: 0.1).times,
      [0, 0.0333333333333, 0.0666666666667, 0.1])
    XCTAssertEqual(SampleTimes.evenlySpaced(intervals: 1, through: 2).times, [0, 2])
  }

  func testNumberFormatting() {
    XCTAssertEqual(CSVWriter.time(0.25), "0.25")
    XCTAssertEqual(CSVWriter.time(-0.0), "0")
    XCTAssertEqual(CSVWriter.time(3), "3")
    XCTAssertEqual(CSVWriter.time(1e-5), "1e-05")
    XCTAssertEqual(CSVWriter.value(-0.0), "0")
    XCTAssertEqual(CSVWriter.value(1 / 3), "0.333333333333")
    XCTAssertEqual(CSVWriter.value(-1.5e-7), "-1.5e-07")
  }

  func testEveryErrorBecomesOneLine() {
    let root = TransitionLabCommand.self
    XCTAssertEqual(
      CommandRunner.errorLine(for: UsageError("--until must be > 0"), root: root),
      "--until must be > 0")
    XCTAssertEqual(
      CommandRunner.errorLine(for: UsageError("first\n  second"), root: root), "first second")
    do {
      _ = try root.parseAsRoot(["curve", "spring", "--nope"])
      XCTFail("an unknown option parsed")
    } catch {
      XCTAssertEqual(
        CommandRunner.errorLine(for: error, root: root),
        "unknown option '--nope' (see 'transition-lab curve spring --help')")
    }
  }
}
