import Scenes
import TransitionKit
import XCTest

/// A swipe back recorded live on the navigation scene runs again offscreen from the stack it
/// began on, so the inspector's last-drag plot reads its release.
final class NavigationTakeTests: XCTestCase {
  /// Advances the live clock one 60 Hz frame and ticks.
  @MainActor private func frame(_ session: SceneSession) {
    (session.engine.clock as! ManualClock).advance(by: 1.0 / 60)
    session.tick()
  }

  @MainActor private func settle(_ session: SceneSession) {
    var frames = 0
    while session.needsFrames, frames < 600 {
      frame(session)
      frames += 1
    }
  }

  /// A live press, moves and release, as the window sends a mouse's.
  @MainActor private func live(_ session: SceneSession, _ points: [Point], sequence: Int) {
    for (index, point) in points.enumerated() {
      let kind: PointerEvent.Kind =
        index == 0 ? .down : index == points.count - 1 ? .up : .move
      session.send(
        PointerEvent(kind: kind, location: point, timestamp: session.now, sequence: sequence))
      frame(session)
    }
    settle(session)
  }

  @MainActor func testALiveSwipeBackIsReadFromTheStackItBeganOn() async throws {
    let harness = SceneHarness(NavigationScene.descriptor, presented: false)
    let session = harness.session
    let recorder = TransitionRecorder(session: session)
    // A click on the second row pushes its detail; its button pushes one more level.
    let row = try XCTUnwrap(session.locate(control: "row-2"))
    live(session, [row, row], sequence: 1)
    let next = try XCTUnwrap(session.locate(control: "next"))
    live(session, [next, next], sequence: 2)
    let navigation = try XCTUnwrap(session.window.rootViewController as? NavigationController)
    XCTAssertEqual(navigation.viewControllers.map(\.title), ["list", "detail-1", "detail-2"])

    // A mouse swipe back from the leading edge, past half the width.
    let swipe = (0...24).map { Point(x: 4 + Double($0) * 10, y: 422) }
    live(session, swipe, sequence: 3)
    XCTAssertEqual(navigation.viewControllers.map(\.title), ["list", "detail-1"])

    let take = try XCTUnwrap(recorder.lastTake)
    XCTAssertFalse(take.startedPresented)
    XCTAssertEqual(take.startState, "2:2")
    let record = try XCTUnwrap(DragRecorder.lastDrag(of: take))
    let release = try XCTUnwrap(record.release, "the release is read")
    XCTAssertTrue(release.finishes)
    XCTAssertEqual(release.outcome, "pop")
    // The page that left is followed under the finger, then to the end.
    let atRelease = try XCTUnwrap(record.view.last { $0.time <= release.time })
    XCTAssertEqual(atRelease.progress, release.progress, accuracy: 0.1)
    XCTAssertEqual(try XCTUnwrap(record.view.last).progress, 1, accuracy: 0.02)
  }
}
