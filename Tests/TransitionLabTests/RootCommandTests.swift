import Foundation
import Scenes
import XCTest

@testable import TransitionLab

/// `transition-lab` with no subcommand, and help.
final class RootCommandTests: XCTestCase {
  /// The environment without a display, so the window cannot open.
  static var headless: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    return environment
  }

  func testNoDisplaySaysSoInOneLineAndPointsToTheSubcommands() throws {
    for arguments in [[], ["--scene", "card", "--start", "presented", "--set", "threshold=0.4"]] {
      let result = try TransitionLabProcess.run(arguments, environment: Self.headless)
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "", "\(arguments)")
      XCTAssertEqual(result.errorLines.count, 1, result.standardError)
      XCTAssertTrue(result.standardError.contains("no display"), result.standardError)
      XCTAssertTrue(result.standardError.contains("transition-lab --help"), result.standardError)
    }
  }

  func testBadWindowOptionsAreOneLineWithStatusTwoBeforeAnyDisplayCheck() throws {
    let cases: [([String], String)] = [
      (["--scene", "nope"], "unknown scene 'nope'; known: drag-down, edge-pan, card"),
      (["--set", "threshold=7"], "threshold must be in [0, 1] fraction, got 7"),
      (["--scene", "card", "--set", "distance=10"], "unknown parameter 'distance' for scene card"),
      (["--set", "duration=nan"], "duration must be a finite number"),
      (["--set", "threshold"], "expected NAME=VALUE, got 'threshold'"),
      (["--start", "sideways"], "--start"),
      (["--trace", "/nonexistent-directory/trace.jsonl"], "--trace: cannot write to"),
    ]
    for (arguments, expected) in cases {
      var environment = Self.headless
      if arguments.first == "--trace" { environment["DISPLAY"] = ":9999" }
      let result = try TransitionLabProcess.run(arguments, environment: environment)
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
      XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
      XCTAssertTrue(result.standardError.hasPrefix("error: "), result.standardError)
      XCTAssertTrue(
        result.standardError.contains(expected), "\(arguments): \(result.standardError)")
    }
  }

  /// A command line that names no subcommand and asks for no help is parsed as the window's
  /// command alone, without the tree of subcommands, to the same options; anything else (a
  /// subcommand, help, a bad value) is left to the tree, which reports it as before.
  func testTheWindowsCommandLineIsParsedOnItsOwnToTheSameOptions() throws {
    let arguments = [
      "--scene", "card", "--start", "presented", "--set", "threshold=0.4", "--trace", "t.jsonl",
    ]
    let alone = try XCTUnwrap(
      CommandRunner.parsedDefault(arguments, root: TransitionLabCommand.self) as? WindowCommand)
    let tree = try XCTUnwrap(TransitionLabCommand.parseAsRoot(arguments) as? WindowCommand)
    XCTAssertEqual(alone.options.scene, "card")
    XCTAssertEqual(alone.options.scene, tree.options.scene)
    XCTAssertEqual(alone.options.start, tree.options.start)
    XCTAssertEqual(alone.options.assignments, ["threshold=0.4"])
    XCTAssertEqual(alone.options.assignments, tree.options.assignments)
    XCTAssertEqual(alone.options.trace, tree.options.trace)
    XCTAssertNotNil(CommandRunner.parsedDefault([], root: TransitionLabCommand.self))
    for other in [
      ["replay", "--scene", "card"], ["window", "--scene", "card"], ["--help"], ["-h"], ["help"],
      ["--version"], ["--scene", "nope"], ["--set", "threshold=7"], ["--bogus"],
    ] {
      XCTAssertNil(CommandRunner.parsedDefault(other, root: TransitionLabCommand.self), "\(other)")
    }
  }

  func testAnUnopenableDisplayIsOneLineWithStatusOne() throws {
    var environment = Self.headless
    environment["DISPLAY"] = ":9999"
    let result = try TransitionLabProcess.run([], environment: environment)
    XCTAssertEqual(result.status, 1, result.standardError)
    XCTAssertEqual(result.errorLines.count, 1, result.standardError)
    XCTAssertTrue(result.standardError.contains("cannot open the display ':9999'"))
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

  /// Every subcommand that takes `--scene` lists every scene of the catalogue in its help.
  func testSceneHelpListsTheCatalogue() throws {
    let ids = SceneCatalog.all.map(\.id)
    for command in ["replay", "render", "filmstrip", "compare", "export", "release-map"] {
      let result = try TransitionLabProcess.run([command, "--help"])
      XCTAssertEqual(result.status, 0, command)
      let option = CommandRunner.oneLine(
        result.standardOutput.components(separatedBy: "\n  --scene <id>").dropFirst().last?
          .components(separatedBy: "\n  --").first ?? "")
      XCTAssertTrue(option.hasPrefix("The scene: "), "\(command): \(option)")
      for id in ids {
        XCTAssertTrue(option.contains(id), "\(command) --scene help names \(id): \(option)")
      }
    }
  }
}
