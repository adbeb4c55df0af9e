import Foundation
import Scenes
import XCTest

@testable import TransitionLab

/// The person's presets through the lab's commands: saved, applied (one undoable step),
/// renamed, deleted, exported and imported, kept in `presets.json` across runs; a bad file
/// is one sentence and changes nothing.
final class PresetLibraryTests: XCTestCase {
  private var directory = ""

  override func setUp() {
    directory = NSTemporaryDirectory() + "presets-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  @MainActor private func makeLab() -> Lab {
    Lab(
      descriptor: DragDownScene.descriptor,
      settingsFile: SettingsFile(path: directory + "/settings.json"))
  }

  @MainActor func testASavedPresetSurvivesARestartAndAppliesAsOneStep() async throws {
    let lab = makeLab()
    lab.send(.setParameter("duration", .number(0.9)))
    lab.send(.setParameter("timing", .choice("spring")))
    lab.send(.savePreset("  Slow spring "))
    XCTAssertEqual(lab.state.presets.presets(for: "drag-down").map(\.name), ["Slow spring"])
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/presets.json"))

    let restarted = makeLab()
    XCTAssertEqual(restarted.state.presets, lab.state.presets, "read back from presets.json")
    XCTAssertTrue(restarted.parameters.isAtSeedDefaults)
    restarted.send(.applyUserPreset("Slow spring"))
    XCTAssertEqual(restarted.parameters.number("duration"), 0.9)
    XCTAssertEqual(restarted.parameters.choice("timing"), "spring")
    XCTAssertEqual(restarted.state.undoTitle, "Slow spring")
    restarted.send(.undo)
    XCTAssertTrue(restarted.parameters.isAtSeedDefaults)
  }

  @MainActor func testRenameAndDeleteAndNamesThatAreRefused() async {
    let lab = makeLab()
    var notices: [String] = []
    lab.onNotice = { notices.append($0) }
    lab.send(.savePreset("A"))
    lab.send(.savePreset("B"))
    lab.send(.renamePreset("A", to: "B"))
    XCTAssertEqual(notices, ["A preset named \u{201C}B\u{201D} exists already"])
    lab.send(.savePreset("   "))
    XCTAssertEqual(notices.last, "A preset needs a name")
    lab.send(.renamePreset("A", to: "Calm"))
    lab.send(.deletePreset("B"))
    XCTAssertEqual(lab.state.presets.presets(for: "drag-down").map(\.name), ["Calm"])
    XCTAssertEqual(makeLab().state.presets.presets(for: "drag-down").map(\.name), ["Calm"])
  }

  @MainActor func testAnExportedPresetImportsIntoAnotherLibrary() async throws {
    let lab = makeLab()
    lab.send(.setParameter("threshold", .number(0.45)))
    lab.send(.savePreset("Share me"))
    let file = directory + "/share.json"
    lab.send(.exportPreset("Share me", path: file))
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains("\"transition-lab-preset\""), text)

    let other = Lab(descriptor: DragDownScene.descriptor)
    other.send(.importPreset(path: file))
    let imported = try XCTUnwrap(other.state.presets.preset(named: "Share me", scene: "drag-down"))
    XCTAssertTrue(imported.values.contains(ParameterAssignment("threshold", .number(0.45))))
    other.send(.applyUserPreset("Share me"))
    XCTAssertEqual(other.parameters.number("threshold"), 0.45)
  }

  @MainActor func testABadPresetFileIsOneClearSentenceAndChangesNothing() async throws {
    let cases: [(String, String)] = [
      ("{ not json", "The file is not a preset: it is not a JSON object"),
      ("{\"name\": \"x\"}", "The file is not a preset: it has no \"transition-lab-preset\" key"),
      (
        "{\"transition-lab-preset\": 1, \"name\": \"x\", \"scene\": \"drag-down\", "
          + "\"values\": {\"duration\": 99}}",
        "The preset file was not imported: the preset: duration: "
      ),
      (
        "{\"transition-lab-preset\": 1, \"name\": \"x\", \"scene\": \"drag-down\", "
          + "\"values\": {\"wobble\": 1}}",
        "The preset file was not imported: the preset: 'wobble' is not a parameter of the scene "
          + "'drag-down'"
      ),
      (
        "{\"transition-lab-preset\": 1, \"name\": \"x\", \"scene\": \"nope\", \"values\": {}}",
        "The preset file was not imported: the preset is for the scene 'nope'"
      ),
    ]
    for (text, message) in cases {
      let lab = makeLab()
      lab.send(.savePreset("Mine"))
      let before = lab.state.presets
      var notices: [String] = []
      lab.onNotice = { notices.append($0) }
      let file = directory + "/bad.json"
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      lab.send(.importPreset(path: file))
      XCTAssertEqual(notices.count, 1, text)
      XCTAssertTrue(notices.first?.hasPrefix(message) == true, "\(notices) for \(text)")
      XCTAssertEqual(lab.state.presets, before, "nothing changed for \(text)")
      XCTAssertTrue(lab.parameters.isAtSeedDefaults)
    }
    let lab = makeLab()
    var notices: [String] = []
    lab.onNotice = { notices.append($0) }
    lab.send(.importPreset(path: directory + "/missing.json"))
    XCTAssertEqual(
      notices, ["The preset file was not imported: no such file \(directory)/missing.json"])
  }
}
