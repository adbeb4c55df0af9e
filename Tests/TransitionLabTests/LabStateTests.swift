import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The window's state and its commands, without a display: every command, what it changes,
/// and the combinations a newcomer found broken.
final class LabStateTests: XCTestCase {
  @MainActor func testEveryCommandChangesOnlyWhatItNames() async {
    let start = LabState(sceneID: "drag-down")
    XCTAssertEqual(start.applying(.selectScene("card")).sceneID, "card")
    XCTAssertEqual(start.applying(.selectScene("no-such-scene")), start, "unknown ids are ignored")
    XCTAssertEqual(start.applying(.setTimeScale(0.25)).timeScale, 0.25)
    XCTAssertEqual(start.applying(.setTimeScale(0.3)), start, "only the listed levels")
    XCTAssertEqual(start.applying(.cycleTimeScale).timeScale, 0.5)
    XCTAssertEqual(start.applying(.setCanvasFit(.fill)).canvasFit, .fill)
    XCTAssertEqual(
      start.applying(.setWorkspace(.compare)).workspace,
      .compare(CompareState(devices: [[:], [:]])))
    XCTAssertEqual(start.applying(.setReducesMotion(true)).reducesMotion, true)
    XCTAssertEqual(start.applying(.setAppearance(.dark)).appearance, .dark)
    XCTAssertEqual(start.applying(.setHighContrast(true)).highContrast, true)
    XCTAssertEqual(start.applying(.setPanelRevealed(false)).isPanelRevealed, false)
    XCTAssertEqual(start.applying(.setPanelScroll(120)).panelScroll, ["drag-down": 120])
    XCTAssertEqual(start.applying(.setPanelScroll(-5)).panelScroll, ["drag-down": 0])
    XCTAssertEqual(start.applying(.setPanelScroll(.nan)), start, "no NaN offset is kept")
    for command: LabCommand in [
      .present, .dismiss, .replay, .resetParameters, .undoReset, .undo, .redo,
      .setParameter("duration", .number(0.9)), .deletePreset("A"),
      .setParameters([ParameterAssignment("duration", .number(1))], kind: .preset, title: "P"),
    ] {
      XCTAssertEqual(start.applying(command), start, "\(command) is an effect of the lab's")
    }
    XCTAssertEqual(
      start.applying(.savePreset("A")).presets.presets(for: "drag-down").map(\.name), ["A"],
      "the library is the state's")
  }

  @MainActor func testSteppingScenesWrapsAroundTheCatalogue() async {
    let all = SceneCatalog.all.map(\.id)
    var state = LabState(sceneID: all[0])
    state = state.applying(.stepScene(-1))
    XCTAssertEqual(state.sceneID, all.last)
    state = state.applying(.stepScene(1))
    XCTAssertEqual(state.sceneID, all[0])
  }

  @MainActor func testADeviceIsEditedOnlyInCompareModeAndLeavingCompareGoesBackToTheFirst() async {
    var state = LabState(sceneID: "drag-down")
    XCTAssertEqual(state.applying(.selectDevice(1)).editedDevice, 0, "no devices outside compare")
    state = state.applying(.setWorkspace(.compare)).applying(.selectDevice(1))
    XCTAssertEqual(state.editedDevice, 1)
    XCTAssertEqual(state.applying(.selectDevice(2)).editedDevice, 1, "only a device there is")
    state = state.applying(.setWorkspace(.single))
    XCTAssertEqual(state.editedDevice, 0)
  }

