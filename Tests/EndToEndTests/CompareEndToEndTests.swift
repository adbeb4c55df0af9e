import Foundation
import XCTest

/// Compare mode and the blind test, driven with real mouse input under Xvfb.
final class CompareEndToEndTests: XCTestCase {
  /// A point of the drag-down modal that is green while it is up and white once it is gone.
  private let probe = ScenePoint(x: 60, y: 650)

  /// The devices' screens from the latest `compare-layout` line: top-left on the window's
  /// surface and pixels per point.
  private func devices(_ app: LabWindow) throws -> [(x: Double, y: Double, scale: Double)] {
    guard let line = app.lines().last(where: { $0["kind"] as? String == "compare-layout" }),
      let devices = line["devices"] as? [[String: Any]]
    else { throw EndToEndError("no compare-layout line") }
    return devices.compactMap { device in
      guard let origin = device["screen_origin"] as? [Double],
        let scale = device["scale"] as? Double
      else { return nil }
      return (origin[0], origin[1], scale)
    }
  }

  /// A scene point of device `index` in window pixels.
  private func pixel(_ app: LabWindow, device index: Int, _ point: ScenePoint) throws -> (
    x: Int, y: Int
  ) {
    let device = try devices(app)[index]
    return (
      Int((device.x + point.x * device.scale).rounded()),
      Int((device.y + point.y * device.scale).rounded())
    )
  }

  /// A real drag on device `index`, in its scene points.
  private func drag(
    _ app: LabWindow, device index: Int, from: ScenePoint, to: ScenePoint, steps: Int = 20
  ) throws {
    let start = try pixel(app, device: index, from)
    var commands = [
      "mousemove", "--window", app.windowID, "\(start.x)", "\(start.y)", "mousedown", "1",
    ]
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      let point = try pixel(
        app, device: index,
        ScenePoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
      commands += [
        "sleep", "0.016", "mousemove", "--window", app.windowID, "\(point.x)", "\(point.y)",
      ]
    }
    commands += ["sleep", "0.016", "mouseup", "1"]
    try EndToEnd.run("xdotool", commands)
  }

  /// Waits until each of `count` devices has completed a `kind` transition after line `start`;
  /// returns each device's completion line.
  private func waitForCompletions(
    _ app: LabWindow, kind: String, devices count: Int, from start: Int
  ) throws -> [Int: [String: Any]] {
    try EndToEnd.wait("\(kind) completed on \(count) devices; stderr: \(app.standardError)") {
      let done = app.lines().dropFirst(start).filter {
        $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
          && $0["transition"] as? String == kind
      }
      var byDevice: [Int: [String: Any]] = [:]
      for line in done {
        if let device = line["device"] as? Double { byDevice[Int(device)] = line }
      }
      return byDevice.count == count ? byDevice : nil
    }
  }

