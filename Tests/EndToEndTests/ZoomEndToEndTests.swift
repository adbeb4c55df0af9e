import XCTest

/// `zoom` driven with real mouse input under Xvfb: a click on a photo zooms it in, a drag down
/// zooms it back into its cell, and the trace's zoom lines end on the cell's frame.
final class ZoomEndToEndTests: XCTestCase {
  /// Black in the detail; photo 2 (top row, middle) in the grid.
  private let probe = ScenePoint(x: 195, y: 160)
  /// Photo 2's colour: hsl(74°, 65 %, 55 %).
  private let photo2 = (180, 215, 66)
  private let black = (0, 0, 0)

  func testAClickZoomsInAndADragDownZoomsBackIntoTheCell() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "zoom"])
    try app.waitForColour(photo2, at: probe, "the grid at start")
    let start = app.lines().count
    try app.click(try app.pixel(of: probe))
    try app.waitForPresentation(from: start)
    try app.waitForColour(black, at: probe, "the detail after the zoom in")
    let zoomIn = app.lines().dropFirst(start).filter { $0["kind"] as? String == "zoom" }
    XCTAssertGreaterThan(zoomIn.count, 5, "zoom lines while the photo zooms in")

    let before = app.lines().count
    let drag = try app.interactiveDismissal(recognizer: "zoom-dismiss") {
      try app.drag(from: ScenePoint(x: 195, y: 350), to: ScenePoint(x: 195, y: 700))
    }
    XCTAssertTrue(drag.wentThroughBeganChangedEnded, "\(drag.states)")
    XCTAssertEqual(drag.completed, true)
    try app.waitForColour(photo2, at: probe, "the grid after the zoom back")
    let zoomOut = app.lines().dropFirst(before).filter { $0["kind"] as? String == "zoom" }
    let last = try XCTUnwrap(zoomOut.last?["frame"] as? [Double])
    let source = try XCTUnwrap(zoomOut.last?["source"] as? [Double])
    XCTAssertEqual(source[0], 130.67, accuracy: 0.01, "photo 2's cell")
    XCTAssertEqual(source[1], 100, accuracy: 0.01)
    for (a, b) in zip(last, source) { XCTAssertEqual(a, b, accuracy: 0.01, "ends in the cell") }
  }
}
