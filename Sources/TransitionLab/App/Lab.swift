import Foundation
import Scenes
import TransitionKit

/// What the window shows and does, without GTK: the scene session, each scene's parameter
/// values (kept for the whole run and saved between runs), slow motion, fit or fill, the
/// trace and the warnings. The GTK shell calls these methods and redraws when told.
@MainActor
final class Lab {
  /// The slow-motion levels, fastest first: factors of normal speed.
  nonisolated static let timeScales = [1, 0.5, 0.25, 0.1]

  private(set) var session: SceneSession
  /// The clock of the current session, advanced from the frame clock.
  private(set) var clock: ManualClock
  /// The window's state; only `send(_:)` changes it.
  private(set) var state: LabState
  /// How fast scene time runs (1, 0.5, 0.25 or 0.1).
  var timeScale: Double { state.timeScale }
  /// Whether every scene's transitions crossfade instead of move (the Reduce Motion switch;
  /// `Window.isReduceMotionEnabled`), for the scene shown now and every one switched to.
  var reducesMotion: Bool { state.reducesMotion }
  /// Fit the device outline, or fill the canvas with the screen.
  var mode: CanvasMode { state.canvasFit }
  /// The screen size a new session gets: the device's in `fit`, the canvas's in `fill`.
  var screenSize = Screen.defaultSize
  /// The canvas's size in points, as last laid out; the screen takes it in `fill`.
  private var canvasSize: Size?
  /// The warnings written before anyone listened (`onWarning`), oldest first: the engine's
  /// misuse warnings, with the scene they came from, and the app's own (scene nil); each in
  /// plain words too (`WarningWords`). Once the window listens it keeps them (its list, the
  /// trace), and the lab keeps no second copy of a long run's warnings.
  private(set) var warnings: [(plain: String, message: String, scene: String?)] = []
  /// The observation of the session's events (its warnings).
  private var sessionObservation: ObservationToken?
  /// The settings as read at start, with what the state cannot say (the compared devices'
  /// screens); what is saved is derived from these, the state and the values
  /// (`settings`).
  var keptSettings: LabSettings
  /// The parameters the person changed since start, by scene: the values saved of each
  /// scene (a value given with `--set` alone is not saved).
  private var touched: [String: Set<String>] = [:]
  /// Whether `settings` changed since the last save.
  var hasUnsavedSettings = false

  private var stores: [String: ParameterStore] = [:]
  private var stateObservers: [UInt64: (LabState, LabState) -> Void] = [:]
  /// True while the observers are being told of a change.
  private var isNotifying = false
  private var nextObserverID: UInt64 = 0
  /// Each edited set of parameters' undo and redo steps (a scene's, a compared device's),
  /// by the store's identity. The store is held weakly: a compared device's values go when
  /// compare mode is rebuilt, and their history with them (`record(_:in:coalescing:)` drops
  /// it); an entry is read only for the store it was made for, so an identity used again by
  /// a new store starts an empty history.
  private var histories: [ObjectIdentifier: (store: WeakStore, history: EditHistory)] = [:]
  /// Counts parameter edits, undos and redos (`LabState.parameterRevision`).
  private var revision = 0
  /// The motion of the scene's values as a session of the scene says it (`lab.motion(of:)`).
  let motions = SceneMotionCache()
  /// Compare mode's devices and their history (`Lab+Compare.swift`).
  let compareStage = CompareStage()
  /// The blind test's two devices (`Lab+BlindTest.swift`).
  let blindTestStage = CompareStage()
  /// Where the blind test writes its trials (CSV files); nil: nowhere.
  var blindTestDirectory = PreferenceLog.directory()
  /// Called when compare mode's stage changed without the state (a device's screen).
  var onStageChange: (() -> Void)?
  private let settingsFile: SettingsFile?
  private let trace: TraceWriter?

