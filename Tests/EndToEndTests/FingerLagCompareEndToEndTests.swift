import Foundation
import XCTest

/// In compare mode the hint that says why the dragged view leaves the finger comes for the
/// device the drag is on, with that device's timing, under Xvfb with a real mouse.
final class FingerLagCompareEndToEndTests: XCTestCase {
  func testTheHintComesForTheDraggedDevice() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-lag-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // Device 1 follows the finger (linear), device 2 eases in and out (the seed's).
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{"timing": "linear"}, {}]}}}
      """, in: home)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    _ = try app.waitForLine("the devices' layout") {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 2
    }
    var start = app.lines().count
    try app.key("ctrl+p")
    _ = try app.waitForCompletions(kind: "present", devices: 2, from: start)

    // A slow drag down on device 2, held at its end.
    start = app.lines().count
    let grab = ScenePoint(x: 195, y: 300)
    let press = try app.pixel(device: 1, grab)
    var commands = ["mousemove", "--window", app.windowID, "\(press.x)", "\(press.y)"]
    commands += ["mousedown", "1"]
    for step in 1...25 {
      let point = try app.pixel(device: 1, ScenePoint(x: grab.x, y: grab.y + Double(step) * 8))
      commands += [
        "sleep", "0.03", "mousemove", "--window", app.windowID, "\(point.x)", "\(point.y)",
      ]
    }
    try EndToEnd.run("xdotool", commands)
    let shown = try app.waitForLine("the hint for device 2", from: start) {
      $0["kind"] as? String == "finger-lag" && $0["shown"] as? Bool == true
    }.line
    XCTAssertEqual(shown["device"] as? Double, 2, "\(shown)")
    XCTAssertEqual(shown["timing"] as? String, "ease-in-out", "device 2's timing")
    try EndToEnd.run("xdotool", ["mouseup", "1"])
    try app.waitForLine("the hint gone after the release", from: start) {
      $0["kind"] as? String == "finger-lag" && $0["shown"] as? Bool == false
    }
  }
}
