import ArgumentParser
import Foundation
import Scenes

/// `transition-lab new-scene NAME [--from SCENE] [--dir DIR]`: writes a scene of your own that
/// builds as it is, to open with `--scene-file`.
struct NewSceneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new-scene",
    abstract: "Write a scene of your own (a Swift file) to open with --scene-file.",
    discussion: """
      Without --from, writes DIR/NAME.swift: a full-screen modal that a drag down dismisses, \
      written as UIKit code, with its duration and threshold as parameters. With --from, \
      writes the folder DIR/NAME/ with a built-in scene's code and a Scene.swift that declares \
      it under the id NAME. With --folder (or --dir given no folder), writes the folder NAME/ \
      with the same scene in two files, Scene.swift and Transition.swift, to bring a \
      multi-file library into. Nothing is overwritten.

      Example: transition-lab new-scene my-modal && transition-lab --scene-file my-modal.swift
      """)

  @Argument(
    help: ArgumentHelp("The scene's id and file name: letters, digits and '-'.", valueName: "name"))
  var name: String

  @Option(
    help: ArgumentHelp(
      "Start from a built-in scene's code: \(SceneOptions.sceneList).", valueName: "scene"))
  var from: String?

  @Option(
    help: ArgumentHelp("Where to write it (default: the current directory).", valueName: "dir"))
  var dir: String = "."

  @Flag(
    help: ArgumentHelp(
      "Write a folder NAME/ (Scene.swift and Transition.swift), to bring a multi-file library "
        + "into; '--dir' with no folder after it means the same."))
  var folder = false

  /// `new-scene NAME --dir` with no folder after `--dir` (at the end, or before another
  /// option) asks for a folder scene in the current directory: the arguments as the parser
  /// takes them, `--folder` in its place.
  static func arguments(_ arguments: [String]) -> [String] {
    guard arguments.first == "new-scene", let index = arguments.firstIndex(of: "--dir"),
      index + 1 == arguments.count || arguments[index + 1].hasPrefix("-")
    else { return arguments }
    var result = arguments
    result[index] = "--folder"
    return result
  }

  func validate() throws {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first),
      name.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII })
    else {
      throw UsageError(
        "scene name must start with a letter and hold only letters, digits, '-' and '_', got '\(name)'"
      )
    }
    if SceneCatalog.scene(id: name) != nil {
      throw UsageError("'\(name)' is a built-in scene's id; give your scene a name of its own")
    }
    if let from, SceneCatalog.scene(id: from) == nil {
      throw UsageError("--from: " + SceneCatalog.unknownSceneMessage(from))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw UsageError("--dir: \(dir) is not a directory")
    }
  }

  func run() throws {
    if folder, from != nil { throw UsageError("--folder and --from cannot be given together") }
    let written =
      try from.map { try writeCopy(of: $0) } ?? (folder ? writeFolder() : writeTemplate())
    print(written)
    // The path alone on standard output, for scripts; the next step for a person at a terminal.
    if isatty(STDERR_FILENO) != 0 {
      FileHandle.standardError.write(
        Data("Open it with: transition-lab --scene-file \(written)\n".utf8))
    }
  }

  /// The scene's title: its name in words, `my-modal` → `My modal`.
  private var title: String {
    let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(
      of: "_", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  private func writeTemplate() throws -> String {
    let path = (dir as NSString).appendingPathComponent(name + ".swift")
    guard !FileManager.default.fileExists(atPath: path) else {
      throw UsageError("\(path) already exists; choose another name or --dir")
    }
    do {
      try SceneTemplate.text(id: name, title: title).write(
        toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw UsageError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  private func writeFolder() throws -> String {
    let path = (dir as NSString).appendingPathComponent(name)
    guard !FileManager.default.fileExists(atPath: path) else {
      throw UsageError("\(path) already exists; choose another name or --dir")
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      for (file, text) in SceneTemplate.folderFiles(id: name, title: title) {
        try text.write(toFile: path + "/" + file, atomically: true, encoding: .utf8)
      }
    } catch {
      throw UsageError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  private func writeCopy(of id: String) throws -> String {
    let folder = (dir as NSString).appendingPathComponent(name)
    guard !FileManager.default.fileExists(atPath: folder) else {
      throw UsageError("\(folder) already exists; choose another name or --dir")
    }
    guard let source = BuiltInSceneSources.directory(for: id) else {
      throw UsageError(
        "cannot find the code of scene '\(id)' (Sources/Scenes in the repository, "
          + "share/transition-lab/scenes when installed)")
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let files = try FileManager.default.contentsOfDirectory(atPath: source.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      for file in files {
        var text = try String(contentsOfFile: source.path + "/" + file, encoding: .utf8)
        // The copy is a scene of its own module, which imports the scenes' shared parts.
        if !text.contains("import Scenes\n") {
          text = text.replacingOccurrences(
            of: "import TransitionKit\n", with: "import Scenes\nimport TransitionKit\n")
        }
        // Its id is the new name.
        text = text.replacingOccurrences(
          of: "static let id = \"\(id)\"", with: "static let id = \"\(name)\"")
        try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
      }
      try """
      // \(title): a copy of the built-in scene '\(id)', to change as you like.
      //
      //   transition-lab --scene-file \(folder)     opens it in the window; every save reloads it
      //
      // The lab finds the scene by the top-level `let scene`. See docs/your-own-scene.md.

      import Scenes

      let scene = \(source.enumName).descriptor

      """.write(toFile: folder + "/Scene.swift", atomically: true, encoding: .utf8)
    } catch {
      throw UsageError("cannot write \(folder): \(error.localizedDescription)")
    }
    return folder
  }
}

/// Where the built-in scenes' code is: the repository's `Sources/Scenes`, or the installed
/// `share/transition-lab/scenes`.
enum BuiltInSceneSources {
  /// `drag-down` → `DragDown`.
  static func folderName(for id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  static func directory(for id: String) -> (path: String, enumName: String)? {
    let folder = folderName(for: id)
    var roots: [String] = []
    if let data = DataFiles.directory() {
      roots.append(data + "/scenes")
      roots.append(data + "/../Sources/Scenes")
    }
    for root in roots {
      let path = URL(fileURLWithPath: root + "/" + folder).standardizedFileURL.path
      if FileManager.default.fileExists(atPath: path + "/\(folder)Scene.swift") {
        return (path, folder + "Scene")
      }
    }
    return nil
  }
}
