import Scenes
import TransitionKit
import XCTest

/// Putting a session away mid-flight: whatever it was doing ends, each transition with its one
/// completion, and nothing it had scheduled happens later.
final class SceneSettleTests: XCTestCase {
  @MainActor func testADragHeldDownIsCancelledAndItsDismissalRunsBack() async throws {
    let harness = SceneHarness(DragDownScene.descriptor)
    harness.deliver(.down, 195, 300)
    for y in stride(from: 320.0, through: 600, by: 40) {
      harness.advance(1.0 / 60)
      harness.deliver(.move, 195, y)
    }
    let dismissal = try XCTUnwrap(harness.lastTransition)
    XCTAssertEqual(dismissal.kind, .dismiss)
    XCTAssertNil(dismissal.completed, "the dismissal is under way before settling")

    harness.session.settle()

    XCTAssertEqual(harness.transitions.count, 1)
    XCTAssertEqual(harness.lastTransition?.completed, false, "a cancelled drag rolls back")
    XCTAssertFalse(harness.window.isTrackingPointer)
    XCTAssertFalse(harness.session.needsFrames)
    XCTAssertTrue(harness.session.isPresented)
    assertSettledTree(harness)
  }

  @MainActor func testAPresentationEndsEvenWithTheClockPausedAndThePauseIsKept() async throws {
    let harness = SceneHarness(CardScene.descriptor, presented: false)
    let clock = try XCTUnwrap(harness.session.engine.clock as? ManualClock)
    harness.deliver(.tap, 195, 422)
    XCTAssertNil(harness.lastTransition?.completed, "the card's presentation has begun")
    clock.timeScale = 0

    harness.session.settle()

    XCTAssertEqual(harness.lastTransition?.kind, .present)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(clock.timeScale, 0, "the slow-motion scale is put back")
    assertSettledTree(harness)
  }

  @MainActor func testScriptEventsStillWaitingAreDropped() async {
    let harness = SceneHarness(DragDownScene.descriptor)
    harness.session.schedule(
      GestureScript(events: [GestureScript.Event(t: 0.5, type: .tap, target: "close")]))

    harness.session.settle()
    harness.advance(1)

    XCTAssertTrue(harness.transitions.isEmpty, "the scheduled tap on Close never happens")
    XCTAssertTrue(harness.session.isPresented)
  }
}
