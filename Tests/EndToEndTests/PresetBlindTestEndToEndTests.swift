import Foundation
import XCTest

/// The blind test between two saved presets, driven with real mouse input and keys under Xvfb:
/// the kind chosen from the keyboard, every pick made with Left or Right, the result applied.
final class PresetBlindTestEndToEndTests: XCTestCase {
  func testTwoPresetsPlayedBlindEndOnThePreferredOneAndApplyIt() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-preset-blind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(#"{"version": 1, "scenes": {}}"#, in: home)
    try #"""
    {"version": 1, "presets": [
      {"name": "Stiff", "scene": "edge-pan", "values": {"damping": 1}},
      {"name": "Loose", "scene": "edge-pan", "values": {"damping": 0.3}}
    ]}
    """#.write(
      to: home.appendingPathComponent("transition-lab/presets.json"), atomically: true,
      encoding: .utf8)
    let data = home.appendingPathComponent("data")
    let app = try LabWindow(
      ["--scene", "edge-pan"], configHome: home, environment: ["XDG_DATA_HOME": data.path])
    try app.key("ctrl+b")

    // Test: Two presets, chosen from the keyboard in the kind's list; the presets' choosers
    // appear, the person's two presets chosen.
    try app.click(try app.paneControl("kind", in: "blind-test-controls"))
    try app.key("Down")
    try app.key("Return")
    _ = try app.paneControl("first-preset", in: "blind-test-controls")
    var from = app.lines().count
    try app.click(try app.paneControl("start", in: "blind-test-controls"))
    let started = try app.waitForLine("the presets' test started", from: from) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "start"
    }.line
    XCTAssertEqual(started["test"] as? String, "presets")
    XCTAssertEqual(started["presets"] as? [String], ["Stiff", "Loose"])
    XCTAssertEqual(started["trials"] as? Double, 7, "a best of 7 when presets are chosen")

    // A person who prefers Loose picks its side every time: 4 picks decide a best of 7.
    var result: [String: Any]?
    for trial in 0..<8 where result == nil {
      let pair = try app.waitForLine("pair \(trial + 1)", from: from) {
        $0["kind"] as? String == "blind-pair" && $0["left_preset"] != nil
      }.line
      XCTAssertEqual(pair["ready"] as? Bool, true, "each trial starts with the modal up")
      from = app.lines().count
      if trial == 0 {
        try app.drag(device: 0, from: ScenePoint(x: 4, y: 422), to: ScenePoint(x: 200, y: 422))
      } else {
        try app.key("ctrl+r")
      }
      _ = try app.waitForLine("the picks enabled", from: from) {
        $0["kind"] as? String == "blind-test" && $0["event"] as? String == "picks-enabled"
      }
      let side = pair["left_preset"] as? String == "Loose" ? "Left" : "Right"
      from = app.lines().count
      try app.key(side)
      let pick = try app.waitForLine("the pick", from: from) {
        $0["kind"] as? String == "blind-trial"
      }.line
      XCTAssertEqual(pick["chosen_preset"] as? String, "Loose")
      let next = try app.waitForLine("the next pair or the result", from: from) {
        ($0["kind"] as? String == "blind-pair")
          || ($0["kind"] as? String == "blind-test" && $0["event"] as? String == "result")
      }
      if next.line["kind"] as? String == "blind-test" { result = next.line }
      from = next.index
    }
    let line = try XCTUnwrap(result, "the test ended")
    XCTAssertEqual(line["preferred_preset"] as? String, "Loose")
    XCTAssertEqual(line["picks"] as? [Double], [0, 4])
    XCTAssertEqual(line["trials"] as? Double, 4)
    XCTAssertEqual(line["stopped"] as? Bool, false)
    XCTAssertEqual(line["value_text"] as? String, "Loose")
    XCTAssertEqual(
      line["spread_text"] as? String,
      "picked 4 of 4 times · coin flips split this unevenly 13% of the time")
    let path = try XCTUnwrap(line["csv"] as? String)
    XCTAssertTrue(path.hasPrefix(data.path + "/transition-lab/preference-edge-pan-presets-"), path)
    let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(rows.count, 5, "a header and a row per trial")

    // Apply loads the preferred preset into the scene.
    from = app.lines().count
    try app.click(try app.paneControl("apply", in: "blind-test-controls"))
    _ = try app.waitForLine("Loose's damping applied", from: from) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "damping"
        && $0["value"] as? Double == 0.3
    }
    let applied = try app.waitForLine("the apply line", from: from) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "apply"
    }
    XCTAssertEqual(applied.line["preset"] as? String, "Loose")
  }
}
