import Foundation
import TestSupport
import XCTest

/// Share… driven with real input under Xvfb: a drag dismisses the card, Share… under Export…
/// opens the save dialog, a path typed into it and Enter write the last transition as a GIF,
/// read back by Pillow.
final class ShareEndToEndTests: XCTestCase {
  func testShareWritesTheLastDragAsAGIFWithEveryFrame() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "card", "--start", "presented"])
    defer { app.terminate() }
    try app.drag(from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 700))
    let timeline = try app.waitForLine("the timeline of the drag") {
      $0["kind"] as? String == "timeline"
    }.line
    // The take's last frame at the timeline's 60 frames a second.
    let lastFrame = try XCTUnwrap(timeline["frames"] as? Double)
    try app.scrollPanel(toShow: "share")
    var start = app.lines().count
    try app.click(try app.control("share"))
    _ = try app.waitForLine("the share dialog", from: start) {
      $0["kind"] as? String == "share" && $0["action"] as? String == "shown"
    }
    let path = app.directory.appendingPathComponent("shared.gif").path
    start = app.lines().count
    let saved = try saveInDialog(app, path: path, from: start)
    XCTAssertEqual(saved["action"] as? String, "saved", "\(saved)")
    XCTAssertEqual(saved["path"] as? String, path)
    // Recorded in slices, then encoded off the main loop: the trace says each step.
    let steps = app.lines().dropFirst(start).filter { $0["kind"] as? String == "share" }
      .compactMap { $0["action"] as? String }
    XCTAssertEqual(steps, ["recording", "encoding", "saved"])
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: ShareEndToEndTests.partial(path)),
      "the hidden partial file took the target's name")
    let frames = try XCTUnwrap(saved["frames"] as? Double)
    let picture = try MovingPictureProbe.pillow(path)
    XCTAssertEqual(picture.format, "GIF")
    XCTAssertEqual(Double(picture.frames), frames)
    XCTAssertEqual([picture.width, picture.height], [390, 844])
    // Frames at 1/30 s from the take's start to the first at rest: the timeline's last frame
    // at 1/60 s, to a frame.
    XCTAssertEqual((frames - 1) / 30, lastFrame / 60, accuracy: 1.0 / 30 + 1e-9)
    XCTAssertEqual(picture.duration, frames / 30, accuracy: 0.005)
    let toast = app.lines().dropFirst(start).first { $0["kind"] as? String == "toast" }
    XCTAssertEqual(
      toast?["title"] as? String,
      "Saved shared.gif: \(Int(frames)) frames, \(String(format: "%.2f s", frames / 30))")
  }

  /// Types `path` into the save dialog and presses Enter; returns the `share` line that
  /// follows. Typing is tried again while the dialog is still up without a result: keys sent
  /// before its name field has the focus (the dialog still filling its file list) go elsewhere.
  private func saveInDialog(_ app: LabWindow, path: String, from start: Int) throws
    -> [String: Any]
  {
    for _ in 0..<3 {
      let dialog = try EndToEnd.wait("the save dialog on the X display") {
        try? EndToEnd.run(
          "xdotool", ["search", "--onlyvisible", "--name", "Share the Last Transition"]
        ).split(separator: "\n").last.map(String.init)
      }
      try EndToEnd.run(
        "xdotool",
        [
          "windowfocus", "--sync", dialog, "key", "--delay", "40", "ctrl+a", "type", "--delay",
          "20", path,
        ])
      try EndToEnd.run("xdotool", ["windowfocus", "--sync", dialog, "key", "Return"])
      if let line = try? app.waitForLine(
        "the recording saved", from: start, timeout: 15, where: result)
      {
        return line.line
      }
      let open = try? EndToEnd.run(
        "xdotool", ["search", "--onlyvisible", "--name", "Share the Last Transition"])
      if open?.isEmpty ?? true { break }
    }
    return try app.waitForLine("the recording saved", from: start, where: result).line
  }

  /// The hidden name the encoding writes before the file is complete (any process id).
  private static func partial(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path))
      ?? []
    let hidden = names.first { $0.hasPrefix(".\(url.lastPathComponent).part-") }
    return url.deletingLastPathComponent().appendingPathComponent(hidden ?? ".none").path
  }

  /// Whether a trace line is Share…'s result (written or not).
  private func result(_ line: [String: Any]) -> Bool {
    line["kind"] as? String == "share"
      && ["saved", "failed"].contains(line["action"] as? String ?? "")
  }
}
