import Foundation
import XCTest

/// The hint that says why the dragged view leaves the finger, driven with a real mouse drag
/// under Xvfb: shown while the seed's ease-in-out leaves the modal behind a slow drag, gone
/// after the release, and never shown under linear timing, where the modal follows.
final class FingerLagEndToEndTests: XCTestCase {
  private let grab = ScenePoint(x: 195, y: 300)

  /// A slow drag down by `points` in steps of 8, held at its end; returns the line index
  /// before it.
  private func slowDrag(_ app: LabWindow, down points: Double) throws -> Int {
    let start = app.lines().count
    try app.press(at: grab)
    let steps = Int(points / 8)
    try app.move(
      through: (1...steps).map { ScenePoint(x: grab.x, y: grab.y + Double($0) * 8) },
      stepDelay: 0.03)
    return start
  }

  private func lagLines(_ app: LabWindow, from start: Int) -> [[String: Any]] {
    app.lines().dropFirst(start).filter { $0["kind"] as? String == "finger-lag" }
  }

  func testTheHintComesWhileTheModalTrailsAndGoesWhenTheDragEnds() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down", "--start", "presented"])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    let start = try slowDrag(app, down: 200)
    let shown = try app.waitForLine("the hint", from: start) {
      $0["kind"] as? String == "finger-lag" && $0["shown"] as? Bool == true
    }.line
    XCTAssertEqual(shown["timing"] as? String, "ease-in-out")
    XCTAssertGreaterThan(shown["distance"] as? Double ?? 0, 40)
    try app.release()
    try app.waitForLine("the hint gone after the release", from: start) {
      $0["kind"] as? String == "finger-lag" && $0["shown"] as? Bool == false
    }
  }

  func testUnderLinearTimingTheModalFollowsAndNoHintComes() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow([
      "--scene", "drag-down", "--start", "presented", "--set", "timing=linear",
    ])
    try app.waitForColour(SceneColour.green, at: ScenePoint(x: 60, y: 650), "the modal")
    let start = try slowDrag(app, down: 200)
    try app.release()
    try app.waitForLine("the drag's transition to end", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
    }
    XCTAssertTrue(lagLines(app, from: start).isEmpty, "\(lagLines(app, from: start))")
  }
}
