import Foundation
import XCTest

/// The canvas repaints what a frame changed, not its backdrop: a held drag of many frames
/// paints the devices' outline and labels not once (the `idle` line's `backdrop_paints`).
final class CanvasDamageEndToEndTests: XCTestCase {
  func testAHeldDragDoesNotPaintTheBackdropAgain() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    let grab = ScenePoint(x: 195, y: 300)
    var paints: [Double] = []
    var frames: [Int] = []
    for _ in 0..<2 {
      let drag = try app.heldDrag(
        from: grab, through: (1...30).map { ScenePoint(x: grab.x, y: grab.y + Double($0)) })
      paints.append(try XCTUnwrap(drag.idle["backdrop_paints"] as? Double))
      frames.append(drag.frames)
    }
    XCTAssertGreaterThanOrEqual(frames[1], 20, "the second drag ran frames: \(frames)")
    XCTAssertGreaterThanOrEqual(paints[0], 1, "the backdrop was painted for the first frame")
    XCTAssertEqual(paints[1], paints[0], "\(frames[1]) frames of a drag, no backdrop painted")
  }
}