  /// Called after the session is replaced (a scene switch).
  var onSessionChange: (() -> Void)?
  /// Called with each new warning, in plain words (`WarningWords`) and as the library wrote
  /// it, and the scene it came from (nil: the app's own).
  var onWarning: ((_ plain: String, _ message: String, _ scene: String?) -> Void)?
  /// Tells the person something a command refused or did (a toast): a bad preset file.
  var onNotice: ((String) -> Void)?
  /// Where the presets are kept (`presets.json` beside the settings file), nil: not kept.
  let presetFile: PresetFile?
  /// Called after a panel value changed what is to be saved.
  var onSettingsChange: (() -> Void)?
  /// Writes one line to standard error, for a failed save: the last save comes as the app
  /// quits, when there is no window left to show a warning in.
  var writeError: (String) -> Void = { message in
    FileHandle.standardError.write(Data(("transition-lab: " + message + "\n").utf8))
  }

  /// Opens `descriptor` with the saved values, then `overrides` (`--set`, not saved), in the
  /// `start` state.
  init(
    descriptor: SceneDescriptor, overrides: [String] = [], start: StartState = .root,
    settingsFile: SettingsFile? = nil, settings: LabSettings = LabSettings(),
    trace: TraceWriter? = nil
  ) {
    self.settingsFile = settingsFile
    keptSettings = settings
    self.trace = trace
    state = LabState(sceneID: descriptor.id).holding(settings.device)
    state.guides = settings.guides
    presetFile = settingsFile.flatMap { PresetFile.defaultPath(settingsPath: $0.path) }
      .map(PresetFile.init(path:))
    var presetWarning: String?
    if let presetFile {
      do throws(PresetError) {
        state.presets = try presetFile.load()
      } catch {
        presetWarning = error.description
      }
    }
    let store = descriptor.makeParameters()
    keptSettings.apply(to: store)
    for assignment in overrides { try? store.apply(assignment: assignment) }
    clock = ManualClock()
    session = SceneSession(
      descriptor: descriptor, parameters: store, screen: Self.screen(for: state), clock: clock)
    stores[descriptor.id] = store
    observe(store)
    connect(session)
    if start == .presented { session.presentWithoutAnimation() }
    state.isPresented = session.isAwayFromRoot
    state.navigates = session.navigates
    if let presetWarning { warn("presets.not-read", presetWarning) }
    for note in settings.ignored { warn("settings.unknown-device", note) }
  }

  // MARK: The command surface

  /// Changes the window's state: the one way anything in the window changes it. The state's
  /// reducer (`LabState.reduce(_:context:)`) handles the command; its effects are carried
  /// out after it, in order. Observers hear of it once, after the change, and only when
  /// something changed.
  func send(_ command: LabCommand) {
    // A pick reads whether both devices have played: as they are now.
    if case .blindTest = command { refresh() }
    let old = state
    var next = state
    let effects = next.reduce(command, context: commandContext)
    if let compare = old.workspace.compare,
      next.workspace.compare == nil || next.sceneID != old.sceneID
    {
      // Compare mode's devices of the scene left are kept for when it opens again.
      keptSettings.comparison.scenes[old.sceneID] = compare.devices
    }
    var followUps: [LabCommand] = []
    for effect in effects {
      if let followUp = perform(effect, from: old, to: &next) { followUps.append(followUp) }
    }
    next.sceneID = session.descriptor.id
    if let log = blindTestFollows(from: old, to: next) {
      followUps.append(.blindTest(.logged(log)))
    }
    next = withCompare(withStageStatus(withHistory(next)))
    if Self.savedPartsDiffer(next, old) { settingsChanged() }
    commit(next)
    for followUp in followUps { send(followUp) }
  }

  /// What a command needs that the state cannot know.
  private var commandContext: CommandContext {
    CommandContext(workspace: workspaceContext, editedValues: editedValues)
  }

  /// Marks the settings to be saved (a value, a guide, a device changed).
  func settingsChanged() {
    hasUnsavedSettings = true
    onSettingsChange?()
  }

  // MARK: Edit history

