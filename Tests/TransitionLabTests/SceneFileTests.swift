import Foundation
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// Scenes of one's own: `new-scene` writes one, `--scene-file` builds it with the Swift
/// compiler and loads it into the built binary, which plays it headless.
final class SceneFileTests: SceneFolderTestCase {
  override class var folderPrefix: String { "scene-files" }

  private var gesture: String {
    // Tests/TransitionLabTests/SceneFileTests.swift → data/gestures/long-drag.json
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/gestures/long-drag.json").path
  }

  private func newScene(_ arguments: [String]) throws -> String {
    let result = try TransitionLabProcess.run(
      ["new-scene"] + arguments + ["--dir", directory.path], environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    return try XCTUnwrap(result.outputLines.first)
  }

  func testANewSceneBuildsAndReplaysHeadless() throws {
    let file = try newScene(["my-modal"])
    XCTAssertTrue(file.hasSuffix("my-modal.swift"))
    let result = try TransitionLabProcess.run(
      ["replay", "--scene-file", file, "--gesture", gesture, "--set", "threshold=0.2"],
      environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    let summary = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    XCTAssertEqual(summary["scene"] as? String, "my-modal")
    XCTAssertEqual(summary["presented"] as? Bool, false, "the long drag dismisses the modal")
    let transitions = try XCTUnwrap(summary["transitions"] as? [[String: Any]])
    XCTAssertEqual(transitions.first?["kind"] as? String, "dismiss")
    XCTAssertEqual(transitions.first?["completed"] as? Bool, true)

    let listed = try TransitionLabProcess.run(
      ["scenes", "--scene-file", file, "--json"], environment: environment)
    XCTAssertEqual(listed.status, 0, listed.standardError)
    XCTAssertTrue(listed.standardOutput.contains("\"id\":\"my-modal\""), listed.standardOutput)

    // The rest of the walk-through in docs/your-own-scene.md, from the same cached build.
    let map = directory.appendingPathComponent("map.png").path
    let compare = directory.appendingPathComponent("compare.png").path
    let dragPlot = directory.appendingPathComponent("drag.png").path
    for arguments in [
      ["release-map", "--scene-file", file, "--set", "threshold=0.5", "--output", map],
      ["drag-plot", "--scene-file", file, "--gesture", gesture, "--output", dragPlot],
      [
        "compare", "--scene-file", file, "--gesture", gesture, "--variant", "duration=0.3",
        "--variant", "duration=0.9", "--frames", "5", "--scale", "0.4", "--output", compare,
      ],
    ] {
      let run = try TransitionLabProcess.run(arguments, environment: environment)
      XCTAssertEqual(run.status, 0, "\(arguments): \(run.standardError)")
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: map))
    XCTAssertTrue(FileManager.default.fileExists(atPath: compare))
    XCTAssertTrue(FileManager.default.fileExists(atPath: dragPlot))
    let export = try TransitionLabProcess.run(
      ["export", "--scene-file", file, "--format", "swiftui", "--set", "duration=0.4"],
      environment: environment)
    XCTAssertEqual(export.status, 0, export.standardError)
    XCTAssertTrue(export.standardOutput.contains("duration: 0.4"), export.standardOutput)
    // The fuzzer on a scene file: every transition completes once, no view is left, and
    // the session frees all it made.
    let fuzz = try TransitionLabProcess.run(
      ["fuzz", "--scene-file", file, "--cases", "200", "--seed", "2026"], environment: environment)
    XCTAssertEqual(fuzz.status, 0, fuzz.standardOutput + fuzz.standardError)
    XCTAssertTrue(fuzz.standardOutput.contains("\"failures\":0"), fuzz.standardOutput)
  }

  /// docs/examples/constraint-sheet.swift: Auto Layout in a scene file, the card's bottom
  /// constraint animated with `layoutIfNeeded()` in both animators and scrubbed by a drag.
  func testTheConstraintSheetExampleSlidesItsCardByAConstraint() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/examples/constraint-sheet.swift").path
    func drag(to y: Double) throws -> String {
      let path = directory.appendingPathComponent("drag-\(Int(y)).json")
      var events = [#"{"t":0,"type":"down","x":195,"y":600}"#]
      for step in 1...6 {
        events.append(
          #"{"t":\#(Double(step) * 0.05),"type":"move","x":195,"y":\#(600 + (y - 600) * Double(step) / 6)}"#
        )
      }
      events.append(#"{"t":0.35,"type":"up","x":195,"y":\#(y)}"#)
      try #"{"events":[\#(events.joined(separator: ","))]}"#.write(
        toFile: path.path, atomically: true, encoding: .utf8)
      return path.path
    }
    func replay(_ arguments: [String]) throws -> [String: Any] {
      let result = try TransitionLabProcess.run(
        ["replay", "--scene-file", file] + arguments, environment: environment)
      XCTAssertEqual(result.status, 0, result.standardError)
      return try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
    // A drag past 30 % of the card's height dismisses it; a short one puts it back.
    let long = try replay(["--start", "presented", "--gesture", try drag(to: 800)])
    XCTAssertEqual(long["presented"] as? Bool, false)
    XCTAssertEqual(long["warnings"] as? Int, 0)
    let short = try replay(["--start", "presented", "--gesture", try drag(to: 640)])
    XCTAssertEqual(short["presented"] as? Bool, true)
    let transitions = try XCTUnwrap(short["transitions"] as? [[String: Any]])
    XCTAssertEqual(transitions.first?["interactive"] as? Bool, true)
    XCTAssertEqual(transitions.first?["completed"] as? Bool, false)
    // The button laid out by the stack view presents it.
    let tap = directory.appendingPathComponent("tap.json")
    try #"{"events":[{"t":0,"type":"tap","target":"open"}]}"#.write(
      to: tap, atomically: true, encoding: .utf8)
    let opened = try replay(["--start", "root", "--gesture", tap.path])
    XCTAssertEqual(opened["presented"] as? Bool, true)
  }

  func testACopyOfABuiltInSceneBuildsUnderItsNewName() throws {
    let folder = try newScene(["my-drag", "--from", "drag-down"])
    let result = try TransitionLabProcess.run(
      ["replay", "--scene-file", folder, "--gesture", gesture], environment: environment)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertTrue(result.standardOutput.hasPrefix("{\"scene\":\"my-drag\""), result.standardOutput)
  }

  func testACompileErrorIsTheCompilersLinesAndStatusTwo() throws {
    let file = try newScene(["broken"])
    var text = try String(contentsOfFile: file, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "interactor.update(progress)", with: "interactor.update(progres)")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let lineNumber =
      try XCTUnwrap(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains("update(progres)") }) + 1
    let image = directory.appendingPathComponent("frame.png").path
    for command in [["replay", "--gesture", gesture], ["render", "--output", image], ["scenes"]] {
      let result = try TransitionLabProcess.run(
        command + ["--scene-file", file], environment: environment)
      XCTAssertEqual(result.status, 2, "\(command)")
      XCTAssertEqual(result.standardOutput, "")
      let errors = result.errorLines.filter { $0.contains(": error: ") }
      XCTAssertEqual(errors.count, 1, result.standardError)
      XCTAssertTrue(
        errors.first?.hasPrefix("\(file):\(lineNumber):") ?? false, result.standardError)
      XCTAssertTrue(errors.first?.hasSuffix("error: cannot find 'progres' in scope") ?? false)
    }
  }

