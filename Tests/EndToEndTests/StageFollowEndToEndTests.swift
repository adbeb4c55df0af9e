import Foundation
import XCTest

/// The header's state and the inspector follow the stage on what changed, not on every frame:
/// a drag held for over a second, then released, is followed a handful of times in all.
final class StageFollowEndToEndTests: XCTestCase {
  func testAHeldDragIsNotFollowedOnEveryFrame() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    let grab = ScenePoint(x: 195, y: 300)
    // Held still for a second before the release.
    let (idle, frames) = try app.heldDrag(
      from: grab, through: (1...40).map { ScenePoint(x: grab.x, y: grab.y + Double($0) * 3) },
      hold: 1)
    let follows = try XCTUnwrap(idle["state_follows"] as? Double)
    // At 60 frames a second it is over a hundred; a loaded machine draws fewer.
    XCTAssertGreaterThanOrEqual(frames, 30, "the drag and its release ran frames")
    XCTAssertLessThan(
      follows, Double(frames) / 3, "\(follows) follows since the start over \(frames) frames")
  }
}
