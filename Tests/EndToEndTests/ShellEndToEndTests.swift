import Foundation
import XCTest

/// The window's shell, tried as a newcomer did (the numbered findings of the newcomer
/// report): folded sections, Escape, the narrow window, a layout that holds still, and
/// compare mode's export of the device the panel edits.
final class ShellEndToEndTests: XCTestCase {
  /// Finding 1: a folded section takes only its heading's height, so the sections and the
  /// Motion section below it move up.
  func testAFoldedSectionTakesOnlyItsHeadingsHeight() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    try app.setSection("release", open: false)
    try app.setSection("presentation", open: true)
    try app.scrollPanel(toShow: "section-presentation")
    let release = try app.controlRect("section-release")
    let presentation = try app.controlRect("section-presentation")
    let gap = presentation[1] - (release[1] + release[3])
    XCTAssertGreaterThanOrEqual(gap, 0)
    XCTAssertLessThan(
      gap, 40, "the next heading follows the folded one: \(release) \(presentation)")
  }

  /// Finding 5: Escape in a value field cancels the edit and leaves the modal on screen; out
  /// of the field, Escape dismisses.
  func testEscapeInAFieldCancelsTheEditAndOnlyThenDismisses() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    try app.click(try app.control("duration-value", across: 0.2))
    try app.key("ctrl+a")
    try app.type("0.9")
    var start = app.lines().count
    try app.key("Escape")
    try app.waitForLine("the edit cancelled", from: start) {
      $0["kind"] as? String == "edit-cancelled"
    }
    let handled = try app.barrier(from: start)
    let after = app.lines()[start..<handled]
    XCTAssertFalse(
      after.contains {
        $0["kind"] as? String == "transition" && $0["transition"] as? String == "dismiss"
      },
      "Escape in the field did not dismiss the modal")
    XCTAssertFalse(
      after.contains {
        $0["kind"] as? String == "parameter" && $0["name"] as? String == "duration"
      },
      "nor apply the typed value")
    // Out of the field (the canvas has the focus), Escape dismisses.
    try app.click(try app.pixel(of: ScenePoint(x: 40, y: 700)))
    start = app.lines().count
    try app.key("Escape")
    try app.waitForLine("the dismissal", from: start) {
      $0["kind"] as? String == "transition" && $0["transition"] as? String == "dismiss"
    }
  }

  /// Finding 12: the window works at 720 × 600, and the device does not jump once the first
  /// transition lands in the timeline.
  func testTheWindowFitsIn720By600AndTheDeviceHoldsStill() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    try app.resize(width: 720, height: 600)
    let size = try EndToEnd.wait("the window at 720 × 600") { () -> (Int, Int)? in
      let size = try? app.windowSize()
      return size.map { ($0.width, $0.height) }.flatMap { $0 == (720, 600) ? $0 : nil }
    }
    XCTAssertEqual(size.0, 720)
    // The layout once the presentation, painted after the resize, has landed in the timeline,
    // against the layout after a dismissal's frames, painted after that.
    var start = app.lines().count
    try app.key("ctrl+p")
    try app.waitForPresentation(from: start)
    let timeline = try app.waitForLine("the timeline of the presentation", from: start) {
      $0["kind"] as? String == "timeline"
    }.index
    guard
      let landed = app.lines()[..<timeline].last(where: { $0["kind"] as? String == "layout" }),
      let origin = landed["screen_origin"] as? [Double], let scale = landed["scale"] as? Double
    else { throw EndToEndError("no layout before the timeline") }
    let before = (x: origin[0], y: origin[1], scale: scale)
    start = app.lines().count
    try app.key("ctrl+d")
    try app.waitForTransitionEnd(from: start, "the dismissal")
    let after = try app.layout()
    XCTAssertEqual(after.scale, before.scale, accuracy: 0.001, "the device kept its size")
    XCTAssertEqual(after.y, before.y, accuracy: 0.5, "and its place")
  }

  /// Finding 3: in compare mode Export writes the values of the device the panel edits, and
  /// says which.
  func testCompareExportsTheDeviceThePanelEdits() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-shell-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent("transition-lab")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
      "drag-down": [{}, {"duration": 1.35}, {"duration": 0.25}]}}}
    """.write(to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    try app.waitForLine("compare mode") {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }
    let toolbar = try app.waitForLine("the compare toolbar's controls") {
      $0["kind"] as? String == "compare-controls"
    }
    _ = toolbar
    // Right moves the panel to the next device: device 2.
    try app.key("Right")
    var start = app.lines().count
    try app.key("ctrl+e")
    var shown = try app.waitForLine("the export of device 2", from: start) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "shown"
    }
    let code = try XCTUnwrap(shown.line["code"] as? String)
    XCTAssertTrue(code.contains("1.35"), "device 2's duration is exported")
    XCTAssertTrue((shown.line["of"] as? String)?.contains("device 2") == true, "\(shown.line)")
    try app.key("Escape")
    start = app.lines().count
    try app.key("Right")
    try app.key("ctrl+e")
    shown = try app.waitForLine("the export of device 3", from: start) {
      $0["kind"] as? String == "export" && $0["action"] as? String == "shown"
    }
    XCTAssertTrue((shown.line["code"] as? String)?.contains("0.25") == true)
  }

  /// Finding 9: a control that changes nothing under the current values is marked so (dimmed,
  /// with the reason in its tooltip) and comes back when it matters.
  func testDampingIsInertUnderTheCurveAndMattersOnceTimingIsSpring() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let first = try app.waitForLine("the first controls line") {
      $0["kind"] as? String == "controls"
    }
    XCTAssertTrue((first.line["inert"] as? [String])?.contains("damping") == true, "\(first.line)")
    try app.key("ctrl+q")
    XCTAssertEqual(try app.waitForExit(), 0)
    let spring = try LabWindow(["--scene", "drag-down", "--set", "timing=spring"])
    let line = try spring.waitForLine("the first controls line") {
      $0["kind"] as? String == "controls"
    }
    XCTAssertFalse((line.line["inert"] as? [String])?.contains("damping") ?? true, "\(line.line)")
  }

  /// Finding 17: a value typed outside its range is set to the nearest end, and a toast says
  /// so instead of correcting it silently.
  func testAValueOutOfRangeIsSetToItsEndAndAToastSaysSo() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    let start = app.lines().count
    XCTAssertEqual(try app.type("5", into: "threshold"), 1)
    let toast = try app.waitForLine("the toast", from: start) { $0["kind"] as? String == "toast" }
    XCTAssertEqual(toast.line["title"] as? String, "Threshold is at most 1 fraction; set to 1")
  }
}
