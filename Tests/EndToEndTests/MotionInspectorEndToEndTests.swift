import Foundation
import XCTest

/// The motion tools driven with real input under Xvfb: a drag, then its timeline scrubbed by
/// the handle and the arrow keys, the canvas showing each scrubbed moment and the plot's
/// marker telling the drag from the completion; the export dialog opened and its code copied.
final class MotionInspectorEndToEndTests: XCTestCase {
  private let grab = ScenePoint(x: 195, y: 300)

  /// The `scrub` lines from index `start` on.
  private func scrubs(_ app: LabWindow, from start: Int) -> [[String: Any]] {
    app.lines().dropFirst(start).filter { $0["kind"] as? String == "scrub" }
  }

  /// Waits for a `scrub` line after `start` and returns it.
  private func nextScrub(_ app: LabWindow, after start: Int, _ what: String) throws -> [String: Any]
  {
    try app.waitForLine(what, from: start) {
      $0["kind"] as? String == "scrub" && $0["frame"] != nil
    }
    .line
  }

  /// Checks the canvas shows the scrubbed moment: green modal below its top edge, the white
  /// root above it.
  private func checkCanvas(_ app: LabWindow, _ scrub: [String: Any]) throws {
    let top = try XCTUnwrap(scrub["modal_top"] as? Double, "the modal is on screen in \(scrub)")
    XCTAssertGreaterThan(top, 30, "\(scrub)")
    XCTAssertLessThan(top, 800, "\(scrub)")
    try app.waitForColour(
      SceneColour.green, at: ScenePoint(x: 60, y: top + 20), "the modal below \(top)")
    try app.waitForColour(
      SceneColour.white, at: ScenePoint(x: 60, y: top - 20), "the root above \(top)")
  }

  func testScrubbingTheLastDragShowsEachMomentOfIt() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal at start")
    try app.drag(from: grab, to: ScenePoint(x: 195, y: 300 + 844 * 0.55))
    let timeline = try app.waitForLine("the timeline of the drag") {
      $0["kind"] as? String == "timeline"
    }.line
    let frames = try XCTUnwrap(timeline["frames"] as? Double)
    let release = try XCTUnwrap((timeline["releases"] as? [Double])?.first)
    XCTAssertEqual(timeline["presented_at_start"] as? Bool, true)
    XCTAssertGreaterThan(release, 10, "the drag took more than 10 frames")
    XCTAssertGreaterThan(frames, release, "the completion comes after the release")
    try app.waitForColour(SceneColour.white, at: ScenePoint(x: 60, y: 650), "dismissed")

    // Drag the handle from the end (where it starts) to a moment during the drag.
    _ = try app.waitForLine("the timeline's controls") { line in
      (line["controls"] as? [String: Any])?["timeline"] != nil
    }
    let rect = try app.controlRect("timeline")
    // GtkScale keeps a margin of about half the handle at each end.
    let inset = 12.0
    let x = { (frame: Double) in Int(rect[0] + inset + (rect[2] - 2 * inset) * frame / frames) }
    let y = Int(rect[1] + rect[3] / 2)
    var start = app.lines().count
    try EndToEnd.run(
      "xdotool",
      [
        "mousemove", "--window", app.windowID, "\(x(frames))", "\(y)", "mousedown", "1",
        "sleep", "0.05", "mousemove", "--window", app.windowID, "\(x(frames * 0.6))", "\(y)",
        "sleep", "0.05", "mousemove", "--window", app.windowID, "\(x(release * 0.7))", "\(y)",
        "sleep", "0.1", "mouseup", "1",
      ])
    // The handle comes to rest where it was let go, at 0.7 of the drag.
    let target = (release * 0.7).rounded()
    let dragged = try app.waitForLine("a scrub by the handle to where it was let go", from: start) {
      $0["kind"] as? String == "scrub"
        && abs(($0["frame"] as? Double ?? -.infinity) - target) <= max(2, frames / 40)
    }.line
    let frame = try XCTUnwrap(dragged["frame"] as? Double)
    XCTAssertEqual(dragged["presented"] as? Bool, true, "mid-drag the modal is up")
    XCTAssertEqual(dragged["marker"] as? String, "interactive", "the plot's marker is dragging")
    try checkCanvas(app, dragged)

