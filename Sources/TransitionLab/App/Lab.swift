import Foundation
import Scenes
import TransitionKit

/// What the window shows and does, without GTK: the scene session, each scene's parameter
/// values (kept for the whole run and saved between runs), slow motion, fit or fill, the
/// trace and the warnings. The GTK shell calls these methods and redraws when told.
@MainActor
final class Lab {
  /// The slow-motion levels, fastest first: factors of normal speed.
  static let timeScales = [1, 0.5, 0.25, 0.1]

  private(set) var session: SceneSession
  /// The clock of the current session, advanced from the frame clock.
  private(set) var clock: ManualClock
  /// How fast scene time runs (1, 0.5, 0.25 or 0.1).
  private(set) var timeScale = 1.0
  /// Whether every scene's transitions crossfade instead of move (the Reduce Motion switch;
  /// `Window.isReduceMotionEnabled`), for the scene shown now and every one switched to.
  private(set) var reducesMotion = false
  /// Fit the device outline, or fill the canvas with the screen.
  private(set) var mode = CanvasMode.fit
  /// The screen size a new session gets: the device's in `fit`, the canvas's in `fill`.
  private(set) var screenSize = Screen.defaultSize
  /// Every warning so far, oldest first: the engine's misuse warnings and the app's own.
  private(set) var warnings: [String] = []
  /// The values chosen in the panel, as saved.
  private(set) var settings: LabSettings
  /// Whether `settings` changed since the last save.
  private(set) var hasUnsavedSettings = false

  private var stores: [String: ParameterStore] = [:]
  private let settingsFile: SettingsFile?
  private let trace: TraceWriter?

  /// Called after the session is replaced (a scene switch).
  var onSessionChange: (() -> Void)?
  /// Called with each new warning.
  var onWarning: ((String) -> Void)?
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
    self.settings = settings
    self.trace = trace
    let store = descriptor.makeParameters()
    settings.apply(to: store)
    for assignment in overrides { try? store.apply(assignment: assignment) }
    clock = ManualClock()
    session = SceneSession(descriptor: descriptor, parameters: store, clock: clock)
    stores[descriptor.id] = store
    observe(store)
    connect(session)
    if start == .presented { session.presentWithoutAnimation() }
  }

  /// The current scene's parameters.
  var parameters: ParameterStore { session.parameters }

  /// Switches to another scene, on its root screen; its parameter values are the ones it had
  /// earlier in this run, or the saved ones. The scene left behind first runs what it has in
  /// flight to its end (a drag under way is cancelled), so each of its transitions completes
  /// in the trace; scene time goes on from there.
  func selectScene(_ id: String) {
    guard id != session.descriptor.id, let descriptor = SceneCatalog.scene(id: id) else { return }
    session.settle()
    let store = stores[id] ?? makeStore(descriptor)
    clock = ManualClock(now: clock.now, timeScale: timeScale)
    session = SceneSession(
      descriptor: descriptor, parameters: store, screenSize: screenSize, clock: clock)
    connect(session)
    emit("scene", [("scene", .string(id))])
    onSessionChange?()
  }

  /// Presents or dismisses the way a person would: the scene's tap or drag, played live.
  func perform(_ action: SceneAction) {
    session.schedule(session.scene.script(for: action, screen: session.window.screen.bounds.size))
  }

  /// Plays the last drag again, live, with the current values, from the screen it started on
  /// (the modal comes back first if the drag had dismissed it); false when there is none.
  @discardableResult
  func replayLastDrag() -> Bool {
    session.replayLastRecording()
  }

  /// Sets the slow-motion factor (one of `timeScales`; others are ignored).
  func setTimeScale(_ scale: Double) {
    guard Self.timeScales.contains(scale) else { return }
    timeScale = scale
    clock.timeScale = scale
  }

  /// The next slower level, back to 1× after the slowest.
  func cycleTimeScale() {
    let index = Self.timeScales.firstIndex(of: timeScale) ?? 0
    setTimeScale(Self.timeScales[(index + 1) % Self.timeScales.count])
  }

  /// Turns reduced motion on or off, from the next transition on; traced as `reduce-motion`.
  func setReducesMotion(_ on: Bool) {
    reducesMotion = on
    session.window.isReduceMotionEnabled = on
    emit("reduce-motion", [("on", .bool(on))])
  }

  /// Fit or fill; in `fill` the screen takes `canvas` (points), in `fit` the device's size.
  func setMode(_ mode: CanvasMode, canvas: Size) {
    self.mode = mode
    resizeScreen(toCanvas: canvas)
  }

  /// Follows the canvas's size in `fill` (also mid-transition); nothing in `fit`.
  func resizeScreen(toCanvas canvas: Size) {
    let size = mode == .fill ? canvas : Screen.defaultSize
    guard size.width >= 1, size.height >= 1, size != session.window.screen.bounds.size else {
      return
    }
    screenSize = size
    session.window.resize(to: size)
    session.tick()
  }

  /// Puts the current scene's parameters back to the tutorial's values.
  func resetParameters() {
    session.parameters.resetToSeedDefaults()
  }

  /// Writes a trace line at the current scene time.
  func emit(_ kind: String, _ fields: [(String, JSONValue)]) {
    session.emit(kind, at: session.now, fields)
  }

  /// Adds a warning of the app's own (the settings file, a failed save); like the engine's,
  /// it goes to the trace as a `warning` line and to the window's list.
  func warn(_ code: String, _ message: String) {
    emit("warning", [("code", .string(code)), ("message", .string(message))])
  }

  /// Saves the settings when they changed; a failure becomes a warning.
  func saveSettingsIfNeeded() {
    guard hasUnsavedSettings, let settingsFile, settingsFile.canSave else { return }
    hasUnsavedSettings = false
    do {
      try settingsFile.save(settings)
    } catch {
      let message = "Settings were not saved: \(error.description)"
      writeError(message)
      warn("settings.not-saved", message)
    }
  }

  /// Changes the saved comparison (compare mode's devices, whether it is open).
  func updateComparison(_ change: (inout ComparisonSettings) -> Void) {
    let before = settings.comparison
    change(&settings.comparison)
    guard settings.comparison != before else { return }
    hasUnsavedSettings = true
    onSettingsChange?()
  }

  // MARK: Wiring

  private func makeStore(_ descriptor: SceneDescriptor) -> ParameterStore {
    let store = descriptor.makeParameters()
    settings.apply(to: store)
    stores[descriptor.id] = store
    observe(store)
    return store
  }

  /// Records changes made after start-up (the panel, a reset) in the settings.
  private func observe(_ store: ParameterStore) {
    store.observe { [weak self] spec, value in
      guard let self else { return }
      self.settings.record(value, for: spec, scene: store.sceneID)
      self.hasUnsavedSettings = true
      self.onSettingsChange?()
    }
  }

  /// Sends the session's trace lines to the file and its warnings to the window.
  private func connect(_ session: SceneSession) {
    session.window.isReduceMotionEnabled = reducesMotion
    session.traceSink = { [weak self] line in
      guard let self else { return }
      self.trace?.write(line)
      if case .object(let fields) = line,
        fields.contains(where: { $0.0 == "kind" && $0.1 == .string("warning") }),
        case .string(let message)? = fields.first(where: { $0.0 == "message" })?.1
      {
        self.warnings.append(message)
        self.onWarning?(message)
      }
    }
  }
}
