import Foundation
import XCTest

/// Two real fingers turning on the zoom's detail, under weston with the touchscreen module:
/// the photo turns with them (the trace's `zoom` lines carry the turn) and, released wider
/// than half their first distance, springs back upright.
final class TouchPinchRotationEndToEndTests: XCTestCase {
  func testTwoFingersTurningThePhotoTurnItAndTheSpringBackStandsItUp() throws {
    let (screen, start) = try TouchScreen.zoomPhotoOpened()
    let app = screen.app
    // Two fingers 160 points apart across the photo's middle turn 0.6 rad clockwise about
    // their midpoint while closing to 120 points apart (0.75: not a dismissal).
    let centre = try screen.pixel(of: ScenePoint(x: 195, y: 422))
    let edge = try screen.pixel(of: ScenePoint(x: 275, y: 422))
    let pixelsPerPoint = (edge.x - centre.x) / 80
    let angle = 0.6
    func fingers(_ share: Double) -> String {
      let half = (80 - 20 * share) * pixelsPerPoint
      let (dx, dy) = (half * cos(angle * share), half * sin(angle * share))
      return String(
        format: "%.2f %.2f", centre.x + dx, centre.y + dy) + "|"
        + String(format: "%.2f %.2f", centre.x - dx, centre.y - dy)
    }
    func line(_ verb: String, _ share: Double) -> String {
      let both = fingers(share).split(separator: "|")
      return "\(verb) 0 \(both[0]); \(verb) 1 \(both[1])"
    }
    var lines = [line("down", 0)]
    for step in 1...12 {
      lines += ["wait 16", line("move", Double(step) / 12)]
    }
    lines += ["wait 200", "up 0; up 1"]
    let answers = try screen.play(lines)
    try TouchScreen.requireFocus(answers)
    let end = try app.waitForLine("the spring back to end", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "dismiss"
    }
    XCTAssertEqual(end.line["completed"] as? Bool, false, "released at 0.75: springs back")
    let zoom = app.lines()[start..<end.index].filter { $0["kind"] as? String == "zoom" }
    let turns = zoom.map { ($0["rotation"] as? Double) ?? 0 }
    // The photo turned with the fingers (the tracking spring trails them a little).
    XCTAssertEqual(turns.max() ?? 0, angle, accuracy: 0.05, "\(turns)")
    // The settled frame is traced on the tick after the transition's end.
    let settled = try app.waitForLine("the settled zoom frame", from: end.index, timeout: 5) {
      $0["kind"] as? String == "zoom"
    }
    XCTAssertNil(settled.line["rotation"], "upright again: \(settled.line)")
  }
}
