import Foundation
import Scenes
import TransitionKit

/// What the lab does outside the state once a command changed it (`LabEffect`): the session,
/// the parameters' history, the preset files, the trace.
extension Lab {
  /// Carries out `effect` of a command that took the state from `old` to `next`; an effect
  /// that changes the state further (a scene switched to, an undo in compare mode) writes
  /// `next`. Returns a command to send after this one (a preset read from a file), if any.
  func perform(_ effect: LabEffect, from old: LabState, to next: inout LabState) -> LabCommand? {
    switch effect {
    case .switchScene:
      switchScene(to: next.sceneID)
      workspaceFollowsScene(&next)
    case .followTimeScale:
      clock.timeScale = next.timeScale
      stageDevices?.clock.timeScale = next.timeScale
    case .followCanvasFit:
      followCanvasFit(next.canvasFit)
    case .followReduceMotion:
      session.window.isReduceMotionEnabled = next.reducesMotion
      emit("reduce-motion", [("on", .bool(next.reducesMotion))])
    case .noteGuides:
      let names = GuideMark.Kind.allCases.filter(next.guides.contains).map(\.rawValue)
      emit("guides", [("on", .array(names.map { .string($0) }))])
      settingsChanged()
    case .followDevice:
      applyDevice(next, from: old)
    case .followWorkspace(let command):
      stageFollows(command, from: old, to: next)
    case .play(let action):
      if let devices = stageDevices { devices.perform(action) } else { perform(action) }
    case .goBack:
      goBack()
    case .replay:
      if let devices = stageDevices {
        _ = devices.replayLastDrag()
      } else {
        session.replayLastRecording()
      }
    case .edit(let request):
      carryOut(request)
    case .undo:
      if comparison != nil { undoCompare(redo: false, &next) } else { undoEdit() }
    case .redo:
      if comparison != nil { undoCompare(redo: true, &next) } else { redoEdit() }
    case .savePresets:
      savePresets(next.presets)
    case .notePreset(let action, let name, let path):
      var fields: [(String, JSONValue)] = [("action", .string(action)), ("name", .string(name))]
      if let path { fields.append(("path", .string(path))) }
      emit("preset", fields)
    case .refusePreset(let action, let message):
      refusePreset(action: action, message: message)
    case .exportPreset(let preset, let path):
      do {
        try PresetLibrary.exported(preset).write(to: URL(fileURLWithPath: path), options: .atomic)
        emit(
          "preset",
          [("action", .string("export")), ("name", .string(preset.name)), ("path", .string(path))])
      } catch {
        refusePreset(
          action: "export",
          message: "The preset was not written to \(path): \(error.localizedDescription)")
      }
    case .importPreset(let path):
      return readPreset(at: path)
    }
    return nil
  }

  /// The edited parameters' values, in the panel's order (a preset saved of them).
  var editedValues: [ParameterAssignment] {
    editedParameters.allValues.map { ParameterAssignment($0.0.id, $0.1) }
  }

  /// Carries out an edit of the edited parameters as one step of their history.
  private func carryOut(_ request: ParameterEdit) {
    switch request.change {
    case .reset:
      edit(
        request.kind, title: request.title ?? "Reset", mergeKey: request.mergeKey,
        coalescing: request.coalescing
      ) { $0.resetToSeedDefaults() }
    case .set(let assignments):
      let store = editedParameters
      let title =
        request.title
        ?? assignments.first.flatMap { first in store.specs.first { $0.id == first.id }?.title }
      guard let title, assignments.contains(where: { store[$0.id] != nil }) else { return }
      edit(request.kind, title: title, mergeKey: request.mergeKey, coalescing: request.coalescing) {
        store in
        for assignment in assignments where store[assignment.id] != nil {
          try? store.set(assignment.id, assignment.value)
        }
      }
    }
  }

  private func savePresets(_ library: PresetLibrary) {
    guard let presetFile else { return }
    do throws(PresetError) {
      try presetFile.save(library)
    } catch {
      writeError(error.description)
      warn("presets.not-saved", error.description)
    }
  }

  private func refusePreset(action: String, message: String) {
    emit("preset", [("action", .string(action)), ("error", .string(message))])
    onNotice?(message)
  }

  /// The preset in a shared file, as the command that adds it; nil (and the reason told) for
  /// a file that is missing, unreadable or not a preset.
  private func readPreset(at path: String) -> LabCommand? {
    guard FileManager.default.fileExists(atPath: path) else {
      refusePreset(
        action: "import", message: "The preset file was not imported: no such file \(path)")
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      refusePreset(
        action: "import", message: "The preset file was not imported: \(path) cannot be read")
      return nil
    }
    do throws(PresetError) {
      return .addImportedPreset(try PresetLibrary.imported(data))
    } catch {
      refusePreset(action: "import", message: error.description)
      return nil
    }
  }
}
