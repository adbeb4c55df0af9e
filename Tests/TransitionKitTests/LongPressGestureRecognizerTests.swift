import TestSupport
import TransitionKit
import XCTest

/// A long press as UIKit documents it: began once the finger has stayed down for
/// `minimumPressDuration` (timed on the frame clock) within `allowableMovement`, changed as it
/// moves, ended on the lift; failed when it moves too far or lifts before it began.
final class LongPressGestureRecognizerTests: EngineTestCase {
  @MainActor private func rig() -> (PointerScript, LongPressGestureRecognizer, States) {
    let (window, background) = makeGestureWindow(engine)
    let press = LongPressGestureRecognizer()
    let states = States()
    press.addAction { states.seen.append($0.state) }
    background.addGestureRecognizer(press)
    return (PointerScript(window: window), press, states)
  }

  final class States { var seen: [GestureState] = [] }

  @MainActor func testItBeginsOnceThePressHasLastedThenChangesAndEnds() async {
    let (pointer, press, states) = rig()
    XCTAssertEqual(press.minimumPressDuration, 0.5)
    XCTAssertEqual(press.allowableMovement, 10)
    XCTAssertEqual(press.numberOfTapsRequired, 0)
    pointer.down(100, 100)
    run(for: 0.45)
    XCTAssertEqual(states.seen, [], "not yet half a second")
    pointer.move(104, 103)
    run(for: 0.1)
    XCTAssertEqual(states.seen, [.began], "half a second on the frame clock, moved within 10")
    pointer.move(160, 180)
    XCTAssertEqual(states.seen, [.began, .changed])
    XCTAssertEqual(press.location(in: nil).x, 160)
    pointer.up(160, 180)
    XCTAssertEqual(states.seen, [.began, .changed, .ended])
    run(for: 1)
    XCTAssertEqual(states.seen.count, 3, "nothing after the lift")
  }

  @MainActor func testMovingTooFarOrLiftingBeforeItBeganMakesItFail() async {
    let (pointer, press, states) = rig()
    pointer.down(100, 100)
    run(for: 0.2)
    pointer.move(100, 111)
    XCTAssertEqual(press.state, .failed, "11 points before it began")
    run(for: 1)
    pointer.up(100, 111)
    XCTAssertEqual(states.seen, [])
    pointer.down(100, 100)
    run(for: 0.3)
    pointer.up(100, 100)
    run(for: 1)
    XCTAssertEqual(states.seen, [], "lifted after 0.3 s")
  }

  @MainActor func testALongerDurationWaitsLongerAndZeroBeginsOnThePress() async {
    let (pointer, press, states) = rig()
    press.minimumPressDuration = 1.2
    pointer.down(100, 100)
    run(for: 1.1)
    XCTAssertEqual(states.seen, [])
    run(for: 0.15)
    XCTAssertEqual(states.seen, [.began])
    pointer.up(100, 100)
    press.minimumPressDuration = 0
    pointer.down(50, 50)
    XCTAssertEqual(states.seen, [.began, .ended, .began], "no wait at all")
    pointer.up(50, 50)
    XCTAssertEqual(states.seen.last, .ended)
  }
}
