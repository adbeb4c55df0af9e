import Scenes
import TransitionKit

/// What a command needs that the state cannot know: the catalogue, the scene's values and
/// kept devices (compare mode), a random draw (the blind test) and the edited values (a
/// preset saved).
struct CommandContext: Sendable {
  var catalog: [SceneDescriptor] = SceneCatalog.all
  var workspace = WorkspaceContext()
  /// The values of the parameters the panel edits, in the panel's order.
  var editedValues: [ParameterAssignment] = []
}

/// The one place every command is handled: the state after it, and what is to be done
/// outside the state once it changed (`LabEffect`), which `Lab.send` carries out in order.
extension LabState {
  /// Changes the state as `command` says and returns the effects that follow.
  @MainActor
  mutating func reduce(_ command: LabCommand, context: CommandContext) -> [LabEffect] {
    if let workspace = workspace(after: command, context: context.workspace) {
      let old = self.workspace
      self.workspace = workspace
      if case .blindTest(.start(let parameter, let range, _, _)) = command,
        workspace.blindTest?.runNumber != old.blindTest?.runNumber
      {
        blindTestRanges[parameter] = range
      }
      return [.followWorkspace(command)]
    }
    switch command {
    case .selectScene(let id):
      guard context.catalog.contains(where: { $0.id == id }), id != sceneID else { return [] }
      sceneID = id
      return [.switchScene]
    case .stepScene(let offset):
      guard !context.catalog.isEmpty else { return [] }
      let index = context.catalog.firstIndex { $0.id == sceneID } ?? 0
      let count = context.catalog.count
      let id = context.catalog[((index + offset) % count + count) % count].id
      guard id != sceneID else { return [] }
      sceneID = id
      return [.switchScene]
    case .setTimeScale(let scale):
      if Lab.timeScales.contains(scale) { timeScale = scale }
      return [.followTimeScale]
    case .cycleTimeScale:
      let index = Lab.timeScales.firstIndex(of: timeScale) ?? 0
      timeScale = Lab.timeScales[(index + 1) % Lab.timeScales.count]
      return [.followTimeScale]
    case .setCanvasFit(let fit):
      canvasFit = fit
      return [.followCanvasFit]
    case .setReducesMotion(let on):
      reducesMotion = on
      return [.followReduceMotion]
    case .setGuide(let kind, let on):
      let old = guides
      if on { guides.insert(kind) } else { guides.remove(kind) }
      return guides == old ? [] : [.noteGuides]
    case .setAppearance(let choice):
      appearance = choice
    case .setHighContrast(let on):
      highContrast = on
    case .chooseScreenDevice(let id):
      guard DeviceCatalog.device(id: id) != nil else { return [] }
      let old = DeviceSetting(id: screenDevice, orientation: orientation)
      screenDevice = id
      return [.followDevice(old: old)]
    case .rotateDevice:
      let old = DeviceSetting(id: screenDevice, orientation: orientation)
      orientation = orientation.rotated
      return [.followDevice(old: old)]
    case .setPanelScroll(let offset):
      if offset.isFinite { panelScroll[sceneID] = Swift.max(offset, 0) }
    case .setPanelRevealed(let revealed):
      isPanelRevealed = revealed
    case .present:
      return [.play(.present)]
    case .dismiss:
      return [.play(.dismiss)]
    case .goBack:
      return [.goBack]
    case .replay:
      return [.replay]
    case .resetParameters:
      return [.edit(ParameterEdit(kind: .reset, title: "Reset", change: .reset))]
    case .undoReset:
      return canUndoReset ? [.undo] : []
    case .setParameter(let id, let value, let coalescing):
      return [
        .edit(
          ParameterEdit(
            kind: .value, title: nil, change: .set([ParameterAssignment(id, value)]), mergeKey: id,
            coalescing: coalescing))
      ]
    case .setParameters(let assignments, let kind, let title, let mergeKey, let coalescing):
      return [
        .edit(
          ParameterEdit(
            kind: kind, title: title, change: .set(assignments), mergeKey: mergeKey,
            coalescing: coalescing))
      ]
    case .undo:
      return [.undo]
    case .redo:
      return [.redo]
    case .savePreset, .applyUserPreset, .renamePreset, .deletePreset, .restoreDeletedPreset,
      .exportPreset, .importPreset, .addImportedPreset:
      return reducePreset(command, context: context)
    case .setWorkspace, .closeBlindTest, .blindTest, .selectDevice, .addDevice, .removeDevice,
      .copyDevice:
      return []
    }
    return []
  }
}

/// What is done outside the state after a command changed it, in order: the scene's session,
/// the parameters' history, files, the trace.
enum LabEffect: Equatable, Sendable {
  /// Opens the scene the state names (what the one left has in flight run to its end).
  case switchScene
  /// The clocks run at the state's time scale.
  case followTimeScale
  /// The screen follows fit or fill.
  case followCanvasFit
  /// The scene crossfades or moves, as the state says.
  case followReduceMotion
  /// The guides are written to the trace (and so kept when the settings are saved).
  case noteGuides
  /// The screen becomes the state's device, from `old`.
  case followDevice(old: DeviceSetting)
  /// Compare mode's or the blind test's devices follow the workspace.
  case followWorkspace(LabCommand)
  /// Presents or dismisses on the stage shown.
  case play(SceneAction)
  case goBack
  /// The last drag again, live, with the current values.
  case replay
  /// Writes the edited parameters as one step of their history.
  case edit(ParameterEdit)
  case undo
  case redo
  /// Writes the preset library to its file (`presets.json`).
  case savePresets
  /// Writes the `preset` trace line of a preset command that was carried out.
  case notePreset(action: String, name: String, path: String?)
  /// Tells of a preset command refused: the trace and a toast.
  case refusePreset(action: String, message: String)
  /// Writes a preset to a file to share.
  case exportPreset(UserPreset, path: String)
  /// Reads a shared preset file; its preset comes back as `.addImportedPreset`.
  case importPreset(path: String)
}

/// An edit of the parameters the panel edits, as one step of their history.
struct ParameterEdit: Equatable, Sendable {
  /// What the values become.
  enum Change: Equatable, Sendable {
    /// The tutorial's values.
    case reset
    /// These values, in order (those the parameters lack are skipped).
    case set([ParameterAssignment])
  }

  var kind: EditKind
  /// The step's title; nil: the parameter's own (a single value set).
  var title: String?
  var change: Change
  /// With `coalescing`, the step extends the last one of the same key.
  var mergeKey: String?
  var coalescing = false
}
