import Foundation
import Scenes
import TransitionKit
import XCTest

/// The fuzz cases themselves: reproducible from a seed, covering the input kinds the fuzz is
/// for, valid for the scene, readable by `replay` exactly, and shrunk to a smallest case.
final class FuzzGeneratorTests: XCTestCase {
  static let screen = Size(width: 390, height: 844)

  @MainActor private func cases(_ count: Int) -> [FuzzCase] {
    let run = FuzzRun(scenes: SceneCatalog.all, seed: 99)
    return (0..<count).map { run.makeCase($0) }
  }

  @MainActor func testTheSameSeedGivesTheSameCaseAndAnotherSeedAnother() async {
    let generator = GestureScriptGenerator()
    for scene in SceneCatalog.all {
      let first = generator.makeCase(seed: 42, scene: scene)
      XCTAssertEqual(first, generator.makeCase(seed: 42, scene: scene), scene.id)
      XCTAssertNotEqual(first.script, generator.makeCase(seed: 43, scene: scene).script, scene.id)
    }
  }

  @MainActor func testScriptsAreInTimeOrderAndTheirParametersApply() async throws {
    for fuzzCase in cases(500) {
      let times = fuzzCase.script.events.map(\.t)
      XCTAssertEqual(times, times.sorted(), "seed \(fuzzCase.seed)")
      XCTAssertFalse(times.isEmpty, "seed \(fuzzCase.seed)")
      let descriptor = try XCTUnwrap(SceneCatalog.scene(id: fuzzCase.sceneID))
      XCTAssertNoThrow(try descriptor.makeParameters().apply(assignments: fuzzCase.assignments))
      let controls = Set(descriptor.controls.map(\.id))
      for target in fuzzCase.script.events.compactMap(\.target) {
        XCTAssertTrue(controls.contains(target), "\(target) on \(descriptor.id)")
      }
    }
  }

  /// Over a few hundred cases, every kind of input the fuzz is for turns up.
  @MainActor func testCasesCoverEveryKindOfInput() async {
    var found: [String: Int] = [:]
    let screen = Self.screen
    for fuzzCase in cases(500) {
      let events = fuzzCase.script.events
      func note(_ kind: String, _ present: Bool) { if present { found[kind, default: 0] += 1 } }
      note("control tap", events.contains { $0.target != nil })
      note("cancel", events.contains { $0.type == .cancel })
      note("touch", events.contains { $0.device == .touch })
      note("parameters", !fuzzCase.assignments.isEmpty)
      note("presented start", fuzzCase.start == .presented)
      note("root start", fuzzCase.start == .root)
      note(
        "release beyond the screen",
        events.contains {
          guard $0.type == .up, let p = $0.location else { return false }
          return p.x < 0 || p.y < 0 || p.x > screen.width || p.y > screen.height
        })
      // A press within half a second of a control tap: while the tap's transition runs.
      note(
        "press during a transition",
        zip(events, events.dropFirst()).contains { tap, next in
          tap.target != nil && next.type == .down && next.t - tap.t <= 0.5
        })
      note("edge press", events.contains { $0.type == .down && ($0.location?.x ?? 99) <= 15 })
      note(
        "fast flick",
        zip(events, events.dropFirst()).contains { a, b in
          guard a.type == .move, b.type == .move, let p = a.location, let q = b.location,
            b.t > a.t
          else { return false }
          return hypot(q.x - p.x, q.y - p.y) / (b.t - a.t) > 3000
        })
    }
    let kinds = [
      "control tap", "cancel", "touch", "parameters", "presented start", "root start",
      "release beyond the screen", "press during a transition", "edge press", "fast flick",
    ]
    for kind in kinds {
      XCTAssertGreaterThan(found[kind, default: 0], 5, "\(kind): \(found)")
    }
  }

  /// The case file is a gesture script whose events read back exactly, with the scene, start
  /// and parameters that `replay` needs beside them.
  @MainActor func testTheCaseFileReadsBackAsTheSameScript() async throws {
    for fuzzCase in cases(60) {
      let text = fuzzCase.json(path: "/tmp/case.json")
      let data = Data(text.utf8)
      XCTAssertEqual(try GestureScript.parse(data), fuzzCase.script, "seed \(fuzzCase.seed)")
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
      XCTAssertEqual(object["scene"] as? String, fuzzCase.sceneID)
      XCTAssertEqual(object["start"] as? String, fuzzCase.start.rawValue)
      XCTAssertEqual(object["set"] as? [String], fuzzCase.assignments)
      let replay = try XCTUnwrap(object["replay"] as? String)
      XCTAssertTrue(replay.hasSuffix("--gesture /tmp/case.json"), replay)
    }
  }

  /// A made-up failure (a press in the lower part of the screen after a tap on a control) is
  /// shrunk to the two events it needs, at time 0, on whole points, with no parameters.
  @MainActor func testShrinkingFindsTheSmallestCaseThatStillFails() async throws {
    func fails(_ fuzzCase: FuzzCase) -> Bool {
      let events = fuzzCase.script.events
      guard let tap = events.firstIndex(where: { $0.target != nil }) else { return false }
      return events[(tap + 1)...].contains { $0.type == .down && ($0.location?.y ?? 0) > 600 }
    }
    let failing = try XCTUnwrap(
      cases(2000).first { fails($0) && $0.script.events.count > 10 && !$0.assignments.isEmpty })
    let (smallest, runs) = FuzzShrinker().shrink(failing, stillFails: fails)
    XCTAssertTrue(fails(smallest))
    XCTAssertGreaterThan(runs, 0)
    XCTAssertEqual(smallest.assignments, [])
    XCTAssertEqual(smallest.script.events.map(\.type), [.tap, .down], smallest.json(path: "-"))
    XCTAssertEqual(smallest.script.events.map(\.t), [0, 0])
    let press = try XCTUnwrap(smallest.script.events[1].location)
    XCTAssertEqual(press.x, press.x.rounded())
    XCTAssertEqual(press.y, press.y.rounded())
  }

  /// Shrinking a real run keeps its outcome: a case whose script starts two transitions or
  /// more shrinks to one that still does, with no more events than it had.
  @MainActor func testShrinkingAReplayedCaseKeepsWhatItChecks() async throws {
    func twoTransitions(_ fuzzCase: FuzzCase) -> Bool {
      FuzzRunner.run(fuzzCase).transitions >= 2
    }
    let original = try XCTUnwrap(
      cases(300).first { $0.script.events.count > 20 && twoTransitions($0) })
    let (smallest, _) = FuzzShrinker(budget: 200).shrink(original, stillFails: twoTransitions)
    XCTAssertTrue(twoTransitions(smallest))
    XCTAssertLessThan(smallest.script.events.count, original.script.events.count)
    // Each event starts at most one transition, so two need two events at least.
    XCTAssertGreaterThanOrEqual(smallest.script.events.count, 2)
  }
}
