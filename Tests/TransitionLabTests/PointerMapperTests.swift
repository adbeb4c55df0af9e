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