  /// The history of `store`'s edits (empty before the first).
  func history(of store: ParameterStore) -> EditHistory {
    guard let entry = histories[ObjectIdentifier(store)], entry.store.store === store else {
      return EditHistory()
    }
    return entry.history
  }

  /// The history of the parameters the panel edits now.
  var editHistory: EditHistory { history(of: editedParameters) }

  func record(_ edit: Edit, in store: ParameterStore, coalescing: Bool = false) {
    var history = self.history(of: store)
    history.record(edit, coalescing: coalescing)
    histories = histories.filter { $0.value.store.store != nil }
    histories[ObjectIdentifier(store)] = (WeakStore(store: store), history)
    noteEdit()
  }

  /// Counts an edit, an undo or a redo (`LabState.parameterRevision`).
  func noteEdit() { revision += 1 }

  func undoEdit() {
    let store = editedParameters
    var history = self.history(of: store)
    guard let edit = history.undo() else { return }
    store.assign(edit.changes.map { (id: $0.id, value: $0.before) })
    histories[ObjectIdentifier(store)] = (WeakStore(store: store), history)
    noteEdit()
  }

  func redoEdit() {
    let store = editedParameters
    var history = self.history(of: store)
    guard let edit = history.redo() else { return }
    store.assign(edit.changes.map { (id: $0.id, value: $0.after) })
    histories[ObjectIdentifier(store)] = (WeakStore(store: store), history)
    noteEdit()
  }

  /// `state` with the edited parameters' history in it (what Undo and Redo would do).
  private func withHistory(_ state: LabState) -> LabState {
    var next = state
    let history = editHistory
    next.undoTitle = history.undoStack.last?.title
    next.redoTitle = history.redoStack.last?.title
    next.canUndoReset = history.undoStack.last?.kind == .reset
    next.parameterRevision = revision
    return next
  }

  /// The parameters the side panel edits: the edited compared device's, or the scene's.
  var editedParameters: ParameterStore {
    guard let stores = comparison?.stores, !stores.isEmpty else { return session.parameters }
    return stores[Swift.min(state.editedDevice, stores.count - 1)]
  }

  /// Whether a reset can be undone now: the last step of the edits shown is a reset.
  var canUndoReset: Bool {
    guard comparison == nil else { return compareStage.history.undoStack.last?.kind == .reset }
    return editHistory.undoStack.last?.kind == .reset
  }

  /// Refreshes what follows from the scene (presented, a drag to replay) after input or a
  /// frame; observers hear only of a change.
  func refresh() {
    commit(withCompareHistory(withStageStatus(withHistory(state))))
  }

  /// Whether the stage shows a presented screen and has a recording to replay: the compared
  /// devices' when there are some, else the session's.
  var stageStatus: (isPresented: Bool, canReplay: Bool) {
    if let devices = stageDevices { return (devices.isPresented, devices.hasRecording) }
    return (session.isAwayFromRoot, session.lastRecording != nil)
  }

  private func withStageStatus(_ state: LabState) -> LabState {
    var next = state
    (next.isPresented, next.canReplay) = stageStatus
    next.navigates = session.navigates
    return withBlindTestPlayed(next)
  }

  /// Calls `handler(old, new)` after every change of the state, until the token is dropped.
  func observeState(_ handler: @escaping (LabState, LabState) -> Void) -> ObservationToken {
    let id = nextObserverID
    nextObserverID += 1
    stateObservers[id] = handler
    return ObservationToken { [weak self] in
      MainActor.assumeIsolated { _ = self?.stateObservers.removeValue(forKey: id) }
    }
  }

  /// Takes `next` as the state and tells the observers, once per change. A command sent
  /// while they are being told (a widget that refreshes as it is drawn) changes the state at
  /// once, and the observers hear of it after the current round, each round with the state
  /// as it is then, so none is left drawing an older one.
  private func commit(_ next: LabState) {
    guard next != state else { return }
    let old = state
    state = next
    guard !isNotifying else { return }
    isNotifying = true
    defer { isNotifying = false }
    var reported = old
    while reported != state {
      let current = state
      for id in stateObservers.keys.sorted() { stateObservers[id]?(reported, current) }
      reported = current
    }
  }

