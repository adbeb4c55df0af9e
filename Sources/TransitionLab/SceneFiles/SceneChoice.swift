import ArgumentParser
import Foundation
import Scenes

/// `--scene ID` or `--scene-file FILE`, as every command that plays a scene takes them.
enum SceneChoice {
  /// The built-in scene `scene`, or the scene built from `sceneFile`; exactly one is given.
  ///
  /// A compile error prints each of the compiler's diagnostics on its own line on standard
  /// error (`file:line:col: error: message`) and exits with status 2.
  static func descriptor(
    scene: String?, sceneFile: String?, swiftVersion: Int? = nil, allowAll: Bool = false
  ) throws -> SceneDescriptor {
    switch (scene, sceneFile) {
    case (let id?, nil):
      guard let descriptor = SceneCatalog.scene(id: id) else {
        throw UsageError(SceneCatalog.unknownSceneMessage(id))
      }
      return descriptor
    case (nil, let file?):
      return try load(file, swiftVersion: swiftVersion)
    case (_?, _?):
      throw UsageError("--scene and --scene-file cannot be given together")
    case (nil, nil):
      throw UsageError("missing --scene or --scene-file")
    }
  }

  /// Builds and loads a scene file, or reports why not and exits 2.
  static func load(_ file: String, swiftVersion: Int? = nil) throws -> SceneDescriptor {
    guard !file.isEmpty else { throw UsageError("--scene-file needs a file name") }
    try checkSwiftVersion(swiftVersion)
    do {
      let builder = try SceneFileBuilder.current(swiftVersion: swiftVersion)
      return try MainActor.assumeIsolated { try builder.descriptor(for: file) }
    } catch let error as SceneFileError {
      switch error {
      case .compile:
        FileHandle.standardError.write(Data((error.lines.joined(separator: "\n") + "\n").utf8))
        throw ExitCode(CommandRunner.usageErrorStatus)
      case .unusable(let message), .load(let message):
        throw UsageError(message)
      }
    }
  }

  /// `--swift-version` takes a language mode a scene can be compiled in.
  static func checkSwiftVersion(_ version: Int?) throws {
    guard let version, !SceneLanguageMode.supported.contains(version) else { return }
    throw UsageError(
      "--swift-version must be one of \(SceneLanguageMode.supported.map(String.init).joined(separator: ", ")), got \(version)"
    )
  }
}
