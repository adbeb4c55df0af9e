import Foundation
import XCTest

/// The device menu and a preset loaded into one compared device, driven with real mouse and
/// keyboard input under Xvfb.
final class DeviceEndToEndTests: XCTestCase {
  func testChoosingADeviceAndLoadingAPresetIntoTheSecondComparedDevice() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-device-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    try LabWindow.writeSettings(#"{"version": 1, "scenes": {}}"#, in: home)
    try
      #"{"version": 1, "presets": [{"name": "Slow", "scene": "drag-down", "values": {"duration": 1.2}}]}"#
      .write(
        to: home.appendingPathComponent("transition-lab/presets.json"), atomically: true,
        encoding: .utf8)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    _ = try app.waitForLine("the 390 x 844 screen") {
      $0["kind"] as? String == "layout" && $0["screen"] as? [Double] == [390, 844]
    }

    // The header's device menu: opened with a click, the second device chosen with the keys.
    _ = try app.waitForLine("the device menu's place") {
      $0["kind"] as? String == "controls"
        && ($0["controls"] as? [String: Any])?["device-menu"] != nil
    }
    var start = app.lines().count
    try app.click(try app.control("device-menu"))
    try app.key("Down")
    try app.key("Return")
    let chosen = try app.waitForLine("a device chosen", from: start) {
      $0["kind"] as? String == "device"
    }.line
    XCTAssertEqual(chosen["id"] as? String, "iphone-13-mini")
    _ = try app.waitForLine("the mini's screen", from: start) {
      $0["kind"] as? String == "layout" && $0["screen"] as? [Double] == [375, 812]
    }
    // Ctrl+Alt+R turns it sideways.
    start = app.lines().count
    try app.key("ctrl+alt+r")
    _ = try app.waitForLine("the mini held sideways", from: start) {
      $0["kind"] as? String == "layout" && $0["screen"] as? [Double] == [812, 375]
    }
    try app.key("ctrl+alt+r")

    // Compare: device 2 chosen with a click, the preset applied to it alone.
    start = app.lines().count
    try app.key("ctrl+k")
    _ = try app.waitForLine("the devices' layout", from: start) {
      $0["kind"] as? String == "compare-layout"
    }
    start = app.lines().count
    try app.click(try app.pixel(device: 1, ScenePoint(x: 187, y: 300)))
    _ = try app.waitForLine("device 2 edited", from: start) {
      $0["kind"] as? String == "edited-device" && $0["device"] as? Double == 2
    }
    try app.scrollPanel(toShow: "user-preset-1-apply")
    start = app.lines().count
    try app.click(try app.control("user-preset-1-apply"))
    let labelled = try app.waitForLine("device 2 labelled with its preset", from: start) {
      $0["kind"] as? String == "compare-layout"
        && (($0["labels"] as? [String])?.last ?? "").contains("Preset Slow")
    }.line
    let labels = try XCTUnwrap(labelled["labels"] as? [String])
    XCTAssertFalse(labels[0].contains("Preset"), "device 1 holds no preset: \(labels)")
    XCTAssertTrue(labels[1].contains("Duration 1.2"), "\(labels)")
    let durations = app.lines().dropFirst(start).filter {
      $0["kind"] as? String == "parameter" && $0["name"] as? String == "duration"
    }
    XCTAssertTrue(durations.allSatisfy { $0["device"] as? Double == 2 }, "\(durations)")

    try app.key("ctrl+q")
    _ = try app.waitForExit()
  }
}
