import Foundation
import Scenes
import TransitionKit

/// Named presets: save, apply, rename, delete, export and import, each a lab command.
extension Lab {
  /// Carries out a preset command on `library`; returns the library after it (unchanged on
  /// a refusal, which is told in one sentence through `onNotice` and the trace).
  func presetCommand(_ command: LabCommand, library: PresetLibrary) -> PresetLibrary {
    let sceneID = session.descriptor.id
    var library = library
    var action = ""
    var name = ""
    do throws(PresetError) {
      switch command {
      case .savePreset(let wanted):
        action = "save"
        let store = editedParameters
        name = try PresetLibrary.checkedName(wanted)
        try library.save(
          UserPreset(
            name: name, scene: sceneID,
            values: store.allValues.map { ParameterAssignment($0.0.id, $0.1) }))
      case .applyUserPreset(let wanted):
        action = "apply"
        name = wanted
        let preset = try Self.preset(named: wanted, scene: sceneID, in: library)
        send(.setParameters(preset.values, kind: .preset, title: preset.name))
        emit("preset", [("action", .string(action)), ("name", .string(name))])
        return library
      case .renamePreset(let old, let new):
        action = "rename"
        try library.rename(old, to: new, scene: sceneID)
        name = try PresetLibrary.checkedName(new)
      case .deletePreset(let wanted):
        action = "delete"
        name = wanted
        library.delete(wanted, scene: sceneID)
      case .exportPreset(let wanted, let path):
        action = "export"
        name = wanted
        let preset = try Self.preset(named: wanted, scene: sceneID, in: library)
        do {
          try PresetLibrary.exported(preset).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
          throw PresetError("The preset was not written to \(path): \(error.localizedDescription)")
        }
        emit(
          "preset", [("action", .string(action)), ("name", .string(name)), ("path", .string(path))])
        return library
      case .importPreset(let path):
        action = "import"
        guard FileManager.default.fileExists(atPath: path) else {
          throw PresetError("The preset file was not imported: no such file \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
          throw PresetError("The preset file was not imported: \(path) cannot be read")
        }
        let preset = try PresetLibrary.imported(data)
        name = preset.name
        try library.save(preset)
      default:
        return library
      }
    } catch {
      emit("preset", [("action", .string(action)), ("error", .string(error.description))])
      onNotice?(error.description)
      return self.state.presets
    }
    emit("preset", [("action", .string(action)), ("name", .string(name))])
    if let presetFile {
      do throws(PresetError) {
        try presetFile.save(library)
      } catch {
        writeError(error.description)
        warn("presets.not-saved", error.description)
      }
    }
    return library
  }

  /// Puts a deleted preset back into `library` (saved to `presets.json` as any change).
  func restore(_ preset: UserPreset, in library: PresetLibrary) -> PresetLibrary {
    var library = library
    do throws(PresetError) {
      try library.save(preset)
    } catch {
      onNotice?(error.description)
      return library
    }
    emit("preset", [("action", .string("restore")), ("name", .string(preset.name))])
    if let presetFile {
      do throws(PresetError) {
        try presetFile.save(library)
      } catch {
        writeError(error.description)
        warn("presets.not-saved", error.description)
      }
    }
    return library
  }

  /// The preset of that name for the scene, or the sentence that says there is none.
  private static func preset(named name: String, scene: String, in library: PresetLibrary)
    throws(PresetError) -> UserPreset
  {
    guard let preset = library.preset(named: name, scene: scene) else {
      throw PresetError("There is no preset named \u{201C}\(name)\u{201D}")
    }
    return preset
  }
}
