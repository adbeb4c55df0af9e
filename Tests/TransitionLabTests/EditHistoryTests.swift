import Scenes
import XCTest

@testable import TransitionLab

/// Undo and redo of every kind of parameter edit, through the lab's commands: a number, a
/// choice, a toggle, a reset, a preset applied and a handle dragged; a drag is one step.
final class EditHistoryTests: XCTestCase {
  @MainActor func testANumberEditIsUndoneAndRedone() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    XCTAssertFalse(lab.state.canUndo)
    lab.send(.setParameter("duration", .number(0.9)))
    XCTAssertEqual(lab.parameters.number("duration"), 0.9)
    XCTAssertEqual(lab.state.undoTitle, "Duration")
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.number("duration"), 0.6)
    XCTAssertFalse(lab.state.canUndo)
    XCTAssertEqual(lab.state.redoTitle, "Duration")
    lab.send(.redo)
    XCTAssertEqual(lab.parameters.number("duration"), 0.9)
    XCTAssertFalse(lab.state.canRedo)
  }

  @MainActor func testASliderDragIsOneStepAndAnotherEditStartsTheNext() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("threshold", .number(0.31)))
    for value in stride(from: 0.32, through: 0.6, by: 0.01) {
      lab.send(.setParameter("threshold", .number(value), coalescing: true))
    }
    lab.send(.setParameter("duration", .number(1.2), coalescing: true))
    XCTAssertEqual(lab.editHistory.undoStack.count, 2, "the drag and the duration")
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.number("duration"), 0.6)
    XCTAssertEqual(lab.parameters.number("threshold"), 0.6, accuracy: 1e-9)
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.number("threshold"), 0.3, "the whole drag went back at once")
  }

  @MainActor func testAChoiceAndAToggleAreUndoneAndANewEditClearsRedo() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("timing", .choice("spring")))
    lab.send(.setParameter("interruptible", .toggle(true)))
    XCTAssertEqual(lab.state.undoTitle, "Interruptible")
    lab.send(.undo)
    XCTAssertFalse(lab.parameters.isOn("interruptible"))
    XCTAssertEqual(lab.parameters.choice("timing"), "spring")
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.choice("timing"), "ease-in-out")
    XCTAssertTrue(lab.state.canRedo)
    lab.send(.setParameter("timing", .choice("linear")))
    XCTAssertFalse(lab.state.canRedo, "a new edit drops what was undone")
    lab.send(.redo)
    XCTAssertEqual(lab.parameters.choice("timing"), "linear")
  }

  @MainActor func testAResetIsOneStepThatUndoAndTheToastsUndoShare() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("duration", .number(0.9)))
    lab.send(.setParameter("threshold", .number(0.45)))
    lab.send(.resetParameters)
    XCTAssertTrue(lab.parameters.isAtSeedDefaults)
    XCTAssertEqual(lab.state.undoTitle, "Reset")
    XCTAssertTrue(lab.state.canUndoReset)
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.number("duration"), 0.9)
    XCTAssertEqual(lab.parameters.number("threshold"), 0.45)
    XCTAssertFalse(lab.state.canUndoReset)
    lab.send(.undoReset)
    XCTAssertEqual(lab.parameters.number("threshold"), 0.45, "undo-reset undoes only a reset")
    lab.send(.redo)
    XCTAssertTrue(lab.parameters.isAtSeedDefaults)
    lab.send(.undoReset)
    XCTAssertEqual(lab.parameters.number("duration"), 0.9)
  }

  @MainActor func testAPresetIsOneStep() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    let preset = try XCTUnwrap(PlatformPreset.all.first { $0.id == "swiftui-bouncy" })
    lab.send(preset.command(for: lab.parameters))
    XCTAssertEqual(lab.parameters.choice("timing"), "spring")
    XCTAssertNotEqual(lab.parameters.number("damping"), 0.8)
    XCTAssertEqual(lab.state.undoTitle, "SwiftUI .bouncy")
    lab.send(.undo)
    XCTAssertTrue(lab.parameters.isAtSeedDefaults, "timing, damping and duration all went back")
  }

  @MainActor func testAHandleDragIsOneStep() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("timing", .choice("spring")))
    let handle = SpringHandles(dampingRatio: 0.8, duration: 0.6)
    let first = try XCTUnwrap(handle.draggingPeak(toOvershoot: 0.05))
    lab.send(first.command(start: true))
    let second = try XCTUnwrap(handle.draggingPeak(toOvershoot: 0.2))
    lab.send(second.command(start: false))
    XCTAssertEqual(lab.editHistory.undoStack.count, 2, "the timing, then the whole drag")
    XCTAssertLessThan(lab.parameters.number("damping"), 0.6)
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.number("damping"), 0.8)
    XCTAssertEqual(lab.parameters.choice("timing"), "spring")
  }

  @MainActor func testCompareModeHasAHistoryOfItsOwn() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter("duration", .number(0.9)))
    lab.send(.setWorkspace(.compare))
    XCTAssertFalse(lab.state.canUndo, "the devices have no edits yet")
    lab.send(.selectDevice(1))
    lab.send(.setParameter("duration", .number(0.4)))
    let device = try XCTUnwrap(lab.comparison?.stores[1])
    XCTAssertEqual(device.number("duration"), 0.4)
    lab.send(.undo)
    XCTAssertEqual(device.number("duration"), 0.9, "the devices start with the scene's values")
    XCTAssertEqual(lab.parameters.number("duration"), 0.9, "the scene's own edit stayed")
    lab.send(.setWorkspace(.single))
    XCTAssertEqual(lab.state.undoTitle, "Duration")
  }
}
