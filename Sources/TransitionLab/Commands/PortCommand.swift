import ArgumentParser
import Foundation
import SceneBridge

/// `transition-lab port FILE|DIR`: prints, as a unified diff, what the scene-file bridge
/// rewrites before compiling a file (or a folder's `.swift` files) written for iOS.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Show what the lab rewrites in iOS code before compiling it, as a diff.",
    discussion: """
      Reads a Swift file, or the .swift files of a folder, as --scene-file would, and prints \
      the changes the bridge makes to each (#selector, @objc, @IB…, @objc optional \
      requirements, #if os(iOS), imports, #keyPath and literals, the transition methods a \
      navigation delegate implements) as a unified diff. The files \
      are not changed. A file with nothing to rewrite prints nothing.

      Example: transition-lab port MyTransition/ | less
      """)

  @Argument(help: ArgumentHelp("A Swift file or a folder of them.", valueName: "file-or-dir"))
  var path: String

  func run() throws {
    let sources: [String]
    do {
      sources = try SceneFileBuilder.sources(of: path)
    } catch {
      throw UsageError(error.description)
    }
    var texts: [(path: String, text: String)] = []
    for source in sources {
      guard let data = FileManager.default.contents(atPath: source) else {
        throw UsageError("cannot read '\(source)'")
      }
      texts.append((path: source, text: String(decoding: data, as: UTF8.self)))
    }
    // Paths in the diff are relative to the folder given (or the file's own folder).
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let root = URL(fileURLWithPath: path).standardizedFileURL
    let base = (isDirectory.boolValue ? root.path : root.deletingLastPathComponent().path) + "/"
    var changed = 0
    let available = (try? SceneFileBuilder.current())?.availableModules()
    for file in SceneBridge.rewrite(texts, availableModules: available) where file.isChanged {
      let name = file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
      print(
        UnifiedDiff.make(
          old: file.original, new: file.text, oldName: "a/" + name, newName: "b/" + name),
        terminator: "")
      changed += 1
    }
    FileHandle.standardError.write(
      Data(
        "\(changed) of \(sources.count) file\(sources.count == 1 ? "" : "s") rewritten\n".utf8))
  }
}
