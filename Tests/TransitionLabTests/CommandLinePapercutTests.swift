import Foundation
import XCTest

/// The command line's papercuts: a misspelt subcommand, a tap that did nothing, an output
/// that is not PNG, a missing file and the scene list's length.
final class CommandLinePapercutTests: XCTestCase {
  private let gestures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/gestures")

  func testAMisspeltSubcommandSaysSoAndSuggestsTheNearest() throws {
    let result = try TransitionLabProcess.run(["rendr"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.standardError,
      "error: unknown subcommand 'rendr'; did you mean 'render'? (see 'transition-lab --help')\n")
    let far = try TransitionLabProcess.run(["frobnicate"])
    XCTAssertEqual(far.status, 2)
    XCTAssertTrue(
      far.standardError.hasPrefix("error: unknown subcommand 'frobnicate'; the subcommands are"),
      far.standardError)
    XCTAssertEqual(far.errorLines.count, 1)
  }

  func testATapThatDidNothingSaysWhyOnStandardError() throws {
    let result = try TransitionLabProcess.run([
      "replay", "--scene", "drag-down", "--gesture",
      gestures.appendingPathComponent("tap-open.json").path,
    ])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.standardOutput.contains("\"warnings\":1"), result.standardOutput)
    XCTAssertEqual(result.errorLines.count, 1, result.standardError)
    XCTAssertTrue(
      result.standardError.contains("the tap's target 'open' is not on screen"),
      result.standardError)
    XCTAssertTrue(result.standardError.contains("--start root"), result.standardError)
  }

  func testAnOutputThatIsNotPNGIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let result = try TransitionLabProcess.run([
      "render", "--scene", "card", "--output", folder + "/picture-\(UUID().uuidString).jpg",
    ])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains("must end in .png"), result.standardError)
  }

  func testAMissingGestureFileIsNoSuchFile() throws {
    let result = try TransitionLabProcess.run([
      "replay", "--scene", "drag-down", "--gesture", "/no/such/nope.json",
    ])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.standardError.contains("/no/such/nope.json: no such file"))
  }

  func testScenesIsShortAndItsCitationsAreBehindVerbose() throws {
    let short = try TransitionLabProcess.run(["scenes"])
    let verbose = try TransitionLabProcess.run(["scenes", "--verbose"])
    XCTAssertEqual(short.status, 0)
    XCTAssertEqual(verbose.status, 0)
    XCTAssertTrue(short.standardOutput.contains("threshold 0.3"), short.standardOutput)
    XCTAssertTrue(short.standardOutput.contains("--verbose"))
    XCTAssertLessThan(short.outputLines.count * 3, verbose.outputLines.count)
    XCTAssertTrue(verbose.standardOutput.contains("default 0.3 fraction"))
  }
}
