import TestSupport
import TransitionKit
import XCTest

/// How the window routes pointer events: hit testing through what is on screen, recognizers
/// deepest first with the first to begin winning, buttons inside pannable views, one sequence
/// at a time, and cancellation.
final class PointerRouterTests: EngineTestCase {
  /// A tap recognizer named `name` on `view`, counting its recognitions.
  @MainActor private func tapCounter(on view: View, _ name: String) -> ActionRecorder {
    let tap = TapGestureRecognizer()
    tap.name = name
    view.addGestureRecognizer(tap)
    return ActionRecorder(tap)
  }

  // MARK: Hit testing

  @MainActor func testAPressHitsAViewWhereItsTransformDrawsIt() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    card.transform = AffineTransform(scaleX: 2, y: 2)
    background.addSubview(card)
    let onCard = tapCounter(on: card, "card")
    let onBackground = tapCounter(on: background, "background")
    let pointer = PointerScript(window: window)

    pointer.tap(60, 60)  // outside the untransformed frame, inside the drawn one
    XCTAssertEqual(onCard.states, [.ended])
    XCTAssertEqual(onBackground.states, [])
    pointer.tap(40, 40)
    XCTAssertEqual(onBackground.states, [.ended])

    // A parent's transform moves its subviews too.
    let shifted = View(frame: Rect(x: 0, y: 400, width: 100, height: 100))
    shifted.transform = AffineTransform(translationX: 200, y: 0)
    background.addSubview(shifted)
    let inner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    shifted.addSubview(inner)
    let onInner = tapCounter(on: inner, "inner")
    pointer.tap(20, 420)
    XCTAssertEqual(onInner.states, [])
    pointer.tap(220, 420)
    XCTAssertEqual(onInner.states, [.ended])
  }

  @MainActor func testAViewThatIsAnimatingIsGrabbedWhereItIsDrawn() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    background.addSubview(card)
    let onCard = tapCounter(on: card, "card")
    let onBackground = tapCounter(on: background, "background")
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { card.center = Point(x: 250, y: 650) })
    step(0.5)
    XCTAssertEqual(card.presentation.center, Point(x: 150, y: 350))

    let pointer = PointerScript(window: window)
    pointer.tap(250, 650)  // where the model has it: nothing there on screen yet
    XCTAssertEqual(onCard.states, [])
    XCTAssertEqual(onBackground.states, [.ended])
    pointer.tap(150, 350)  // where it is drawn
    XCTAssertEqual(onCard.states, [.ended])
  }

  @MainActor func testADraggedAnimatingViewFollowsFromWhereItWasGrabbed() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    background.addSubview(card)
    let pan = PanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { card.center = Point(x: 50, y: 650) })
    step(0.25)
    let pointer = PointerScript(window: window)
    pointer.down(50, 200)
    pointer.move(50, 240)
    pointer.move(50, 280)
    XCTAssertEqual(actions.states, [.began, .changed])
    // 80 points from the press, less the 10 of hysteresis.
    assertClose(pan.translation(in: card), Point(x: 0, y: 70))
  }

  @MainActor func testHiddenTransparentAndNonInteractiveViewsGetNoEvents() async {
    let (window, background) = makeGestureWindow(engine)
    let cover = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    background.addSubview(cover)
    let child = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
    cover.addSubview(child)
    let onCover = tapCounter(on: cover, "cover")
    let onChild = tapCounter(on: child, "child")
    let onBackground = tapCounter(on: background, "background")
    let pointer = PointerScript(window: window)

    pointer.tap(10, 10)
    pointer.tap(60, 60)
    XCTAssertEqual(onCover.states.count, 1)
    XCTAssertEqual(onChild.states.count, 1)

    cover.isHidden = true
    pointer.tap(10, 10)
    pointer.tap(60, 60)
    XCTAssertEqual(onBackground.states.count, 2)
    cover.isHidden = false

    cover.alpha = 0.005
    pointer.tap(60, 60)
    XCTAssertEqual(onBackground.states.count, 3)
    cover.alpha = 0.01
    pointer.tap(10, 10)
    XCTAssertEqual(onCover.states.count, 2)
    cover.alpha = 1

    cover.isUserInteractionEnabled = false
    pointer.tap(10, 10)
    pointer.tap(60, 60)
    XCTAssertEqual(onBackground.states.count, 5)
    XCTAssertEqual(onCover.states.count, 2)
    XCTAssertEqual(onChild.states.count, 1)
  }

  @MainActor func testAViewFadingOutIsHitWhileItIsStillDrawn() async {
    let (window, background) = makeGestureWindow(engine)
    let cover = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    background.addSubview(cover)
    let onCover = tapCounter(on: cover, "cover")
    let onBackground = tapCounter(on: background, "background")
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { cover.alpha = 0 })
    XCTAssertEqual(cover.alpha, 0)
    step(0.5)
    let pointer = PointerScript(window: window)
    pointer.tap(10, 10)
    XCTAssertEqual(onCover.states, [.ended])
    step(0.6)
    pointer.tap(10, 10)
    XCTAssertEqual(onBackground.states, [.ended])
    XCTAssertEqual(onCover.states, [.ended])
  }

  @MainActor func testDisabledRecognizersAreLeftOut() async {
    let (window, background) = makeGestureWindow(engine)
    let tap = TapGestureRecognizer()
    background.addGestureRecognizer(tap)
    let actions = ActionRecorder(tap)
    tap.isEnabled = false
    PointerScript(window: window).tap(10, 10)
    XCTAssertEqual(actions.states, [])
    tap.isEnabled = true
    PointerScript(window: window).tap(10, 10)
    XCTAssertEqual(actions.states, [.ended])
  }

  @MainActor func testAPressOutsideTheWindowIsNotTracked() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(-50, -50)
    XCTAssertFalse(window.isTrackingPointer)
    pointer.move(100, 100)
    pointer.up(100, 100)
    XCTAssertEqual(actions.states, [])
  }

  // MARK: Buttons inside pannable views

  @MainActor private func cardWithButton() -> (
    Window, View, Button, PanGestureRecognizer, ActionRecorder, GestureStateLog
  ) {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 200, width: 400, height: 600))
    background.addSubview(card)
    let button = Button(frame: Rect(x: 100, y: 100, width: 200, height: 50))
    card.addSubview(button)
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    card.addGestureRecognizer(pan)
    return (window, card, button, pan, ActionRecorder(pan), GestureStateLog(window))
  }

  @MainActor func testATapOnAButtonInsideAPannableViewFiresTheButtonOnceAndFailsThePan() async {
    let (window, _, button, _, panActions, log) = cardWithButton()
    var fired = 0
    button.addAction { fired += 1 }
    let pointer = PointerScript(window: window)
    pointer.down(200, 325)
    XCTAssertTrue(button.isHighlighted)
    pointer.move(203, 327)  // within the hysteresis
    XCTAssertTrue(button.isHighlighted)
    XCTAssertEqual(fired, 0, "a button fires on release, not on press")
    pointer.up(203, 327)
    XCTAssertEqual(fired, 1)
    XCTAssertEqual(button.tapCount, 1)
    XCTAssertFalse(button.isHighlighted)
    XCTAssertEqual(log["pan"], [.failed])
    XCTAssertEqual(panActions.states, [])
  }

  @MainActor func testADragStartingOnAButtonMovesThePanAndDoesNotPressTheButton() async {
    let (window, _, button, pan, panActions, _) = cardWithButton()
    var fired = 0
    button.addAction { fired += 1 }
    let pointer = PointerScript(window: window)
    pointer.down(200, 325)
    XCTAssertTrue(button.isHighlighted)
    pointer.move(200, 345)
    XCTAssertEqual(panActions.states, [.began])
    XCTAssertFalse(button.isHighlighted, "the button lets go once the pan has begun")
    assertClose(pan.translation(in: nil), Point(x: 0, y: 10))
    pointer.move(200, 326)  // back over the button
    assertClose(pan.translation(in: nil), Point(x: 0, y: -9))
    XCTAssertFalse(button.isHighlighted)
    pointer.up(200, 326)
    XCTAssertEqual(fired, 0)
    XCTAssertEqual(panActions.states, [.began, .changed, .ended])
  }

  @MainActor func testAButtonHighlightFollowsThePointerAndFiresOnlyOnAReleaseInside() async {
    let (window, background) = makeGestureWindow(engine)
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40))
    background.addSubview(button)
    var fired = 0
    button.addAction { fired += 1 }
    let pointer = PointerScript(window: window)

    pointer.down(150, 120)
    pointer.move(150, 300)
    XCTAssertFalse(button.isHighlighted)
    pointer.up(150, 300)
    XCTAssertEqual(fired, 0)

    pointer.down(150, 120)
    pointer.move(150, 300)
    pointer.move(160, 125)
    XCTAssertTrue(button.isHighlighted)
    pointer.up(160, 125)
    XCTAssertEqual(fired, 1)
    XCTAssertFalse(button.isHighlighted)
  }

  @MainActor func testAButtonTakesTheTapFromTheTapRecognizersAroundIt() async {
    let (window, background) = makeGestureWindow(engine)
    let onBackground = tapCounter(on: background, "background")
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40))
    background.addSubview(button)
    var fired = 0
    button.addAction { fired += 1 }
    let pointer = PointerScript(window: window)
    pointer.tap(150, 120)
    XCTAssertEqual(fired, 1)
    XCTAssertEqual(onBackground.states, [])
    pointer.tap(150, 300)
    XCTAssertEqual(onBackground.states, [.ended])
    XCTAssertEqual(fired, 1)
  }

  @MainActor func testADisabledButtonDoesNotFireAndLetsTheViewBehindHaveTheTap() async {
    let (window, background) = makeGestureWindow(engine)
    let onBackground = tapCounter(on: background, "background")
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40))
    background.addSubview(button)
    var fired = 0
    button.addAction { fired += 1 }
    button.isEnabled = false
    PointerScript(window: window).tap(150, 120)
    XCTAssertEqual(fired, 0)
    XCTAssertEqual(onBackground.states, [.ended])
  }

  // MARK: Competing recognizers

  @MainActor func testTheDeepestRecognizerThatBeginsWinsAndTheOthersFail() async {
    let (window, background) = makeGestureWindow(engine)
    let outer = PanGestureRecognizer()
    outer.name = "outer"
    background.addGestureRecognizer(outer)
    let card = View(frame: Rect(x: 0, y: 200, width: 400, height: 400))
    background.addSubview(card)
    let inner = PanGestureRecognizer()
    inner.name = "inner"
    card.addGestureRecognizer(inner)
    let outerActions = ActionRecorder(outer)
    let innerActions = ActionRecorder(inner)
    let log = GestureStateLog(window)
    let pointer = PointerScript(window: window)

    // Both would begin on the same move; the deeper one is asked first and wins.
    pointer.down(200, 300)
    pointer.move(200, 350)
    pointer.move(200, 380)
    pointer.up(200, 380)
    XCTAssertEqual(innerActions.states, [.began, .changed, .ended])
    XCTAssertEqual(outerActions.states, [], "only one recognizer may win a sequence")
    XCTAssertEqual(log["outer"], [.failed])

    // An outer recognizer that begins first wins instead.
    outer.hysteresis = 3
    pointer.down(200, 300)
    pointer.move(200, 305)
    pointer.move(200, 350)
    pointer.up(200, 350)
    XCTAssertEqual(outerActions.states, [.began, .changed, .ended])
    XCTAssertEqual(innerActions.states, [.began, .changed, .ended])
    XCTAssertEqual(log["inner"].last, .failed)
  }

  @MainActor func testOfTwoRecognizersOnOneViewTheFirstAddedWinsATie() async {
    let (window, background) = makeGestureWindow(engine)
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    let pan = PanGestureRecognizer()
    background.addGestureRecognizer(edge)
    background.addGestureRecognizer(pan)
    let edgeActions = ActionRecorder(edge)
    let panActions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(5, 400)
    pointer.move(60, 400)
    pointer.up(60, 400)
    XCTAssertEqual(edgeActions.states, [.began, .ended])
    XCTAssertEqual(panActions.states, [])
    // From mid-screen the edge pan fails at once and the plain pan has the drag.
    pointer.down(200, 400)
    pointer.move(260, 400)
    pointer.up(260, 400)
    XCTAssertEqual(edgeActions.states, [.began, .ended])
    XCTAssertEqual(panActions.states, [.began, .ended])
  }

  @MainActor func testARecognizedTapFailsThePanAroundIt() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    background.addGestureRecognizer(pan)
    let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    background.addSubview(card)
    let onCard = tapCounter(on: card, "card")
    let log = GestureStateLog(window)
    PointerScript(window: window).tap(50, 50)
    XCTAssertEqual(onCard.states, [.ended])
    XCTAssertEqual(log["pan"], [.failed])
  }

  // MARK: Sequences

  @MainActor func testASecondTouchSequenceWhileOneIsTrackedIsIgnored() async {
    let (window, card, _, pan, panActions, _) = cardWithButton()
    let other = Button(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    card.superview!.addSubview(other)
    var otherFired = 0
    other.addAction { otherFired += 1 }
    let pointer = PointerScript(window: window)

    pointer.down(200, 500, sequence: 1)
    pointer.move(200, 540, sequence: 1)
    XCTAssertEqual(panActions.states, [.began])

    pointer.down(50, 50, sequence: 2)
    XCTAssertFalse(other.isHighlighted)
    pointer.move(50, 700, sequence: 2)
    pointer.up(50, 50, sequence: 2)
    pointer.cancel(50, 50, sequence: 2)
    XCTAssertEqual(otherFired, 0)
    XCTAssertEqual(panActions.states, [.began], "the other sequence neither moves nor ends the pan")
    assertClose(pan.translation(in: nil), Point(x: 0, y: 30))

    pointer.move(200, 560, sequence: 1)
    pointer.up(200, 560, sequence: 1)
    XCTAssertEqual(panActions.states, [.began, .changed, .ended])

    // Once the first has ended, a new sequence is taken.
    pointer.tap(50, 50)
    XCTAssertEqual(otherFired, 1)
  }

  @MainActor func testACancelEventCancelsAnActivePan() async {
    let (window, _, _, pan, panActions, _) = cardWithButton()
    var stateInCancel: GestureState?
    pan.addAction { sender in if sender.state == .cancelled { stateInCancel = sender.state } }
    let pointer = PointerScript(window: window)
    pointer.down(200, 500)
    pointer.move(200, 540)
    pointer.move(200, 560)
    pointer.cancel(200, 560)
    XCTAssertEqual(panActions.states, [.began, .changed, .cancelled])
    XCTAssertEqual(stateInCancel, .cancelled)
    XCTAssertFalse(window.isTrackingPointer)
    // The rest of the cancelled sequence is ignored.
    pointer.move(200, 600)
    pointer.up(200, 600)
    XCTAssertEqual(panActions.states, [.began, .changed, .cancelled])
  }

  @MainActor func testACancelledPressOnAButtonDoesNotFireIt() async {
    let (window, _, button, _, panActions, log) = cardWithButton()
    var fired = 0
    button.addAction { fired += 1 }
    let pointer = PointerScript(window: window)
    pointer.down(200, 325)
    XCTAssertTrue(button.isHighlighted)
    pointer.cancel(200, 325)
    XCTAssertFalse(button.isHighlighted)
    pointer.up(200, 325)
    XCTAssertEqual(fired, 0)
    XCTAssertEqual(panActions.states, [])
    XCTAssertEqual(log["pan"], [.failed])
  }

  @MainActor func testWindowCancelPointerCancelsTheTrackedSequence() async {
    let (window, _, button, _, panActions, _) = cardWithButton()
    window.cancelPointer()  // nothing tracked: nothing happens
    let pointer = PointerScript(window: window)
    pointer.down(200, 325)
    pointer.move(200, 360)
    XCTAssertTrue(window.isTrackingPointer)
    window.cancelPointer()
    XCTAssertEqual(panActions.states, [.began, .cancelled])
    XCTAssertFalse(window.isTrackingPointer)
    XCTAssertFalse(button.isHighlighted)
    pointer.up(200, 360)
    XCTAssertEqual(panActions.states, [.began, .cancelled])
    XCTAssertEqual(button.tapCount, 0)
  }

  @MainActor func testAPressOfTheSameSequenceWithoutAReleaseStartsOver() async {
    let (window, _, _, pan, panActions, _) = cardWithButton()
    let pointer = PointerScript(window: window)
    pointer.down(200, 500)
    pointer.move(200, 540)
    pointer.down(100, 500)
    XCTAssertEqual(panActions.states, [.began, .cancelled])
    pointer.move(100, 530)
    pointer.move(100, 560)
    assertClose(pan.translation(in: nil), Point(x: 0, y: 50))
    pointer.up(100, 560)
    XCTAssertEqual(panActions.states, [.began, .cancelled, .began, .changed, .ended])
  }
}