  private func writeSettings(_ text: String, in home: URL) throws {
    let folder = home.appendingPathComponent("transition-lab")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(
      to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
  }

  func testOneDragPlaysOnEveryDeviceAndTheComparisonSurvivesARestart() throws {
    _ = try EndToEnd.requireDisplay()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // A comparison saved open, three devices: the seed, a high threshold, a slow duration.
    try writeSettings(
      """
      {"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
        "drag-down": [{}, {"threshold": 0.9}, {"duration": 1.2}]}}}
      """, in: home)
    let app = try LabWindow(["--scene", "drag-down"], configHome: home)
    try app.waitForLine("compare mode from the settings") {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == "compare"
    }
    _ = try app.waitForLine("the devices' layout") { $0["kind"] as? String == "compare-layout" }
    XCTAssertEqual(try devices(app).count, 3)

    var start = app.lines().count
    try app.key("ctrl+p")
    _ = try waitForCompletions(app, kind: "present", devices: 3, from: start)

    // One real drag on the middle device, half the screen down.
    start = app.lines().count
    try drag(app, device: 1, from: ScenePoint(x: 195, y: 300), to: ScenePoint(x: 195, y: 722))
    let ends = try waitForCompletions(app, kind: "dismiss", devices: 3, from: start)
    let after = Array(app.lines().dropFirst(start))
    for device in 1...3 {
      let updates = after.filter {
        $0["kind"] as? String == "interactive" && $0["call"] as? String == "update"
          && $0["device"] as? Double == Double(device)
      }.compactMap { $0["percent"] as? Double }
      XCTAssertGreaterThan(updates.max() ?? 0, 0.4, "device \(device) followed the drag")
    }
    XCTAssertEqual(ends[1]?["completed"] as? Bool, true, "threshold 0.3: dismissed")
    XCTAssertEqual(ends[2]?["completed"] as? Bool, false, "threshold 0.9: snapped back")
    XCTAssertEqual(ends[3]?["completed"] as? Bool, true, "duration 1.2: dismissed")
    let shot = try app.screenshot("after-drag")
    let colours = try (0..<3).map { shot.colour(atWindowPixel: try pixel(app, device: $0, probe)) }
    XCTAssertTrue(colours[0].1 > 240 && colours[0].0 > 240, "device 1 shows the root: \(colours)")
    XCTAssertTrue(colours[1].1 > 150 && colours[1].0 < 120, "device 2 keeps the modal: \(colours)")

    // Replay drag plays the drag on every device again (device 2 still has its modal; the
    // others get theirs back first).
    start = app.lines().count
    try app.key("ctrl+r")
    _ = try waitForCompletions(app, kind: "dismiss", devices: 3, from: start)

    // The drag chose device 2 for the panel; Add device copies it as a fourth.
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

  func testBlindTestFindsAPreferenceAndWritesItsCSV() throws {
    _ = try EndToEnd.requireDisplay()
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-blind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let app = try LabWindow(["--scene", "edge-pan"], environment: ["XDG_DATA_HOME": data.path])
    try app.key("ctrl+b")
    let controls = try app.waitForLine("the blind test's controls") {
      $0["kind"] as? String == "blind-test-controls"
    }
    let start = try XCTUnwrap((controls.line["controls"] as? [String: [Double]])?["start"])
    var from = app.lines().count
    try app.click((Int(start[0] + start[2] / 2), Int(start[1] + start[3] / 2)))
    _ = try app.waitForLine("the first pair", from: from) { $0["kind"] as? String == "blind-pair" }
    from = app.lines().count
    try app.key("ctrl+p")
    _ = try waitForCompletions(app, kind: "present", devices: 2, from: from)

    // One real swipe from the left device's edge; both devices dismiss.
    from = app.lines().count
    try drag(app, device: 0, from: ScenePoint(x: 4, y: 422), to: ScenePoint(x: 200, y: 422))
    _ = try waitForCompletions(app, kind: "dismiss", devices: 2, from: from)

    // A person who prefers damping 0.5 picks the side closer to it, by keyboard.
    let preferred = 0.5
    var result: [String: Any]?
    for _ in 0..<40 where result == nil {
      let pair = try XCTUnwrap(app.lines().last { $0["kind"] as? String == "blind-pair" })
      let left = try XCTUnwrap(pair["left"] as? Double)
      let right = try XCTUnwrap(pair["right"] as? Double)
      from = app.lines().count
      try app.key(abs(left - preferred) <= abs(right - preferred) ? "Left" : "Right")
      let next = try app.waitForLine("the next pair or the result", from: from) {
        $0["kind"] as? String == "blind-pair"
          || ($0["kind"] as? String == "blind-test" && $0["event"] as? String == "result")
      }
      if next.line["kind"] as? String == "blind-test" { result = next.line }
    }
    let line = try XCTUnwrap(result, "the test ended")
    let value = try XCTUnwrap(line["preferred"] as? Double)
    XCTAssertEqual(value, preferred, accuracy: 1.5 * 0.05, "within a step and a half of 0.5")
    XCTAssertEqual(line["stopped"] as? Bool, false)
    let path = try XCTUnwrap(line["csv"] as? String)
    XCTAssertTrue(path.hasPrefix(data.path + "/transition-lab/preference-edge-pan-damping-"), path)
    let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let trials = try XCTUnwrap(line["trials"] as? Double)
    XCTAssertEqual(rows.count, Int(trials) + 1, "a header and a row per trial")
    XCTAssertTrue(rows[0].hasPrefix("run,scene,parameter,low,high,trial,left,right,chosen"))

    // Escape stops a second test at once; its result keeps the one trial made.
    from = app.lines().count
    try app.click((Int(start[0] + start[2] / 2), Int(start[1] + start[3] / 2)))
    _ = try app.waitForLine("a new first pair", from: from) {
      $0["kind"] as? String == "blind-pair"
    }
    try drag(app, device: 1, from: ScenePoint(x: 4, y: 422), to: ScenePoint(x: 60, y: 422))
    from = app.lines().count
    try app.key("Left", "Escape")
    let stopped = try app.waitForLine("the stopped result", from: from) {
      $0["kind"] as? String == "blind-test" && $0["event"] as? String == "result"
    }
    XCTAssertEqual(stopped.line["stopped"] as? Bool, true)
    XCTAssertEqual(stopped.line["trials"] as? Double, 1)
  }
}
