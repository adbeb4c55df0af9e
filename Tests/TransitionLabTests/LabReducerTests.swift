import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The one reducer, without a display: each command changes the state and names what is to
/// be done outside it (`LabEffect`); files and the trace are effects the lab carries out
/// after the state changed, and every value an edit sets is one step of the history.
final class LabReducerTests: XCTestCase {
  private let values = [ParameterAssignment(ParameterID.duration, .number(1.2))]

  @MainActor
  private func reduce(_ state: inout LabState, _ command: LabCommand) -> [LabEffect] {
    state.reduce(command, context: CommandContext(editedValues: values))
  }

  @MainActor func testPresetCommandsChangeTheLibraryAndLeaveTheFileToAnEffect() async {
    var state = LabState(sceneID: "drag-down")
    XCTAssertEqual(
      reduce(&state, .savePreset(" Slow ")),
      [.notePreset(action: "save", name: "Slow", path: nil), .savePresets])
    XCTAssertEqual(state.presets.preset(named: "Slow", scene: "drag-down")?.values, values)
    XCTAssertEqual(
      reduce(&state, .applyUserPreset("Slow")),
      [
        .edit(ParameterEdit(kind: .preset, title: "Slow", change: .set(values))),
        .notePreset(action: "apply", name: "Slow", path: nil),
      ])
    let before = state
    guard case .refusePreset(let action, _)? = reduce(&state, .applyUserPreset("Fast")).first
    else { return XCTFail("a missing preset is refused") }
    XCTAssertEqual(action, "apply")
    XCTAssertEqual(state, before, "a refusal changes nothing")
    XCTAssertEqual(reduce(&state, .renamePreset("Slow", to: "Calm")).last, .savePresets)
    XCTAssertEqual(reduce(&state, .deletePreset("Calm")).last, .savePresets)
    XCTAssertTrue(state.presets.presets(for: "drag-down").isEmpty)
    XCTAssertEqual(state.deletedPreset?.name, "Calm")
    _ = reduce(&state, .restoreDeletedPreset)
    XCTAssertNil(state.deletedPreset)
    XCTAssertEqual(state.presets.presets(for: "drag-down").map(\.name), ["Calm"])
    XCTAssertEqual(reduce(&state, .exportPreset("Calm", path: "/tmp/x")).count, 1)
    let unchanged = state
    XCTAssertEqual(reduce(&state, .importPreset(path: "/tmp/x")), [.importPreset(path: "/tmp/x")])
    XCTAssertEqual(state, unchanged, "the file is read after, as an effect")
  }

  @MainActor func testSceneAndParameterCommandsAreEffects() async {
    var state = LabState(sceneID: "drag-down")
    XCTAssertEqual(reduce(&state, .present), [.play(.present)])
    XCTAssertEqual(reduce(&state, .undoReset), [], "no reset to undo")
    state.canUndoReset = true
    XCTAssertEqual(reduce(&state, .undoReset), [.undo])
    XCTAssertEqual(reduce(&state, .selectScene("drag-down")), [], "the scene shown already")
    XCTAssertEqual(reduce(&state, .selectScene("card")), [.switchScene])
    XCTAssertEqual(state.sceneID, "card")
    guard case .edit(let edit)? = reduce(&state, .setParameter("threshold", .number(0.4))).first
    else { return XCTFail("a value is an edit") }
    XCTAssertEqual(edit.mergeKey, "threshold")
    XCTAssertEqual(reduce(&state, .setGuide(.threshold, false)), [], "already hidden")
  }

  /// A value that changes another (a release value turning the preset to custom) is one
  /// step: Undo puts both back.
  @MainActor func testANestedWriteIsInTheSameUndoStep() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter(ReleaseParameterID.preset, .choice("libadwaita")))
    lab.send(.setParameter(ReleaseParameterID.velocityThreshold, .number(900)))
    XCTAssertEqual(lab.parameters.choice(ReleaseParameterID.preset), "custom")
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.choice(ReleaseParameterID.preset), "libadwaita")
    XCTAssertNotEqual(lab.parameters.number(ReleaseParameterID.velocityThreshold), 900)
  }

  /// The saved settings are derived from the values and the state when they are read: a
  /// value given on the command line is not among them, one changed after is.
  @MainActor func testSettingsAreDerivedFromTheValuesAndTheState() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor, overrides: ["threshold=0.7"])
    XCTAssertEqual(lab.settings, LabSettings())
    lab.send(.setParameter(ParameterID.duration, .number(1.2)))
    lab.send(.setGuide(.threshold, true))
    lab.send(.rotateDevice)
    XCTAssertTrue(lab.hasUnsavedSettings)
    let settings = lab.settings
    XCTAssertEqual(settings.values(forScene: "drag-down"), [ParameterID.duration: .number(1.2)])
    XCTAssertEqual(settings.guides, [.threshold])
    XCTAssertEqual(settings.device?.orientation, .landscape)
    lab.send(.setWorkspace(.compare))
    XCTAssertTrue(lab.settings.comparison.isOpen)
    lab.send(.setWorkspace(.single))
    XCTAssertFalse(lab.settings.comparison.isOpen)
    XCTAssertEqual(
      lab.settings.comparison.scenes["drag-down"]?.count, 2, "the devices kept for next time")
  }
}
