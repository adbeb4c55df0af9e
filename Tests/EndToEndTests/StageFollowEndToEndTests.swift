import Foundation
import XCTest

/// The header's state and the inspector follow the stage on what changed, not on every frame:
/// a drag held for over a second, then released, is followed a handful of times in all.
final class StageFollowEndToEndTests: XCTestCase {
  func testAHeldDragIsNotFollowedOnEveryFrame() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    let start = app.lines().count
    let grab = ScenePoint(x: 195, y: 300)
    try app.press(at: grab)
    try app.move(
      through: (1...40).map { ScenePoint(x: grab.x, y: grab.y + Double($0) * 3) },
      stepDelay: 0.03)
    // Held still for a second.
    try EndToEnd.run("xdotool", ["sleep", "1"])
    try app.release()
    let up = try app.waitForLine("the release", from: start) {
      $0["kind"] as? String == "pointer" && $0["event"] as? String == "up"
    }.index
    let idle = try app.waitForLine("the frames to stop after the release", from: up) {
      $0["kind"] as? String == "idle"
    }.line
    let frames = app.lines().dropFirst(start).filter { $0["kind"] as? String == "frame" }.count
    let follows = try XCTUnwrap(idle["state_follows"] as? Double)
    // At 60 frames a second it is over a hundred; a loaded machine draws fewer.
    XCTAssertGreaterThanOrEqual(frames, 30, "the drag and its release ran frames")
    XCTAssertLessThan(
      follows, Double(frames) / 3, "\(follows) follows since the start over \(frames) frames")
  }
}
