/// Scenes built from a Swift file at run time (`--scene-file`).
///
/// A scene file declares its scene at the top level, `let scene = SceneDescriptor(…)`; the lab
/// builds it into a library together with a generated entry point that hands that descriptor
/// to `register(_:)`, loads the library and takes the descriptor back with `takeRegistered()`.
/// What looks a scene up by id (a fuzz case) finds loaded scenes with `scene(id:)`.
public enum SceneLibrary {
  nonisolated(unsafe) private static var registered: SceneDescriptor?
  nonisolated(unsafe) private static var loaded: [String: SceneDescriptor] = [:]

  /// Called by a scene library's generated entry point, on the main thread.
  public static func register(_ descriptor: SceneDescriptor) {
    registered = descriptor
  }

  /// The descriptor the last loaded library registered, once. A copy of a library loaded for
  /// module state of its own leaves the scene known by its id as it was.
  public static func takeRegistered(asCopy: Bool = false) -> SceneDescriptor? {
    defer { registered = nil }
    if let registered, !asCopy { loaded[registered.id] = registered }
    return registered
  }

  /// Makes `descriptor` the scene known by its id: the newest loaded version of a scene file.
  public static func remember(_ descriptor: SceneDescriptor) {
    loaded[descriptor.id] = descriptor
  }

  /// A built-in scene, or the newest loaded version of a scene file's scene.
  public static func scene(id: String) -> SceneDescriptor? {
    SceneCatalog.scene(id: id) ?? loaded[id]
  }

  /// The scene to play away from the window's stage (a take replayed in the inspector, a
  /// preview, an export): a built-in scene as it is; a scene file's from its offline copy,
  /// so nothing the session does reaches the file-level variables of the live one.
  @MainActor public static func offlineScene(id: String) -> SceneDescriptor? {
    scene(id: id)?.offlineModuleState()
  }
}
