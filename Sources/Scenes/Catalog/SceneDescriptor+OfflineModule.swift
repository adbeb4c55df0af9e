extension SceneDescriptor {
  /// The scene for a session played away from the window's stage: the inspector's replay of
  /// a take, a preview, an export, a release map's probes. A scene file's comes from one
  /// copy of its library kept for them (one per loaded version, loaded when first asked
  /// for), never the library the stage runs, so what such a session leaves in the file's
  /// top-level variables (a shared manager bound to its controllers, a counter) never reaches
  /// the live session. Those sessions share that copy with each other. A built-in scene keeps
  /// nothing at file level and is returned as it is.
  @MainActor public func offlineModuleState() -> SceneDescriptor {
    offlineCopy?() ?? self
  }
}
