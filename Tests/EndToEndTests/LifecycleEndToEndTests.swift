import Foundation
import XCTest

/// Quitting, settings between runs, and a bad settings file.
final class LifecycleEndToEndTests: XCTestCase {
  private func settingsPath(_ app: LabWindow) -> String {
    app.configHome.appendingPathComponent("transition-lab/settings.json").path
  }

  func testCtrlQQuitsWithStatusZeroAndThePanelValueIsSavedAndRestored() throws {
    _ = try EndToEnd.requireDisplay()
    let first = try LabWindow(["--scene", "card", "--set", "duration=2"])
    XCTAssertEqual(try first.type("0.35", into: "threshold"), 0.35)
    try first.key("ctrl+q")
    XCTAssertEqual(try first.waitForExit(), 0, first.standardError)
    let saved = try String(contentsOfFile: settingsPath(first), encoding: .utf8)
    XCTAssertTrue(saved.contains("\"threshold\": 0.35"), saved)
    XCTAssertFalse(saved.contains("duration"), "--set values are not saved: \(saved)")

    let second = try LabWindow(["--scene", "card"], configHome: first.configHome)
    let reset = try second.resetAndReadThreshold()
    XCTAssertEqual(reset, 0.2, "it was 0.35 from the file, reset to 0.2")
    second.terminate()
    XCTAssertEqual(try second.waitForExit(), 0)
  }

  func testSIGTERMQuitsWithStatusZeroMidTransition() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let start = app.lines().count
    try app.key("ctrl+p")
    try app.waitForLine("a frame of the presentation", from: start) {
      $0["kind"] as? String == "frame"
    }
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
  }

  func testABadSettingsFileIsMovedAsideWithAWarningAndTheSeedValuesAreUsed() throws {
    _ = try EndToEnd.requireDisplay()
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-config-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: config) }
    let folder = config.appendingPathComponent("transition-lab")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bad = #"{"version": 1, "scenes": {"drag-down": {"threshold": 42}}}"#
    let path = folder.appendingPathComponent("settings.json").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(bad.utf8))

    let app = try LabWindow(["--scene", "drag-down"], configHome: config)
    let warning = try app.waitForLine("the settings warning") {
      $0["kind"] as? String == "warning" && $0["code"] as? String == "settings.moved-aside"
    }
    let message = warning.line["message"] as? String ?? ""
    XCTAssertTrue(message.contains("threshold must be in [0, 1]"), message)
    XCTAssertTrue(app.standardError.contains("moved to"), app.standardError)
    try assertWarningIsInView(app)
    XCTAssertEqual(
      try String(contentsOfFile: path + ".invalid-1", encoding: .utf8), bad, "kept as it was")
    let start = app.lines().count
    try app.key("ctrl+shift+r")
    let handled = try app.barrier(from: start)
    XCTAssertFalse(
      app.lines()[start..<handled].contains { $0["kind"] as? String == "parameter" },
      "the seed's values are in use, so a reset changes nothing")
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0)
  }

  /// The warnings are on screen without scrolling, at the window's default size: their box
  /// is reported inside the window and its tint is what the screen shows there.
  private func assertWarningIsInView(_ app: LabWindow) throws {
    let line = try app.waitForLine("the warnings in the controls line") {
      $0["kind"] as? String == "controls"
        && ($0["controls"] as? [String: Any])?["warnings"] != nil
    }
    let controls = try XCTUnwrap(line.line["controls"] as? [String: Any])
    let rect = try XCTUnwrap(controls["warnings"] as? [Double])
    let height = try app.windowSize().height
    XCTAssertGreaterThan(rect[3], 0)
    XCTAssertGreaterThanOrEqual(rect[1], 0, "\(rect)")
    XCTAssertLessThanOrEqual(rect[1] + rect[3], Double(height), "\(rect) in \(height) pixels")
    let inside = (Int(rect[0] + 6), Int(rect[1] + 6))
    _ = try EndToEnd.wait("the warnings' tint on screen", timeout: 10) { () -> Bool? in
      let (red, _, blue) = try app.screenshot("warnings").colour(atWindowPixel: inside)
      return red - blue >= 20 ? true : nil
    }
  }
}
