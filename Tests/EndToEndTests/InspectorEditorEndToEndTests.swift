import Foundation
import XCTest

/// The inspector as a design tool, driven with real input under Xvfb: a Bézier handle
/// dragged on the plot and the exported curve read; a spring preset applied and replayed in
/// the preview strip; Undo after a reset; a preset saved, the app restarted and the preset
/// applied; a broken preset file imported.
final class InspectorEditorEndToEndTests: XCTestCase {
  /// The last `curve` line from `start` on that has the plot's handles.
  private func curve(
    _ app: LabWindow, from start: Int = 0, _ what: String,
    where accept: @escaping ([String: Any]) -> Bool = { _ in true }
  ) throws -> [String: Any] {
    try app.waitForLine(what, from: start) {
      $0["kind"] as? String == "curve" && $0["handles"] != nil && accept($0)
    }.line
  }

  /// Presses at window pixel `from`, moves to `to` in steps, with Shift held when `free`,
  /// and releases.
  private func drag(_ app: LabWindow, from: (Double, Double), to: (Double, Double)) throws {
    var arguments = [
      "mousemove", "--window", app.windowID, "\(Int(from.0))", "\(Int(from.1))", "mousedown",
      "1",
    ]
    for step in 1...12 {
      let f = Double(step) / 12
      let x = Int(from.0 + (to.0 - from.0) * f)
      let y = Int(from.1 + (to.1 - from.1) * f)
      arguments += ["sleep", "0.03", "mousemove", "--window", app.windowID, "\(x)", "\(y)"]
    }
    arguments += ["sleep", "0.05", "mouseup", "1"]
    try EndToEnd.run("xdotool", arguments)
  }

  func testDraggingABezierHandleReshapesThePlotAndTheExportedCurve() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.scrollPanel(toShow: "preview-play")
    let before = try curve(app, "the plot's handles")
    XCTAssertEqual(before["timing"] as? String, "ease-in-out")
    let handles = try XCTUnwrap(before["handles"] as? [String: [Double]])
    let first = try XCTUnwrap(handles["control1"])
    let rect = try app.controlRect("curve-plot")
    let start = app.lines().count
    let from = (rect[0] + first[0], rect[1] + first[1])
    try drag(app, from: from, to: (from.0 - 40, from.1 - 60))
    // The curve once the handle is where the pointer let it go (snapped to a hundredth, a
    // pixel or two away).
    let after = try curve(app, from: start, "the curve with the handle let go") {
      guard $0["timing"] as? String == "cubic-bezier",
        let handle = ($0["handles"] as? [String: [Double]])?["control1"], handle.count == 2
      else { return false }
      return abs(handle[0] - (first[0] - 40)) <= 3 && abs(handle[1] - (first[1] - 60)) <= 3
    }
    let points = try XCTUnwrap(after["points"] as? [Double])
    XCTAssertEqual(after["timing"] as? String, "cubic-bezier")
    XCTAssertLessThan(points[0], 0.42, "dragged left: an earlier x1")
    XCTAssertGreaterThan(points[1], 0.05, "dragged up: a higher y1")
    XCTAssertEqual(points[2], 0.58, "the other handle stayed")
    XCTAssertEqual(points[3], 1)
    for value in points {
      XCTAssertEqual(value, (value * 100).rounded() / 100, accuracy: 1e-9, "snapped: \(points)")
    }