  func testBadInputIsOneLineAndStatusTwo() throws {
    for arguments in [
      ["new-scene", "9lives"], ["new-scene", "ok", "--from", "nope"], ["new-scene", "card"],
      ["new-scene", "ok", "--dir", directory.appendingPathComponent("missing").path],
      [
        "replay", "--scene-file", directory.appendingPathComponent("missing.swift").path,
        "--gesture", gesture,
      ],
      ["replay", "--scene", "drag-down", "--scene-file", "x.swift", "--gesture", gesture],
      ["render", "--output", directory.appendingPathComponent("frame.png").path],
    ] {
      let result = try TransitionLabProcess.run(arguments, environment: environment)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
      XCTAssertTrue(result.standardError.hasPrefix("error: "), result.standardError)
    }
    _ = try newScene(["twice"])
    let again = try TransitionLabProcess.run(
      ["new-scene", "twice", "--dir", directory.path], environment: environment)
    XCTAssertEqual(again.status, 2)
    XCTAssertTrue(again.standardError.contains("already exists"), again.standardError)
  }

  func testDiagnosticsAreParsedFromTheCompilersLines() {
    let output = """
      /tmp/a b/x.swift:12:5: error: cannot find 'y' in scope
        y = 1
        ^
      /tmp/a b/x.swift:3:1: warning: unused
      """
    XCTAssertEqual(
      SceneDiagnostic.parse(output),
      [
        SceneDiagnostic(
          file: "/tmp/a b/x.swift", line: 12, column: 5, severity: "error",
          message: "cannot find 'y' in scope"),
        SceneDiagnostic(
          file: "/tmp/a b/x.swift", line: 3, column: 1, severity: "warning", message: "unused"),
      ])
  }

  /// A new version of the scene keeps what the person tuned, by name; what they did not
  /// touch takes the new version's default.
  @MainActor func testAReloadKeepsTunedValuesByName() async throws {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    try lab.parameters.set("threshold", .number(0.55))
    try lab.parameters.set("damping", .number(0.4))
    var reloaded = DragDownScene.descriptor.parameters.filter { $0.id != "damping" }
    let duration = try XCTUnwrap(reloaded.firstIndex { $0.id == "duration" })
    reloaded[duration] = .duration(0.9, summary: "A new default.")
    reloaded.append(
      ParameterSpec(
        id: "colour", title: "Colour", kind: .choice(["green", "red"]),
        seedDefault: .choice("red"), summary: "New in this version."))
    let descriptor = SceneDescriptor(
      id: "drag-down", title: "Drag down, again", summary: "", source: "",
      parameters: reloaded, controls: DragDownScene.descriptor.controls,
      make: { DragDownScene.descriptor.instantiate(parameters: $0) })
    lab.reloadScene(descriptor)
    XCTAssertEqual(lab.session.descriptor.title, "Drag down, again")
    XCTAssertEqual(lab.parameters.number("threshold"), 0.55, "tuned: kept")
    XCTAssertEqual(lab.parameters.number("duration"), 0.9, "untouched: the new default")
    XCTAssertEqual(lab.parameters.choice("colour"), "red")
    XCTAssertNil(lab.parameters["damping"])
    XCTAssertEqual(lab.state.sceneID, "drag-down")

    // Back from a built-in scene chosen meanwhile, with the values it had.
    lab.send(.selectScene("card"))
    try lab.parameters.set("threshold", .number(0.65))
    lab.reloadScene(descriptor)
    XCTAssertEqual(lab.state.sceneID, "drag-down")
    XCTAssertEqual(lab.session.descriptor.title, "Drag down, again")
    XCTAssertEqual(lab.parameters.number("threshold"), 0.55, "not the card's value")
  }
}
