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

  /// The descriptor the last loaded library registered, once; it is then known by its id.
  public static func takeRegistered() -> SceneDescriptor? {
    defer { registered = nil }
    if let registered { loaded[registered.id] = registered }
    return registered
  }

  /// A built-in scene, or the newest loaded version of a scene file's scene.
  public static func scene(id: String) -> SceneDescriptor? {
    SceneCatalog.scene(id: id) ?? loaded[id]
  }
}
