import XCTest

/// Every bad command line gets one line on standard error, starting `error: ` and naming the
/// input, nothing on standard output, and exit status 2.
final class BadInputTests: XCTestCase {
  private let easeInOut = ["curve", "bezier", "0.42", "0", "0.58", "1"]
  private let spring = ["curve", "spring", "--damping-ratio", "0.5", "--stiffness", "100"]

  private func assertRejected(
    _ arguments: [String], mentioning fragment: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let result = try TransitionLabProcess.run(arguments, file: file, line: line)
    let context = "transition-lab \(arguments.joined(separator: " ")): \(result.standardError)"
    XCTAssertEqual(result.status, 2, context, file: file, line: line)
    XCTAssertEqual(result.standardOutput, "", context, file: file, line: line)
    XCTAssertEqual(result.errorLines.count, 1, context, file: file, line: line)
    XCTAssertTrue(result.standardError.hasPrefix("error: "), context, file: file, line: line)
    XCTAssertTrue(result.standardError.contains(fragment), context, file: file, line: line)
  }

  func testBezierControlPoints() throws {
    try assertRejected(
      ["curve", "bezier", "1.5", "0", "0.58", "1", "--at", "0.5"],
      mentioning: "x1 must be a number in [0, 1], got 1.5")
    try assertRejected(
      ["curve", "bezier", "0.42", "0", "-0.1", "1", "--at", "0.5"], mentioning: "x2")
    try assertRejected(
      ["curve", "bezier", "nan", "0", "0.58", "1", "--at", "0.5"], mentioning: "x1")
    try assertRejected(
      ["curve", "bezier", "0.42", "inf", "0.58", "1", "--at", "0.5"], mentioning: "y1")
    try assertRejected(
      ["curve", "bezier", "0.42", "0", "0.58", "-inf", "--at", "0.5"], mentioning: "y2")
    try assertRejected(
      ["curve", "bezier", "0.42", "zero", "0.58", "1", "--at", "0.5"], mentioning: "y1")
    try assertRejected(["curve", "bezier", "0.42", "0", "0.58", "--at", "0.5"], mentioning: "4")
    try assertRejected(
      ["curve", "bezier", "0.42", "0", "0.58", "1", "1", "--at", "0.5"], mentioning: "4")
  }

  func testSampleTimes() throws {
    try assertRejected(easeInOut + ["--at", "0.5", "--samples", "4"], mentioning: "--samples")
    try assertRejected(easeInOut, mentioning: "--at")
    try assertRejected(easeInOut + ["--at", "0,nan"], mentioning: "--at")
    try assertRejected(easeInOut + ["--at", "0,,1"], mentioning: "--at")
    try assertRejected(easeInOut + ["--at", "inf"], mentioning: "--at")
    try assertRejected(easeInOut + ["--samples", "0"], mentioning: "[1, 100000]")
    try assertRejected(easeInOut + ["--samples", "100001"], mentioning: "--samples")
    try assertRejected(easeInOut + ["--samples", "2.5"], mentioning: "--samples")
    try assertRejected(spring + ["--at", "-0.1"], mentioning: "--at")
    try assertRejected(spring + ["--samples", "10"], mentioning: "--until")
    try assertRejected(spring + ["--samples", "10", "--until", "0"], mentioning: "--until")
    try assertRejected(spring + ["--samples", "10", "--until", "nan"], mentioning: "--until")
    try assertRejected(spring + ["--at", "1", "--until", "2"], mentioning: "--until")
  }

  func testSpringParameters() throws {
    let at = ["--at", "0.5"]
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "0.5", "--stiffness", "-100"] + at,
      mentioning: "--stiffness must be a finite number > 0, got -100")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "0.5", "--stiffness", "0"] + at,
      mentioning: "--stiffness")
    try assertRejected(spring + ["--mass", "-1"] + at, mentioning: "--mass")
    try assertRejected(spring + ["--mass", "inf"] + at, mentioning: "--mass")
    try assertRejected(spring + ["--velocity", "nan"] + at, mentioning: "--velocity")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "-0.5", "--stiffness", "100"] + at,
      mentioning: "--damping-ratio")
    try assertRejected(
      ["curve", "spring", "--damping", "-1", "--stiffness", "100"] + at, mentioning: "--damping")
    try assertRejected(spring + ["--damping", "3"] + at, mentioning: "--damping")
    try assertRejected(["curve", "spring", "--stiffness", "100"] + at, mentioning: "--damping")
    try assertRejected(["curve", "spring", "--damping-ratio", "1"] + at, mentioning: "--stiffness")
  }

  /// Finite numbers whose spring could not be printed in finite numbers.
  func testSpringNumbersOutsideTheComputableRange() throws {
    let at = ["--at", "0.5"]
    try assertRejected(
      spring + ["--velocity", "1e308"] + at,
      mentioning: "--velocity must be a number in [-1000000, 1000000], got 1e308")
    try assertRejected(
      spring + ["--at", "0.5,2e6"], mentioning: "--at values must each be a number in [0, 1000000]")
    try assertRejected(
      spring + ["--samples", "4", "--until", "1e308"],
      mentioning: "--until must be a number in (0, 1000000], got 1e308")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "1e308", "--stiffness", "100"] + at,
      mentioning: "--damping-ratio 1e308")
    try assertRejected(
      ["curve", "spring", "--damping", "1e308", "--stiffness", "100", "--mass", "1e-10"] + at,
      mentioning: "--damping 1e308")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "0.5", "--duration", "1e-300"] + at,
      mentioning: "--duration 1e-300")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "1e300", "--duration", "0.6"] + at,
      mentioning: "--damping-ratio 1e+300")
  }

  func testDurationExcludesPhysicalParameters() throws {
    let at = ["--at", "0.5"]
    try assertRejected(spring + ["--duration", "0.6"] + at, mentioning: "--stiffness")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "0.5", "--duration", "0.6", "--mass", "2"] + at,
      mentioning: "--mass")
    try assertRejected(
      ["curve", "spring", "--duration", "0.6"] + at, mentioning: "--damping-ratio")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "0.5", "--duration", "0"] + at,
      mentioning: "--duration")
    try assertRejected(
      ["curve", "spring", "--damping-ratio", "0.5", "--duration", "60"] + at,
      mentioning: "(0, 60)")
  }

  func testArgumentParserErrorsAreOneLineToo() throws {
    try assertRejected(easeInOut + ["--at", "0.5", "--frobnicate"], mentioning: "--frobnicate")
    try assertRejected(spring + ["--at", "0.5", "--stifness", "3"], mentioning: "--stifness")
    try assertRejected(easeInOut + ["--at"], mentioning: "--at")
    try assertRejected(["frobnicate"], mentioning: "frobnicate")
    try assertRejected(["curve", "cosine"], mentioning: "cosine")
  }
}
