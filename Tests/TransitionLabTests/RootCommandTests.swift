import XCTest

/// `transition-lab` with no subcommand, and help.
final class RootCommandTests: XCTestCase {
  func testNoSubcommandPrintsUsageAndSucceeds() throws {
    let result = try TransitionLabProcess.run([])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.standardError, "")
    XCTAssertTrue(result.standardOutput.contains("USAGE: transition-lab"), result.standardOutput)
    XCTAssertTrue(result.standardOutput.contains("curve"), result.standardOutput)
  }

  func testHelpGoesToStandardOutputWithStatusZero() throws {
    for arguments in [
      ["--help"], ["curve"], ["curve", "bezier", "--help"], ["help", "curve", "spring"],
    ] {
      let result = try TransitionLabProcess.run(arguments)
      XCTAssertEqual(result.status, 0, "\(arguments)")
      XCTAssertEqual(result.standardError, "", "\(arguments)")
      XCTAssertTrue(result.standardOutput.contains("USAGE:"), "\(arguments)")
    }
    let bezier = try TransitionLabProcess.run(["curve", "bezier", "-h"])
    XCTAssertTrue(bezier.standardOutput.contains("x1 y1 x2 y2"), bezier.standardOutput)
    let spring = try TransitionLabProcess.run(["curve", "spring", "--help"])
    XCTAssertTrue(spring.standardOutput.contains("--duration"), spring.standardOutput)
  }
}
