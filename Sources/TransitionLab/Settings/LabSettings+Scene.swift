import Scenes

extension LabSettings {
  /// The settings file's key for the scene shown last.
  static let sceneKey = "scene"

  /// The scene named under `"scene"` when the catalogue has it; anything else (a scene
  /// renamed or removed since, a scene file's, a value that is not a name) is nil, and the
  /// window opens on the first scene with no warning: forgetting where one was is no error.
  static func lastScene(_ raw: Any?, catalog: [SceneDescriptor]) -> String? {
    guard let id = raw as? String, catalog.contains(where: { $0.id == id }) else { return nil }
    return id
  }

  /// `scene` as the scene shown last: nil for the first of the catalogue (what opens
  /// anyway); a scene the catalogue does not have (a scene file's) leaves the one
  /// remembered before.
  mutating func rememberScene(_ id: String, catalog: [SceneDescriptor] = SceneCatalog.all) {
    guard catalog.contains(where: { $0.id == id }) else { return }
    scene = id == catalog.first?.id ? nil : id
  }
}

extension WindowOptions {
  /// The scene to open: `--scene`; without it the scene shown last (`remembered`), unless
  /// `--set` names values, which are the first scene's then, as without settings; else the
  /// first scene of the catalogue.
  func sceneDescriptor(remembered: String?) -> SceneDescriptor {
    if scene == nil, assignments.isEmpty, let remembered,
      let descriptor = SceneCatalog.scene(id: remembered)
    {
      return descriptor
    }
    return sceneDescriptor
  }
}
