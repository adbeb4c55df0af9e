import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// The header's state and the inspector follow the stage when what they show changes — a
/// modal comes or goes, a drag is there to replay, the frames start or stop — never on each
/// frame of a drag or an animation.
final class StageFollowTests: XCTestCase {
  /// What the canvas does after each frame: reads the stage's key and follows on a change.
  @MainActor private func frame(
    _ lab: Lab, _ watch: inout StageFollowWatch, busy: Bool
  ) {
    lab.session.step(1.0 / 60)
    _ = watch.shouldFollow(lab.stageFollowKey(busy: busy))
  }

  @MainActor func testAHeldDragOfManyFramesIsFollowedOnlyWhereItsStateChanged() async {
    let lab = Lab(descriptor: DragDownScene.descriptor)
    lab.send(.present)
    lab.session.advanceFrames(1)
    var watch = StageFollowWatch()
    _ = watch.shouldFollow(lab.stageFollowKey(busy: false))
    let before = watch.follows
    let frames = 240
    var pointer = PointerScript(session: lab.session)
    pointer.sequence = 1
    pointer.down(195, 300)
    watch.changed()
    _ = watch.shouldFollow(lab.stageFollowKey(busy: true))
    // A drag held for four seconds, moving a point every other frame, then still.
    for index in 0..<frames {
      if index < frames / 2, index.isMultiple(of: 2) { pointer.move(195, 300 + Double(index)) }
      frame(lab, &watch, busy: true)
    }
    XCTAssertNotNil(lab.session.window.activeTransition, "the drag drives the dismissal")
    let held = watch.follows - before
    XCTAssertLessThanOrEqual(held, 3, "\(held) follows over \(frames) frames of a held drag")
    pointer.up(195, 420)
    watch.changed()
    _ = watch.shouldFollow(lab.stageFollowKey(busy: true))
    var settling = 0
    while lab.session.needsFrames, settling < 600 {
      settling += 1
      frame(lab, &watch, busy: true)
    }
    frame(lab, &watch, busy: false)
    XCTAssertGreaterThan(settling, 10, "the release animates")
    XCTAssertLessThanOrEqual(
      watch.follows - before - held, 4, "\(settling) frames after the release")
    lab.refresh()
    XCTAssertEqual(
      lab.stageFollowKey(busy: false).isPresented, lab.state.isPresented,
      "the key reads what the state shows")
  }

  @MainActor func testTheWatchFollowsInputAndAChangedKeyOnly() async {
    var watch = StageFollowWatch()
    let key = StageFollowKey()
    XCTAssertTrue(watch.shouldFollow(key), "the first time")
    for _ in 0..<100 { XCTAssertFalse(watch.shouldFollow(key)) }
    watch.changed()
    XCTAssertTrue(watch.shouldFollow(key), "after input")
    var presented = key
    presented.isPresented = true
    XCTAssertTrue(watch.shouldFollow(presented))
    XCTAssertFalse(watch.shouldFollow(presented))
    XCTAssertEqual(watch.follows, 3)
  }
}
