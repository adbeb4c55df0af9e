import Foundation
import Scenes
import XCTest

@testable import TransitionLab

/// The settings file: where it lives, what it accepts, how a bad one is kept aside, and the
/// atomic write.
final class SettingsFileTests: XCTestCase {
  private var directory: URL!
  private var path: String { directory.appendingPathComponent("transition-lab/settings.json").path }

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("transition-lab"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func write(_ text: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func testThePathFollowsXDGConfigHomeThenHome() {
    XCTAssertEqual(
      SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"]),
      "/cfg/transition-lab/settings.json")
    XCTAssertEqual(
      SettingsFile.defaultPath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]),
      "/home/a/.config/transition-lab/settings.json")
    XCTAssertEqual(
      SettingsFile.defaultPath(environment: ["HOME": "/home/a"]),
      "/home/a/.config/transition-lab/settings.json")
    XCTAssertNil(SettingsFile.defaultPath(environment: [:]))
  }

  func testAMissingFileMeansTheSeedValuesAndNoWarning() {
    var file = SettingsFile(path: path)
    XCTAssertEqual(file.load(), SettingsFile.LoadResult(settings: LabSettings()))
  }

  func testSavedValuesLoadBackAndOnlyChangedValuesAreWritten() throws {
    let dragDown = DragDownScene.descriptor
    var settings = LabSettings()
    let threshold = try XCTUnwrap(dragDown.parameters.first { $0.id == "threshold" })
    let timing = try XCTUnwrap(dragDown.parameters.first { $0.id == "timing" })
    let marks = try XCTUnwrap(dragDown.parameters.first { $0.id == "coach-marks" })
    let duration = try XCTUnwrap(dragDown.parameters.first { $0.id == "duration" })
    settings.record(.number(0.45), for: threshold, scene: "drag-down")
    settings.record(.choice("spring"), for: timing, scene: "drag-down")
    settings.record(.toggle(false), for: marks, scene: "drag-down")
    settings.record(.number(0.6), for: duration, scene: "drag-down")
    var file = SettingsFile(path: path)
    try file.save(settings)
    XCTAssertEqual(
      contents(path),
      """
      {
        "version": 1,
        "scenes": {
          "drag-down": {
            "threshold": 0.45,
            "timing": "spring",
            "coach-marks": false
          }
        }
      }

      """)
    XCTAssertEqual(file.load(), SettingsFile.LoadResult(settings: settings))
    settings.record(.number(0.3), for: threshold, scene: "drag-down")
    settings.record(.choice("ease-in-out"), for: timing, scene: "drag-down")
    settings.record(.toggle(true), for: marks, scene: "drag-down")
    XCTAssertEqual(settings, LabSettings())
    try file.save(settings)
    XCTAssertEqual(contents(path), "{\n  \"version\": 1,\n  \"scenes\": {}\n}\n")
  }

  func testSavingLeavesNoTemporaryFileAndCreatesTheDirectory() throws {
    let nested = directory.appendingPathComponent("new/dir/settings.json").path
    try SettingsFile(path: nested).save(LabSettings())
    XCTAssertNotNil(contents(nested))
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: (nested as NSString).deletingLastPathComponent)
    XCTAssertEqual(siblings, ["settings.json"])
  }

  func testEveryKindOfBadFileIsMovedAsideWithAWarningAndTheSeedValuesAreUsed() {
    let cases: [(String, String)] = [
      ("{not json", "not valid JSON"),
      ("[1, 2]", "the top level must be an object"),
      (#"{"version": 2, "scenes": {}}"#, "\"version\" must be 1"),
      (#"{"version": 1}"#, "missing \"scenes\" object"),
      (#"{"version": 1, "scenes": {}, "theme": "dark"}"#, "unknown key 'theme'"),
      (#"{"version": 1, "scenes": {"drawer": {}}}"#, "unknown scene 'drawer'"),
      (
        #"{"version": 1, "scenes": {"card": {"distance": 100}}}"#,
        "unknown parameter 'distance' for scene card"
      ),
      (
        #"{"version": 1, "scenes": {"drag-down": {"threshold": 7}}}"#,
        "scenes.drag-down.threshold: threshold must be in [0, 1] fraction, got 7"
      ),
      (
        #"{"version": 1, "scenes": {"drag-down": {"threshold": "high"}}}"#,
        "scenes.drag-down.threshold: must be a number"
      ),
      (
        #"{"version": 1, "scenes": {"drag-down": {"coach-marks": 1}}}"#,
        "scenes.drag-down.coach-marks: must be true or false"
      ),
      (
        #"{"version": 1, "scenes": {"card": {"presentation-style": "sideways"}}}"#,
        "presentation-style must be one of"
      ),
    ]
    for (index, (text, reason)) in cases.enumerated() {
      write(text)
      var file = SettingsFile(path: path)
      let result = file.load()
      XCTAssertEqual(result.settings, LabSettings(), text)
      XCTAssertEqual(result.movedTo, "\(path).invalid-\(index + 1)", text)
      XCTAssertTrue(result.warning?.contains(reason) ?? false, "\(text): \(result.warning ?? "")")
      XCTAssertTrue(result.warning?.contains("moved to") ?? false, text)
      XCTAssertFalse(FileManager.default.fileExists(atPath: path), text)
      XCTAssertEqual(
        contents("\(path).invalid-\(index + 1)"), text, "the bad file is kept as it was")
      XCTAssertTrue(file.canSave)
    }
  }

  func testADirectoryInPlaceOfTheFileIsMovedAside() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    var file = SettingsFile(path: path)
    let result = file.load()
    XCTAssertTrue(result.warning?.contains("it is a directory") ?? false, result.warning ?? "")
    XCTAssertEqual(result.movedTo, "\(path).invalid-1")
  }
}
