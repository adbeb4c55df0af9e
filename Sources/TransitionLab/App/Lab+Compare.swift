import Scenes
import TransitionKit

/// Compare mode under the lab: its devices are in the state (`Workspace.compare`), and the lab
/// brings the stage (`CompareStage`) to the state as the effect of each command, records each
/// step in compare mode's history and keeps the devices in the settings.
extension Lab {
  /// Compare mode's devices, nil outside it.
  var comparison: Comparison? { compareStage.comparison }

  /// Every compared device's parameters in compare mode, nil otherwise (the preview strip
  /// replays one lane per device).
  var comparedStores: [ParameterStore]? { comparison?.stores }

  /// What opening compare mode needs that the state cannot know: the scene's values and the
  /// devices the settings kept for it.
  var workspaceContext: WorkspaceContext {
    WorkspaceContext(
      sceneValues: session.parameters.valuesOffSeed,
      savedDevices: keptSettings.comparison.scenes[session.descriptor.id])
  }

  /// The stage `next`'s workspace implies, after a workspace command: compare mode's devices
  /// opened, changed as the command says or put away; adding, removing and copying are steps
  /// of compare mode's history.
  func stageFollows(_ command: LabCommand, from old: LabState, to next: LabState) {
    guard case .compare(let compare) = next.workspace else {
      compareStage.close()
      return
    }
    guard let comparison, let before = old.workspace.compare,
      comparison.descriptor.id == session.descriptor.id
    else {
      openComparison(compare)
      return
    }
    let title: String
    switch command {
    case .addDevice:
      comparison.addDevice(values: compare.devices[compare.edited], like: before.edited)
      title = "Add Device"
    case .removeDevice:
      comparison.removeDevice(at: before.edited)
      title = "Remove Device"
    case .copyDevice:
      comparison.follow(compare.devices, like: compare.edited)
      title = "Copy Values"
    default:
      return
    }
    compareStage.record(
      CompareEdit(kind: .devices, title: title, before: before, after: compare, mergeKey: nil),
      coalescing: false)
  }

  /// Compare mode for the scene switched to: its kept devices, or two with its values.
  func workspaceFollowsScene(_ next: inout LabState) {
    let context = workspaceContext
    let devices = CompareState(
      devices: context.savedDevices ?? [context.sceneValues, context.sceneValues])
    switch next.workspace {
    case .single:
      return
    case .compare:
      next.workspace = .compare(devices)
      openComparison(devices)
    case .blindTest(var test):
      if test.returnTo != nil { test.returnTo = devices }
      // A test of another scene's values (or an older version's) starts over.
      test.run = nil
      test.picksEnabled = false
      test.log = nil
      test.isApplied = false
      next.workspace = .blindTest(test)
    }
  }

  private func openComparison(_ compare: CompareState) {
    let comparison = compareStage.open(
      compare, of: session.descriptor, screenSize: deviceSize,
      device: (Self.device(of: state), state.orientation), devices: keptSettings.comparison.devices,
      now: clock.now, timeScale: state.timeScale)
    if isTracing { comparison.traceSink = { [weak self] line in self?.session.traceSink?(line) } }
    let scene = comparison.descriptor.id
    comparison.onWarning = { [weak self] code, message in
      self?.report(code: code, message: message, scene: scene)
    }
    comparison.heldPreset = { [weak self] store in self?.heldPreset(by: store) }
    comparison.onSetsChange = { [weak self] in self?.comparedDevicesChanged() }
  }

  /// A compared device's screen or values changed: the devices' screens are kept in the
  /// settings, and the window redraws the stage.
  private func comparedDevicesChanged() {
    guard let comparison else { return }
    let devices = comparison.deviceSettings(
      besides: DeviceSetting(id: state.screenDevice, orientation: state.orientation))
    updateComparison { $0.devices = devices }
    onStageChange?()
  }

  /// Carries out an edit of the edited parameters as one undoable step, with every value it
  /// set, those another value set in turn included (a release preset turning to custom).
  func edit(
    _ kind: EditKind, title: String, mergeKey: String?, coalescing: Bool,
    _ write: (ParameterStore) -> Void
  ) {
    let store = editedParameters
    if let comparison, case .compare(let before) = state.workspace {
      write(store)
      var after = before
      after.devices = comparison.sets
      compareStage.record(
        CompareEdit(kind: kind, title: title, before: before, after: after, mergeKey: mergeKey),
        coalescing: coalescing)
      noteEdit()
      return
    }
    let before = store.allValues
    write(store)
    let changes = zip(before, store.allValues).compactMap { old, new in
      old.1 == new.1 ? nil : ParameterChange(id: old.0.id, before: old.1, after: new.1)
    }
    record(
      Edit(kind: kind, title: title, changes: changes, mergeKey: mergeKey), in: store,
      coalescing: coalescing)
  }

  /// Undoes (or redoes) compare mode's last step: its devices as they were, in `next`.
  func undoCompare(redo: Bool, _ next: inout LabState) {
    guard let comparison,
      let edit = redo ? compareStage.redo() : compareStage.undo()
    else { return }
    let target = redo ? edit.after : edit.before
    comparison.follow(target.devices, like: target.edited)
    next.workspace = .compare(target)
    noteEdit()
  }

  /// `state` with compare mode's devices as the stage has them (an edit just made) and its
  /// history's titles, when compare mode is shown.
  func withCompare(_ state: LabState) -> LabState {
    guard let comparison, case .compare(var compare) = state.workspace else { return state }
    var next = state
    compare.devices = comparison.sets
    compare.edited = Swift.min(compare.edited, compare.devices.count - 1)
    next.workspace = .compare(compare)
    return withCompareHistory(next)
  }

  /// `state` with compare mode's history's titles, when compare mode is shown (the devices'
  /// values are not read again: what a frame refreshes).
  func withCompareHistory(_ state: LabState) -> LabState {
    guard comparison != nil, state.workspace.mode == .compare else { return state }
    var next = state
    next.undoTitle = compareStage.history.undoStack.last?.title
    next.redoTitle = compareStage.history.redoStack.last?.title
    next.canUndoReset = compareStage.history.undoStack.last?.kind == .reset
    return next
  }
}
