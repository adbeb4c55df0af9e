import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The blind test in the window's state, without a display: its trials are a value of
/// `Workspace.blindTest` that commands change, and the lab gives its two devices each pair,
/// writes the trials once a test ends and applies the result as one undoable step.
final class BlindTestStateTests: XCTestCase {
  private var directory = ""

  override func setUp() {
    directory = NSTemporaryDirectory() + "blind-state-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private let start = LabCommand.blindTest(
    .start(parameter: ParameterID.damping, range: 0.2...1.4, resolution: 0.05, trials: 3))

  @MainActor func testTheTrialsAreAValueThatCommandsChange() async throws {
    let context = WorkspaceContext(flip: { false })
    var state = LabState(sceneID: "drag-down").applying(.setWorkspace(.blindTest))
    XCTAssertEqual(state.applying(.blindTest(.pick(.left)), context: context), state)
    let narrow = LabCommand.blindTest(
      .start(parameter: ParameterID.damping, range: 0.5...0.55, resolution: 0.05, trials: 3))
    XCTAssertEqual(state.applying(narrow, context: context), state, "under two steps")
    state = state.applying(start, context: context)
    let test = try XCTUnwrap(state.workspace.blindTest)
    XCTAssertTrue(test.isRunning)
    XCTAssertEqual(test.runNumber, 1)
    XCTAssertEqual(state.blindTestRanges[ParameterID.damping], 0.2...1.4)
    XCTAssertEqual(state.applying(start, context: context), state, "one test at a time")
    XCTAssertEqual(
      state.applying(.blindTest(.pick(.left)), context: context), state,
      "no pick before both devices played")
    var played = test
    played.picksEnabled = true
    state.workspace = .blindTest(played)
    state = state.applying(.blindTest(.pick(.left)), context: context)
    XCTAssertEqual(state.workspace.blindTest?.run?.trialCount, 1)
    XCTAssertEqual(state.workspace.blindTest?.picksEnabled, false, "each pair is played anew")
    XCTAssertEqual(
      state.applying(.blindTest(.applyResult), context: context), state, "no result yet")
    state = state.applying(.blindTest(.stop), context: context)
    XCTAssertEqual(state.workspace.blindTest?.isRunning, false)
    state = state.applying(.blindTest(.applyResult), context: context)
    XCTAssertEqual(state.workspace.blindTest?.isApplied, true)
    XCTAssertEqual(
      state.applying(.blindTest(.applyResult), context: context), state, "applied once")
    let reopened = state.applying(.closeBlindTest).applying(.setWorkspace(.blindTest))
    XCTAssertNil(reopened.workspace.blindTest?.run, "a new blind test starts empty")
    XCTAssertEqual(
      reopened.blindTestRanges[ParameterID.damping], 0.2...1.4, "with the range remembered")
  }

  @MainActor func testTheLabPlaysEachPairAndAppliesTheResultAsOneStep() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.blindTestDirectory = directory
    lab.send(.setWorkspace(.blindTest))
    let devices = try XCTUnwrap(lab.blindTestDevices)
    XCTAssertNil(lab.comparison, "compare mode stays closed")
    lab.send(start)
    guard case .parameter(_, let staircase)? = lab.state.workspace.blindTest?.run,
      let pair = staircase.pair
    else { return XCTFail("no test runs") }
    XCTAssertEqual(
      devices.stores.map { $0.number(ParameterID.damping) }, [pair.left, pair.right],
      "each device shows its side")
    XCTAssertTrue(devices.sessions.allSatisfy(\.isPresented), "ready to drag")
    lab.send(.blindTest(.pick(.left)))
    XCTAssertEqual(lab.state.workspace.blindTest?.run?.trialCount, 0, "neither has played")
    lab.send(.dismiss)
    for _ in 0..<240 where devices.needsFrames {
      devices.clock.advance(by: 1.0 / 60)
      devices.tick()
    }
    lab.refresh()
    XCTAssertEqual(lab.state.workspace.blindTest?.picksEnabled, true)
    lab.send(.blindTest(.pick(.right)))
    XCTAssertEqual(lab.state.workspace.blindTest?.run?.trialCount, 1)
    XCTAssertTrue(devices.sessions.allSatisfy(\.isPresented), "the next pair is ready")
    lab.send(.blindTest(.stop))
    let test = try XCTUnwrap(lab.state.workspace.blindTest)
    let path = try XCTUnwrap(test.log?.path, "the trials were written")
    XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    guard case .parameter(_, let finished)? = test.run else { return XCTFail() }
    let before = lab.parameters.number(ParameterID.damping)
    lab.send(.blindTest(.applyResult))
    XCTAssertEqual(lab.parameters.number(ParameterID.damping), finished.estimate.value)
    XCTAssertEqual(lab.state.undoTitle, "Damping")
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.number(ParameterID.damping), before, "Undo takes it back")
    lab.send(.closeBlindTest)
    XCTAssertNil(lab.blindTestDevices, "the devices go with the test")
    XCTAssertEqual(lab.state.workspace, .single)
  }

  @MainActor func testASceneSwitchStartsTheTestOver() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.blindTestDirectory = nil
    lab.send(.setWorkspace(.blindTest))
    lab.send(start)
    XCTAssertEqual(lab.state.workspace.blindTest?.isRunning, true)
    lab.send(.stepScene(1))
    XCTAssertNil(lab.state.workspace.blindTest?.run)
    XCTAssertEqual(lab.blindTestDevices?.descriptor.id, lab.state.sceneID)
  }
}
