import Scenes
import TransitionKit

/// How the window looks: as the desktop prefers, or always light or dark.
enum WindowAppearance: String, CaseIterable, Sendable {
  case system
  case light
  case dark

  /// What the menu calls it.
  var title: String {
    switch self {
    case .system: "Follow the System"
    case .light: "Light"
    case .dark: "Dark"
    }
  }
}

/// The window's state, in one value: what every widget is drawn from.
///
/// Only `Lab` changes it, through `Lab.send(_:)`; actions, shortcuts, the header bar, the panel
/// and the trace read it and send commands. A widget keeps no second copy.
struct LabState: Equatable, Sendable {
  /// The scene shown.
  var sceneID: String
  /// How fast scene time runs (one of `Lab.timeScales`).
  var timeScale = 1.0
  /// Fit the device outline or fill the canvas with the screen.
  var canvasFit = CanvasMode.fit
  /// The single scene, compare mode with its devices' values, or the blind test.
  var workspace = Workspace.single
  /// Whether transitions crossfade instead of move (Reduce Motion).
  var reducesMotion = false
  /// Light, dark or the desktop's choice.
  var appearance = WindowAppearance.system
  /// Whether the desktop asks for high contrast (read, not chosen here).
  var highContrast = false
  /// The simulated device the scene runs on (`DeviceCatalog`), and how it is held.
  var screenDevice = DeviceCatalog.defaultDevice.id
  var orientation = ScreenOrientation.portrait
  /// How far the side panel is scrolled, per scene, in pixels.
  var panelScroll: [String: Double] = [:]
  /// Whether the side panel is shown when the window is too narrow to show it beside the
  /// canvas (it then slides over the canvas).
  var isPanelRevealed = true
  /// Whether the scene is away from its first screen, a modal (or sheet) on screen or a page
  /// pushed: enables Present or Dismiss.
  var isPresented = false
  /// The guides drawn over the scene on the canvas (see `GuidesOverlay.swift`).
  var guides: Set<GuideMark.Kind> = []
  /// Whether the scene's root is a navigation stack: Present and Dismiss read Push and Back.
  var navigates = false
  /// Whether there is a drag to replay.
  var canReplay = false
  /// The step Undo would take back in the edited parameters (`Duration`, `Reset`), nil
  /// when there is none; kept by the lab from its edit history.
  var undoTitle: String?
  /// The step Redo would carry out again, nil when there is none.
  var redoTitle: String?
  /// Whether the last edit of the edited parameters was a reset (its toast's Undo).
  var canUndoReset = false
  /// Bumped on every parameter edit, undo and redo, so widgets drawn from the values (the
  /// plot, the preview strip) hear of it.
  var parameterRevision = 0

  /// The person's saved presets (every scene's; `presets.json`).
  var presets = PresetLibrary()
  /// The preset deleted last, which the Undo of its toast puts back; nil once put back.
  var deletedPreset: UserPreset?
  /// The range last tested of each parameter in the blind test, by id: offered again when
  /// the parameter is chosen (kept while the window is open).
  var blindTestRanges: [String: ClosedRange<Double>] = [:]

  /// The compared device the side panel edits (0 outside compare mode).
  var editedDevice: Int { workspace.compare?.edited ?? 0 }

  var canUndo: Bool { undoTitle != nil }
  var canRedo: Bool { redoTitle != nil }

  init(sceneID: String) {
    self.sceneID = sceneID
  }
}

/// Everything that changes the window's state, from any widget, action or shortcut.
enum LabCommand: Equatable, Sendable {
  case selectScene(String)
  /// The scene after (+1) or before (−1) the current one in the catalogue, wrapping around.
  case stepScene(Int)
  case setTimeScale(Double)
  /// The next slower level, back to 1× after the slowest.
  case cycleTimeScale
  case setCanvasFit(CanvasMode)
  case setWorkspace(WindowMode)
  /// Leaves the blind test for the mode it was opened from (Done, Escape, Ctrl+B).
  case closeBlindTest
  /// Starts, picks in, stops or applies the blind test (ignored outside it).
  case blindTest(BlindTestCommand)
  case setReducesMotion(Bool)
  /// Shows or hides one guide over the scene.
  case setGuide(GuideMark.Kind, Bool)
  case setAppearance(WindowAppearance)
  case setHighContrast(Bool)
  /// Chooses the compared device the side panel edits (a click or tap on it, the chooser).
  case selectDevice(Int)
  /// Adds a compared device with the edited device's values, and edits it (at most four).
  case addDevice
  /// Removes the edited compared device (two stay at least).
  case removeDevice
  /// Gives compared device `to` the values of device `from`.
  case copyDevice(from: Int, to: Int)
  /// Runs the scene on another device of the catalogue, by id.
  case chooseScreenDevice(String)
  /// Turns the device a quarter turn (portrait to landscape or back).
  case rotateDevice
  case setPanelScroll(Double)
  case setPanelRevealed(Bool)
  case present
  case dismiss
  /// Pops the top page of the scene's navigation controller (Alt+Left, as GNOME goes back).
  case goBack
  case replay
  case resetParameters
  /// Puts back the values a reset replaced (the history's last step, when it is a reset).
  case undoReset
  /// Sets one of the edited parameters. With `coalescing`, it extends the last step when
  /// that set the same parameter (a slider's drag is one step).
  case setParameter(String, ParameterValue, coalescing: Bool = false)
  /// Sets several of the edited parameters as one step (a preset, a handle's drag, a spring
  /// form). `mergeKey` with `coalescing` extends the last step of the same key.
  case setParameters(
    [ParameterAssignment], kind: EditKind, title: String, mergeKey: String? = nil,
    coalescing: Bool = false)
  /// Saves the edited parameters as a preset of the scene under a name (replacing one of
  /// that name).
  case savePreset(String)
  /// Applies a preset of the scene's, by name, as one undoable step.
  case applyUserPreset(String)
  case renamePreset(String, to: String)
  case deletePreset(String)
  /// Puts back the preset deleted last (the Undo of its toast).
  case restoreDeletedPreset
  /// Writes a preset of the scene's to a file to share.
  case exportPreset(String, path: String)
  /// Reads a shared preset file into the library; a bad file changes nothing.
  case importPreset(path: String)
  /// Adds a preset read from a shared file (what `importPreset` sends once it read one).
  case addImportedPreset(UserPreset)
  /// Takes back the last parameter edit of the edited parameters (Ctrl+Z).
  case undo
  /// Carries out the last undone edit again (Ctrl+Shift+Z).
  case redo
}

extension LabState {
  /// The state after `command`, as far as the state alone decides it (`reduce(_:context:)`
  /// without its effects).
  @MainActor
  func applying(
    _ command: LabCommand, catalog: [SceneDescriptor] = SceneCatalog.all,
    context: WorkspaceContext = WorkspaceContext()
  ) -> LabState {
    var next = self
    _ = next.reduce(command, context: CommandContext(catalog: catalog, workspace: context))
    return next
  }

  /// The panel's scroll offset for the scene shown (0 the first time).
  var currentPanelScroll: Double { panelScroll[sceneID] ?? 0 }
}
