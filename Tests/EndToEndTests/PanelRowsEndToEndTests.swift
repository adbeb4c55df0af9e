import Foundation
import XCTest

/// A scene's panel built again after it was let go (`MainWindow+Panels.swift`): its rows come
/// a row an idle turn, never all in one turn, drawn from the scene's values when built; a
/// switch before they are done stops the build of the panel put away. Read from the trace's
/// `panel-rows` lines (each turn's rows) and `controls` lines (written once all rows are).
final class PanelRowsEndToEndTests: XCTestCase {
  func testAPanelBuiltAgainComesARowATurnAndEditsItsValues() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    try app.waitForLine("the first controls line") { $0["kind"] as? String == "controls" }
    XCTAssertEqual(try app.type("1.7", into: "duration"), 1.7)

    // Three other scenes: the panels of drag-down and edge-pan go.
    for (index, scene) in ["edge-pan", "card", "sheet"].enumerated() {
      let start = app.lines().count
      try app.key("ctrl+\(index + 2)")
      try app.waitForLine("the \(scene) panel's controls", from: start) {
        $0["kind"] as? String == "controls" && $0["scene"] as? String == scene
      }
    }

    // Back to drag-down: its rows come over several turns, one a turn.
    var start = app.lines().count
    try app.key("ctrl+1")
    let controls = try app.waitForLine("the drag-down panel's controls", from: start) {
      $0["kind"] as? String == "controls" && $0["scene"] as? String == "drag-down"
    }
    let turns = app.lines()[start..<controls.index].filter {
      $0["kind"] as? String == "panel-rows" && $0["scene"] as? String == "drag-down"
    }
    let total = try XCTUnwrap(turns.last?["of"] as? Double, "no panel-rows line")
    XCTAssertGreaterThan(total, 3, "drag-down's rows: \(turns)")
    XCTAssertEqual(Double(turns.count), total, "a turn a row: \(turns)")
    XCTAssertEqual(turns.first?["rows"] as? Double, 1, "no row before the first turn: \(turns)")
    for turn in turns {
      XCTAssertLessThanOrEqual(turn["built"] as? Double ?? .infinity, 1, "\(turn)")
    }
    XCTAssertEqual(turns.last?["rows"] as? Double, total, "every row built: \(turns)")
    let names = Set((controls.line["controls"] as? [String: Any] ?? [:]).keys)
    XCTAssertTrue(names.contains("duration-slider"), "\(names.sorted())")

    // The duration's row was built from the value set before the panel went: a step up
    // from it.
    start = app.lines().count
    try app.click(try app.control("duration-value", across: 0.2))
    try app.key("Up")
    let stepped = try app.waitForLine("the duration stepped up", from: start) {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "duration"
    }
    XCTAssertEqual(try XCTUnwrap(stepped.line["value"] as? Double), 1.75, accuracy: 1e-9)
    XCTAssertEqual(try app.type("0.5", into: "duration"), 0.5, "the rows edit")

    // Two switches in a row, to panels let go: the first's build stops at the second.
    start = app.lines().count
    try app.key("ctrl+3", "ctrl+2")
    try app.waitForLine("the edge-pan panel's controls", from: start) {
      $0["kind"] as? String == "controls" && $0["scene"] as? String == "edge-pan"
    }
    let after = Array(app.lines()[start...])
    if let firstEdgePan = after.firstIndex(where: {
      $0["kind"] as? String == "panel-rows" && $0["scene"] as? String == "edge-pan"
    }) {
      let late = after[firstEdgePan...].filter {
        $0["kind"] as? String == "panel-rows" && $0["scene"] as? String != "edge-pan"
      }
      XCTAssertEqual(late.count, 0, "rows of a panel put away: \(late)")
    } else {
      XCTFail("no panel-rows line for edge-pan: \(after)")
    }
    try app.key("ctrl+q")
    XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
  }
}
