import Foundation
import XCTest

/// A window on a scene of one's own (`--scene-file`) under Xvfb: saving the file reloads the
/// scene in place, a compile error is shown while the last good version runs, and a scene
/// that traps brings the window back with what was set.
final class SceneFileEndToEndTests: XCTestCase {
  private var directory: URL!
  private var environment: [String: String] = [:]
  /// Where the template's modal covers the screen, away from its Close button.
  private let probe = ScenePoint(x: 60, y: 650)

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-e2e-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// A scene written by `new-scene`, as a person starts one.
  private func newScene(_ name: String) throws -> String {
    let process = Process()
    process.executableURL = try EndToEnd.executable()
    process.arguments = ["new-scene", name, "--dir", directory.path]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    return directory.appendingPathComponent(name + ".swift").path
  }

  /// Saves `file` with `change` applied, as an editor that writes a new file and renames it
  /// over the old one does.
  private func edit(_ file: String, _ change: (String) -> String) throws {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let changed = change(text)
    XCTAssertNotEqual(changed, text, "the edit changes the file")
    try changed.write(toFile: file, atomically: true, encoding: .utf8)
  }

  @discardableResult
  private func sceneFileEvent(_ app: LabWindow, _ event: String, from start: Int = 0)
    throws -> (index: Int, line: [String: Any])
  {
    try app.waitForLine("a scene-file '\(event)' line", from: start, timeout: 120) {
      $0["kind"] as? String == "scene-file" && $0["event"] as? String == event
    }
  }

  func testSavingTheFileReloadsTheSceneAndAFixClearsACompileError() throws {
    _ = try EndToEnd.requireDisplay()
    let file = try newScene("my-modal")
    let app = try LabWindow(
      ["--scene-file", file, "--start", "presented", "--set", "threshold=0.45"],
      environment: environment, findWindowByName: true)
    _ = try sceneFileEvent(app, "loaded")
    try app.waitForColour(SceneColour.green, at: probe, "the template's green modal")

    var start = app.lines().count
    try edit(file) {
      $0.replacingOccurrences(
        of: "view.backgroundColor = .systemGreen", with: "view.backgroundColor = .systemBlue"
      )
      .replacingOccurrences(of: "seedDefault: .number(0.6)", with: "seedDefault: .number(0.8)")
    }
    let reloaded = try sceneFileEvent(app, "reloaded", from: start)
    let parameters = try XCTUnwrap(reloaded.line["parameters"] as? [String: Any])
    XCTAssertEqual(parameters["threshold"] as? Double, 0.45, "a value set is kept by name")
    XCTAssertEqual(parameters["duration"] as? Double, 0.8, "an untouched one takes the new default")
    try app.waitForColour(SceneColour.blue, at: probe, "the modal in the saved colour")

    start = app.lines().count
    try edit(file) {
      $0.replacingOccurrences(of: "interactor.update(progress)", with: "interactor.update(progres)")
    }
    let failed = try sceneFileEvent(app, "failed", from: start).line
    let diagnostics = try XCTUnwrap(failed["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.first?["file"] as? String, file)
    XCTAssertEqual(diagnostics.first?["message"] as? String, "cannot find 'progres' in scope")
    XCTAssertNotNil(diagnostics.first?["line"] as? Double)
    // The last good version still runs.
    try app.waitForColour(SceneColour.blue, at: probe, "the last good version under the error")

    start = app.lines().count
    try edit(file) {
      $0.replacingOccurrences(of: "interactor.update(progres)", with: "interactor.update(progress)")
        .replacingOccurrences(
          of: "view.backgroundColor = .systemBlue", with: "view.backgroundColor = .systemGreen")
    }
    _ = try sceneFileEvent(app, "reloaded", from: start)
    try app.waitForColour(SceneColour.green, at: probe, "the fixed version")
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0)
  }

  func testASceneThatTrapsBringsTheWindowBackOnTheLastGoodVersion() throws {
    _ = try EndToEnd.requireDisplay()
    let file = try newScene("trapping")
    let app = try LabWindow(
      ["--scene-file", file], environment: environment, findWindowByName: true)
    try sceneFileEvent(app, "loaded")
    try app.waitForColour(SceneColour.white, at: probe, "the root screen")
    // Slow motion at 0.5×, a setting the trap must not lose.
    try app.key("alt+2")
    let scenes = directory.appendingPathComponent("cache/transition-lab/scenes").path
    _ = try EndToEnd.wait("the slow motion in the recovery file") { () -> Bool? in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes)) ?? []
      return names.filter { $0.hasPrefix("recovery-") }.contains {
        let text = (try? String(contentsOfFile: scenes + "/" + $0, encoding: .utf8)) ?? ""
        return text.contains("\"timeScale\":0.5")
      } ? true : nil
    }

    var start = app.lines().count
    try edit(file) {
      $0.replacingOccurrences(
        of: "    let modal = ModalViewController(",
        with: "    fatalError(\"the modal is not ready\")\n    let modal = ModalViewController(")
    }
    try sceneFileEvent(app, "reloaded", from: start)
    start = app.lines().count
    try app.key("ctrl+p")
    let recovered = try sceneFileEvent(app, "recovered", from: start).line
    let message = try XCTUnwrap(recovered["message"] as? String)
    XCTAssertTrue(message.contains("trapping.swift:"), message)
    XCTAssertTrue(message.contains("Fatal error: the modal is not ready"), message)
    XCTAssertNotNil(recovered["library"] as? String, "the version before the trap runs again")
    let restored = try sceneFileEvent(app, "restored", from: start).line
    XCTAssertEqual(restored["time_scale"] as? Double, 0.5)
    // The window draws again.
    try app.waitForLine("a frame of the window after the trap", from: start) {
      $0["kind"] as? String == "layout"
    }
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0)
  }
}
