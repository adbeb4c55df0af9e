import Foundation
import Scenes
import TransitionKit
import XCTest

/// Random gesture scripts on every scene, replayed headless and settled: every transition
/// completes exactly once and no view is left behind. A failure is shrunk to the smallest
/// script that still fails and printed as a file `transition-lab replay` plays.
///
/// The run's seed is `FUZZ_SEED` from the environment, or a fixed one; `FUZZ_CASES` changes
/// the number of cases.
final class ScenePropertyTests: XCTestCase {
  static let defaultSeed: UInt64 = 20_261_123
  static let defaultCases = 500

  @MainActor func testRandomScriptsOnEverySceneCompleteEveryTransitionAndLeaveNoView() async {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
    let cases = environment["FUZZ_CASES"].flatMap { Int($0) } ?? Self.defaultCases
    let run = FuzzRun(scenes: SceneCatalog.all, seed: seed)
    let report = run.run(cases: cases)
    XCTAssertEqual(report.cases, cases)
    // Taps on the controls alone open and close modals: a run without transitions would
    // check nothing.
    XCTAssertGreaterThan(report.transitions, cases / 2, "the scripts start transitions")
    if let failure = report.firstFailure {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("fuzz-failure-\(failure.original.seed).json").path
      let json = failure.shrunk.json(path: path)
      try? json.write(toFile: path, atomically: true, encoding: .utf8)
      XCTFail(
        "\(report.failures) of \(cases) cases failed (run seed \(seed)), by invariant "
          + "\(report.failuresByInvariant.sorted { $0.key < $1.key }); the first broke "
          + failure.failures.map(\.description).joined(separator: "; ")
          + "\nsmallest failing case (\(failure.original.size) → \(failure.shrunk.size) "
          + "events and parameters), written to \(path):\n\(json)")
    }
  }

  // MARK: The check can fail

  @MainActor func testCheckReportsATransitionLeftInFlight() async throws {
    let descriptor = try XCTUnwrap(SceneCatalog.scene(id: "drag-down"))
    let session = SceneSession(descriptor: descriptor)
    session.deliver(.init(t: 0, type: .tap, target: "open"))
    // One begin and no complete: the presentation is still running, unsettled.
    let failures = FuzzInvariants.check(session, begins: 1, completes: 0)
    let codes = Set(failures.map(\.code))
    XCTAssertTrue(codes.contains("in-flight"), "\(failures)")
    XCTAssertTrue(codes.contains("not-completed"), "\(failures)")
    XCTAssertTrue(codes.contains("complete-count"), "\(failures)")
  }

  @MainActor func testCheckReportsAViewLeftInTheWindowOrContainer() async throws {
    for descriptor in SceneCatalog.all {
      let session = SceneSession(descriptor: descriptor)
      session.presentWithoutAnimation()
      session.settle()
      XCTAssertEqual(FuzzInvariants.check(session, begins: 0, completes: 0), [], descriptor.id)
      // A pushed page lives in the navigation controller's own view, not in a presentation's
      // container.
      if descriptor.id == NavigationScene.id { continue }
      let container = try XCTUnwrap(session.window.subviews.first { $0 is TransitionContainerView })
      container.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
      XCTAssertEqual(
        FuzzInvariants.check(session, begins: 0, completes: 0).map(\.code),
        ["tree.container-leftover"], descriptor.id)
      session.window.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
      let codes = FuzzInvariants.check(session, begins: 0, completes: 0).map(\.code)
      XCTAssertEqual(
        Set(codes), ["tree.container-leftover", "tree.stray"], "\(descriptor.id): \(codes)")
    }
  }

  @MainActor func testCheckReportsASecondContainer() async throws {
    let descriptor = try XCTUnwrap(SceneCatalog.scene(id: "card"))
    let session = SceneSession(descriptor: descriptor)
    session.presentWithoutAnimation()
    session.window.addSubview(TransitionContainerView(frame: session.window.bounds))
    let messages = FuzzInvariants.check(session, begins: 0, completes: 0).map(\.message)
    XCTAssertTrue(messages.contains("2 transition containers in the window"), "\(messages)")
  }
}