  /// The current scene's parameters.
  var parameters: ParameterStore { session.parameters }

  /// Switches to another scene, on its root screen; its parameter values are the ones it had
  /// earlier in this run, or the saved ones. The scene left behind first runs what it has in
  /// flight to its end (a drag under way is cancelled), so each of its transitions completes
  /// in the trace; scene time goes on from there.
  func switchScene(to id: String) {
    guard id != session.descriptor.id, let descriptor = SceneCatalog.scene(id: id) else { return }
    session.settle(fps: SceneSession.putAwayFramesPerSecond)
    let store = parameters(for: descriptor)
    clock = ManualClock(now: clock.now, timeScale: state.timeScale)
    session = SceneSession(
      descriptor: descriptor, parameters: store, screen: makeScreen(), clock: clock)
    connect(session)
    emit("scene", [("scene", .string(id))])
    onSessionChange?()
  }

  /// Follows the canvas's size in `fill` (also mid-transition); nothing in `fit`.
  func resizeScreen(toCanvas canvas: Size) {
    canvasSize = canvas
    resize(to: mode == .fill ? canvas : deviceSize)
  }

  /// The screen of `fit`: the device's, or in `fill` the canvas's last size.
  func followCanvasFit(_ fit: CanvasMode) {
    resize(to: fit == .fill ? (canvasSize ?? deviceSize) : deviceSize)
  }

  private func resize(to size: Size) {
    guard size.width >= 1, size.height >= 1, size != session.window.screen.bounds.size else {
      return
    }
    screenSize = size
    session.window.resize(to: size)
    session.tick()
  }

  /// Whether a trace is written (`--trace`): lines only a trace reads (a frame's, the
  /// window's layout, latency) are not made without one.
  var isTracing: Bool { trace != nil }

  /// Writes a trace line at the current scene time.
  func emit(_ kind: String, _ fields: [(String, JSONValue)]) {
    session.emit(kind, at: session.now, fields)
  }

  /// Adds a warning of the app's own (the settings file, a failed save); like the engine's,
  /// it goes to the trace as a `warning` line and to the window's list.
  func warn(_ code: String, _ message: String) {
    emit("warning", [("code", .string(code)), ("message", .string(message))])
    report(code: code, message: message, scene: nil)
  }

  /// A warning for the window's list, in plain words (`WarningWords`) and as written.
  func report(code: String, message: String, scene: String?) {
    let plain = WarningWords.plain(code: code, message: message)
    if let onWarning {
      onWarning(plain, message, scene)
    } else {
      warnings.append((plain, message, scene))
    }
  }

  /// Saves the settings when they changed; a failure becomes a warning.
  func saveSettingsIfNeeded() {
    guard hasUnsavedSettings, let settingsFile, settingsFile.canSave else { return }
    hasUnsavedSettings = false
    do {
      try settingsFile.save(self.settings)
    } catch {
      let message = "Settings were not saved: \(error.description)"
      writeError(message)
      warn("settings.not-saved", message)
    }
  }

  /// Changes what is kept of the settings besides the state (the compared devices' screens),
  /// marking them to be saved.
  func updateSettings(_ change: (inout LabSettings) -> Void) {
    let before = keptSettings
    change(&keptSettings)
    guard keptSettings != before else { return }
    settingsChanged()
  }

  /// The settings to save, derived now: those kept, with the values the person changed, the
  /// guides, the device and compare mode as the state has them.
  var settings: LabSettings {
    var derived = keptSettings
    for (scene, ids) in touched {
      guard let store = stores[scene] else { continue }
      for (spec, value) in store.allValues where ids.contains(spec.id) {
        derived.record(value, for: spec, scene: scene)
      }
    }
    derived.guides = state.guides
    derived.rememberScene(state.sceneID)
    let isDefault =
      state.screenDevice == DeviceCatalog.defaultDevice.id && state.orientation == .portrait
    derived.device =
      isDefault ? nil : DeviceSetting(id: state.screenDevice, orientation: state.orientation)
    derived.comparison.isOpen = state.workspace.mode == .compare
    if let compare = state.workspace.compare {
      derived.comparison.scenes[state.sceneID] = compare.devices
    }
    return derived
  }

