import TestSupport
import TransitionKit
import XCTest

/// The pan recognizer: hysteresis, translation, velocity from the events' own timestamps, and
/// coordinates through a view's transform.
final class GesturePanTests: EngineTestCase {
  @MainActor func testThePanBeginsOnceAnAxisHasMovedTheHysteresis() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)

    pointer.down(100, 100)
    pointer.move(107.5, 107.5)  // 10.6 points away, but 7.5 along each axis: UIKit waits
    pointer.move(100, 109.9)
    XCTAssertEqual(pan.state, .possible)
    XCTAssertEqual(actions.states, [])

    pointer.move(100, 110)  // exactly 10 along y: UIKit compares with >=
    XCTAssertEqual(pan.state, .began)
    XCTAssertEqual(actions.states, [.began])
    // The hysteresis is taken off each axis: 10 − 10 reads zero at `.began`.
    assertClose(pan.translation(in: nil), .zero)
    pointer.move(100, 130)
    assertClose(pan.translation(in: nil), Point(x: 0, y: 20))
  }

  @MainActor func testAFirstMoveFarFromThePressReadsItsDistanceLessTheHysteresisPerAxis() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    var seen: [Point] = []
    pan.addAction { sender in seen.append((sender as! PanGestureRecognizer).translation(in: nil)) }
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(96, 140)  // 40 down, 4 left: (−max(4 − 10, 0), 40 − 10)
    XCTAssertEqual(seen, [Point(x: 0, y: 30)])
    XCTAssertEqual(
      PanGestureRecognizer.removingHysteresis(10, from: Vector(dx: -25, dy: 3)),
      Vector(dx: -15, dy: 0))
  }

  @MainActor func testALargerHysteresisWaitsLonger() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    pan.hysteresis = 40
    background.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 130)
    XCTAssertEqual(pan.state, .possible)
    pointer.move(100, 141)
    XCTAssertEqual(pan.state, .began)
    XCTAssertEqual(PanGestureRecognizer.defaultHysteresis, 10)
  }

  @MainActor func testTranslationIsMeasuredFromWhereThePanBegan() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    var seen: [Point] = []
    pan.addAction { sender in seen.append((sender as! PanGestureRecognizer).translation(in: nil)) }
    let pointer = PointerScript(window: window)
    pointer.down(50, 60)
    pointer.move(50, 80)
    pointer.move(20, 160)
    pointer.up(25, 170)
    // It began at (50, 80), 20 points from the press: 10 of them are the hysteresis.
    XCTAssertEqual(seen, [Point(x: 0, y: 10), Point(x: -30, y: 90), Point(x: -25, y: 100)])
  }

  @MainActor func testActionsRunOnBeganChangedAndEnded() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 150)
    pointer.move(100, 200)
    pointer.move(100, 200)
    pointer.up(100, 200)
    XCTAssertEqual(actions.states, [.began, .changed, .changed, .ended])
    // After the sequence the recognizer is ready for the next one.
    XCTAssertEqual(pan.state, .possible)
  }

  @MainActor func testAReleaseBeforeTheHysteresisFailsThePanWithoutActions() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let log = GestureStateLog(window)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(105, 103)
    pointer.up(106, 104)
    XCTAssertEqual(log["pan"], [.failed])
    XCTAssertEqual(actions.states, [])

    // The next sequence starts afresh and can begin.
    pointer.down(100, 100)
    pointer.move(100, 140)
    pointer.up(100, 140)
    XCTAssertEqual(log["pan"], [.failed, .began, .ended])
    XCTAssertEqual(actions.states, [.began, .ended])
  }

  @MainActor func testDisablingAnActivePanCancelsIt() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 150)
    pan.isEnabled = false
    pointer.move(100, 200)
    pointer.up(100, 200)
    XCTAssertEqual(actions.states, [.began, .cancelled])
  }

  @MainActor func testARecognizerDisabledBeforeItBeginsIgnoresTheRestOfTheSequence() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pan.isEnabled = false
    pointer.move(100, 150)
    pointer.up(100, 150)
    XCTAssertEqual(actions.states, [], "a disabled recognizer ignores events")
    pan.isEnabled = true
    pointer.down(100, 100)
    pointer.move(100, 150)
    pointer.up(100, 150)
    XCTAssertEqual(actions.states, [.began, .ended])
  }

  // MARK: Velocity

  /// Moves at (300, 600) points per second in 60 Hz events, all delivered while the clock
  /// stands still: only the events' timestamps count.
  @MainActor func testVelocityAtConstantSpeedIsThatSpeed() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    var velocityAtEnd: Point?
    pan.addAction { sender in
      if sender.state == .ended {
        velocityAtEnd = (sender as! PanGestureRecognizer).velocity(in: nil)
      }
    }
    let pointer = PointerScript(window: window)
    let start = 10.0
    func location(_ t: Double) -> Point { Point(x: 50 + 300 * t, y: 100 + 600 * t) }
    pointer.down(50, 100, at: start)
    for i in 1...20 {
      let t = Double(i) / 60
      pointer.move(location(t).x, location(t).y, at: start + t)
      if i >= 2 { assertClose(pan.velocity(in: nil), Point(x: 300, y: 600), tolerance: 1e-6) }
    }
    let t = 21.0 / 60
    pointer.up(location(t).x, location(t).y, at: start + t)
    XCTAssertEqual(engine.now, 0, "the clock never moved")
    assertClose(try! XCTUnwrap(velocityAtEnd), Point(x: 300, y: 600), tolerance: 1e-6)
  }

  @MainActor func testAPauseBeforeLiftingKeepsTheSpeedAsUIKitReportsButTheWindowReadsZero() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    var velocityAtEnd: Point?
    var windowedAtEnd: Point?
    pan.addAction { sender in
      if sender.state == .ended {
        let pan = sender as! PanGestureRecognizer
        velocityAtEnd = pan.velocity(in: nil)
        windowedAtEnd = pan.velocity(in: nil, using: .recent(window: 0.150))
      }
    }
    let pointer = PointerScript(window: window)
    pointer.down(100, 100, at: 0)
    for i in 1...12 { pointer.move(100, 100 + 10 * Double(i), at: Double(i) / 60) }
    // The pointer rests 160 ms, then lets go where it rested.
    pointer.up(100, 220, at: 0.2 + 0.16)
    // UIKit's blend counts moves only: the lift keeps the last moves' 600 pt/s.
    assertClose(velocityAtEnd ?? .zero, Point(x: 0, y: 600), tolerance: 1e-6)
    // libadwaita's 150-ms window holds only the rest: zero.
    XCTAssertEqual(windowedAtEnd, Point.zero)
  }

  @MainActor func testAShorterPauseKeepsTheSamplesWithinTheWindow() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100, at: 0)
    for i in 1...12 { pointer.move(100, 100 + 10 * Double(i), at: Double(i) / 60) }
    pointer.up(100, 220, at: 0.32)
    // Samples within 150 ms of the release: 11/60 s at y = 210, 12/60 s at 220, and the
    // release at 0.32 s at 220.
    let expected = 10 / (0.32 - 11.0 / 60)
    assertClose(
      pan.velocity(in: nil, using: .recent(window: 0.150)), Point(x: 0, y: expected),
      tolerance: 1e-9)
  }

  @MainActor func testVelocityDoesNotDependOnWhenHandlersRun() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    var velocities: [Point] = []
    pan.addAction { [engine] sender in
      velocities.append((sender as! PanGestureRecognizer).velocity(in: nil))
      // A slow handler: a quarter of a second of scene time passes while it runs.
      engine.advance(by: 0.25)
    }
    let pointer = PointerScript(window: window)
    pointer.down(0, 0, at: 1)
    for i in 1...10 { pointer.move(0, 8 * Double(i), at: 1 + Double(i) / 100) }
    XCTAssertGreaterThan(engine.now, 2)
    XCTAssertEqual(velocities.count, 9)
    for velocity in velocities.dropFirst() {
      assertClose(velocity, Point(x: 0, y: 800), tolerance: 1e-6)
    }
  }

  @MainActor func testEventsOutOfTimeOrderDoNotDisturbTheVelocity() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(0, 0, at: 0)
    for i in 1...6 { pointer.move(0, 10 * Double(i), at: Double(i) / 60) }
    pointer.move(0, 500, at: 0.01)  // stale: earlier than the last sample
    // The stale sample is left out: 60 points in 0.1 s.
    assertClose(pan.velocity(in: nil), Point(x: 0, y: 600), tolerance: 1e-6)
  }

  // MARK: Coordinates

  @MainActor func testTranslationAndVelocityInAScaledViewsCoordinates() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    card.transform = AffineTransform(scaleX: 2, y: 2)
    background.addSubview(card)
    let pan = PanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)

    pointer.down(200, 200, at: 0)
    pointer.move(220, 230, at: 0.05)  // the pan begins here, reading (10, 20)
    pointer.move(260, 290, at: 0.1)
    XCTAssertEqual(pan.state, .changed)
    assertClose(pan.translation(in: nil), Point(x: 50, y: 80))
    assertClose(pan.translation(in: background), Point(x: 50, y: 80))
    assertClose(pan.translation(in: card), Point(x: 25, y: 40))
    // UIKit's blend: 0.2 × (800, 1200) of the last move + 0.8 × (400, 600) of the one before.
    assertClose(pan.velocity(in: nil), Point(x: 480, y: 720), tolerance: 1e-6)
    assertClose(pan.velocity(in: card), Point(x: 240, y: 360), tolerance: 1e-6)

    // The conversion is through the transform as it is now (its model value), as UIKit's:
    // a view scaled while it is dragged reads the same finger movement scaled.
    card.transform = AffineTransform(scaleX: 4, y: 4)
    assertClose(pan.translation(in: card), Point(x: 12.5, y: 20))
    pointer.move(300, 350, at: 0.15)
    assertClose(pan.translation(in: card), Point(x: 22.5, y: 35))
    assertClose(pan.translation(in: nil), Point(x: 90, y: 140))
  }

  @MainActor func testTranslationInARotatedView() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    card.transform = AffineTransform(rotationAngle: .pi / 2)
    background.addSubview(card)
    let pan = PanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(200, 200)
    pointer.move(200, 220)
    pointer.move(200, 260)
    // The card's x axis points down the screen; 60 down less the 10 of hysteresis.
    assertClose(pan.translation(in: card), Point(x: 50, y: 0), tolerance: 1e-9)
  }

  @MainActor func testSetTranslationResetsTheReading() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    card.transform = AffineTransform(scaleX: 2, y: 2)
    background.addSubview(card)
    let pan = PanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(200, 200)
    pointer.move(200, 250)
    pan.setTranslation(.zero, in: nil)
    assertClose(pan.translation(in: nil), .zero)
    pointer.move(210, 260)
    assertClose(pan.translation(in: nil), Point(x: 10, y: 10))
    assertClose(pan.translation(in: card), Point(x: 5, y: 5))

    // In the scaled view's coordinates: (5, 5) there is (10, 10) on screen.
    pan.setTranslation(Point(x: 5, y: -5), in: card)
    assertClose(pan.translation(in: card), Point(x: 5, y: -5))
    assertClose(pan.translation(in: nil), Point(x: 10, y: -10))
    pointer.move(230, 260)
    assertClose(pan.translation(in: nil), Point(x: 30, y: -10))
  }

  @MainActor func testLocationInAView() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
    background.addSubview(card)
    let pan = PanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(150, 100)
    assertClose(pan.location(in: card), Point(x: 50, y: 50))
    assertClose(pan.location(in: nil), Point(x: 150, y: 100))
  }

  // MARK: Target-action

  @MainActor func testTheTargetActionInitializerCallsTheMethodAndHoldsTheTargetWeakly() async {
    let (window, background) = makeGestureWindow(engine)
    var handler: PanHandler? = PanHandler()
    weak let weakHandler = handler
    let pan = PanGestureRecognizer(target: handler!, action: PanHandler.handlePan)
    background.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 140)
    pointer.up(100, 160)
    XCTAssertEqual(handler?.states, [.began, .ended])
    XCTAssertEqual(handler?.translations.last, Point(x: 0, y: 50))

    handler = nil
    XCTAssertNil(weakHandler, "the recognizer must not keep its target alive")
    // The recognizer goes on working without its target.
    let actions = ActionRecorder(pan)
    pointer.down(100, 100)
    pointer.move(100, 140)
    pointer.up(100, 160)
    XCTAssertEqual(actions.states, [.began, .ended])
  }

  @MainActor func testAddTargetHoldsTheTargetWeaklyToo() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    var handler: PanHandler? = PanHandler()
    weak let weakHandler = handler
    pan.addTarget(handler!, action: PanHandler.handlePan)
    background.addGestureRecognizer(pan)
    handler = nil
    XCTAssertNil(weakHandler)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 140)
    pointer.up(100, 160)
  }
}

@MainActor
final class PanHandler {
  var states: [GestureState] = []
  var translations: [Point] = []

  func handlePan(_ sender: PanGestureRecognizer) {
    states.append(sender.state)
    translations.append(sender.translation(in: nil))
  }
}

extension GesturePanTests {
  /// A handler that zeroes the translation when the pan begins reads, at the next change, only
  /// the movement since (UIPanGestureRecognizer.setTranslation(_:in:): "Changing the
  /// translation value resets the velocity of the pan").
  @MainActor func testATranslationZeroedWhenThePanBeginsCountsFromThere() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    background.addSubview(card)
    var readings: [(GestureState, Double)] = []
    let pan = PanGestureRecognizer(action: { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer else { return }
      readings.append((pan.state, pan.translation(in: card).y))
      if pan.state == .began { pan.setTranslation(.zero, in: background) }
    })
    card.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(200, 200)
    pointer.move(200, 240)
    pointer.move(200, 250)
    pointer.move(200, 270)
    pointer.up(200, 270)
    XCTAssertEqual(readings.map(\.0), [.began, .changed, .changed, .ended])
    XCTAssertEqual(readings.map(\.1), [30, 10, 30, 30])
  }
}
