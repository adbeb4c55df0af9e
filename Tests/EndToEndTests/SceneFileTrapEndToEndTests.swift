import Foundation
import XCTest

/// A scene file never takes the person's work with it: a trap while a new version loads
/// brings the window back on the version before it, one on a first launch on an empty stage,
/// each said about the person's file and line; the window then waits for the next save.
final class SceneFileTrapEndToEndTests: XCTestCase {
  private var directory: URL!
  private var environment: [String: String] = [:]
  private let probe = ScenePoint(x: 60, y: 650)
  /// The trap put in the root's `viewDidLoad`: an index out of range, which the runtime
  /// reports in the standard library's file.
  private let trap = "let items: [Int] = []; print(items[3])"

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-e2e-trap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

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

  /// `file` with the trap at the start of the root's `viewDidLoad`, and the line it is on.
  private func withTrap(_ file: String) throws -> (text: String, line: Int) {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let anchor = "    view.backgroundColor = .systemBackground\n"
    XCTAssertTrue(text.contains(anchor))
    let trapped = text.replacingOccurrences(of: anchor, with: "    \(trap)\n" + anchor)
    let line =
      try XCTUnwrap(
        trapped.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains(trap)
        }) + 1
    return (trapped, line)
  }

  private func event(_ app: LabWindow, _ name: String, from start: Int = 0) throws -> [String: Any]
  {
    try app.waitForLine("a scene-file '\(name)' line", from: start, timeout: 120) {
      $0["kind"] as? String == "scene-file" && $0["event"] as? String == name
    }.line
  }

  func testATrapInViewDidLoadDuringAReloadComesBackOnTheVersionBefore() throws {
    _ = try EndToEnd.requireDisplay()
    let file = try newScene("reloading")
    let app = try LabWindow(
      ["--scene-file", file, "--set", "threshold=0.4"], environment: environment,
      findWindowByName: true)
    let loaded = try event(app, "loaded")
    try app.waitForColour(SceneColour.white, at: probe, "the root screen")
    try app.key("alt+2")

    let start = app.lines().count
    let (text, line) = try withTrap(file)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let recovered = try event(app, "recovered", from: start)
    let message = try XCTUnwrap(recovered["message"] as? String)
    XCTAssertTrue(message.hasPrefix("\(file):\(line): "), message)
    XCTAssertTrue(message.contains("Index out of range"), message)
    XCTAssertFalse(message.contains("SceneFile_"), message)
    XCTAssertEqual(
      recovered["library"] as? String, loaded["library"] as? String,
      "the version that ran before the trapping save")
    let restored = try event(app, "restored", from: start)
    XCTAssertEqual(restored["time_scale"] as? Double, 0.5)
    let parameters = try XCTUnwrap(restored["parameters"] as? [String: Any])
    XCTAssertEqual(parameters["threshold"] as? Double, 0.4)
    try app.waitForColour(SceneColour.white, at: probe, "the version before, running again")

    // The window waits for the next save: the fix loads.
    let fixed = app.lines().count
    try text.replacingOccurrences(of: "    \(trap)\n", with: "")
      .replacingOccurrences(of: "systemBackground", with: "systemBlue")
      .write(toFile: file, atomically: true, encoding: .utf8)
    _ = try event(app, "reloaded", from: fixed)
    try app.waitForColour(SceneColour.blue, at: probe, "the fixed version")
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0)
  }

  func testAFileThatTrapsOnTheFirstLaunchOpensOnAnEmptyStageAndWaitsForASave() throws {
    _ = try EndToEnd.requireDisplay()
    let file = try newScene("first")
    let (text, line) = try withTrap(file)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let app = try LabWindow(
      ["--scene-file", file], environment: environment, waitForWindow: false)
    let recovered = try event(app, "recovered")
    let message = try XCTUnwrap(recovered["message"] as? String)
    XCTAssertTrue(message.hasPrefix("\(file):\(line): "), message)
    XCTAssertTrue(recovered["library"] is NSNull, "nothing that ran before: the empty stage")

    let start = app.lines().count
    try text.replacingOccurrences(of: "    \(trap)\n", with: "")
      .write(toFile: file, atomically: true, encoding: .utf8)
    _ = try event(app, "reloaded", from: start)
    app.terminate()
    XCTAssertEqual(try app.waitForExit(), 0)
  }
}