  /// Whether the parts of the state that are saved (the scene, the guides, the device,
  /// compare mode) differ between `next` and `old`.
  private static func savedPartsDiffer(_ next: LabState, _ old: LabState) -> Bool {
    next.sceneID != old.sceneID || next.guides != old.guides
      || next.screenDevice != old.screenDevice
      || next.orientation != old.orientation
      || next.workspace.mode != old.workspace.mode
      || next.workspace.compare != old.workspace.compare
  }

  // MARK: Scene files

  /// Swaps in a new version of the scene shown (a scene file built again): the same screen,
  /// scene time and settings; the values the person tuned (those off the old version's
  /// default) carried over by name where the new version has them (a value out of its new
  /// range takes the new default, as does an untouched one); the modal presented
  /// again, without a transition, if it was up. From another scene (a built-in one chosen
  /// meanwhile), the values are the ones the scene had earlier in this run.
  func reloadScene(_ descriptor: SceneDescriptor) {
    let old = session
    let sameScene = old.descriptor.id == descriptor.id
    let wasPresented = sameScene && old.isPresented
    old.settle(fps: SceneSession.putAwayFramesPerSecond)
    let previous = sameScene ? old.parameters : stores[descriptor.id]
    motions.forget(sceneID: descriptor.id)
    let store = descriptor.makeParameters()
    keptSettings.apply(to: store)
    let kept = Set(store.specs.map(\.id))
    for (spec, value) in previous?.allValues ?? []
    where kept.contains(spec.id) && value != spec.seedDefault {
      try? store.set(spec.id, value)
    }
    stores[descriptor.id] = store
    observe(store)
    clock = ManualClock(now: clock.now, timeScale: state.timeScale)
    session = SceneSession(
      descriptor: descriptor, parameters: store, screen: makeScreen(), clock: clock)
    connect(session)
    if !sameScene { emit("scene", [("scene", .string(descriptor.id))]) }
    if wasPresented { session.presentWithoutAnimation() }
    var next = state
    next.sceneID = descriptor.id
    workspaceFollowsScene(&next)
    closeBlindTestDevices()
    _ = blindTestFollows(from: state, to: next)
    onSessionChange?()
    commit(withCompare(withStageStatus(next)))
  }

  // MARK: Wiring

  /// A scene's values for this run: those it had earlier, or the saved ones, made now.
  func parameters(for descriptor: SceneDescriptor) -> ParameterStore {
    stores[descriptor.id] ?? makeStore(descriptor)
  }

  private func makeStore(_ descriptor: SceneDescriptor) -> ParameterStore {
    let store = descriptor.makeParameters()
    keptSettings.apply(to: store)
    stores[descriptor.id] = store
    observe(store)
    return store
  }

  /// Records changes made after start-up (the panel, a reset) in the settings.
  private func observe(_ store: ParameterStore) {
    let scene = store.sceneID
    store.observe(owner: self) { lab, spec, _ in
      lab.touched[scene, default: []].insert(spec.id)
      lab.settingsChanged()
    }
  }

  /// Sends the session's trace lines to the trace file, when one is written, and its
  /// warnings to the window.
  private func connect(_ session: SceneSession) {
    session.window.isReduceMotionEnabled = reducesMotion
    session.traceSink = trace.map { trace in { line in trace.write(line) } }
    let scene = session.descriptor.id
    sessionObservation = session.events.observe { [weak self] event, _ in
      guard case .warning(let code, let message) = event else { return }
      self?.report(code: code, message: message, scene: scene)
    }
  }
}

/// A parameter store held weakly (`Lab`'s edit histories).
@MainActor
private struct WeakStore {
  weak var store: ParameterStore?
}
