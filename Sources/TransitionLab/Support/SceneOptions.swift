import ArgumentParser
import Scenes
import TransitionKit

/// The options that choose a scene and its parameters, shared by `replay`, `render`,
/// `filmstrip` and the window.
struct SceneOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The scene: \(Self.sceneList).", valueName: "id"))
  var scene: String?

  @Option(
    help: ArgumentHelp(
      "A scene of your own: a Swift file (or a folder of them) declaring 'let scene = "
        + "SceneDescriptor(…)'; see 'transition-lab new-scene'.", valueName: "file"))
  var sceneFile: String?

  @Option(
    help: ArgumentHelp(
      "The Swift language mode a scene file is compiled in: 5 (the default, as an iOS app's "
        + "code) or 6; a file can ask with a '// swift-tools-version: 6.0' first line.",
      valueName: "mode"))
  var swiftVersion: Int?

  /// The catalogue's scene ids in words, for help texts: `drag-down, edge-pan, card or sheet`.
  static var sceneList: String {
    let ids = SceneCatalog.all.map(\.id)
    guard let last = ids.last else { return "" }
    let rest = ids.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  @Option(
    name: .customLong("set"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Change a parameter (repeatable); see 'transition-lab scenes'.", valueName: "name=value"))
  var assignments: [String] = []

  /// The scene named by `--scene`, or built from `--scene-file`.
  func descriptor() throws -> SceneDescriptor {
    try SceneChoice.descriptor(scene: scene, sceneFile: sceneFile, swiftVersion: swiftVersion)
  }

  /// The scene's parameters with every `--set` applied.
  @MainActor func parameters(for descriptor: SceneDescriptor) throws -> ParameterStore {
    let store = descriptor.makeParameters()
    do {
      try store.apply(assignments: assignments)
    } catch {
      throw UsageError("--set: \(error.description)")
    }
    return store
  }
}

/// Where a session starts: with the root screen, or with the modal already on screen.
enum StartState: String, ExpressibleByArgument, CaseIterable {
  case root
  case presented
}

extension GestureScript {
  /// Loads a script and checks that every tap target is a control of the scene.
  static func load(path: String, for scene: SceneDescriptor) throws -> GestureScript {
    let script: GestureScript
    do {
      script = try GestureScript.load(path: path)
    } catch {
      throw UsageError(error.message)
    }
    let known = scene.controls.map(\.id)
    for (index, event) in script.events.enumerated() {
      if let target = event.target, !known.contains(target) {
        throw UsageError(
          "\(path): events[\(index)].target: unknown control '\(target)' for scene "
            + "\(scene.id); known: \(known.joined(separator: ", "))")
      }
    }
    return script
  }
}
