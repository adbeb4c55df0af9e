import Foundation
import XCTest

/// The window on a touchscreen: weston's headless backend with the kiosk shell (the window
/// fills the output at its top-left, so window pixels are compositor pixels) and the
/// weston-touch module (`tools/weston-touch`), the app on weston's Wayland socket, and
/// fingers played through the module by `scripts/touch-play.py`, each line answered before
/// the next is sent.
final class TouchScreen {
  let app: LabWindow
  private let runtime: URL
  private let weston: Process
  private let touchSocket: String
  private let westonLog: URL

  /// The repository's root (this file is `Tests/EndToEndTests/TouchScreen.swift`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The built module: `$WESTON_TOUCH_MODULE`, else where `make weston-touch` puts it.
  static func module() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    let path =
      environment["WESTON_TOUCH_MODULE"].flatMap { $0.isEmpty ? nil : $0 }
      ?? root.appendingPathComponent(".build/weston-touch/weston-touch.so").path
    guard FileManager.default.fileExists(atPath: path) else {
      throw EndToEndError(
        "the weston-touch module is missing at \(path): build it with 'make weston-touch' "
          + "('make test' does), or set WESTON_TOUCH_MODULE to the built weston-touch.so")
    }
    return path
  }

  /// Starts weston with the module on an output of `width`×`height` pixels, then the app on
  /// it with `arguments`, and waits for the window's first frame.
  init(
    _ arguments: [String], configHome: URL? = nil, width: Int = 1280, height: Int = 800
  ) throws {
    guard let westonPath = EndToEnd.which("weston") else {
      throw EndToEndError("weston is missing; 'make test' installs it")
    }
    let module = try Self.module()
    runtime = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-touch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    touchSocket = runtime.appendingPathComponent("touch.sock").path
    let display = "transition-lab-touch-\(getpid())"
    weston = Process()
    weston.executableURL = URL(fileURLWithPath: westonPath)
    weston.arguments = [
      "--backend=headless-backend.so", "--shell=kiosk-shell.so", "--socket=\(display)",
      "--idle-time=0", "--width=\(width)", "--height=\(height)", "--modules=\(module)",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtime.path
    environment["WESTON_TOUCH_SOCKET"] = touchSocket
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    weston.environment = environment
    westonLog = runtime.appendingPathComponent("weston.log")
    _ = FileManager.default.createFile(atPath: westonLog.path, contents: nil)
    weston.standardOutput = try FileHandle(forWritingTo: westonLog)
    weston.standardError = weston.standardOutput
    try weston.run()
    do {
      _ = try EndToEnd.wait("weston's socket and the touch module's") {
        [runtime, weston, touchSocket] in
        guard weston.isRunning else {
          throw EndToEndError("weston exited (\(weston.terminationStatus))")
        }
        let manager = FileManager.default
        return manager.fileExists(atPath: runtime.appendingPathComponent(display).path)
          && manager.fileExists(atPath: touchSocket) ? true : nil
      }
      app = try LabWindow(
        arguments, configHome: configHome,
        environment: [
          "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": display, "DISPLAY": "",
          "GDK_BACKEND": "wayland",
        ], waitForWindow: false)
    } catch {
      let log = (try? String(contentsOf: westonLog, encoding: .utf8)) ?? ""
      if weston.isRunning {
        weston.terminate()
        weston.waitUntilExit()
      }
      try? FileManager.default.removeItem(at: runtime)
      throw EndToEndError("\(error); weston's log:\n\(log)")
    }
  }

  deinit {
    app.terminate()
    _ = try? app.waitForExit()
    stopWeston()
    try? FileManager.default.removeItem(at: runtime)
  }

  private func stopWeston() {
    if weston.isRunning {
      weston.terminate()
      weston.waitUntilExit()
    }
  }

  // MARK: Fingers

  /// Plays module lines (`down 0 X Y`, `move 0 X Y`, `wait 16`, `up 0`, `cancel`, several
  /// on a line with `;`) through `scripts/touch-play.py`; returns the module's answers.
  @discardableResult
  func play(_ lines: [String]) throws -> [String] {
    let script = runtime.appendingPathComponent("script-\(UUID().uuidString).txt")
    try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let output = try EndToEnd.run(
      "python3",
      [
        Self.root.appendingPathComponent("scripts/touch-play.py").path, "--socket", touchSocket,
        "--verbose", script.path,
      ])
    return output.split(separator: "\n").map(String.init)
  }

  /// The environment a separate player runs in: this module's socket in
  /// `WESTON_TOUCH_SOCKET`, where `scripts/touch-play.py` looks for it.
  var playerEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["WESTON_TOUCH_SOCKET"] = touchSocket
    return environment
  }

  /// A scene point in compositor pixels (the window fills the output from its top-left).
  func pixel(of point: ScenePoint) throws -> (x: Double, y: Double) {
    let layout = try app.layout()
    return (layout.x + point.x * layout.scale, layout.y + point.y * layout.scale)
  }

  /// A scene point of compare device `index` in compositor pixels.
  func pixel(device index: Int, _ point: ScenePoint) throws -> (x: Double, y: Double) {
    let device = try app.compareDevices()[index]
    return (device.x + point.x * device.scale, device.y + point.y * device.scale)
  }

  /// The module lines of finger `finger` landing at `start`, moving in `steps` steps
  /// `stepMs` apart to `end`, and (with `lift`) lifting; points in compositor pixels.
  static func dragLines(
    finger: Int = 0, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
    steps: Int = 20, stepMs: Int = 16, press: Bool = true, lift: Bool = true
  ) -> [String] {
    var lines = press ? [String(format: "down %d %.2f %.2f", finger, start.x, start.y)] : []
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      lines.append("wait \(stepMs)")
      lines.append(
        String(
          format: "move %d %.2f %.2f", finger, start.x + (end.x - start.x) * f,
          start.y + (end.y - start.y) * f))
    }
    if lift { lines += ["wait \(stepMs)", "up \(finger)"] }
    return lines
  }

  /// A one-finger drag between scene points; fails if the finger landed on no surface.
  func drag(
    from: ScenePoint, to: ScenePoint, steps: Int = 20, stepMs: Int = 16, device: Int? = nil
  ) throws {
    let start = try device.map { try pixel(device: $0, from) } ?? pixel(of: from)
    let end = try device.map { try pixel(device: $0, to) } ?? pixel(of: to)
    let answers = try play(
      Self.dragLines(from: start, to: end, steps: steps, stepMs: stepMs))
    try Self.requireFocus(answers)
  }

  /// A tap of one finger at a scene point.
  func tap(_ point: ScenePoint) throws {
    let at = try pixel(of: point)
    let answers = try play([
      String(format: "down 0 %.2f %.2f", at.x, at.y), "wait 40", "up 0",
    ])
    try Self.requireFocus(answers)
  }

  /// Throws unless every finger that landed in `answers` landed on a surface.
  static func requireFocus(_ answers: [String]) throws {
    if let missed = answers.first(where: { $0.contains("nofocus") }) {
      throw EndToEndError("a finger landed on no window: \(missed)")
    }
  }

  // MARK: Trace

  /// The trace's `pointer` lines from line `start` on: each press, release and cancel with
  /// its sequence and kind of pointer.
  func pointerLines(from start: Int = 0) -> [[String: Any]] {
    app.lines().dropFirst(start).filter { $0["kind"] as? String == "pointer" }
  }
}

extension TouchScreen {
  /// The zoom scene under fingers with photo 2 (top row, in the middle) opened by a finger's
  /// tap, and the trace's line count once it is presented.
  static func zoomPhotoOpened() throws -> (screen: TouchScreen, start: Int) {
    let screen = try TouchScreen(["--scene", "zoom"])
    let start = screen.app.lines().count
    try screen.tap(ScenePoint(x: 195, y: 160))
    try screen.app.waitForPresentation(from: start)
    return (screen, screen.app.lines().count)
  }
}
