import Foundation
import XCTest

/// Compare mode, driven with real mouse input under Xvfb.
final class CompareEndToEndTests: XCTestCase {
  /// A point of the drag-down modal that is green while it is up and white once it is gone.
  private let probe = ScenePoint(x: 60, y: 650)

  func testOneDragPlaysOnEveryDeviceAndTheComparisonSurvivesARestart() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // A comparison saved open, three devices: the seed, a high threshold, a slow duration.
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{}, {"threshold": 0.9}, {"duration": 1.2}]}}}
      """, in: home)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    try app.waitForLine("compare mode from the settings") {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }
    _ = try app.waitForLine("the devices' layout") { $0["kind"] as? String == "compare-layout" }
    XCTAssertEqual(try app.compareDevices().count, 3)

    var start = app.lines().count
    try app.key("ctrl+p")
    _ = try app.waitForCompletions(kind: "present", devices: 3, from: start)

    // One real drag on the middle device, half the screen down.
    start = app.lines().count
    try app.drag(device: 1, from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 722))
    let ends = try app.waitForCompletions(kind: "dismiss", devices: 3, from: start)
    let after = Array(app.lines().dropFirst(start))
    for device in 1...3 {
      let updates = after.filter {
        $0["kind"] as? String == "interactive" && $0["call"] as? String == "update"
          && $0["device"] as? Double == Double(device)
      }.compactMap { $0["percent"] as? Double }
      XCTAssertGreaterThan(updates.max() ?? 0, 0.35, "device \(device) followed the drag")
    }
    XCTAssertEqual(ends[1]?["completed"] as? Bool, true, "threshold 0.3: dismissed")
    XCTAssertEqual(ends[2]?["completed"] as? Bool, false, "threshold 0.9: snapped back")
    XCTAssertEqual(ends[3]?["completed"] as? Bool, true, "duration 1.2: dismissed")
    let shot = try app.screenshot("after-drag")
    let colours = try (0..<3).map { shot.colour(atWindowPixel: try app.pixel(device: $0, probe)) }
    XCTAssertTrue(colours[0].1 > 240 && colours[0].0 > 240, "device 1 shows the root: \(colours)")
    XCTAssertTrue(colours[1].1 > 150 && colours[1].0 < 120, "device 2 keeps the modal: \(colours)")

    // Replay drag plays the drag on every device again (device 2 still has its modal; the
    // others get theirs back first).
    start = app.lines().count
    try app.key("ctrl+r")
    _ = try app.waitForCompletions(kind: "dismiss", devices: 3, from: start)

    // The drags chose no device: the panel still edits device 1. A click on device 2's
    // modal (away from its button) chooses it, and Add device copies it as a fourth.
    XCTAssertFalse(
      app.lines().contains {
        $0["kind"] as? String == "edited-device" && $0["device"] as? Double != 1
      },
      "a drag selects no device")
    start = app.lines().count
    try app.click(try app.pixel(device: 1, ScenePoint(x: 195, y: 300)))
    _ = try app.waitForLine("device 2 edited", from: start) {
      $0["kind"] as? String == "edited-device" && $0["device"] as? Double == 2
    }
    let toolbar = try app.waitForLine("the compare toolbar's controls") {
      $0["kind"] as? String == "compare-controls"
    }
    let add = try XCTUnwrap((toolbar.line["controls"] as? [String: [Double]])?["add"])
    start = app.lines().count
    try app.click((Int(add[0] + add[2] / 2), Int(add[1] + add[3] / 2)))
    _ = try app.waitForLine("four devices", from: start) {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 4
    }

    try app.key("ctrl+q")
    _ = try app.waitForExit()
    let saved = try String(
      contentsOf: home.appendingPathComponent("transition-lab/settings.json"), encoding: .utf8)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
    let comparison = try XCTUnwrap(object["comparison"] as? [String: Any])
    XCTAssertEqual(comparison["open"] as? Bool, true)
    let sets = try XCTUnwrap(
      (comparison["scenes"] as? [String: Any])?["drag-down"] as? [[String: Any]])
    XCTAssertEqual(sets.count, 4)
    XCTAssertEqual(sets[1]["threshold"] as? Double, 0.9)
    XCTAssertEqual(sets[2]["duration"] as? Double, 1.2)
    XCTAssertEqual(sets[3]["threshold"] as? Double, 0.9, "the added device copies device 2")
  }

  func testOneClickOnOpenModalPresentsOnlyWhereOpenModalIsAndDoneLeaves() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // Three devices: two that snap a half-screen drag back, one that dismisses it.
    try LabWindow.writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{"threshold": 0.9}, {"threshold": 0.9}, {}]}}}
      """, in: home)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    let layout = try app.waitForLine("three devices") {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 3
    }
    // Each label says in full what differs, on a line under the device's number.
    XCTAssertEqual(
      layout.line["labels"] as? [String],
      [
        "Device 1\nThreshold 0.9 fraction", "Device 2\nsame as 1",
        "Device 3\nThreshold 0.3 fraction",
      ])
    var start = app.lines().count
    try app.key("ctrl+p")
    _ = try app.waitForCompletions(kind: "present", devices: 3, from: start)
    start = app.lines().count
    try app.drag(device: 0, from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 722))
    let ends = try app.waitForCompletions(kind: "dismiss", devices: 3, from: start)
    XCTAssertEqual(
      ends.keys.sorted().map { ends[$0]?["completed"] as? Bool }, [false, false, true])

    // Device 3 shows Open Modal where devices 1 and 2 show Close: one click on it.
    start = app.lines().count
    try app.click(try app.pixel(device: 2, ScenePoint(x: 195, y: 422)))
    _ = try app.waitForLine("device 3 presented", from: start) {
      $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
        && $0["transition"] as? String == "present" && $0["device"] as? Double == 3
    }
    let others = app.lines().dropFirst(start).filter {
      $0["kind"] as? String == "transition" && ($0["device"] as? Double ?? 0) < 3
    }
    XCTAssertTrue(others.isEmpty, "devices 1 and 2 kept their modal: \(others)")
    let shot = try app.screenshot("open-on-device-3")
    for device in 0..<3 {
      let colour = shot.colour(
        atWindowPixel: try app.pixel(device: device, ScenePoint(x: 60, y: 650)))
      XCTAssertTrue(
        colour.1 > 150 && colour.0 < 120, "device \(device + 1) shows the modal: \(colour)")
    }

    // A device added now opens with its modal up, as the others.
    start = app.lines().count
    try app.click(try app.paneControl("add", in: "compare-controls"))
    _ = try app.waitForLine("four devices", from: start) {
      $0["kind"] as? String == "compare-layout" && ($0["devices"] as? [Any])?.count == 4
    }
    let four = try app.screenshot("four-devices")
    let added = four.colour(atWindowPixel: try app.pixel(device: 3, ScenePoint(x: 60, y: 650)))
    XCTAssertTrue(added.1 > 150 && added.0 < 120, "the added device shows the modal: \(added)")

    // Done leaves compare mode.
    start = app.lines().count
    try app.click(try app.paneControl("done", in: "compare-controls"))
    _ = try app.waitForLine("single mode", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "single"
    }
  }

  func testOpeningCompareModeDoesNotWidenTheWindow() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let before = try app.windowSize()
    try app.key("ctrl+k")
    _ = try app.paneControl("done", in: "compare-controls")
    XCTAssertEqual(try app.windowSize().width, before.width)
  }
}