    // One frame back, then two on, with the keys (the handle keeps the focus).
    start = app.lines().count
    try app.key("Left")
    let back = try nextScrub(app, after: start, "Left steps a frame back")
    XCTAssertEqual(back["frame"] as? Double, frame - 1)
    XCTAssertEqual(try XCTUnwrap(back["time"] as? Double), (frame - 1) / 60, accuracy: 1e-6)
    start = app.lines().count
    try app.key("Right", "Right")
    _ = try app.waitForLine("two steps on", from: start) {
      $0["kind"] as? String == "scrub" && $0["frame"] as? Double == frame + 1
    }
    // The modal moved down as the drag did. The take keeps the pointer's moves at the times
    // they came: on a loaded machine a few frames can pass with no move in them, and those
    // frames show the modal still. So step on, a frame at a time up to the release, to the
    // first frame that shows it elsewhere: it is lower, never higher.
    let backTop = try XCTUnwrap(back["modal_top"] as? Double)
    var on = try XCTUnwrap(scrubs(app, from: start).last)
    while try XCTUnwrap(on["modal_top"] as? Double) == backTop,
      let at = on["frame"] as? Double, at < release
    {
      start = app.lines().count
      try app.key("Right")
      on = try app.waitForLine("one step on from \(at)", from: start) {
        $0["kind"] as? String == "scrub" && $0["frame"] as? Double == at + 1
      }.line
    }
    XCTAssertGreaterThan(try XCTUnwrap(on["modal_top"] as? Double), backTop, "\(on)")
    try checkCanvas(app, on)

    // After the release: the completion, and the marker says so.
    start = app.lines().count
    try app.click((x((release + frames) / 2), y))
    let completing = try nextScrub(app, after: start, "a frame of the completion")
    XCTAssertEqual(completing["marker"] as? String, "completing", "\(completing)")
    XCTAssertEqual(completing["in_flight"] as? Bool, true, "\(completing)")

