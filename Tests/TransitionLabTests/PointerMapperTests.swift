import CGtk
import TransitionKit
import XCTest

@testable import TransitionLab

/// The pointer's kind and time, as both canvases read them from GDK.
final class PointerMapperTests: XCTestCase {
  func testPointerKindsFollowTheInputSource() {
    XCTAssertEqual(PointerMapper.device(source: GDK_SOURCE_TOUCHSCREEN), .touch)
    XCTAssertEqual(PointerMapper.device(source: GDK_SOURCE_PEN), .pen)
    XCTAssertEqual(PointerMapper.device(source: GDK_SOURCE_MOUSE), .mouse)
    XCTAssertEqual(PointerMapper.device(source: GDK_SOURCE_TOUCHPAD), .mouse)
  }

  func testEventTimesAreScaledAndNeverGoBack() {
    XCTAssertEqual(
      PointerMapper.timestamp(
        eventTime: 1500, pressEventTime: 1000, pressSceneTime: 2, lastTimestamp: 2,
        timeScale: 0.5), 2.25)
    XCTAssertEqual(
      PointerMapper.timestamp(
        eventTime: 0, pressEventTime: 1000, pressSceneTime: 2, lastTimestamp: 2.1,
        timeScale: 1), 2.1, "an event without a time keeps the last one")
    XCTAssertEqual(
      PointerMapper.timestamp(
        eventTime: 900, pressEventTime: 1000, pressSceneTime: 2, lastTimestamp: 2.05,
        timeScale: 1), 2.05, "never before the last event")
    XCTAssertEqual(
      PointerMapper.timestamp(
        eventTime: 5, pressEventTime: UInt32.max - 94, pressSceneTime: 0, lastTimestamp: 0,
        timeScale: 1), 0.1, accuracy: 1e-9, "across the event clock's wrap")
  }
}

/// What GDK folds into one event, and the times the scene sees a finger's moves at.
final class PointerHistoryTests: XCTestCase {
  func testOnlyMotionAndScrollEventsKeepAHistoryATouchUpdateNone() {
    XCTAssertTrue(PointerMapper.keepsHistory(GDK_MOTION_NOTIFY))
    XCTAssertTrue(PointerMapper.keepsHistory(GDK_SCROLL))
    XCTAssertFalse(PointerMapper.keepsHistory(GDK_TOUCH_UPDATE), "GDK 4.8 folds no touch updates")
    XCTAssertFalse(PointerMapper.keepsHistory(GDK_TOUCH_BEGIN))
    XCTAssertFalse(PointerMapper.keepsHistory(GDK_BUTTON_RELEASE))
  }

  func testFoldedMovesKeepTheirOffsetFromTheEventInCanvasPoints() {
    let moves = PointerMapper.foldedMoves(
      [(Point(x: 110, y: 205), 1008), (Point(x: 115, y: 210), 1016)],
      eventSurfacePoint: Point(x: 120, y: 215), eventCanvasPoint: Point(x: 20, y: 15))
    XCTAssertEqual(moves.map(\.point), [Point(x: 10, y: 5), Point(x: 15, y: 10)])
    XCTAssertEqual(moves.map(\.eventTime), [1008, 1016], "oldest first, each at its own time")
  }

  func testATouchUpdateIsHandedOverAtItsOwnEventTime() {
    // Pressed at 5 s on the scene clock, 1000 ms on the event clock.
    let pressed = DragState(
      sequence: 1, start: Point(x: 100, y: 100), pressEventTime: 1000, pressSceneTime: 5,
      lastLocation: Point(x: 50, y: 50), lastTimestamp: 5, device: .touch, pressedDevice: 0)
    // Two updates that waited in the queue and are handled together: each keeps its own time.
    let first = pressed.moved(
      to: Point(x: 50, y: 56), canvasPoint: Point(x: 100, y: 112), eventTime: 1016, timeScale: 1)
    let second = first.moved(
      to: Point(x: 50, y: 60), canvasPoint: Point(x: 100, y: 120), eventTime: 1033, timeScale: 1)
    XCTAssertEqual(first.lastTimestamp, 5.016, accuracy: 1e-9)
    XCTAssertEqual(second.lastTimestamp, 5.033, accuracy: 1e-9)
    XCTAssertEqual(second.lastLocation, Point(x: 50, y: 60))
    XCTAssertEqual(second.farthest, 20, "canvas pixels from the press")
    // In slow motion the scene clock runs at a quarter: 33 ms of finger are 8.25 ms of scene.
    let slow = pressed.moved(
      to: Point(x: 50, y: 60), canvasPoint: Point(x: 100, y: 120), eventTime: 1033,
      timeScale: 0.25)
    XCTAssertEqual(slow.lastTimestamp, 5.00825, accuracy: 1e-9)
  }
}

