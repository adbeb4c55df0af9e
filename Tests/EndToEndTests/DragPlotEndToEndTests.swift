import Foundation
import XCTest

/// The drag plot and the guides, driven with real input under Xvfb: the threshold line turned
/// on from the Guides menu over the canvas appears on the phone at the threshold; a drag of
/// the modal appears in the inspector's drag plot with the release the scene read.
final class DragPlotEndToEndTests: XCTestCase {
  func testAGuideToggledAndADragPlotted() throws {
    _ = try EndToEnd.requireDisplay()
    let bus = try AccessibilityBus()
    let app = try LabWindow(
      ["--scene", "drag-down", "--start", "presented"], environment: bus.appEnvironment)
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal at start")

    // The Guides button is named for a screen reader; a click opens its menu, whose first
    // switch is the threshold line.
    let tree = try bus.probe(pid: app.processIdentifier, waitFor: "Guides")
    let guides = try XCTUnwrap(
      tree.named("Guides").first { $0.extents.count == 4 }, "the Guides button")
    XCTAssertFalse(guides.description.isEmpty)
    let threshold = ScenePoint(x: 200, y: 0.3 * 844)
    try app.waitForColour(SceneColour.green, at: threshold, "no line before it is asked for")
    var start = app.lines().count
    let windowsBefore = try app.visibleWindowCount()
    try app.click(
      (
        Int(guides.extents[0] + guides.extents[2] / 2),
        Int(guides.extents[1] + guides.extents[3] / 2)
      ))
    // The menu is open once its popover is on the X display, a window of its own.
    _ = try EndToEnd.wait("the Guides menu open") { () -> Bool? in
      try app.visibleWindowCount() > windowsBefore ? true : nil
    }
    try app.key("Return")
    let on = try app.waitForLine("the threshold guide on", from: start) {
      $0["kind"] as? String == "guides"
    }.line
    XCTAssertEqual(on["on"] as? [String], ["threshold"])
    try app.waitForColour((230, 38, 140), at: threshold, tolerance: 40, "the threshold line")

    // A drag past the threshold: the inspector plots it and says what the release read.
    start = app.lines().count
    try app.drag(from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 300 + 844 * 0.5))
    let plotted = try app.waitForLine("the drag plotted", from: start) {
      $0["kind"] as? String == "drag-plot"
    }.line
    XCTAssertEqual(plotted["scene"] as? String, "drag-down")
    XCTAssertEqual(plotted["outcome"] as? String, "dismiss")
    XCTAssertEqual(plotted["threshold"] as? Double, 0.3)
    XCTAssertGreaterThan(try XCTUnwrap(plotted["progress"] as? Double), 0.3)
    XCTAssertGreaterThan(try XCTUnwrap(plotted["fingers"] as? Double), 5)
    try app.scrollPanel(toShow: "drag-plot")
    let rect = try app.controlRect("drag-plot")
    XCTAssertGreaterThan(rect[3], 200, "the plot has its height")
    // The plot draws the finger's path in its blue somewhere in its rectangle.
    let shot = try app.screenshot("plot")
    var blue = 0
    for y in stride(from: Int(rect[1]), to: Int(rect[1] + rect[3]), by: 2) {
      for x in stride(from: Int(rect[0]), to: Int(rect[0] + rect[2]), by: 2) {
        let c = shot.colour(atWindowPixel: (x, y))
        if c.2 > 170 && c.0 < 80 && c.1 > 80 && c.1 < 150 { blue += 1 }
      }
    }
    XCTAssertGreaterThan(blue, 10, "the finger's path is drawn in the plot")
  }
}