    // Live shows the running scene again: the root, the modal dismissed.
    start = app.lines().count
    try app.click(try app.control("timeline-live"))
    let live = try app.waitForLine("back to live", from: start) {
      $0["kind"] as? String == "scrub" && $0["live"] as? Bool == true
    }
    // The scrubbed take's pictures and text layouts are let go with it.
    XCTAssertEqual(live.line["held_pictures"] as? Double, 0, "\(live.line)")
    try app.waitForColour(SceneColour.white, at: ScenePoint(x: 60, y: 650), "the live root")
  }

  func testExportShowsTheCodeAndCopiesIt() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "edge-pan"])
    var start = app.lines().count
    try app.key("ctrl+e")
    let shown = try app.waitForLine("the export dialog", from: start) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "shown"
    }.line
    XCTAssertEqual(shown["format"] as? String, "uikit", "UIKit comes first")
    XCTAssertEqual(shown["scene"] as? String, "edge-pan")
    XCTAssertGreaterThan(try XCTUnwrap(shown["lines"] as? Double), 10)
    let dialog = try EndToEnd.wait("the dialog's window") {
      try? EndToEnd.run("xdotool", ["search", "--onlyvisible", "--name", "Export Motion"])
        .split(separator: "\n").last.map(String.init)
    }
    start = app.lines().count
    // Copy has the focus when the dialog opens.
    try EndToEnd.run("xdotool", ["windowfocus", "--sync", dialog, "key", "--delay", "40", "space"])
    let copied = try app.waitForLine("the code copied", from: start) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "copied"
    }.line
    XCTAssertEqual(copied["format"] as? String, "uikit")
    XCTAssertGreaterThan(try XCTUnwrap(copied["characters"] as? Double), 500)
  }

  func testATappedPresentationIsScrubbedWithGhostsAndPlayedAgain() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.key("ctrl+p")
    let timeline = try app.waitForLine("the timeline of the presentation") {
      $0["kind"] as? String == "timeline"
    }.line
    XCTAssertEqual(timeline["presented_at_start"] as? Bool, false)
    XCTAssertEqual((timeline["releases"] as? [Double])?.count, 0, "a tap has no release")
    XCTAssertEqual((timeline["ends"] as? [Double])?.count, 1)
    let frames = try XCTUnwrap(timeline["frames"] as? Double)
    _ = try app.waitForLine("the timeline's controls") { line in
      (line["controls"] as? [String: Any])?["onion-skin-switch"] != nil
    }

    var start = app.lines().count
    try app.click(try app.control("onion-skin-switch"))
    try app.click(try app.control("timeline", across: 0.5))
    let middle = try app.waitForLine("a scrub with ghosts", from: start) {
      $0["kind"] as? String == "scrub" && ($0["ghosts"] as? Double ?? 0) > 0
    }.line
    XCTAssertEqual(middle["ghosts"] as? Double, 4, "four ghosts, every fourth frame back")

    start = app.lines().count
    try app.key("Home")
    _ = try app.waitForLine("Home goes to the start", from: start) {
      $0["kind"] as? String == "scrub" && $0["frame"] as? Double == 0
    }
    // Half way through the presentation, stepped to with Right: no pointer drives it.
    let end = try XCTUnwrap((timeline["ends"] as? [Double])?.first)
    let steps = Int(end / 2)
    start = app.lines().count
    try EndToEnd.run(
      "xdotool",
      ["windowfocus", "--sync", app.windowID, "key", "--delay", "40"]
        + Array(repeating: "Right", count: steps))
    let during = try app.waitForLine("Right steps into the presentation", from: start) {
      $0["kind"] as? String == "scrub" && $0["frame"] as? Double == Double(steps)
    }.line
    XCTAssertEqual(during["in_flight"] as? Bool, true, "\(during)")
    XCTAssertEqual(during["marker"] as? String, "completing", "a tap's transition runs alone")
    start = app.lines().count
    try app.key("space")
    _ = try app.waitForLine("Space plays to the end", from: start) {
      $0["kind"] as? String == "scrub" && $0["frame"] as? Double == frames
    }
    let played = scrubs(app, from: start).compactMap { $0["frame"] as? Double }
    // Playing keeps the take's pace on the frame clock: a frame a tick, so a loaded machine's
    // slow ticks show fewer of them, never none between the start and the end.
    XCTAssertGreaterThan(
      played.filter { $0 < frames }.count, 1, "playing shows the frames in between: \(played)")
    XCTAssertEqual(played, played.sorted(), "forward only")
    // The onion skin stays on while playing: each frame far enough in keeps its four ghosts.
    let reach = 16.0  // four ghosts, four frames apart
    let ghosted = scrubs(app, from: start).filter { ($0["frame"] as? Double ?? 0) > reach }
    XCTAssertFalse(ghosted.isEmpty)
    for line in ghosted { XCTAssertEqual(line["ghosts"] as? Double, 4, "\(line)") }
  }

  func testTypingASwiftUIBounceInThePanelSetsTheDamping() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "edge-pan"])
    try app.scrollPanel(toShow: "spring-bounce-value")
    let start = app.lines().count
    try app.click(try app.control("spring-bounce-value", across: 0.2))
    try app.key("ctrl+a")
    try app.type("0.3")
    try app.key("Return")
    // SwiftUI: ζ = 1 − bounce; the perceptual duration is kept, so the animator's duration
    // changes too.
    let damping = try app.waitForLine("the damping set from the bounce", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "damping"
    }.line
    XCTAssertEqual(try XCTUnwrap(damping["value"] as? Double), 0.7, accuracy: 1e-6)
    let duration = try app.waitForLine("the duration set from the spring", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "duration"
    }.line
    XCTAssertNotEqual(try XCTUnwrap(duration["value"] as? Double), 0.6)
  }
}