/// How GDK's touch events and sequences become the scene's sequences.
final class TouchSequencesTests: XCTestCase {
  private func drag(_ sequence: Int, at x: Double) -> DragState {
    DragState(
      sequence: sequence, start: Point(x: x, y: 0), pressEventTime: 0, pressSceneTime: 0,
      lastLocation: Point(x: x, y: 0), lastTimestamp: 0, device: .touch, pressedDevice: 0)
  }

  func testTouchEventsBecomePressMoveReleaseAndCancel() {
    XCTAssertEqual(PointerMapper.touchKind(of: GDK_TOUCH_BEGIN), .down)
    XCTAssertEqual(PointerMapper.touchKind(of: GDK_TOUCH_UPDATE), .move)
    XCTAssertEqual(PointerMapper.touchKind(of: GDK_TOUCH_END), .up)
    XCTAssertEqual(PointerMapper.touchKind(of: GDK_TOUCH_CANCEL), .cancel)
    XCTAssertNil(PointerMapper.touchKind(of: GDK_BUTTON_PRESS), "a mouse press is no touch")
    XCTAssertNil(PointerMapper.touchKind(of: GDK_MOTION_NOTIFY))
    XCTAssertNil(PointerMapper.touchKind(of: GDK_TOUCHPAD_PINCH), "a touchpad is no touchscreen")
  }

  func testEachFingerIsItsOwnSequenceAndTheFirstDownIsPrimary() {
    var touches = TouchSequences()
    XCTAssertNil(touches.begin(0xA0, drag(1, at: 10)))
    XCTAssertNil(touches.begin(0xB0, drag(2, at: 20)))
    XCTAssertEqual(touches.count, 2)
    XCTAssertEqual(touches.primary?.sequence, 1)
    XCTAssertEqual(touches.state(of: 0xB0)?.sequence, 2)

    var moved = drag(2, at: 20)
    moved.lastLocation = Point(x: 25, y: 5)
    touches.update(0xB0, moved)
    XCTAssertEqual(touches.state(of: 0xB0)?.lastLocation, Point(x: 25, y: 5))
    XCTAssertEqual(touches.state(of: 0xA0)?.lastLocation, Point(x: 10, y: 0), "the other stays")

    // The first finger lifts: the second becomes the primary, nothing is left behind.
    XCTAssertEqual(touches.end(0xA0)?.sequence, 1)
    XCTAssertEqual(touches.primary?.sequence, 2)
    XCTAssertNil(touches.end(0xA0), "a finger ends once")
    touches.update(0xA0, drag(9, at: 0))
    XCTAssertEqual(touches.count, 1, "a move of a finger that is up adds none")
    XCTAssertEqual(touches.end(0xB0)?.sequence, 2)
    XCTAssertTrue(touches.isEmpty)
    XCTAssertNil(touches.primary)
  }

  func testAReusedKeyGivesBackTheStaleFingerAndRemoveAllTakesEveryOne() {
    var touches = TouchSequences()
    _ = touches.begin(0xA0, drag(1, at: 10))
    _ = touches.begin(0xB0, drag(2, at: 20))
    XCTAssertEqual(touches.begin(0xA0, drag(3, at: 30))?.sequence, 1, "its end was lost")
    XCTAssertEqual(touches.count, 2)
    XCTAssertEqual(touches.primary?.sequence, 2)
    XCTAssertEqual(touches.removeAll().map(\.sequence), [2, 3])
    XCTAssertTrue(touches.isEmpty)
  }
}
