import Foundation
import XCTest

/// The blind test, driven with real mouse input and keys under Xvfb.
final class BlindTestEndToEndTests: XCTestCase {
  /// The trace's blind-test lines of `event` from line `start` on.
  private func events(_ app: LabWindow, _ event: String, from start: Int) -> [[String: Any]] {
    app.lines().dropFirst(start).filter {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == event
    }
  }

  /// Waits for the picks to be enabled after line `start`.
  private func waitForPicks(_ app: LabWindow, from start: Int) throws {
    _ = try app.waitForLine("the picks enabled", from: start) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "picks-enabled"
    }
  }

  func testABlindTestRunsToItsResultCardAndApplies() throws {
    _ = try EndToEnd.requireDisplay()
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-blind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try LabWindow(["--scene", "edge-pan"], environment: ["XDG_DATA_HOME": data.path])
    try app.key("ctrl+b")
    let start = try app.paneControl("start", in: "blind-test-controls")
    var from = app.lines().count
    try app.click(start)
    let first = try app.waitForLine("the first pair", from: from) {
      $0["kind"] as? String == "blind-pair"
    }
    XCTAssertEqual(first.line["ready"] as? Bool, true, "the trial starts with the modal up")
    let began = try XCTUnwrap(
      events(app, "start", from: from).last?["parameter"] as? String)
    XCTAssertEqual(began, "damping", "edge-pan always springs, so damping is offered first")

    // A pick before the devices have played is ignored; one swipe from the left device's edge
    // plays both.
    from = app.lines().count
    try app.key("Left")
    try app.drag(device: 0, from: ScenePoint(x: 4, y: 422), to: ScenePoint(x: 200, y: 422))
    _ = try app.waitForCompletions(kind: "dismiss", devices: 2, from: from)
    try waitForPicks(app, from: from)
    XCTAssertTrue(
      app.lines().dropFirst(from).filter { $0["kind"] as? String == "blind-trial" }.isEmpty,
      "no pick before both devices played")

    // A person who prefers damping 0.5 picks the side closer to it; each trial is played
    // first (Replay drag).
    let preferred = 0.5
    var result: [String: Any]?
    for _ in 0..<40 where result == nil {
      let pair = try XCTUnwrap(app.lines().last { $0["kind"] as? String == "blind-pair" })
      let left = try XCTUnwrap(pair["left"] as? Double)
      let right = try XCTUnwrap(pair["right"] as? Double)
      from = app.lines().count
      try app.key(abs(left - preferred) <= abs(right - preferred) ? "Left" : "Right")
      let next = try app.waitForLine("the next pair or the result", from: from) {
        $0["kind"] as? String == "blind-pair"
          || ($0["kind"] as? String == "blind-test" && $0["event"] as? String == "result")
      }
      if next.line["kind"] as? String == "blind-test" {
        result = next.line
        break
      }
      XCTAssertEqual(next.line["ready"] as? Bool, true, "each trial starts with the modal up")
      from = app.lines().count
      try app.key("ctrl+r")
      try waitForPicks(app, from: from)
    }
    let line = try XCTUnwrap(result, "the test ended")
    let value = try XCTUnwrap(line["preferred"] as? Double)
    XCTAssertEqual(value, preferred, accuracy: 1.5 * 0.05, "within a step and a half of 0.5")
    XCTAssertEqual(line["stopped"] as? Bool, false)
    let trials = try XCTUnwrap(line["trials"] as? Double)
    XCTAssertEqual(line["trials_text"] as? String, "after \(Int(trials)) trials")
    let valueText = try XCTUnwrap(line["value_text"] as? String)
    XCTAssertTrue(valueText.hasSuffix(" ratio") && valueText.count <= "0.55 ratio".count, valueText)
    let path = try XCTUnwrap(line["csv"] as? String)
    XCTAssertTrue(path.hasPrefix(data.path + "/transition-lab/preference-edge-pan-damping-"), path)
    let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(rows.count, Int(trials) + 1, "a header and a row per trial")
    XCTAssertTrue(rows[0].hasPrefix("run,scene,parameter,low,high,trial,left,right,chosen"))

    // Apply, on the result card, sets the preferred value on the scene's parameters.
    from = app.lines().count
    try app.click(try app.paneControl("apply", in: "blind-test-controls"))
    _ = try app.waitForLine("the value applied", from: from) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "damping"
        && $0["value"] as? Double == value
    }
    // The blind test's own line follows the parameter's.
    let applied = try app.waitForLine("the blind test's apply line", from: from) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "apply"
    }
    XCTAssertEqual(applied.line["value"] as? Double, value)

    // Open folder shows the folder the CSV is in.
    from = app.lines().count
    try app.click(try app.paneControl("open-folder", in: "blind-test-controls"))
    let opened = try app.waitForLine("the folder opened", from: from) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "open-folder"
    }
    let uri = try XCTUnwrap(opened.line["uri"] as? String)
    XCTAssertEqual(
      URL(string: uri)?.standardizedFileURL.path,
      URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path)
  }

  func testEscapeStopsATestWithTheModalUpAndItsResultKeepsTheTrialsMade() throws {
    _ = try EndToEnd.requireDisplay()
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-blind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try LabWindow(["--scene", "edge-pan"], environment: ["XDG_DATA_HOME": data.path])
    try app.key("ctrl+b")
    var from = app.lines().count
    try app.click(try app.paneControl("start", in: "blind-test-controls"))
    _ = try app.waitForLine("the first pair", from: from) { $0["kind"] as? String == "blind-pair" }
    from = app.lines().count
    try app.drag(device: 1, from: ScenePoint(x: 4, y: 422), to: ScenePoint(x: 60, y: 422))
    try waitForPicks(app, from: from)
    from = app.lines().count
    try app.key("Left")
    _ = try app.waitForLine("the second pair", from: from) { $0["kind"] as? String == "blind-pair" }
    from = app.lines().count
    try app.key("Escape")
    let stopped = try app.waitForLine("the stopped result", from: from) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "result"
    }
    XCTAssertEqual(stopped.line["stopped"] as? Bool, true)
    XCTAssertEqual(stopped.line["trials"] as? Double, 1)
    XCTAssertEqual(stopped.line["trials_text"] as? String, "stopped after 1 trial")
  }

  func testOpeningTheBlindTestDoesNotWidenTheWindowAndOffersOnlyWhatChangesTheMotion() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let before = try app.windowSize()
    try app.key("ctrl+b")
    let start = try app.paneControl("start", in: "blind-test-controls")
    XCTAssertEqual(try app.windowSize().width, before.width)
    // The seed's ease-in-out has no damping: the test does not start on it.
    let from = app.lines().count
    try app.click(start)
    _ = try app.waitForLine("the first pair", from: from) { $0["kind"] as? String == "blind-pair" }
    let parameter = events(app, "start", from: from).last?["parameter"] as? String
    XCTAssertNotNil(parameter)
    XCTAssertNotEqual(parameter, "damping")
  }
}
