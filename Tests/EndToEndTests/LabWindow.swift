import Foundation
import XCTest

/// One `transition-lab` window under test: started with `--trace` in a scratch directory
/// (its own settings home too), read through its trace, and driven with real X input.
final class LabWindow {
  let directory: URL
  let tracePath: String
  let configHome: URL
  private let process: Process
  private let errorPath: String
  private(set) var windowID = ""
  /// How the window is found on the X display: by the process's id, or by its title when
  /// the window belongs to a supervised child that a trap replaces.
  private var windowSearch: [String] = []

  /// Starts the window and waits for its first `layout` line (its first frame).
  init(
    _ arguments: [String], configHome: URL? = nil, environment: [String: String] = [:],
    waitForWindow: Bool = true, findWindowByName: Bool = false
  ) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    tracePath = directory.appendingPathComponent("trace.jsonl").path
    errorPath = directory.appendingPathComponent("stderr.txt").path
    self.configHome = configHome ?? directory.appendingPathComponent("config")
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    process = Process()
    process.executableURL = try EndToEnd.executable()
    process.arguments = arguments + ["--trace", tracePath]
    var env = ProcessInfo.processInfo.environment
    env["XDG_CONFIG_HOME"] = self.configHome.path
    env["GTK_A11Y"] = "none"
    // The X display from xvfb-run, light appearance, no desktop session's bus or theme.
    env["WAYLAND_DISPLAY"] = nil
    env["GDK_BACKEND"] = "x11"
    env["GTK_THEME"] = nil
    env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    try process.run()
    _ = try waitForLine("the first layout line (first frame)") { $0["kind"] as? String == "layout" }
    // A window on a scene file is its supervisor's child, with a process id of its own.
    windowSearch =
      findWindowByName
      ? ["--name", "^Transition Lab$"] : ["--pid", "\(process.processIdentifier)"]
    if waitForWindow { try findWindow() }
  }

  /// How many of the app's windows are shown on the X display: the main window, and each
  /// dialog, menu or popover open over it.
  func visibleWindowCount() throws -> Int {
    let ids = (try? EndToEnd.run("xdotool", ["search", "--onlyvisible"] + windowSearch)) ?? ""
    return ids.split(separator: "\n").count
  }

  /// Finds the window on the X display again (a scene file's child replaced after a trap
  /// shows a new one).
  func findWindow() throws {
    windowID = try EndToEnd.wait("the window on the X display") {
      let ids = try? EndToEnd.run("xdotool", ["search", "--onlyvisible"] + windowSearch)
      return ids?.split(separator: "\n").last.map(String.init)
    }
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// The app's process id.
  var processIdentifier: Int32 { process.processIdentifier }

  /// What the app wrote to standard error.
  var standardError: String {
    (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
  }

  // MARK: Trace

  /// Every trace line so far, parsed.
  func lines() -> [[String: Any]] {
    guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// Waits for a trace line at or after index `from` that matches; returns it with its index.
  @discardableResult
  func waitForLine(
    _ what: String, from start: Int = 0, timeout: Double = EndToEnd.timeout,
    where predicate: @escaping ([String: Any]) -> Bool
  ) throws -> (index: Int, line: [String: Any]) {
    try EndToEnd.wait(what + "; stderr: " + standardError, timeout: timeout) {
      if !process.isRunning {
        throw EndToEndError(
          "the app exited (\(process.terminationStatus)) before \(what): \(standardError)")
      }
      let all = lines()
      guard start < all.count else { return nil }
      return all.indices.dropFirst(start).first { predicate(all[$0]) }.map { ($0, all[$0]) }
    }
  }

  /// The latest layout: the screen's top-left on the window's surface and pixels per point.
  func layout() throws -> (x: Double, y: Double, scale: Double) {
    guard let line = lines().last(where: { $0["kind"] as? String == "layout" }),
      let origin = line["screen_origin"] as? [Double], let scale = line["scale"] as? Double
    else { throw EndToEndError("no layout line") }
    return (origin[0], origin[1], scale)
  }

  /// A scene point in window pixels: the pixel that holds it.
  func pixel(of point: ScenePoint) throws -> (x: Int, y: Int) {
    let layout = try layout()
    // The pixel that holds the point: pixel n covers n ..< n + 1, so a point at n + 0.6 is in
    // pixel n (rounding took n + 1, beside a thin line drawn through the point).
    return (
      Int((layout.x + point.x * layout.scale).rounded(.down)),
      Int((layout.y + point.y * layout.scale).rounded(.down))
    )
  }

  /// A side-panel control's rectangle (`threshold-value`, `coach-marks-switch`, `reset`) in
  /// window pixels, `[x, y, width, height]`, from the latest `controls` line.
  func controlRect(_ name: String) throws -> [Double] {
    guard let line = lines().last(where: { $0["kind"] as? String == "controls" }),
      let controls = line["controls"] as? [String: Any], let rect = controls[name] as? [Double],
      rect.count == 4
    else { throw EndToEndError("no control '\(name)' in the controls line") }
    return rect
  }

  /// The side panel's foldable sections from the latest `controls` line: each one's name
  /// (`timing`, `scene`…), whether it is open, and its controls' names.
  func sections() throws -> [String: (open: Bool, controls: [String])] {
    guard let line = lines().last(where: { $0["kind"] as? String == "controls" }),
      let sections = line["sections"] as? [String: [String: Any]]
    else { throw EndToEndError("no sections in the controls line") }
    return sections.compactMapValues { entry in
      guard let open = entry["open"] as? Bool, let controls = entry["controls"] as? [String]
      else { return nil }
      return (open, controls)
    }
  }

  /// A point of a control in window pixels: `fraction` of the way across, half way down.
  func control(_ name: String, across fraction: Double = 0.5) throws -> (x: Int, y: Int) {
    let rect = try controlRect(name)
    return (Int(rect[0] + rect[2] * fraction), Int(rect[1] + rect[3] / 2))
  }

  // MARK: Input

  /// A real mouse drag in scene points: press, `steps` moves `stepDelay` seconds apart, release.
  func drag(from: ScenePoint, to: ScenePoint, steps: Int = 24, stepDelay: Double = 0.016) throws {
    let start = try pixel(of: from)
    var commands = [
      "mousemove", "--window", windowID, "\(start.x)", "\(start.y)", "mousedown", "1",
    ]
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      let point = try pixel(
        of: ScenePoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
      commands += [
        "sleep", "\(stepDelay)", "mousemove", "--window", windowID, "\(point.x)", "\(point.y)",
      ]
    }
    commands += ["sleep", "\(stepDelay)", "mouseup", "1"]
    try EndToEnd.run("xdotool", commands)
  }

  /// Presses the button at a scene point and holds it.
  func press(at point: ScenePoint) throws {
    let pixel = try pixel(of: point)
    try EndToEnd.run(
      "xdotool", ["mousemove", "--window", windowID, "\(pixel.x)", "\(pixel.y)", "mousedown", "1"])
  }

  /// Moves the pointer (button held or not) through scene points, `stepDelay` apart.
  func move(through points: [ScenePoint], stepDelay: Double = 0.016) throws {
    var commands: [String] = []
    for point in points {
      let pixel = try pixel(of: point)
      commands += [
        "mousemove", "--window", windowID, "\(pixel.x)", "\(pixel.y)", "sleep", "\(stepDelay)",
      ]
    }
    try EndToEnd.run("xdotool", commands)
  }

  /// Releases the button where the pointer is.
  func release() throws {
    try EndToEnd.run("xdotool", ["mouseup", "1"])
  }

  /// The window's size on the X screen, in pixels.
  func windowSize() throws -> (width: Int, height: Int) {
    let geometry = try EndToEnd.run("xdotool", ["getwindowgeometry", "--shell", windowID])
    var values: [String: Int] = [:]
    for line in geometry.split(separator: "\n") {
      let parts = line.split(separator: "=")
      if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
    }
    guard let width = values["WIDTH"], let height = values["HEIGHT"] else {
      throw EndToEndError("no window geometry in '\(geometry)'")
    }
    return (width, height)
  }

  /// Resizes the window (the X server's request; no window manager under Xvfb).
  func resize(width: Int, height: Int) throws {
    try EndToEnd.run("xdotool", ["windowsize", windowID, "\(width)", "\(height)"])
  }

  /// A click at window pixels.
  func click(_ point: (x: Int, y: Int)) throws {
    try EndToEnd.run(
      "xdotool", ["mousemove", "--window", windowID, "\(point.x)", "\(point.y)", "click", "1"])
  }

  /// Keys pressed with the window focused, such as `ctrl+q` or `ctrl+a`.
  func key(_ keys: String...) throws {
    try EndToEnd.run("xdotool", ["windowfocus", "--sync", windowID, "key", "--delay", "40"] + keys)
  }

  /// Text typed with the window focused.
  func type(_ text: String) throws {
    try EndToEnd.run("xdotool", ["windowfocus", "--sync", windowID, "type", "--delay", "40", text])
  }

  // MARK: Pixels and exit

  /// A screenshot of the screen (`import -window root`), with the window's top-left on it.
  func screenshot(_ name: String) throws -> Screenshot {
    let path = directory.appendingPathComponent("\(name).png").path
    try EndToEnd.run("import", ["-window", "root", path])
    let geometry: String
    do {
      geometry = try EndToEnd.run("xdotool", ["getwindowgeometry", "--shell", windowID])
    } catch {
      // The window went away: a trapped child's replacement shows its own.
      try findWindow()
      geometry = try EndToEnd.run("xdotool", ["getwindowgeometry", "--shell", windowID])
    }
    var values: [String: Int] = [:]
    for line in geometry.split(separator: "\n") {
      let parts = line.split(separator: "=")
      if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
    }
    return try Screenshot(path: path, windowOrigin: (values["X"] ?? 0, values["Y"] ?? 0))
  }

  /// Waits until the pixel at a scene point is within `tolerance` per channel of `colour`
  /// (or, with `near: false`, until it is not), taking screenshots.
  func waitForColour(
    _ colour: (Int, Int, Int), near: Bool = true, at point: ScenePoint, tolerance: Int = 24,
    _ what: String
  ) throws {
    let pixel = try pixel(of: point)
    var last = ""
    do {
      _ = try EndToEnd.wait(what, timeout: 10) { () -> Bool? in
        let seen: (Int, Int, Int)
        do {
          seen = try screenshot("probe").colour(atWindowPixel: pixel)
        } catch {
          last = "unread (\(error))"
          return nil
        }
        last = "\(seen)"
        let close =
          abs(seen.0 - colour.0) <= tolerance && abs(seen.1 - colour.1) <= tolerance
          && abs(seen.2 - colour.2) <= tolerance
        return close == near ? true : nil
      }
    } catch {
      throw EndToEndError(
        "\(what): the pixel at \(point) stayed \(last), expected \(near ? "" : "not ")\(colour)")
    }
  }

  /// Sends SIGTERM.
  func terminate() {
    kill(process.processIdentifier, SIGTERM)
  }

  /// Waits for the app to exit and returns its status; throws if it was killed by a signal.
  func waitForExit() throws -> Int32 {
    _ = try EndToEnd.wait("the app to exit") { process.isRunning ? nil : true }
    guard process.terminationReason == .exit else {
      throw EndToEndError(
        "the app was killed by signal \(process.terminationStatus): \(standardError)")
    }
    return process.terminationStatus
  }
}
