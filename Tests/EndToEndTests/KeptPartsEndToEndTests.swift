import Foundation
import XCTest

/// The parts of the window that stay still while the canvas moves (the header, the parameter
/// rows, the presets, the spring forms, the timeline) are each kept as one render node once
/// they stop changing, so GTK's renderer does not draw them again on every frame of a drag: a
/// held drag changes none of the presets and the spring forms, which show their kept nodes
/// when it ends, and the header only while its buttons follow the press and the release (the
/// `idle` line's `kept_*` fields).
final class KeptPartsEndToEndTests: XCTestCase {
  func testAHeldDragLeavesTheStillPartsKept() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    let grab = ScenePoint(x: 195, y: 300)
    var idles: [[String: Any]] = []
    var frames: [Int] = []
    for _ in 0..<2 {
      let drag = try app.heldDrag(
        from: grab, through: (1...30).map { ScenePoint(x: grab.x, y: grab.y + Double($0)) })
      idles.append(drag.idle)
      frames.append(drag.frames)
    }
    XCTAssertGreaterThanOrEqual(frames[1], 10, "the second drag ran frames: \(frames)")
    for part in ["header", "parameters", "presets", "spring_forms", "timeline"] {
      XCTAssertNotNil(idles[1]["kept_\(part)"] as? Bool, "the idle line reports \(part)")
    }
    let header = try idles.map { try XCTUnwrap($0["kept_header_changes"] as? Double) }
    // The header's buttons fade when the press and the release change what they offer (GTK's
    // CSS transitions, a few frames each): fewer changes than frames, not one every frame.
    XCTAssertLessThan(
      header[1] - header[0], Double(frames[1]),
      "the header changed on some of \(frames[1]) frames, not on every one")
    for part in ["presets", "spring_forms"] {
      let changes = try idles.map { try XCTUnwrap($0["kept_\(part)_changes"] as? Double) }
      XCTAssertGreaterThanOrEqual(changes[0], 1, "\(part) was drawn")
      XCTAssertEqual(changes[1], changes[0], "\(frames[1]) frames of a drag changed \(part)")
      XCTAssertEqual(idles[1]["kept_\(part)"] as? Bool, true, "\(part) is kept after the drag")
    }
  }
}
