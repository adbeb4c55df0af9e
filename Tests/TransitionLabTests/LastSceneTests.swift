import ArgumentParser
import Foundation
import Scenes
import XCTest

@testable import TransitionLab

/// The scene shown last is kept in the settings and opened at the next start without
/// `--scene`, with its kept values; a scene the catalogue no longer has opens the first
/// scene with no error.
final class LastSceneTests: XCTestCase {
  private var directory: URL!
  private var path: String { directory.appendingPathComponent("transition-lab/settings.json").path }

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("last-scene-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("transition-lab"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testTheSceneIsWrittenAndReadBackAndTheFirstSceneIsLeftOut() throws {
    var settings = LabSettings()
    settings.rememberScene("card")
    XCTAssertTrue(settings.encoded().contains("\"scene\": \"card\""), settings.encoded())
    XCTAssertEqual(try LabSettings.parse(Data(settings.encoded().utf8)).scene, "card")
    settings.rememberScene(SceneCatalog.all[0].id)
    XCTAssertNil(settings.scene)
    XCTAssertFalse(settings.encoded().contains("\"scene\":"), "drag-down opens anyway")
    settings.rememberScene("sheet")
    settings.rememberScene("my-modal")
    XCTAssertEqual(settings.scene, "sheet", "a scene file's scene leaves the one remembered")
  }

  func testASceneThatNoLongerExistsOrIsNoNameIsForgottenWithNoError() throws {
    for raw in [#""gone""#, "5", "null", #"["card"]"#] {
      let text = #"{"version": 1, "scenes": {"card": {"threshold": 0.3}}, "scene": "# + raw + "}"
      let settings = try LabSettings.parse(Data(text.utf8))
      XCTAssertNil(settings.scene, raw)
      XCTAssertEqual(settings.values(forScene: "card")["threshold"], .number(0.3), raw)
    }
    var file = SettingsFile(path: path)
    _ = FileManager.default.createFile(
      atPath: path, contents: Data(#"{"version": 1, "scenes": {}, "scene": "gone"}"#.utf8))
    let loaded = file.load()
    XCTAssertNil(loaded.warning, "no warning for a scene that went")
    XCTAssertTrue(FileManager.default.fileExists(atPath: path), "the file is not moved aside")
    let options = try WindowOptions.parse([])
    XCTAssertEqual(options.sceneDescriptor(remembered: loaded.settings.scene).id, "drag-down")
  }

  func testTheNextStartOpensTheSceneRememberedUnlessTheCommandLineNamesOne() throws {
    XCTAssertEqual(try WindowOptions.parse([]).sceneDescriptor(remembered: "zoom").id, "zoom")
    XCTAssertEqual(try WindowOptions.parse([]).sceneDescriptor(remembered: nil).id, "drag-down")
    XCTAssertEqual(
      try WindowOptions.parse(["--scene", "sheet"]).sceneDescriptor(remembered: "zoom").id,
      "sheet")
    XCTAssertEqual(
      try WindowOptions.parse(["--set", "duration=0.5"]).sceneDescriptor(remembered: "zoom").id,
      "drag-down", "--set without --scene names the first scene's values, as before")
  }

  /// A run that switches scene saves it; the next run opens it with the values kept for it.
  @MainActor func testASceneSwitchIsSavedAndTheNextRunOpensItWithItsValues() async throws {
    var file = SettingsFile(path: path)
    let first = Lab(
      descriptor: DragDownScene.descriptor, settingsFile: file, settings: file.load().settings)
    first.send(.selectScene("card"))
    XCTAssertTrue(first.hasUnsavedSettings, "a scene switch is saved")
    first.send(.setParameter("threshold", .number(0.35)))
    first.saveSettingsIfNeeded()

    let loaded = file.load()
    XCTAssertNil(loaded.warning)
    let options = try WindowOptions.parse([])
    let descriptor = options.sceneDescriptor(remembered: loaded.settings.scene)
    XCTAssertEqual(descriptor.id, "card")
    let second = Lab(descriptor: descriptor, settingsFile: file, settings: loaded.settings)
    XCTAssertEqual(second.state.sceneID, "card")
    XCTAssertEqual(second.parameters.number("threshold"), 0.35)

    second.send(.selectScene("drag-down"))
    second.saveSettingsIfNeeded()
    XCTAssertNil(file.load().settings.scene, "back on the first scene, nothing to remember")
  }
}