    let exportStart = app.lines().count
    try app.key("ctrl+e")
    let shown = try app.waitForLine("the export dialog", from: exportStart) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "shown"
    }.line
    let format = { (v: Double) in
      v == v.rounded() ? String(Int(v)) : String(format: "%g", v)
    }
    let css = "cubic-bezier(\(points.map(format).joined(separator: ", ")))"
    let snippets = try XCTUnwrap(shown["snippets"] as? [String])
    XCTAssertTrue(snippets.contains(css), "\(css) in \(snippets)")
    let code = try XCTUnwrap(shown["code"] as? String)
    XCTAssertTrue(code.contains("UICubicTimingParameters"), code)
  }

  func testASpringPresetAppliesAndThePreviewStripReplaysIt() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.scrollPanel(toShow: "preset-swiftui-bouncy")
    let start = app.lines().count
    try app.click(try app.control("preset-swiftui-bouncy"))
    // SwiftUI's .bouncy is bounce 0.3, so ζ 0.7 (its timing, ratio and duration land one
    // after the other; the plot follows each).
    let spring = try curve(app, from: start, "the bouncy spring") {
      $0["timing"] as? String == "spring"
        && abs(($0["damping_ratio"] as? Double ?? 0) - 0.7) < 1e-6
        && $0["duration"] as? Double != 0.6
    }
    // The animator's duration in which ζ 0.7 has .bouncy's stiffness (perceptual 0.5 s).
    XCTAssertGreaterThan(try XCTUnwrap(spring["duration"] as? Double), 0.6)
    let preview = try app.waitForLine("the preview replayed", from: start) {
      $0["kind"] as? String == "preview"
    }.line
    XCTAssertEqual(preview["lanes"] as? Double, 1)
    XCTAssertGreaterThan(try XCTUnwrap(preview["span"] as? Double), 0.3)
    // The strip's frames: the object moves while the replay runs, then rests at the end.
    try app.scrollPanel(toShow: "preview-strip")
    let strip = try app.controlRect("preview-strip")
    var frames: [Int] = []
    let playStart = app.lines().count
    try app.key("alt+p")
    _ = try app.waitForLine("Alt+P replays", from: playStart) { $0["kind"] as? String == "preview" }
    for index in 0..<8 {
      let shot = try app.screenshot("strip-\(index)")
      frames.append(objectX(in: shot, strip: strip))
    }
    XCTAssertGreaterThan(Set(frames).count, 1, "the object travelled: \(frames)")
  }

  /// The left edge of the strip's object (its accent colour) in window pixels, −1 if none.
  private func objectX(in shot: Screenshot, strip: [Double]) -> Int {
    let y = Int(strip[1] + strip[3] / 2)
    for x in Int(strip[0])..<Int(strip[0] + strip[2]) {
      let (r, g, b) = shot.colour(atWindowPixel: (x, y))
      if b > 150, r < 120, g < 160 { return x }
    }
    return -1
  }

  func testUndoAfterAResetPutsTheValuesBack() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.scrollPanel(toShow: "threshold-value")
    try app.type("0.45", into: "threshold")
    var start = app.lines().count
    try app.key("ctrl+shift+r")
    _ = try app.waitForLine("the reset", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "threshold"
        && $0["value"] as? Double == 0.3
    }
    start = app.lines().count
    try app.click(try app.control("panel", across: 0.02))
    try app.key("ctrl+z")
    _ = try app.waitForLine("the undone reset", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "threshold"
        && $0["value"] as? Double == 0.45
    }
    start = app.lines().count
    try app.key("ctrl+shift+z")
    _ = try app.waitForLine("the reset redone", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "threshold"
        && $0["value"] as? Double == 0.3
    }
  }

  func testAPresetSavedIsAppliedAfterARestart() throws {
    _ = try EndToEnd.requireDisplay()
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-presets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: config) }
    do {
      let app = try LabWindow(
        ["--scene", "drag-down", "--set", "threshold=0.45"], configHome: config)
      try app.scrollPanel(toShow: "preset-name")
      try app.click(try app.control("preset-name"))
      let start = app.lines().count
      try app.type("Late release")
      try app.key("Return")
      let saved = try app.waitForLine("the preset saved", from: start) {
        $0["kind"] as? String == "preset" && $0["action"] as? String == "save"
      }.line
      XCTAssertEqual(saved["name"] as? String, "Late release")
      try app.key("ctrl+q")
      XCTAssertEqual(try app.waitForExit(), 0)
    }
    let app = try LabWindow(["--scene", "drag-down"], configHome: config)
    try app.scrollPanel(toShow: "user-preset-1-apply")
    let start = app.lines().count
    try app.click(try app.control("user-preset-1-apply"))
    _ = try app.waitForLine("the saved threshold", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "threshold"
        && $0["value"] as? Double == 0.45
    }
  }

  func testABrokenPresetFileIsOneClearMessageAndChangesNothing() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let broken = app.directory.appendingPathComponent("broken.json")
    try Data("{\"transition-lab-preset\": 1, \"name\": \"x\"".utf8).write(to: broken)
    try app.scrollPanel(toShow: "preset-import")
    var start = app.lines().count
    var refused: [String: Any]?
    // The chooser's location field takes the path typed into it; while the field is still
    // coming up or completing, keys can go astray and another path be answered, so the
    // whole import is made again until the dialog answers for this file.
    for _ in 0..<3 {
      start = app.lines().count
      refused = try importPreset(app, path: broken.path, from: start)
      if (refused?["error"] as? String)?.contains("no such file") != true { break }
    }
    let line = try XCTUnwrap(refused, "the import was answered; stderr: \(app.standardError)")
    let message = try XCTUnwrap(line["error"] as? String)
    XCTAssertEqual(message, "The file is not a preset: it is not a JSON object")
    let end = try app.barrier(from: start)
    let after = app.lines()[start..<end]
    XCTAssertEqual(after.filter { $0["kind"] as? String == "preset" }.count, 1, "one message")
    XCTAssertTrue(
      after.allSatisfy { $0["kind"] as? String != "parameter" }, "no value changed")
  }

  /// Clicks Import…, enters `path` in the chooser's location field (Ctrl+L, the path, Enter;
  /// Enter again while its completion pop-up takes it) and returns the `preset` line that
  /// answers, or nil when none came.
  private func importPreset(_ app: LabWindow, path: String, from start: Int) throws -> [String:
    Any]?
  {
    try app.click(try app.control("preset-import"))
    let dialog = try EndToEnd.wait("the import dialog") {
      try? EndToEnd.run("xdotool", ["search", "--onlyvisible", "--name", "Import a Preset"])
        .split(separator: "\n").last.map(String.init)
    }
    try EndToEnd.run(
      "xdotool", ["windowfocus", "--sync", dialog, "key", "--delay", "100", "ctrl+l"])
    try EndToEnd.run("xdotool", ["windowfocus", "--sync", dialog, "type", "--delay", "20", path])
    for _ in 0..<4 {
      _ = try? EndToEnd.run(
        "xdotool", ["windowfocus", "--sync", dialog, "key", "--delay", "100", "Return"])
      if let line = try? app.waitForLine(
        "the import answered", from: start, timeout: 3,
        where: {
          $0["kind"] as? String == "preset" && $0["action"] as? String == "import"
        }
      ).line {
        return line
      }
    }
    return nil
  }
}
