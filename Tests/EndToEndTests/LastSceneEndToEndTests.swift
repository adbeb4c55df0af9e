import Foundation
import XCTest

/// The window reopens on the scene shown last, as a desktop app reopens where it was; a
/// scene the settings name that no longer exists opens the first scene, with no warning.
final class LastSceneEndToEndTests: XCTestCase {
  private static func controls(of scene: String) -> ([String: Any]) -> Bool {
    { $0["kind"] as? String == "controls" && $0["scene"] as? String == scene }
  }

  func testTheNextStartOpensTheSceneShownLastWithItsValues() throws {
    _ = try EndToEnd.requireDisplay()
    let first = try LabWindow([])
    try first.waitForLine("drag-down's controls", where: Self.controls(of: "drag-down"))
    let switched = first.lines().count
    try first.key("ctrl+3")
    try first.waitForLine("the card's controls", from: switched, where: Self.controls(of: "card"))
    XCTAssertEqual(try first.type("0.35", into: "threshold"), 0.35)
    try first.key("ctrl+q")
    XCTAssertEqual(try first.waitForExit(), 0, first.standardError)

    let second = try LabWindow([], configHome: first.configHome)
    try second.waitForLine("the card's controls", where: Self.controls(of: "card"))
    XCTAssertFalse(
      second.lines().contains(where: Self.controls(of: "drag-down")), "it opens on the card")
    // With the value kept for it: a reset moves the threshold back from it.
    let reset = try second.resetAndReadThreshold()
    XCTAssertEqual(reset, 0.2, "it was 0.35 from the file")
    second.terminate()
    XCTAssertEqual(try second.waitForExit(), 0)
  }

  func testASceneThatNoLongerExistsOpensTheFirstSceneWithNoWarning() throws {
    _ = try EndToEnd.requireDisplay()
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-config-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: config) }
    let folder = config.appendingPathComponent("transition-lab")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"{"version": 1, "scenes": {"drag-down": {"threshold": 0.4}}, "scene": "gone"}"#
      .write(to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)

    let app = try LabWindow([], configHome: config)
    try app.waitForLine("drag-down's controls", where: Self.controls(of: "drag-down"))
    XCTAssertFalse(
      app.lines().contains { $0["kind"] as? String == "warning" }, "no warning: \(app.lines())")
    XCTAssertFalse(app.standardError.contains("settings"), app.standardError)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("settings.json").path),
      "the file is kept, not moved aside")
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0)
  }
}
