import Scenes
import TransitionKit
import XCTest

/// The plot's marker, read from the trace a real drag writes.
final class TransitionProgressTrackerTests: XCTestCase {
  private func line(_ t: Double, _ kind: String, _ fields: [(String, JSONValue)]) -> JSONValue {
    .object([("t", .number(t)), ("kind", .string(kind))] + fields)
  }

  func testInteractiveProgressSitsAtItsShareOfTheDuration() {
    var tracker = TransitionProgressTracker()
    XCTAssertNil(tracker.position(at: 0, duration: 0.6))
    tracker.observe(
      line(1, "transition", [("phase", .string("begin")), ("interactive", .bool(true))]))
    tracker.observe(
      line(1.1, "interactive", [("call", .string("update")), ("percent", .number(0.25))]))
    XCTAssertEqual(
      tracker.position(at: 1.2, duration: 0.6),
      .init(time: 0.15, isInteractive: true))
  }

  func testAFinishRunsTheRestWithEaseInOutAtTheCompletionSpeed() throws {
    var tracker = TransitionProgressTracker()
    tracker.observe(
      line(0, "transition", [("phase", .string("begin")), ("interactive", .bool(true))]))
    tracker.observe(
      line(1, "interactive", [("call", .string("finish")), ("percent", .number(0.5))]))
    // The rest, half of 0.8 s at speed 2, takes 0.2 s; half way through, ease-in-out is at
    // exactly half (it is symmetric), so the timeline is at 0.75 of 0.8 s.
    let middle = try XCTUnwrap(tracker.position(at: 1.1, duration: 0.8, completionSpeed: 2))
    XCTAssertEqual(middle.time, 0.6, accuracy: 1e-9)
    XCTAssertFalse(middle.isInteractive)
    XCTAssertEqual(
      try XCTUnwrap(tracker.position(at: 5, duration: 0.8, completionSpeed: 2)).time, 0.8,
      accuracy: 1e-12)
    tracker.observe(
      line(1.2, "transition", [("phase", .string("complete")), ("interactive", .bool(true))]))
    XCTAssertNil(tracker.position(at: 1.3, duration: 0.8))
  }

  func testACancelRunsBackToTheStart() throws {
    var tracker = TransitionProgressTracker()
    tracker.observe(
      line(0, "transition", [("phase", .string("begin")), ("interactive", .bool(true))]))
    tracker.observe(
      line(2, "interactive", [("call", .string("cancel")), ("percent", .number(0.2))]))
    let quarter = try XCTUnwrap(tracker.position(at: 2 + 0.03, duration: 0.6))
    // u = 0.03 / (0.2 × 0.6) = 0.25; ease-in-out (0.42, 0, 0.58, 1) there, from its own solver.
    let eased = AnimationCurve.easeInOut.bezier.value(at: 0.25)
    XCTAssertEqual(quarter.time, (0.2 - 0.2 * eased) * 0.6, accuracy: 1e-12)
    XCTAssertLessThan(eased, 0.25, "ease-in-out starts slowly")
  }

  func testATappedTransitionRunsFromItsStart() {
    var tracker = TransitionProgressTracker()
    tracker.observe(
      line(3, "transition", [("phase", .string("begin")), ("interactive", .bool(false))]))
    XCTAssertEqual(
      tracker.position(at: 3.25, duration: 0.6), .init(time: 0.25, isInteractive: false))
  }

  @MainActor func testARealDragIsInteractiveThenCompleting() async {
    let harness = SceneHarness(DragDownScene.descriptor)
    var tracker = TransitionProgressTracker()
    var seen: [Bool] = []
    harness.session.traceSink = { line in
      tracker.observe(line)
      if let position = tracker.position(at: harness.session.now, duration: 0.6) {
        if seen.last != position.isInteractive { seen.append(position.isInteractive) }
      }
    }
    harness.play(SceneHarness.verticalDrag(from: 300, to: 700))
    XCTAssertEqual(seen, [true, false], "driven by the drag, then completing")
    XCTAssertFalse(tracker.isActive, "the transition completed")
  }
}
