import Foundation
import XCTest

/// The window under a headless Wayland compositor (weston's headless backend).
final class WaylandSmokeTests: XCTestCase {
  func testTheWindowDrawsItsFirstFrameUnderWeston() throws {
    guard EndToEnd.which("weston") != nil else {
      throw EndToEndError("weston is missing; 'make test' installs it")
    }
    let runtime = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-wayland-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: runtime) }
    let socket = "transition-lab-\(getpid())"
    let weston = Process()
    weston.executableURL = URL(fileURLWithPath: EndToEnd.which("weston")!)
    weston.arguments = ["--backend=headless-backend.so", "--socket=\(socket)", "--idle-time=0"]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtime.path
    environment["DISPLAY"] = nil
    weston.environment = environment
    let log = runtime.appendingPathComponent("weston.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    weston.standardOutput = try FileHandle(forWritingTo: log)
    weston.standardError = weston.standardOutput
    try weston.run()
    defer {
      weston.terminate()
      weston.waitUntilExit()
    }
    _ = try EndToEnd.wait("weston's socket") {
      FileManager.default.fileExists(atPath: runtime.appendingPathComponent(socket).path)
        ? true : nil
    }

    let app = try LabWindow(
      ["--scene", "card", "--start", "presented"],
      environment: [
        "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socket, "DISPLAY": "",
        "GDK_BACKEND": "wayland",
      ], waitForWindow: false)
    let layout = try app.layout()
    XCTAssertGreaterThan(layout.scale, 0)
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
  }
}
