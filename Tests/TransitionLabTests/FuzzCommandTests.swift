import Foundation
import XCTest

/// `transition-lab fuzz`: one JSON summary line whose numbers follow from the seed, exit 1 only
/// with failures, and one-line errors for bad input.
final class FuzzCommandTests: XCTestCase {
  private func summary(_ arguments: [String]) throws -> (CommandResult, [String: Any]) {
    let result = try TransitionLabProcess.run(["fuzz"] + arguments)
    XCTAssertEqual(result.outputLines.count, 1, result.standardOutput + result.standardError)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    return (result, object)
  }

  func testOneSummaryLineThatTheSeedDetermines() throws {
    let output = FileManager.default.temporaryDirectory.path
    let arguments = ["--cases", "40", "--scene", "card", "--seed", "5", "--output", output]
    let (result, first) = try summary(arguments)
    XCTAssertEqual(first["cases"] as? Int, 40)
    XCTAssertEqual(first["scenes"] as? [String], ["card"])
    XCTAssertEqual(first["seed"] as? Int, 5)
    let failures = try XCTUnwrap(first["failures"] as? Int)
    XCTAssertEqual(result.status, failures > 0 ? 1 : 0, result.standardOutput)
    let byInvariant = try XCTUnwrap(first["failures_by_invariant"] as? [String: Int])
    XCTAssertEqual(byInvariant.values.reduce(0, +), failures)
    if failures > 0 {
      let path = try XCTUnwrap(first["failure_script"] as? String)
      XCTAssertTrue(path.hasPrefix(output), path)
      XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
    } else {
      XCTAssertTrue(first["failure_script"] is NSNull)
    }
    let (_, again) = try summary(arguments)
    XCTAssertEqual(again["transitions"] as? Int, first["transitions"] as? Int)
    XCTAssertEqual(again["failures"] as? Int, failures)
    let (_, other) = try summary(["--cases", "40", "--scene", "card", "--seed", "6"])
    XCTAssertEqual(other["cases"] as? Int, 40)
  }

  func testBadInputIsOneLineWithStatus2() throws {
    let bad: [([String], String)] = [
      (["--cases", "0"], "--cases must be a whole number in [1, 100000000], got '0'"),
      (["--cases", "2.5"], "--cases"),
      (["--cases", "nan"], "--cases"),
      (["--seed", "-1"], "--seed must be a whole number in [0, 9007199254740991]"),
      (["--seed", "9007199254740992"], "--seed"),
      (["--scene", "drawer"], "unknown scene 'drawer'"),
      (["--cases", "1", "--output", "/nonexistent/dir"], "--output: /nonexistent/dir"),
    ]
    for (arguments, fragment) in bad {
      let result = try TransitionLabProcess.run(["fuzz"] + arguments)
      let context = "fuzz \(arguments.joined(separator: " ")): \(result.standardError)"
      XCTAssertEqual(result.status, 2, context)
      XCTAssertEqual(result.standardOutput, "", context)
      XCTAssertEqual(result.errorLines.count, 1, context)
      XCTAssertTrue(result.standardError.contains(fragment), context)
    }
  }
}
