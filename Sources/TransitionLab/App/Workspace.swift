import Scenes

/// Compare mode as a value: each compared device's parameter values (those off the seed's,
/// as the settings keep them), left to right, and the device the side panel edits.
struct CompareState: Equatable, Sendable {
  /// Each device's values that differ from the seed's; two to four devices.
  var devices: [[String: ParameterValue]]
  /// The device the side panel edits, from 0; always one of `devices`.
  var edited = 0

  /// `sets` as compared devices (the first four; the last repeated up to two), the first
  /// edited.
  init(devices sets: [[String: ParameterValue]], edited: Int = 0) {
    var sets = Array(sets.prefix(Comparison.deviceRange.upperBound))
    while sets.count < Comparison.deviceRange.lowerBound { sets.append(sets.last ?? [:]) }
    devices = sets
    self.edited = Swift.min(Swift.max(edited, 0), sets.count - 1)
  }
}

/// What the canvas area shows, with the data of that mode: the scene alone, compare mode's
/// devices, or the blind test.
enum Workspace: Equatable, Sendable {
  case single
  case compare(CompareState)
  case blindTest(BlindTestState)

  /// The mode alone, without its data (what the trace's `mode` line and the panes name).
  var mode: WindowMode {
    switch self {
    case .single: .single
    case .compare: .compare
    case .blindTest: .blindTest
    }
  }

  /// The blind test, nil in another mode.
  var blindTest: BlindTestState? {
    if case .blindTest(let state) = self { return state }
    return nil
  }

  /// Compare mode's devices, nil in another mode.
  var compare: CompareState? {
    if case .compare(let state) = self { return state }
    return nil
  }
}

/// What the state alone cannot know when compare mode opens: the scene's values now and the
/// devices the settings kept for it.
struct WorkspaceContext: Sendable {
  /// The scene's values that differ from its seed's (a new comparison's two devices).
  var sceneValues: [String: ParameterValue] = [:]
  /// The devices kept for the scene (the settings' `comparison.scenes`), if any.
  var savedDevices: [[String: ParameterValue]]?
  /// Draws which side a blind test's trial shows first (at random; a fixed draw in tests).
  var flip: @Sendable () -> Bool = { Bool.random() }
}

extension LabState {
  /// The workspace after `command`, nil when the command is not about the workspace.
  func workspace(after command: LabCommand, context: WorkspaceContext) -> Workspace? {
    switch command {
    case .setWorkspace(let mode):
      guard mode != workspace.mode else { return workspace }
      switch mode {
      case .single: return .single
      case .compare:
        let devices = context.savedDevices ?? [context.sceneValues, context.sceneValues]
        return .compare(CompareState(devices: devices))
      case .blindTest: return .blindTest(BlindTestState(returnTo: workspace.compare))
      }
    case .blindTest(let command):
      guard case .blindTest(var test) = workspace else { return workspace }
      test.apply(command, flip: context.flip)
      return .blindTest(test)
    case .closeBlindTest:
      guard case .blindTest(let test) = workspace else { return workspace }
      return test.returnTo.map(Workspace.compare) ?? .single
    case .selectDevice(let index):
      guard var compare = workspace.compare, compare.devices.indices.contains(index) else {
        return workspace
      }
      compare.edited = index
      return .compare(compare)
    case .addDevice:
      guard var compare = workspace.compare,
        compare.devices.count < Comparison.deviceRange.upperBound
      else { return workspace }
      compare.devices.append(compare.devices[compare.edited])
      compare.edited = compare.devices.count - 1
      return .compare(compare)
    case .removeDevice:
      guard var compare = workspace.compare,
        compare.devices.count > Comparison.deviceRange.lowerBound
      else { return workspace }
      compare.devices.remove(at: compare.edited)
      compare.edited = Swift.min(compare.edited, compare.devices.count - 1)
      return .compare(compare)
    case .copyDevice(let source, let target):
      guard var compare = workspace.compare, compare.devices.indices.contains(source),
        compare.devices.indices.contains(target), source != target
      else { return workspace }
      compare.devices[target] = compare.devices[source]
      return .compare(compare)
    default:
      return nil
    }
  }
}
