import Scenes

/// Named presets as values: save, apply, rename, delete, restore, export and import change
/// the library in the state; writing `presets.json`, a shared file and the trace are effects.
extension LabState {
  /// The library after a preset command, with its effects; a refusal changes nothing and is
  /// told in one sentence (`refusePreset`).
  mutating func reducePreset(_ command: LabCommand, context: CommandContext) -> [LabEffect] {
    var library = presets
    var action = ""
    do throws(PresetError) {
      switch command {
      case .savePreset(let wanted):
        action = "save"
        let name = try PresetLibrary.checkedName(wanted)
        try library.save(UserPreset(name: name, scene: sceneID, values: context.editedValues))
        presets = library
        return [.notePreset(action: action, name: name, path: nil), .savePresets]
      case .applyUserPreset(let wanted):
        action = "apply"
        let preset = try Self.preset(named: wanted, scene: sceneID, in: library)
        return [
          .edit(ParameterEdit(kind: .preset, title: preset.name, change: .set(preset.values))),
          .notePreset(action: action, name: wanted, path: nil),
        ]
      case .renamePreset(let old, let new):
        action = "rename"
        try library.rename(old, to: new, scene: sceneID)
        let name = try PresetLibrary.checkedName(new)
        presets = library
        return [.notePreset(action: action, name: name, path: nil), .savePresets]
      case .deletePreset(let wanted):
        action = "delete"
        let preset = library.preset(named: wanted, scene: sceneID)
        library.delete(wanted, scene: sceneID)
        presets = library
        if let preset, library.preset(named: wanted, scene: preset.scene) == nil {
          deletedPreset = preset
        }
        return [.notePreset(action: action, name: wanted, path: nil), .savePresets]
      case .restoreDeletedPreset:
        guard let preset = deletedPreset else { return [] }
        action = "restore"
        try library.save(preset)
        presets = library
        deletedPreset = nil
        return [.notePreset(action: action, name: preset.name, path: nil), .savePresets]
      case .exportPreset(let wanted, let path):
        action = "export"
        let preset = try Self.preset(named: wanted, scene: sceneID, in: library)
        return [.exportPreset(preset, path: path)]
      case .importPreset(let path):
        return [.importPreset(path: path)]
      case .addImportedPreset(let preset):
        action = "import"
        try library.save(preset)
        presets = library
        return [.notePreset(action: action, name: preset.name, path: nil), .savePresets]
      default:
        return []
      }
    } catch {
      return [.refusePreset(action: action, message: error.description)]
    }
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
