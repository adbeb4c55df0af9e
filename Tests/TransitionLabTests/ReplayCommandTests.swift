import Foundation
import XCTest

/// `transition-lab scenes` and `transition-lab replay`, run as a user runs them.
final class ReplayCommandTests: XCTestCase {
  /// The repository's sample scripts.
  static let gestures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/gestures")

  func sample(_ name: String) -> String {
    Self.gestures.appendingPathComponent("\(name).json").path
  }

  /// Runs `replay` and decodes its one-line summary.
  func replay(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
    -> [String: Any]
  {
    let result = try TransitionLabProcess.run(["replay"] + arguments, file: file, line: line)
    XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
    XCTAssertEqual(result.outputLines.count, 1, "exactly one line of JSON", file: file, line: line)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try XCTUnwrap(object as? [String: Any], file: file, line: line)
  }

  func transitions(_ summary: [String: Any]) -> [[String: Any]] {
    summary["transitions"] as? [[String: Any]] ?? []
  }

  func testSeedBehaviourThroughTheSampleScripts() throws {
    let cases: [(scene: String, script: String, presented: Bool)] = [
      ("drag-down", "short-drag", true), ("drag-down", "long-drag", false),
      // 80 points: on iOS the modal's 0.6 scale makes that 0.5 of 200 after the slop.
      ("edge-pan", "short-edge-swipe", false), ("edge-pan", "edge-swipe", false),
      ("edge-pan", "long-drag", true),  // not from the edge: nothing happens
      ("card", "short-drag", true), ("card", "long-drag", false),
    ]
    for (scene, script, presented) in cases {
      let summary = try replay(["--scene", scene, "--gesture", sample(script)])
      XCTAssertEqual(summary["scene"] as? String, scene)
      XCTAssertEqual(summary["presented"] as? Bool, presented, "\(scene) \(script)")
      // The edge-pan tutorial measures its swipe in the view its own transition scales: the
      // engine says so once per swipe.
      let expectedWarnings = scene == "edge-pan" && !transitions(summary).isEmpty ? 1 : 0
      XCTAssertEqual(summary["warnings"] as? Int, expectedWarnings, "\(scene) \(script)")
      for transition in transitions(summary) {
        XCTAssertEqual(transition["kind"] as? String, "dismiss")
        XCTAssertEqual(transition["interactive"] as? Bool, true)
        XCTAssertEqual(transition["completed"] as? Bool, !presented)
        let start = try XCTUnwrap(transition["start"] as? Double)
        let end = try XCTUnwrap(transition["end"] as? Double)
        XCTAssertLessThan(start, end)
      }
    }
  }

  /// The navigation scene's summary adds its stack, root first, and reports pushes and pops
  /// as other transitions are reported.
  func testTheNavigationSummaryHasTheStack() throws {
    let pushed = try replay([
      "--scene", "navigation", "--start", "root", "--gesture", sample("tap-row"),
    ])
    XCTAssertEqual(pushed["stack"] as? [String], ["list", "detail-1"])
    XCTAssertEqual(transitions(pushed).map { $0["kind"] as? String }, ["push"])
    XCTAssertEqual(transitions(pushed).first?["interactive"] as? Bool, false)
    let popped = try replay([
      "--scene", "navigation", "--start", "presented", "--gesture", sample("swipe-back"),
    ])
    XCTAssertEqual(popped["stack"] as? [String], ["list"])
    let pop = try XCTUnwrap(transitions(popped).first)
    XCTAssertEqual(pop["kind"] as? String, "pop")
    XCTAssertEqual(pop["interactive"] as? Bool, true)
    XCTAssertEqual(pop["completed"] as? Bool, true)
    XCTAssertNotNil(pop["release"] as? [String: Any])
    let kept = try replay([
      "--scene", "navigation", "--start", "presented", "--gesture", sample("flick-back"),
    ])
    XCTAssertEqual(kept["stack"] as? [String], ["list", "detail-1"])
    XCTAssertEqual(transitions(kept).first?["completed"] as? Bool, false)
  }

  func testTapsPresentAndCloseDismissesInTheDuration() throws {
    let present = try replay([
      "--scene", "card", "--start", "root", "--gesture", sample("tap-present"),
    ])
    XCTAssertEqual(present["presented"] as? Bool, true)
    let record = try XCTUnwrap(transitions(present).first)
    XCTAssertEqual(record["kind"] as? String, "present")
    XCTAssertEqual(record["interactive"] as? Bool, false)

    let close = try replay([
      "--scene", "drag-down", "--gesture", sample("tap-close"), "--set", "duration=1.5", "--fps",
      "100",
    ])
    XCTAssertEqual(close["presented"] as? Bool, false)
    let dismissal = try XCTUnwrap(transitions(close).first)
    let length = (dismissal["end"] as! Double) - (dismissal["start"] as! Double)
    XCTAssertGreaterThanOrEqual(length, 1.5 - 1e-6)
    XCTAssertLessThanOrEqual(length, 1.51 + 1e-6)
  }

  func testChangedParametersChangeTheOutcome() throws {
    let raised = try replay([
      "--scene", "drag-down", "--gesture", sample("long-drag"), "--set", "threshold=0.6",
    ])
    XCTAssertEqual(raised["presented"] as? Bool, true, "400 / 844 is below 0.6")
    let farther = try replay([
      "--scene", "edge-pan", "--gesture", sample("edge-swipe"), "--set", "distance=800",
      "--set", "threshold=0.65",
    ])
    // 278.6 points after the pan began, read at the modal's 0.6 scale: 464 / 800 = 0.58.
    XCTAssertEqual(farther["presented"] as? Bool, true, "0.58 is below 0.65")
  }

  func testUntilStopsMidTransition() throws {
    let summary = try replay([
      "--scene", "card", "--gesture", sample("long-drag"), "--until", "0.2",
    ])
    let record = try XCTUnwrap(transitions(summary).first)
    XCTAssertTrue(record["completed"] is NSNull)
    XCTAssertTrue(record["end"] is NSNull)
  }

  func testTraceHasOneJSONObjectPerLineWithTimeAndKind() throws {
    let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trace-\(UUID()).jsonl")
    defer { try? FileManager.default.removeItem(at: trace) }
    _ = try replay([
      "--scene", "drag-down", "--gesture", sample("short-drag"), "--trace", trace.path,
      "--set", "completion-speed=2",
    ])
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    let objects = try lines.map {
      try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    XCTAssertTrue(objects.allSatisfy { $0["t"] is Double && $0["kind"] is String })
    let states = objects.filter { $0["kind"] as? String == "gesture" }.map {
      $0["state"] as! String
    }
    XCTAssertEqual(states.first, "began")
    XCTAssertTrue(states.contains("changed"))
    XCTAssertEqual(states.last, "ended")
    let calls = objects.filter { $0["kind"] as? String == "interactive" }.map {
      $0["call"] as! String
    }
    XCTAssertEqual(calls.last, "cancel")
    XCTAssertTrue(calls.dropLast().allSatisfy { $0 == "update" })
    let phases = objects.filter { $0["kind"] as? String == "transition" }.map {
      $0["phase"] as! String
    }
    XCTAssertEqual(phases, ["begin", "complete"])
    let parameter = objects.first { $0["kind"] as? String == "parameter" }
    XCTAssertEqual(parameter?["name"] as? String, "completion-speed")
    XCTAssertEqual(parameter?["value"] as? Double, 2)
  }

  func testBadInputIsOneLineAndStatusTwo() throws {
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: bad) }
    try Data(
      "{\"events\":[{\"t\":0.5,\"type\":\"down\",\"x\":1,\"y\":2},{\"t\":0.1,\"type\":\"up\",\"x\":1,\"y\":2}]}"
        .utf8
    )
    .write(to: bad)
    let nonFinite = FileManager.default.temporaryDirectory.appendingPathComponent(
      "nan-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: nonFinite) }
    try Data("{\"events\":[{\"t\":NaN,\"type\":\"down\",\"x\":1,\"y\":2}]}".utf8).write(
      to: nonFinite)
    let cases: [([String], String)] = [
      (["--scene", "drawer", "--gesture", sample("long-drag")], "unknown scene 'drawer'"),
      (["--scene", "card", "--gesture", "/no/such.json"], "no such file"),
      (["--scene", "card", "--gesture", bad.path], "events[1].t"),
      (["--scene", "card", "--gesture", sample("tap-close")], "unknown control 'close'"),
      (
        ["--scene", "card", "--gesture", sample("long-drag"), "--set", "threshold=1.5"],
        "threshold must be in [0, 1]"
      ),
      (["--scene", "card", "--gesture", sample("long-drag"), "--set", "threshold=nan"], "finite"),
      (
        ["--scene", "card", "--gesture", sample("long-drag"), "--set", "speed=2"],
        "unknown parameter 'speed'"
      ),
      (["--scene", "card", "--gesture", sample("long-drag"), "--fps", "0"], "--fps"),
      (
        ["--scene", "card", "--gesture", sample("long-drag"), "--until", "-1"],
        "--until must be a number in (0, 3600], got -1"
      ),
      (["--scene", "card", "--gesture", sample("long-drag"), "--until", "0"], "(0, 3600]"),
      (
        [
          "--scene", "card", "--gesture", sample("long-drag"), "--set", "duration=1", "--set",
          "duration=2",
        ],
        "--set: duration is given twice"
      ),
      (["--scene", "card", "--gesture", nonFinite.path], "column 17: NaN is not a finite number"),
      (["--scene", "card", "--gesture", sample("long-drag"), "--until", "inf"], "--until"),
      (["--scene", "card", "--gesture", sample("long-drag"), "--start", "middle"], "middle"),
      (
        ["--scene", "card", "--gesture", sample("long-drag"), "--trace", "/no/such/dir/t"],
        "--trace"
      ),
      (["--scene", "card"], "--gesture"),
    ]
    for (arguments, fragment) in cases {
      let result = try TransitionLabProcess.run(["replay"] + arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "", "\(arguments)")
      XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
      XCTAssertTrue(result.standardError.hasPrefix("error: "), "\(arguments)")
      XCTAssertTrue(
        result.standardError.contains(fragment), "\(arguments): \(result.standardError)")
    }
  }

  func testScenesListsEveryParameterAsTextAndJSON() throws {
    let text = try TransitionLabProcess.run(["scenes"])
    XCTAssertEqual(text.status, 0)
    for id in [
      "drag-down", "edge-pan", "card", "threshold", "completion-speed", "presentation-style",
      "coach-marks",
    ] {
      XCTAssertTrue(text.standardOutput.contains(id), id)
    }
    let json = try TransitionLabProcess.run(["scenes", "--json"])
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let scenes = try XCTUnwrap(object["scenes"] as? [[String: Any]])
    XCTAssertEqual(
      scenes.map { $0["id"] as? String },
      ["drag-down", "edge-pan", "card", "sheet", "navigation", "zoom", "flip", "reveal"])
    let card = scenes[2]
    let parameters = try XCTUnwrap(card["parameters"] as? [[String: Any]])
    let threshold = try XCTUnwrap(parameters.first { $0["id"] as? String == "threshold" })
    XCTAssertEqual(threshold["default"] as? Double, 0.2)
    XCTAssertEqual(threshold["range"] as? [Double], [0, 1])
    XCTAssertEqual(threshold["unit"] as? String, "fraction")
    let controls = try XCTUnwrap(card["controls"] as? [[String: Any]])
    XCTAssertEqual(controls.first?["id"] as? String, "present")
  }
}
