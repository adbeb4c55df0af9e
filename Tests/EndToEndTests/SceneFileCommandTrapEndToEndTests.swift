import Foundation
import XCTest

/// A scene file that traps in a command-line run (`replay`, `filmstrip` … with
/// `--scene-file`) is reported about the person's file and line on standard error, as the
/// window reports it, never about the scene's internal module; the command still ends as the
/// trapped process would have.
final class SceneFileCommandTrapEndToEndTests: XCTestCase {
  private var directory: URL!
  private var environment: [String: String] = [:]

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-e2e-command-trap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs the lab with `arguments`; its exit status and standard error.
  private func lab(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = try EndToEnd.executable()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A new scene from the template with `trap` put before `anchor`, and the trap's line.
  private func trappingScene(_ name: String, trap: String, before anchor: String) throws -> (
    file: String, line: Int
  ) {
    XCTAssertEqual(try lab(["new-scene", name, "--dir", directory.path]).status, 0)
    let file = directory.appendingPathComponent(name + ".swift").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains(anchor), "the template has the anchor")
    let trapped = text.replacingOccurrences(of: anchor, with: trap + " " + anchor)
    try trapped.write(toFile: file, atomically: true, encoding: .utf8)
    let line =
      try XCTUnwrap(
        trapped.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains(trap.trimmingCharacters(in: .whitespacesAndNewlines))
        }) + 1
    return (file, line)
  }

  func testAForceUnwrappedNilInATransitionNamesThePersonsFileAndLine() throws {
    let (file, line) = try trappingScene(
      "unwrapping", trap: "let nothing: UIView? = nil; nothing!.alpha = 0;",
      before: "transitionContext.containerView.insertSubview(toVC.view, belowSubview: fromVC.view)")
    // A drag down the presented modal: its interactive dismissal runs the transition.
    let gesture = directory.appendingPathComponent("drag.json").path
    let moves = (1...12).map {
      #"{"t":\#(Double($0) * 0.025),"type":"move","x":195,"y":\#(300 + $0 * 33)}"#
    }
    let events =
      [#"{"t":0,"type":"down","x":195,"y":300}"#] + moves + [
        #"{"t":0.325,"type":"up","x":195,"y":696}"#
      ]
    try #"{"events":["#.appending(events.joined(separator: ",")).appending("]}")
      .write(toFile: gesture, atomically: true, encoding: .utf8)
    let replay = try lab([
      "replay", "--scene-file", file, "--start", "presented", "--gesture", gesture,
    ])
    XCTAssertGreaterThan(replay.status, 128, "ended as a trapped process ends: \(replay.errors)")
    XCTAssertTrue(replay.errors.contains("\(file):\(line): Fatal error"), replay.errors)
    XCTAssertTrue(replay.errors.contains("Unexpectedly found nil"), replay.errors)
    XCTAssertFalse(replay.errors.contains("SceneFile_"), replay.errors)

    let strip = try lab([
      "filmstrip", "--scene-file", file, "--start", "presented", "--transition", "dismiss",
      "--frames", "3", "--output", directory.appendingPathComponent("strip.png").path,
    ])
    XCTAssertGreaterThan(strip.status, 128, strip.errors)
    XCTAssertTrue(strip.errors.contains("\(file):\(line): Fatal error"), strip.errors)
    XCTAssertFalse(strip.errors.contains("SceneFile_"), strip.errors)
  }

  func testAnIndexOutOfRangeInViewDidLoadNamesThePersonsLineNotTheLibrarys() throws {
    let (file, line) = try trappingScene(
      "indexing", trap: "    let items: [Int] = []; print(items[3])\n",
      before: "    view.backgroundColor = .systemBackground\n")
    let render = try lab([
      "render", "--scene-file", file, "--output", directory.appendingPathComponent("r.png").path,
    ])
    XCTAssertGreaterThan(render.status, 128, render.errors)
    XCTAssertTrue(
      render.errors.contains("\(file):\(line): Fatal error: Index out of range"), render.errors)
    XCTAssertFalse(render.errors.contains("SceneFile_"), render.errors)
  }

  /// Not a trap, but the same kind of scene-file mistake a film meets: a scene whose
  /// `presentWithoutAnimation()` puts nothing on screen has nothing to dismiss from its
  /// presented start, and the refusal says why.
  func testAPresentedStartThatPresentsNothingIsNamedWhenThereIsNothingToFilm() throws {
    XCTAssertEqual(try lab(["new-scene", "unpresented", "--dir", directory.path]).status, 0)
    let file = directory.appendingPathComponent("unpresented.swift").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let opening = "root.openModal(animated: false)"
    XCTAssertTrue(text.contains(opening))
    try text.replacingOccurrences(of: opening, with: "")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let strip = try lab([
      "filmstrip", "--scene-file", file, "--start", "presented", "--transition", "dismiss",
      "--output", directory.appendingPathComponent("strip.png").path,
    ])
    XCTAssertEqual(strip.status, 2, strip.errors)
    XCTAssertTrue(strip.errors.contains("nothing to film"), strip.errors)
    XCTAssertTrue(
      strip.errors.contains("presentWithoutAnimation() put nothing on screen"), strip.errors)
  }
}