  @MainActor func testPanelScrollIsKeptPerScene() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setPanelScroll(300))
    lab.send(.selectScene("card"))
    XCTAssertEqual(lab.state.currentPanelScroll, 0, "a scene opens at the top of its panel")
    lab.send(.setPanelScroll(40))
    lab.send(.selectScene("drag-down"))
    XCTAssertEqual(lab.state.currentPanelScroll, 300, "and comes back where it was left")
  }

  @MainActor func testObserversHearEachChangeOnceAndNothingWhenNothingChanged() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    var heard: [(LabState, LabState)] = []
    let token = lab.observeState { old, new in heard.append((old, new)) }
    lab.send(.setTimeScale(0.5))
    lab.send(.setTimeScale(0.5))
    lab.send(.setTimeScale(0.3))
    XCTAssertEqual(heard.count, 1)
    XCTAssertEqual(heard.first?.0.timeScale, 1)
    XCTAssertEqual(heard.first?.1.timeScale, 0.5)
    XCTAssertEqual(lab.clock.timeScale, 0.5, "the clock follows the state")
    token.cancel()
    lab.send(.setTimeScale(1))
    XCTAssertEqual(heard.count, 1, "a cancelled observer hears nothing more")
  }

  /// A command sent while observers are being told (a pane that refreshes as the window draws
  /// it) reaches every observer after the current round, so the last state each one draws is
  /// the final one.
  @MainActor func testACommandSentWhileObserversAreToldReachesThemAllAfterwards() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    var first: [LabState] = []
    var second: [LabState] = []
    let a = lab.observeState { _, new in
      first.append(new)
      if new.workspace.mode == .compare, new.timeScale == 1 { lab.send(.setTimeScale(0.5)) }
    }
    let b = lab.observeState { _, new in second.append(new) }
    lab.send(.setWorkspace(.compare))
    XCTAssertEqual(first.map(\.timeScale), [1, 0.5])
    XCTAssertEqual(second.map(\.timeScale), [1, 0.5], "the second observer heard both, in order")
    XCTAssertEqual(second.last, lab.state)
    _ = (a, b)
  }

  @MainActor func testADroppedTokenEndsTheObservation() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    var count = 0
    do {
      let token = lab.observeState { _, _ in count += 1 }
      lab.send(.setReducesMotion(true))
      _ = token
    }
    lab.send(.setReducesMotion(false))
    XCTAssertEqual(count, 1)
  }

  @MainActor func testPresentAndDismissAreReflectedInTheState() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    XCTAssertFalse(lab.state.isPresented)
    lab.send(.present)
    settle(lab)
    lab.refresh()
    XCTAssertTrue(lab.state.isPresented)
    lab.send(.dismiss)
    settle(lab)
    lab.refresh()
    XCTAssertFalse(lab.state.isPresented)
  }

  @MainActor func testReduceMotionReachesTheSceneAndEverySceneSwitchedTo() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setReducesMotion(true))
    XCTAssertTrue(lab.session.window.isReduceMotionEnabled)
    lab.send(.selectScene("card"))
    XCTAssertTrue(lab.session.window.isReduceMotionEnabled)
    XCTAssertTrue(lab.state.reducesMotion)
  }

  @MainActor func testResetCanBeUndoneAndUndoRestoresEveryValue() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    try lab.parameters.set("duration", .number(0.9))
    try lab.parameters.set("threshold", .number(0.45))
    XCTAssertFalse(lab.canUndoReset)
    lab.send(.resetParameters)
    XCTAssertTrue(lab.parameters.isAtSeedDefaults)
    XCTAssertTrue(lab.canUndoReset)
    lab.send(.undoReset)
    XCTAssertEqual(lab.parameters.number("duration"), 0.9)
    XCTAssertEqual(lab.parameters.number("threshold"), 0.45)
    XCTAssertFalse(lab.canUndoReset, "one undo per reset")
  }

  /// Finding 3: in compare mode, Reset (and the inspector and Export) act on the device the
  /// panel edits, not on the scene's own values.
  @MainActor func testResetActsOnTheEditedParametersWhenAnotherStoreIsEdited() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    try lab.parameters.set("duration", .number(0.9))
    lab.send(.setWorkspace(.compare))
    lab.send(.selectDevice(1))
    lab.send(.setParameter("duration", .number(0.4)))
    let device = try XCTUnwrap(lab.comparison?.stores[1])
    XCTAssertTrue(lab.editedParameters === device)
    lab.send(.resetParameters)
    XCTAssertEqual(device.number("duration"), 0.6, "the edited device went back to the seed")
    XCTAssertEqual(lab.parameters.number("duration"), 0.9, "the scene's own values stayed")
    lab.send(.undoReset)
    XCTAssertEqual(device.number("duration"), 0.4)
  }

  @MainActor private func settle(_ lab: Lab) {
    for _ in 0..<180 {
      lab.clock.advance(by: 1.0 / 60)
      lab.session.tick()
    }
  }
}
