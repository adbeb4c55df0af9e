import Foundation
import XCTest

/// A scene file that keeps its state at file level, as SideMenu's `SideMenuManager.default`
/// does, for the tests of which library copy a session runs in.
enum ManagerSceneFile {
  /// The template scene, its Open button reaching the root through a file-level manager that
  /// every root binds to itself when it loads, and its modal titled with a file-level count of
  /// the modals made.
  static func write(in directory: URL, environment: [String: String]) throws -> String {
    let made = try TransitionLabProcess.run(
      ["new-scene", "keeps-a-manager", "--dir", directory.path], environment: environment)
    XCTAssertEqual(made.status, 0, made.standardError)
    let path = try XCTUnwrap(made.outputLines.first)
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let changes = [
      (
        "UIAction { [unowned self] _ in self.openModal(animated: true) }",
        "UIAction { _ in Manager.root?.openModal(animated: true) }"
      ),
      (
        "view.backgroundColor = .systemBackground\n",
        "view.backgroundColor = .systemBackground\n    Manager.root = self\n"
      ),
      (
        "view.backgroundColor = .systemGreen\n",
        "view.backgroundColor = .systemGreen\n    Manager.modalsMade += 1\n"
          + "    title = \"modal \\(Manager.modalsMade)\"\n"
      ),
    ]
    for (old, new) in changes {
      XCTAssertTrue(text.contains(old), old)
      text = text.replacingOccurrences(of: old, with: new)
    }
    text += """

      @MainActor enum Manager {
        static var root: RootViewController?
        static var modalsMade = 0
      }

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}

/// A test case with a temporary folder of its own (`transition-lab-PREFIX-…`, removed after
/// each test) and a build cache in it, which `environment` hands the commands it runs.
class SceneFolderTestCase: XCTestCase {
  var directory: URL!
  var environment: [String: String]!

  /// The folder name's prefix, after `transition-lab-`.
  class var folderPrefix: String { "scene" }

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-\(Self.folderPrefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }
}

/// A scene-folder test case in which `writeScene()` writes the manager scene.
class ManagerSceneFileTestCase: SceneFolderTestCase {
  override class var folderPrefix: String { "manager" }

  func writeScene() throws -> String {
    try ManagerSceneFile.write(in: directory, environment: environment)
  }
}
