import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The screen-edge pan (13-point edge zone, 15-point hysteresis, ±77.5° of inward) and the tap recognizer (movement
/// and duration limits).
final class GestureEdgeAndTapTests: EngineTestCase {
  @MainActor private func edgeSetup(_ edges: RectEdge) -> (
    Window, ScreenEdgePanGestureRecognizer, ActionRecorder, GestureStateLog
  ) {
    let (window, background) = makeGestureWindow(engine)
    let edgePan = ScreenEdgePanGestureRecognizer()
    edgePan.edges = edges
    edgePan.name = "edge"
    background.addGestureRecognizer(edgePan)
    return (window, edgePan, ActionRecorder(edgePan), GestureStateLog(window))
  }

  @MainActor func testAnEdgePanBeginsFromWithinTheEdgeZoneMovingInward() async {
    let (window, edgePan, actions, _) = edgeSetup(.left)
    let pointer = PointerScript(window: window)
    pointer.down(10, 400)
    pointer.move(24, 401)  // 14.04 points: short of the 15-point hysteresis
    XCTAssertEqual(edgePan.state, .possible)
    pointer.move(30, 402)
    XCTAssertEqual(edgePan.state, .began)
    XCTAssertEqual(edgePan.startEdge, .left)
    pointer.move(120, 410)
    // It began 20 across and 2 down from the press, reading (20 − 15, max(2 − 15, 0)) =
    // (5, 0); 90 across and 8 down since.
    assertClose(edgePan.translation(in: nil), Point(x: 95, y: 8))
    pointer.up(120, 410)
    XCTAssertEqual(actions.states, [.began, .changed, .ended])
    XCTAssertEqual(ScreenEdgePanGestureRecognizer.defaultEdgeZone, 13)
    XCTAssertEqual(ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis, 15)
  }

  @MainActor func testThe13PointBoundaryIsInsideTheZoneAndBeyondItIsNot() async {
    let (window, edgePan, actions, log) = edgeSetup(.left)
    let pointer = PointerScript(window: window)
    pointer.down(13, 400)
    pointer.move(60, 400)
    XCTAssertEqual(edgePan.state, .began)
    pointer.up(60, 400)
    XCTAssertEqual(actions.states, [.began, .ended])

    for x in [14.0, 16, 20] {
      pointer.down(x, 400)
      XCTAssertEqual(log["edge"].last, .failed, "a press \(x) points from the edge")
      pointer.move(200, 400)
      pointer.up(200, 400)
    }
    XCTAssertEqual(actions.states, [.began, .ended], "a press outside the zone does nothing")
  }

  @MainActor func testASteepSwipeWithinTheAngleWindowBeginsAndOneBeyondItFails() async {
    let (window, edgePan, _, log) = edgeSetup(.left)
    let pointer = PointerScript(window: window)
    // (9, 9.5) is 13.1 points: UIKit has not decided yet (the review's probe P11).
    pointer.down(5, 400)
    pointer.move(14, 409.5)
    XCTAssertEqual(edgePan.state, .possible)
    // 70° from inward: within ±77.5°, it begins.
    pointer.move(5 + 20 * cos(70 * .pi / 180), 400 + 20 * sin(70 * .pi / 180))
    XCTAssertEqual(edgePan.state, .began)
    pointer.up(10, 420)
    // 80° from inward: beyond the window, it fails.
    pointer.down(5, 400)
    pointer.move(5 + 20 * cos(80 * .pi / 180), 400 - 20 * sin(80 * .pi / 180))
    XCTAssertEqual(log["edge"].last, .failed)
    pointer.up(8, 380)
    XCTAssertEqual(ScreenEdgePanGestureRecognizer.angleWindowRadians, 2.70526 / 2)
  }

  @MainActor func testAnEdgePanFromMidScreenFails() async {
    let (window, _, actions, log) = edgeSetup(.left)
    let pointer = PointerScript(window: window)
    pointer.down(200, 400)
    pointer.move(300, 400)
    pointer.move(390, 400)
    pointer.up(390, 400)
    XCTAssertEqual(log["edge"], [.failed])
    XCTAssertEqual(actions.states, [])
  }

  @MainActor func testAnEdgePanMovingAlongTheEdgeFails() async {
    let (window, edgePan, actions, log) = edgeSetup(.left)
    let pointer = PointerScript(window: window)
    pointer.down(10, 400)
    pointer.move(12, 430)
    XCTAssertEqual(log["edge"], [.failed])
    // Turning inward afterwards does not revive it.
    pointer.move(200, 430)
    pointer.up(200, 430)
    XCTAssertEqual(actions.states, [])
    XCTAssertEqual(edgePan.state, .possible)
  }

  @MainActor func testAnEdgePanMovingOutwardFails() async {
    let (window, _, actions, log) = edgeSetup(.left)
    let pointer = PointerScript(window: window)
    pointer.down(15, 400)
    pointer.move(-5, 402)
    pointer.up(-5, 402)
    XCTAssertEqual(log["edge"], [.failed])
    XCTAssertEqual(actions.states, [])
  }

  @MainActor func testTheRightEdgeMeasuresFromTheWindowsCurrentWidth() async {
    let (window, edgePan, actions, log) = edgeSetup(.right)
    let pointer = PointerScript(window: window)
    pointer.down(10, 400)  // the left edge is not one of its edges
    pointer.move(100, 400)
    pointer.up(100, 400)
    XCTAssertEqual(log["edge"], [.failed])

    pointer.down(392, 400)
    pointer.move(340, 400)
    XCTAssertEqual(edgePan.state, .began)
    XCTAssertEqual(edgePan.startEdge, .right)
    pointer.up(300, 400)

    window.resize(to: Size(width: 600, height: 800))
    pointer.down(385, 400)
    pointer.move(300, 400)
    pointer.up(300, 400)
    pointer.down(592, 400)
    pointer.move(500, 400)
    pointer.up(500, 400)
    XCTAssertEqual(actions.states, [.began, .ended, .began, .ended])
  }

  @MainActor func testAnEdgePanWithSeveralEdges() async {
    let (window, edgePan, actions, _) = edgeSetup([.top, .bottom])
    let pointer = PointerScript(window: window)
    pointer.down(200, 795)
    pointer.move(200, 700)
    XCTAssertEqual(edgePan.startEdge, .bottom)
    pointer.up(200, 700)
    pointer.down(200, 5)
    pointer.move(200, 100)
    XCTAssertEqual(edgePan.startEdge, .top)
    pointer.up(200, 100)
    XCTAssertEqual(actions.states, [.began, .ended, .began, .ended])
  }

  // MARK: Tap

  @MainActor private func tapSetup() -> (
    Window, TapGestureRecognizer, ActionRecorder, GestureStateLog
  ) {
    let (window, background) = makeGestureWindow(engine)
    let tap = TapGestureRecognizer()
    tap.name = "tap"
    background.addGestureRecognizer(tap)
    return (window, tap, ActionRecorder(tap), GestureStateLog(window))
  }

  @MainActor func testATapIsRecognizedOnceOnRelease() async {
    let (window, _, actions, log) = tapSetup()
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    XCTAssertEqual(actions.states, [])
    pointer.up(100, 100)
    XCTAssertEqual(actions.states, [.ended])
    XCTAssertEqual(log["tap"], [.ended])
    XCTAssertEqual(GestureState.recognized, .ended)
  }

  @MainActor func testATapToleratesSmallMovement() async {
    let (window, _, actions, _) = tapSetup()
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(106, 108)  // 10 points: still a tap
    pointer.up(104, 104)
    XCTAssertEqual(actions.states, [.ended])
  }

  @MainActor func testMovingTooFarFailsTheTap() async {
    let (window, _, actions, log) = tapSetup()
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 111)
    XCTAssertEqual(log["tap"], [.failed])
    pointer.move(100, 100)  // coming back does not help
    pointer.up(100, 100)
    XCTAssertEqual(actions.states, [])

    // A release far away without a move in between fails too.
    pointer.down(100, 100)
    pointer.up(140, 100)
    XCTAssertEqual(log["tap"], [.failed, .failed])
    XCTAssertEqual(actions.states, [])
  }

  @MainActor func testAPressHeldTooLongIsNotATap() async {
    let (window, tap, actions, _) = tapSetup()
    let pointer = PointerScript(window: window)
    pointer.down(100, 100, at: 2)
    pointer.up(100, 100, at: 2.6)
    XCTAssertEqual(actions.states, [])
    pointer.down(100, 100, at: 3)
    pointer.up(100, 100, at: 3.5)  // exactly the limit
    XCTAssertEqual(actions.states, [.ended])
    XCTAssertEqual(tap.maximumDuration, 0.5)
    XCTAssertEqual(tap.allowableMovement, 10)
  }

  @MainActor func testACancelledPressIsNotATap() async {
    let (window, _, actions, log) = tapSetup()
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.cancel(100, 100)
    XCTAssertEqual(actions.states, [])
    XCTAssertEqual(log["tap"], [.failed])
  }
}
