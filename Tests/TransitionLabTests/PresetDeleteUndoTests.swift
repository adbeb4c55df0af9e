import Scenes
import XCTest

@testable import TransitionLab

/// A deleted preset comes back with the Undo of its toast, values and all.
final class PresetDeleteUndoTests: XCTestCase {
  @MainActor func testADeletedPresetIsPutBack() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("duration", .number(1.25)))
    lab.send(.savePreset("Slow"))
    let saved = try XCTUnwrap(lab.state.presets.preset(named: "Slow", scene: "drag-down"))
    lab.send(.deletePreset("Slow"))
    XCTAssertNil(lab.state.presets.preset(named: "Slow", scene: "drag-down"))
    XCTAssertEqual(lab.state.deletedPreset, saved)
    lab.send(.restoreDeletedPreset)
    XCTAssertEqual(lab.state.presets.preset(named: "Slow", scene: "drag-down"), saved)
    XCTAssertNil(lab.state.deletedPreset, "put back once")
    lab.send(.deletePreset("No such preset"))
    XCTAssertNil(lab.state.deletedPreset, "nothing deleted, nothing to put back")
  }
}
