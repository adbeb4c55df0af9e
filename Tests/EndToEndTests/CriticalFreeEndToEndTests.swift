import Foundation
import XCTest

/// The window run through every scene, compare mode and the blind test (in and out, and the
/// blind test from compare mode and back), as a person tries it: GTK writes no CRITICAL (a
/// widget drawn after it was destroyed, a picture of one without a size) on standard error.
final class CriticalFreeEndToEndTests: XCTestCase {
  private func mode(_ app: LabWindow, _ keys: String, _ mode: String) throws {
    let start = app.lines().count
    try app.key(keys)
    try app.waitForLine("mode \(mode) after \(keys)", from: start) {
      $0["kind"] as? String == "mode" && $0["mode"] as? String == mode
    }
  }

  /// Presents and dismisses on the stage shown, waiting for each transition's end.
  private func presentAndDismiss(_ app: LabWindow) throws {
    for (keys, transition) in [("ctrl+p", "present"), ("ctrl+d", "dismiss")] {
      let start = app.lines().count
      try app.key(keys)
      try app.waitForLine("the \(transition) to end", from: start) {
        $0["kind"] as? String == "transition" && $0["phase"] as? String == "complete"
      }
    }
  }

  func testNoCriticalThroughTheScenesAndModes() throws {
    _ = try EndToEnd.requireDisplay()
    let app = try LabWindow(["--scene", "drag-down"])
    let scenes = try EndToEnd.run(try EndToEnd.executable().path, ["scenes"])
      .split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.contains(" — ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    XCTAssertGreaterThanOrEqual(scenes.count, 6, "the scenes: \(scenes)")
    for (index, scene) in scenes.enumerated() where index < 9 {
      let start = app.lines().count
      try app.key("ctrl+\(index + 1)")
      if index > 0 {
        try app.waitForLine("scene \(scene)", from: start) {
          $0["kind"] as? String == "scene" && $0["scene"] as? String == scene
        }
      }
      try mode(app, "ctrl+k", "compare")
      try mode(app, "ctrl+b", "blind-test")
      try mode(app, "Escape", "compare")
      try mode(app, "ctrl+k", "single")
      try mode(app, "ctrl+b", "blind-test")
      try mode(app, "ctrl+b", "single")
    }
    // What a destroyed widget left queued would be drawn by the frames that follow.
    try app.key("ctrl+1")
    try presentAndDismiss(app)
    try presentAndDismiss(app)
    let criticals = app.standardError.split(separator: "\n").filter { $0.contains("CRITICAL") }
    XCTAssertTrue(criticals.isEmpty, criticals.joined(separator: "\n"))
  }
}
