import Foundation
import XCTest

@testable import TransitionLab

/// iOS code pasted into a scene file builds and plays as it is: the bridge rewrites what only
/// the Objective-C runtime or Xcode gives, the file compiles in Swift 5 mode with the scene's
/// declarations on the main actor, and a diagnostic names the person's line and column.
final class SceneBridgeBuildTests: XCTestCase {
  private var directory: URL!
  private var environment: [String: String]!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transition-lab-bridge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
    environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The fixture written as an iOS app's code, saved as a scene file.
  private func pastedModal(_ change: (String) -> String = { $0 }) throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PastedModal.swift.txt")
    let text = change(try String(contentsOf: fixture, encoding: .utf8))
    let file = directory.appendingPathComponent("PastedModal.swift").path
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  /// Replays one of the repository's recorded gestures on a scene file that starts presented,
  /// and returns the summary `replay` prints.
  private func replayPresented(_ file: String, gesture name: String) throws -> [String: Any] {
    let gesture = repository.appendingPathComponent("data/gestures/\(name).json").path
    let result = try TransitionLabProcess.run(
      ["replay", "--scene-file", file, "--gesture", gesture, "--start", "presented"],
      environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  func testPastedIOSCodeBuildsAndADragDismissesItsModal() throws {
    let file = try pastedModal()
    let summary = try replayPresented(file, gesture: "long-drag")
    XCTAssertEqual(summary["scene"] as? String, "pasted-modal")
    XCTAssertEqual(summary["presented"] as? Bool, false, "the pan's #selector handler dismissed it")
    let transitions = try XCTUnwrap(summary["transitions"] as? [[String: Any]])
    XCTAssertEqual(transitions.first?["kind"] as? String, "dismiss")
    XCTAssertEqual(transitions.first?["interactive"] as? Bool, true)
    XCTAssertEqual(transitions.first?["completed"] as? Bool, true)
  }

  func testAPastedNavigationDelegateLosesTheSwipeAfterItsPush() throws {
    // The delegate animates its pushes and gives nil for pops: on iOS it loses the system
    // swipe on a page its fade brought. The bridge declares the method it implements.
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/PastedNavigation.swift.txt")
    let file = directory.appendingPathComponent("PastedNavigation.swift").path
    try String(contentsOf: fixture, encoding: .utf8).write(
      toFile: file, atomically: true, encoding: .utf8)
    let summary = try replayPresented(file, gesture: "swipe-back")
    XCTAssertEqual(summary["declared"] as? Double, 1, "[.animationController]")
    XCTAssertEqual(summary["stack"] as? [String], ["list", "Detail"])
    XCTAssertEqual((summary["transitions"] as? [[String: Any]])?.count, 0, "the swipe is off")
    let port = try TransitionLabProcess.run(["port", file], environment: environment)
    XCTAssertTrue(
      port.standardOutput.contains(
        "\n+extension Coordinator: UINavigationControllerDelegate { var implementedTransitionMethods: "
          + "NavigationDelegateTransitionMethods { [.animationController] };\n"),
      port.standardOutput)
  }

  func testADiagnosticPointsAtThePersonsLineAndColumn() throws {
    // An unknown name after a #selector on the same line: the selector's rewrite is longer
    // than what the person wrote, so the compiler's column is not the person's.
    let file = try pastedModal {
      $0.replacingOccurrences(
        of: "let button = makeButton(\"Open Modal\", action: #selector(openModal(_:)))",
        with:
          "let button = makeButton(\"Open Modal\", action: #selector(openModal(_:))); opnButton = nil"
      )
    }
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let lineIndex = try XCTUnwrap(lines.firstIndex { $0.contains("opnButton") })
    let column =
      try XCTUnwrap(lines[lineIndex].range(of: "opnButton")).lowerBound
      .utf16Offset(in: lines[lineIndex]) + 1
    let result = try TransitionLabProcess.run(
      ["scenes", "--scene-file", file], environment: environment)
    XCTAssertEqual(result.status, 2)
    let errors = result.errorLines.filter { $0.contains(": error: ") }
    XCTAssertEqual(
      errors, ["\(file):\(lineIndex + 1):\(column): error: cannot find 'opnButton' in scope"],
      result.standardError)
  }

  func testSwiftSixIsAskedForByTheFilesHeaderOrTheCommandLine() throws {
    // Swift 6 reports what Swift 5 lets pass: shared mutable state outside the main actor.
    let tally = "nonisolated struct Tally { static var opened = 0 }\n"
    let file = try pastedModal { tally + $0 }
    let five = try TransitionLabProcess.run(
      ["scenes", "--scene-file", file], environment: environment)
    XCTAssertEqual(five.status, 0, five.standardError)
    let six = try TransitionLabProcess.run(
      ["scenes", "--scene-file", file, "--swift-version", "6"], environment: environment)
    XCTAssertEqual(six.status, 2)
    let headed = try pastedModal { "// swift-tools-version: 6.0\n" + tally + $0 }
    let fromHeader = try TransitionLabProcess.run(
      ["scenes", "--scene-file", headed], environment: environment)
    XCTAssertEqual(fromHeader.status, 2)
    // The only error: the fixture's four main-actor cases (a conformance in an extension, a
    // helper struct touching views, a global animator, a protocol controllers adopt) need no
    // annotation in Swift 6 either.
    let errors = fromHeader.errorLines.filter { $0.contains(": error: ") }
    XCTAssertEqual(errors.count, 1, fromHeader.standardError)
    XCTAssertTrue(
      errors.first?.contains("static property 'opened' is not concurrency-safe") ?? false,
      fromHeader.standardError)
  }

  func testPortPrintsTheRewriteAsADiff() throws {
    let file = try pastedModal()
    let result = try TransitionLabProcess.run(["port", file], environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    let diff = result.standardOutput
    XCTAssertTrue(diff.hasPrefix("--- a/PastedModal.swift\n+++ b/PastedModal.swift\n"), diff)
    XCTAssertTrue(diff.contains("\n-import Foundation\n+import UIKit\n"), diff)
    XCTAssertTrue(
      diff.contains(
        "+    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: "
          + "Selector(ModalViewController.handleGesture(_:))))"), diff)
    XCTAssertTrue(diff.contains("+  func modalDidDismiss(_ modal: ModalViewController) { }"), diff)
    XCTAssertEqual(result.errorLines, ["1 of 1 file rewritten"])
  }
}

extension SceneBridgeBuildTests {
  func testAFolderSceneBuildsFromItsFilesAndSubfolders() throws {
    let made = try TransitionLabProcess.run(
      ["new-scene", "library", "--dir", directory.path, "--folder"], environment: environment)
    XCTAssertEqual(made.status, 0, made.standardError)
    let folder = directory.appendingPathComponent("library")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    XCTAssertEqual(names, ["Scene.swift", "Transition.swift"])
    // A library's file in a subfolder, importing its own module as its demo does.
    let source = folder.appendingPathComponent("Source")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    try "import UIKit\nimport LibraryKit\n\npublic final class Helper {}\n".write(
      to: source.appendingPathComponent("Helper.swift"), atomically: true, encoding: .utf8)
    let listed = try TransitionLabProcess.run(
      ["scenes", "--scene-file", folder.path], environment: environment)
    XCTAssertEqual(listed.status, 0, listed.standardError)
    XCTAssertTrue(listed.standardOutput.hasPrefix("library — Library"), listed.standardOutput)
  }
}

extension SceneBridgeBuildTests {
  func testAUIColorWhereCoreGraphicsWantsACGColorIsTheCompilersError() throws {
    // `CGColor` is a type of its own, as on iOS: a layer's colour given as a `UIColor` does not
    // build, and the person's line says so; `.cgColor` builds.
    let wrong = try pastedModal {
      $0.replacingOccurrences(
        of: "    view.layer.cornerRadius = radius\n",
        with: "    view.layer.cornerRadius = radius\n    view.layer.borderColor = UIColor.red\n")
    }
    let text = try String(contentsOfFile: wrong, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let lineIndex = try XCTUnwrap(lines.firstIndex { $0.contains("borderColor") })
    let result = try TransitionLabProcess.run(
      ["scenes", "--scene-file", wrong], environment: environment)
    XCTAssertEqual(result.status, 2)
    let errors = result.errorLines.filter { $0.contains(": error: ") }
    XCTAssertEqual(errors.count, 1, result.standardError)
    XCTAssertTrue(
      errors.first?.hasPrefix("\(wrong):\(lineIndex + 1):") ?? false, result.standardError)
    XCTAssertTrue(
      errors.first?.contains("cannot assign value of type") ?? false, result.standardError)
    XCTAssertTrue(errors.first?.contains("to type 'CGColor") ?? false, result.standardError)
    let right = try pastedModal {
      $0.replacingOccurrences(
        of: "    view.layer.cornerRadius = radius\n",
        with:
          "    view.layer.cornerRadius = radius\n    view.layer.borderColor = UIColor.red.cgColor\n"
      )
    }
    let built = try TransitionLabProcess.run(
      ["scenes", "--scene-file", right], environment: environment)
    XCTAssertEqual(built.status, 0, built.standardError)
  }
}
