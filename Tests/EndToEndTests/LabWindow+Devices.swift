import Foundation
import XCTest

/// Compare mode's and the blind test's devices, read from the trace and driven with real
/// mouse input.
extension LabWindow {
  /// The devices' screens from the latest `compare-layout` line: top-left on the window's
  /// surface and pixels per point.
  func compareDevices() throws -> [(x: Double, y: Double, scale: Double)] {
    guard let line = lines().last(where: { $0["kind"] as? String == "compare-layout" }),
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
  func pixel(device index: Int, _ point: ScenePoint) throws -> (x: Int, y: Int) {
    let device = try compareDevices()[index]
    return (
      Int((device.x + point.x * device.scale).rounded()),
      Int((device.y + point.y * device.scale).rounded())
    )
  }

  /// A real drag on device `index`, in its scene points.
  func drag(device index: Int, from: ScenePoint, to: ScenePoint, steps: Int = 20) throws {
    let start = try pixel(device: index, from)
    var commands = [
      "mousemove", "--window", windowID, "\(start.x)", "\(start.y)", "mousedown", "1",
    ]
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      let point = try pixel(
        device: index,
        ScenePoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
      commands += ["sleep", "0.016", "mousemove", "--window", windowID, "\(point.x)", "\(point.y)"]
    }
    commands += ["sleep", "0.016", "mouseup", "1"]
    try EndToEnd.run("xdotool", commands)
  }

  /// Waits until each of `count` devices has completed a `kind` transition after line `start`;
  /// returns each device's completion line.
  func waitForCompletions(kind: String, devices count: Int, from start: Int) throws
    -> [Int: [String: Any]]
  {
    try EndToEnd.wait("\(kind) completed on \(count) devices; stderr: \(standardError)") {
      let done = lines().dropFirst(start).filter {
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

  /// The middle of a pane control from the latest line of `kind` that has it (a rectangle
  /// `[x, y, width, height]` in window pixels).
  func paneControl(_ name: String, in kind: String) throws -> (x: Int, y: Int) {
    let rect = try EndToEnd.wait("the \(name) control in a \(kind) line") {
      lines().last {
        $0["kind"] as? String == kind && ($0["controls"] as? [String: [Double]])?[name] != nil
      }.flatMap { ($0["controls"] as? [String: [Double]])?[name] }
    }
    return (Int(rect[0] + rect[2] / 2), Int(rect[1] + rect[3] / 2))
  }

  /// Writes a settings file into the settings home `home`.
  static func writeSettings(_ text: String, in home: URL) throws {
    let folder = home.appendingPathComponent("transition-lab")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(
      to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
  }
}
