import XCTest

/// Fill mode: the screen takes the canvas's size, also when the window is resized mid-drag.
final class ResizeEndToEndTests: XCTestCase {
  func testResizingTheWindowMidDragKeepsTheDragAndTheTransitionWhole() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    var start = app.lines().count
    try app.key("ctrl+f")
    let filled = try app.waitForLine("the fill layout", from: start) {
      $0["kind"] as? String == "layout" && $0["mode"] as? String == "fill"
    }
    let before = try XCTUnwrap(filled.line["screen"] as? [Double])
    XCTAssertEqual(try app.layout().scale, 1, "one point per pixel")

    start = app.lines().count
    let x = before[0] / 2
    try app.press(at: ScenePoint(x: x, y: 100))
    try app.move(through: (1...6).map { ScenePoint(x: x, y: 100 + Double($0) * 15) })
    try app.resize(width: 800, height: 560)
    let resized = try app.waitForLine("the layout after the resize", from: start) {
      $0["kind"] as? String == "layout" && ($0["screen"] as? [Double]) != before
    }
    let after = try XCTUnwrap(resized.line["screen"] as? [Double])
    XCTAssertLessThan(after[1], before[1], "the screen follows the smaller canvas")
    try app.move(through: (7...30).map { ScenePoint(x: x, y: 100 + Double($0) * 15) })
    try app.release()
    let end = try app.waitForLine("the dismissal's end", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
    }
    XCTAssertEqual(end.line["completed"] as? Bool, true, "dragged past the threshold")
    let between = app.lines()[start...end.index]
    XCTAssertEqual(between.filter { $0["kind"] as? String == "warning" }.count, 0)
    XCTAssertEqual(
      between.filter { $0["kind"] as? String == "gesture" && $0["state"] as? String == "ended" }
        .count, 1)
    try app.waitForColour(SceneColour.white, at: ScenePoint(x: 20, y: after[1] - 20), "the root")

    start = app.lines().count
    try app.key("ctrl+f")
    let fitted = try app.waitForLine("the fit layout", from: start) {
      $0["kind"] as? String == "layout" && $0["mode"] as? String == "fit"
    }
    XCTAssertEqual(fitted.line["screen"] as? [Double], [390, 844], "back to the device's size")
  }
}
