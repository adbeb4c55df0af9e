import ArgumentParser
import Scenes

/// The root command's options: what the window opens with.
///
/// Everything is checked before any window opens: an unknown scene, parameter or value is a
/// one-line error with exit status 2.
struct WindowOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The scene to open: \(SceneOptions.sceneList). (default: the one shown last, else "
        + "drag-down)", valueName: "id"))
  var scene: String?

  @Option(
    help: ArgumentHelp(
      "Open a scene of your own, a Swift file or folder (see 'transition-lab new-scene'); "
        + "saving it rebuilds and reloads it.", valueName: "file"))
  var sceneFile: String?

  @Option(
    help: ArgumentHelp(
      "The Swift language mode a scene file is compiled in: 5 (the default, as an iOS app's "
        + "code) or 6; a file can ask with a '// swift-tools-version: 6.0' first line.",
      valueName: "mode"))
  var swiftVersion: Int?

  @Option(help: "Open on the root screen or with the modal already presented.")
  var start: StartState = .root

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Change a parameter of the scene for this run (repeatable; not saved).",
      valueName: "name=value"))
  var assignments: [String] = []

  @Option(
    help: ArgumentHelp(
      "Write the session's trace as JSON lines, with layout, parameter and frame lines.",
      valueName: "file"))
  var trace: String?

  @OptionGroup var device: DeviceOptions

  /// The device to open on (`--device`, `--orientation`), nil: the one the settings kept.
  func deviceSetting() throws -> DeviceSetting? {
    guard device.device != nil || device.orientation != nil else { return nil }
    guard case .device(let model, let orientation) = try device.screen(size: nil) else {
      return nil
    }
    return DeviceSetting(id: model.id, orientation: orientation)
  }

  /// The scene to open.
  var sceneDescriptor: SceneDescriptor {
    scene.flatMap(SceneCatalog.scene(id:)) ?? SceneCatalog.all[0]
  }

  func validate() throws {
    if let scene, SceneCatalog.scene(id: scene) == nil {
      throw UsageError(SceneCatalog.unknownSceneMessage(scene))
    }
    if let sceneFile {
      guard scene == nil else {
        throw UsageError("--scene and --scene-file cannot be given together")
      }
      try SceneChoice.checkSwiftVersion(swiftVersion)
      do {
        _ = try SceneFileBuilder.sources(of: sceneFile)
      } catch {
        throw UsageError(error.description)
      }
      if let trace, trace.isEmpty { throw UsageError("--trace needs a file name") }
      return
    }
    let descriptor = sceneDescriptor
    let assignments = assignments
    try MainActor.assumeIsolated {
      let store = descriptor.makeParameters()
      do {
        try store.apply(assignments: assignments)
      } catch {
        throw UsageError("--set: \(error)")
      }
    }
    if let trace, trace.isEmpty {
      throw UsageError("--trace needs a file name")
    }
  }
}
