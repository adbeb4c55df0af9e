import Foundation
import XCTest

/// What the window keeps of the scenes put away: the panels of the two scenes shown last,
/// not every scene's, and the memory of the others goes back to the system once the canvas
/// is still. Read from the trace's `idle` lines (the panels kept, the C heap in use and free)
/// and `memory` lines (the resident memory before and after giving it back).
final class PanelMemoryEndToEndTests: XCTestCase {
  func testScenesPutAwayLeaveTheirPanelsAndTheirMemoryGoesBack() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    var start = app.lines().count
    try app.key("ctrl+p")
    let firstIdle = try app.waitForLine("the canvas still after the presentation", from: start) {
      $0["kind"] as? String == "idle"
    }
    let heap = try XCTUnwrap(firstIdle.line["heap_in_use_kb"] as? Double, "\(firstIdle.line)")
    XCTAssertGreaterThan(heap, 1024, "the heap in use: \(firstIdle.line)")
    XCTAssertGreaterThanOrEqual(try XCTUnwrap(firstIdle.line["heap_free_kb"] as? Double), 0)
    XCTAssertEqual(firstIdle.line["panels"] as? Double, 1, "one scene shown: \(firstIdle.line)")

    // Every scene of the catalogue in turn, each shown with its panel.
    let scenes = ["edge-pan", "card", "sheet", "navigation", "zoom", "flip", "reveal"]
    for (index, scene) in scenes.enumerated() {
      start = app.lines().count
      try app.key("ctrl+\(index + 2)")
      try app.waitForLine("the \(scene) panel's controls", from: start) {
        $0["kind"] as? String == "controls" && $0["scene"] as? String == scene
      }
    }
    // The last switch let the panel of the scene before the two last go: once the canvas is
    // still, the pages it freed go back.
    let trimmed = try app.waitForLine("the freed memory given back after the switch", from: start) {
      $0["kind"] as? String == "memory" && $0["event"] as? String == "trimmed"
    }
    let before = try XCTUnwrap(trimmed.line["rss_before_kb"] as? Double, "\(trimmed.line)")
    let after = try XCTUnwrap(trimmed.line["rss_after_kb"] as? Double, "\(trimmed.line)")
    XCTAssertGreaterThan(after, 0)
    XCTAssertLessThan(after, before, "resident memory given back: \(trimmed.line)")

    start = app.lines().count
    try app.key("ctrl+p")
    let idle = try app.waitForLine("the canvas still in the last scene", from: start) {
      $0["kind"] as? String == "idle"
    }
    XCTAssertEqual(idle.line["panels"] as? Double, 2, "the last two scenes' panels: \(idle.line)")

    // Back to the scene shown before: its kept panel, working; then to one put away long ago,
    // whose panel is built again, working.
    for (key, scene) in [("ctrl+7", "flip"), ("ctrl+1", "drag-down")] {
      start = app.lines().count
      try app.key(key)
      let controls = try app.waitForLine("the \(scene) panel's controls", from: start) {
        $0["kind"] as? String == "controls" && $0["scene"] as? String == scene
      }
      let names = Set((controls.line["controls"] as? [String: Any] ?? [:]).keys)
      XCTAssertTrue(names.contains("duration-slider"), "\(scene): \(names.sorted())")
      XCTAssertEqual(try app.type("0.5", into: "duration"), 0.5, "\(scene): the rows edit")
    }
    try app.key("ctrl+q")
    XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
  }
}
