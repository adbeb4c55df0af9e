import Foundation
import XCTest

@testable import TransitionLab

/// The pieces that keep a person's work when a scene file traps or the window closes: the
/// trap's message said about their file and line, the values kept between runs, the language
/// mode a file asks for, and the folder shorthand of `new-scene`.
final class SceneFileRecoveryTests: XCTestCase {
  private let sources = ["/home/me/modal/Scene.swift", "/home/me/modal/Card/CardAnimator.swift"]

  func testATrapInTheSceneNamesThePersonsFileNotTheModule() {
    XCTAssertEqual(
      SceneTrapMessage.personal(
        "SceneFile_e454798ed6cbcb1b/CardAnimator.swift:148: Fatal error: no card", place: nil,
        sources: sources),
      "/home/me/modal/Card/CardAnimator.swift:148: Fatal error: no card")
  }

  func testATrapInTheStandardLibraryNamesTheInnermostSceneLine() {
    XCTAssertEqual(
      SceneTrapMessage.personal(
        "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        place: "/home/me/modal/Scene.swift:83", sources: sources),
      "/home/me/modal/Scene.swift:83: Fatal error: Index out of range")
    // Without line tables to read, the runtime's own location stays.
    XCTAssertEqual(
      SceneTrapMessage.personal(
        "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", place: nil,
        sources: sources),
      "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
  }

  func testTheRuntimesStackLineOfASceneFrameGivesTheLibraryAndOffset() {
    let frame = SceneTrapLocator.sceneFrame(
      inStackLine:
        "5    libSceneFile_1350a155efdd3c26.so   0x00007fd510034aaf <unavailable> + 47791",
      cache: "/cache")
    XCTAssertEqual(frame?.library, "/cache/libSceneFile_1350a155efdd3c26.so")
    XCTAssertEqual(frame?.offset, 47791)
    XCTAssertNil(
      SceneTrapLocator.sceneFrame(
        inStackLine:
          "6    transition-lab   0x0000556d56281990 ViewController.loadViewIfNeeded() + 776",
        cache: "/cache"))
  }

  /// The window writes its recovery file on every change of its state; a change that leaves
  /// the contents as they were does not replace the file, whatever order the values came in.
  func testTheRecoveryFileIsRewrittenOnlyWhenItsContentsChange() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-recovery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let recovery = SceneFileRecovery(path: directory.appendingPathComponent("recovery.json").path)
    func inode() throws -> Int {
      try XCTUnwrap(
        FileManager.default.attributesOfItem(atPath: recovery.path)[.systemFileNumber] as? Int)
    }
    var contents = SceneFileRecovery.Contents()
    contents.current = "/cache/v1.so"
    contents.parameters = ["duration": "0.5", "threshold": "0.3", "damping": "0.8"]
    XCTAssertTrue(recovery.write(contents))
    let first = try inode()
    var same = SceneFileRecovery.Contents()
    same.current = "/cache/v1.so"
    for (name, value) in [("damping", "0.8"), ("threshold", "0.3"), ("duration", "0.5")] {
      same.parameters[name] = value
    }
    XCTAssertFalse(recovery.write(same))
    XCTAssertEqual(try inode(), first, "the same contents replaced the file")
    contents.parameters["duration"] = "0.75"
    XCTAssertTrue(recovery.write(contents))
    XCTAssertEqual(recovery.read(), contents)
    // A file taken away is written again, even with the contents last written.
    try FileManager.default.removeItem(atPath: recovery.path)
    XCTAssertTrue(recovery.write(contents))
    XCTAssertEqual(recovery.read(), contents)
  }

  func testTunedValuesAreKeptByScene() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-values-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let values = SceneFileValues(path: directory.appendingPathComponent("scene-files.json").path)
    XCTAssertEqual(values.values(forScene: "my-modal"), [:])
    values.save(["duration": "0.75", "threshold": "0.4"], forScene: "my-modal")
    values.save(["duration": "1.2"], forScene: "other")
    XCTAssertEqual(values.values(forScene: "my-modal"), ["duration": "0.75", "threshold": "0.4"])
    values.save([:], forScene: "my-modal")
    XCTAssertEqual(values.read(), ["other": ["duration": "1.2"]])
    // An unreadable file reads as empty and is replaced on the next change.
    try "not json".write(toFile: values.path, atomically: true, encoding: .utf8)
    XCTAssertEqual(values.read(), [:])
    XCTAssertEqual(
      SceneFileValues.defaultPath(environment: ["XDG_CONFIG_HOME": "/conf"]),
      "/conf/transition-lab/scene-files.json")
  }

  func testTheLanguageModeAFileAsksFor() {
    XCTAssertNil(SceneLanguageMode.requested(in: ["import UIKit\n"]))
    XCTAssertEqual(
      SceneLanguageMode.requested(in: ["// swift-tools-version: 6.0\nimport UIKit"]), 6)
    XCTAssertEqual(SceneLanguageMode.requested(in: ["import UIKit", "// swift-version: 5\n"]), 5)
    XCTAssertEqual(SceneLanguageMode.requested(in: ["//swift-tools-version:5.9\n"]), 5)
    XCTAssertEqual(SceneLanguageMode.isolationArguments(5), ["-default-isolation", "MainActor"])
  }

  func testABareDirAsksNewSceneForAFolder() {
    XCTAssertEqual(
      NewSceneCommand.arguments(["new-scene", "deck", "--dir"]), ["new-scene", "deck", "--folder"])
    XCTAssertEqual(
      NewSceneCommand.arguments(["new-scene", "deck", "--dir", "--from", "card"]),
      ["new-scene", "deck", "--folder", "--from", "card"])
    XCTAssertEqual(
      NewSceneCommand.arguments(["new-scene", "deck", "--dir", "/tmp"]),
      ["new-scene", "deck", "--dir", "/tmp"])
    XCTAssertEqual(NewSceneCommand.arguments(["replay", "--dir"]), ["replay", "--dir"])
  }
}
