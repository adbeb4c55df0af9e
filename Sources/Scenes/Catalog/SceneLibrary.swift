/// Scenes built from a Swift file at run time (`--scene-file`).
///
/// A scene file declares its scene at the top level, `let scene = SceneDescriptor(…)`; the lab
/// builds it into a library together with a generated entry point that hands that descriptor
/// to `register(_:)`, loads the library and takes the descriptor back with `takeRegistered()`.
public enum SceneLibrary {
  nonisolated(unsafe) private static var registered: SceneDescriptor?

  /// Called by a scene library's generated entry point, on the main thread.
  public static func register(_ descriptor: SceneDescriptor) {
    registered = descriptor
  }

  /// The descriptor the last loaded library registered, once.
  public static func takeRegistered() -> SceneDescriptor? {
    defer { registered = nil }
    return registered
  }
}
