import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// Compare mode and the blind test in the window's state, without a display: the devices'
/// values are in `LabState.workspace`, adding, removing, copying and applying are commands the
/// lab records as steps, and the devices come back from the settings.
final class WorkspaceTests: XCTestCase {
  private var directory = ""

  override func setUp() {
    directory = NSTemporaryDirectory() + "workspace-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private let slow: [String: ParameterValue] = [ParameterID.duration: .number(1.2)]

  @MainActor func testAddRemoveCopyAndSelectAreValues() async {
    var state = LabState(sceneID: "drag-down")
    let context = WorkspaceContext(sceneValues: slow)
    state = state.applying(.setWorkspace(.compare), context: context)
    XCTAssertEqual(state.workspace, .compare(CompareState(devices: [slow, slow])))
    state = state.applying(.selectDevice(0)).applying(.addDevice)
    XCTAssertEqual(state.workspace.compare?.devices.count, 3)
    XCTAssertEqual(state.editedDevice, 2, "the added device is the one edited")
    XCTAssertEqual(state.applying(.selectDevice(3)), state, "there is no fourth device")
    state = state.applying(.addDevice)
    XCTAssertEqual(state.applying(.addDevice), state, "four at most")
    state = state.applying(.copyDevice(from: 0, to: 1))
    state = state.applying(.removeDevice).applying(.removeDevice)
    XCTAssertEqual(state.workspace.compare?.devices.count, 2)
    XCTAssertEqual(state.applying(.removeDevice), state, "two at least")
    XCTAssertEqual(state.applying(.setWorkspace(.single)).workspace, .single)
    let single = LabState(sceneID: "drag-down")
    for command: LabCommand in [.addDevice, .removeDevice, .copyDevice(from: 0, to: 1)] {
      XCTAssertEqual(single.applying(command), single, "\(command) needs compare mode")
    }
    let saved = [[:], slow, slow]
    XCTAssertEqual(
      single.applying(.setWorkspace(.compare), context: WorkspaceContext(savedDevices: saved))
        .workspace.compare?.devices, saved, "the kept devices come back")
  }

  @MainActor func testTheBlindTestReturnsToTheDevicesItCameFrom() async {
    var state = LabState(sceneID: "drag-down").applying(.setWorkspace(.compare))
      .applying(.addDevice)
    let compare = state.workspace
    state = state.applying(.setWorkspace(.blindTest))
    XCTAssertEqual(state.editedDevice, 0)
    XCTAssertEqual(state.applying(.closeBlindTest).workspace, compare)
  }

  @MainActor func testTheLabRunsTheDevicesTheStateHolds() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setWorkspace(.compare))
    let comparison = try XCTUnwrap(lab.comparison)
    XCTAssertEqual(comparison.sessions.count, 2)
    lab.send(.selectDevice(1))
    lab.send(.setParameter(ParameterID.duration, .number(1.2)))
    XCTAssertEqual(lab.state.workspace.compare?.devices, [[:], slow], "the state holds the values")
    lab.send(.addDevice)
    XCTAssertEqual(comparison.sessions.count, 3)
    XCTAssertEqual(comparison.stores[2].number(ParameterID.duration), 1.2, "a copy of device 2")
    XCTAssertTrue(lab.editedParameters === comparison.stores[2])
    XCTAssertEqual(lab.state.undoTitle, "Add Device")
    lab.refresh()
    XCTAssertEqual(lab.state.undoTitle, "Add Device", "a frame's refresh keeps compare's history")
    lab.send(.copyDevice(from: 0, to: 2))
    XCTAssertTrue(comparison.stores[2].isAtSeedDefaults)
    lab.send(.undo)
    XCTAssertEqual(comparison.stores[2].number(ParameterID.duration), 1.2, "the copy undone")
    lab.send(.undo)
    XCTAssertEqual(comparison.sessions.count, 2, "the addition undone")
    XCTAssertEqual(lab.state.editedDevice, 1)
    lab.send(.redo)
    XCTAssertEqual(comparison.sessions.count, 3, "and done again")
    XCTAssertEqual(lab.state.workspace.compare?.devices, [[:], slow, slow])
    lab.send(.selectDevice(0))
    lab.send(.removeDevice)
    XCTAssertEqual(lab.state.workspace.compare?.devices, [slow, slow])
    XCTAssertEqual(comparison.stores.map { $0.number(ParameterID.duration) }, [1.2, 1.2])
    lab.send(.undo)
    XCTAssertEqual(lab.state.workspace.compare?.devices, [[:], slow, slow])
    XCTAssertEqual(comparison.stores.map { $0.number(ParameterID.duration) }, [0.6, 1.2, 1.2])
    XCTAssertTrue(lab.parameters.isAtSeedDefaults, "the scene's own values were never touched")
  }

  /// A drag or any other input on a device leaves the edited device where it was: only the
  /// command chooses it, so an export after a drag on device 1 has device 2's values.
  @MainActor func testPresentingAndReplayingLeaveTheEditedDevice() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setWorkspace(.compare))
    lab.send(.selectDevice(1))
    lab.send(.setParameter(ParameterID.duration, .number(1.2)))
    let comparison = try XCTUnwrap(lab.comparison)
    lab.send(.present)
    comparison.deliver(
      PointerEvent(kind: .down, location: Point(x: 195, y: 300), timestamp: 0, sequence: 1),
      pressedOn: 0)
    XCTAssertEqual(lab.state.editedDevice, 1)
    let code = SceneExport.code(
      of: lab.session.descriptor, values: lab.editedParameters, format: .css)
    XCTAssertEqual(
      code,
      SceneExport.code(of: DragDownScene.descriptor, values: comparison.stores[1], format: .css))
    XCTAssertNotEqual(
      code,
      SceneExport.code(of: DragDownScene.descriptor, values: comparison.stores[0], format: .css))
  }

  @MainActor func testTheDevicesAreSavedAndComeBackAtStart() async throws {
    let file = SettingsFile(path: directory + "/settings.json")
    let lab = Lab(descriptor: DragDownScene.descriptor, settingsFile: file)
    lab.send(.setWorkspace(.compare))
    lab.send(.addDevice)
    lab.send(.setParameter(ParameterID.duration, .number(1.2)))
    lab.saveSettingsIfNeeded()
    var reread = SettingsFile(path: file.path)
    let settings = try XCTUnwrap(reread.load().settings)
    XCTAssertTrue(settings.comparison.isOpen)
    let restored = Lab(
      descriptor: DragDownScene.descriptor, settingsFile: reread, settings: settings)
    restored.send(.setWorkspace(.compare))
    XCTAssertEqual(restored.state.workspace.compare?.devices, [[:], [:], slow])
    XCTAssertEqual(restored.comparison?.stores[2].number(ParameterID.duration), 1.2)
  }

  /// A value that flips another (a release value turning the preset to custom) is one step:
  /// Undo puts both back, alone and in compare mode.
  @MainActor func testANestedWriteIsUndoneWithTheEditThatCausedIt() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setParameter(ReleaseParameterID.preset, .choice("libadwaita")))
    let velocity = lab.parameters.number(ReleaseParameterID.velocityThreshold)
    lab.send(.setParameter(ReleaseParameterID.velocityThreshold, .number(velocity + 100)))
    XCTAssertEqual(lab.parameters.choice(ReleaseParameterID.preset), "custom")
    lab.send(.undo)
    XCTAssertEqual(lab.parameters.choice(ReleaseParameterID.preset), "libadwaita")
    XCTAssertEqual(lab.parameters.number(ReleaseParameterID.velocityThreshold), velocity)
    lab.send(.redo)
    XCTAssertEqual(lab.parameters.choice(ReleaseParameterID.preset), "custom")

    lab.send(.setWorkspace(.compare))
    lab.send(.setParameter(ReleaseParameterID.preset, .choice("libadwaita")))
    lab.send(.setParameter(ReleaseParameterID.velocityThreshold, .number(velocity + 50)))
    let device = try XCTUnwrap(lab.comparison?.stores[0])
    XCTAssertEqual(device.choice(ReleaseParameterID.preset), "custom")
    lab.send(.undo)
    XCTAssertEqual(device.choice(ReleaseParameterID.preset), "libadwaita")
    XCTAssertEqual(device.number(ReleaseParameterID.velocityThreshold), velocity)
  }

  /// The blind test's result goes in as a step of the scene's history.
  @MainActor func testApplyingTheBlindTestsResultCanBeUndone() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.setWorkspace(.blindTest))
    lab.send(
      .setParameters(
        [ParameterAssignment(ParameterID.damping, .number(0.7))], kind: .value, title: "Damping"))
    XCTAssertEqual(lab.parameters.number(ParameterID.damping), 0.7)
    XCTAssertEqual(lab.state.undoTitle, "Damping")
    lab.send(.undo)
    XCTAssertTrue(lab.parameters.isAtSeedDefaults)
  }
}
