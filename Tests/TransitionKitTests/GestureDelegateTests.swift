import TestSupport
import TransitionKit
import XCTest

/// `UIGestureRecognizerDelegate`: should begin, simultaneous recognition, required failure,
/// should receive a touch; the view's say; and a pan of two fingers.
final class GestureDelegateTests: EngineTestCase {
  @MainActor final class Delegate: GestureRecognizerDelegate {
    var begins = true
    var simultaneous = false
    var receives: (Touch) -> Bool = { _ in true }
    var requiresFailureOf: GestureRecognizer?
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
      asked.append("begin \(gestureRecognizer.name ?? "")")
      return begins
    }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiresFailureOf }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
      -> Bool
    { receives(touch) }
  }

  @MainActor private func drag(_ window: Window, from y: Double = 100, by dy: Double = 60) {
    let pointer = PointerScript(window: window)
    pointer.down(100, y)
    pointer.move(100, y + dy / 2)
    pointer.move(100, y + dy)
    pointer.up(100, y + dy)
  }

  @MainActor func testShouldBeginFalseMakesThePanFailWithoutActions() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    pan.name = "pan"
    let delegate = Delegate()
    delegate.begins = false
    pan.delegate = delegate
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let log = GestureStateLog(window)
    drag(window)
    XCTAssertEqual(actions.states, [])
    XCTAssertEqual(log.states["pan"], [.failed])
    XCTAssertEqual(delegate.asked, ["begin pan"], "asked once, as it was about to begin")
    delegate.begins = true
    drag(window)
    XCTAssertEqual(actions.states, [.began, .changed, .ended])
  }

  @MainActor func testTheViewCanRefuseARecognizerAttachedToIt() async {
    @MainActor final class NoVerticalPans: View {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
        let velocity = pan.translation(in: self)
        return abs(velocity.x) > abs(velocity.y)
      }
    }
    let (window, background) = makeGestureWindow(engine)
    let view = NoVerticalPans(frame: background.bounds)
    background.addSubview(view)
    let pan = PanGestureRecognizer()
    view.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    drag(window)
    XCTAssertEqual(actions.states, [])
  }

  @MainActor func testTwoPansRecognizeTogetherWhenADelegateSaysSo() async {
    let (window, background) = makeGestureWindow(engine)
    let inner = View(frame: background.bounds)
    background.addSubview(inner)
    let first = PanGestureRecognizer()
    let second = PanGestureRecognizer()
    inner.addGestureRecognizer(first)
    background.addGestureRecognizer(second)
    let firstActions = ActionRecorder(first)
    let secondActions = ActionRecorder(second)
    drag(window)
    XCTAssertEqual(firstActions.states, [.began, .changed, .ended])
    XCTAssertEqual(secondActions.states, [], "without a delegate the deeper pan wins alone")

    let delegate = Delegate()
    delegate.simultaneous = true
    second.delegate = delegate
    drag(window)
    XCTAssertEqual(
      secondActions.states, [.began, .changed, .ended], "either delegate's yes is enough")
    XCTAssertEqual(firstActions.states.count, 6)
  }

  @MainActor func testADelegateCanMakeAPanWaitForAnotherToFail() async {
    let (window, background) = makeGestureWindow(engine)
    let inner = View(frame: background.bounds)
    background.addSubview(inner)
    let vertical = PanGestureRecognizer()
    vertical.name = "vertical"
    inner.addGestureRecognizer(vertical)
    let outer = PanGestureRecognizer()
    outer.name = "outer"
    background.addGestureRecognizer(outer)
    let delegate = Delegate()
    delegate.requiresFailureOf = outer
    vertical.delegate = delegate
    let verticalActions = ActionRecorder(vertical)
    let outerActions = ActionRecorder(outer)
    drag(window)
    XCTAssertEqual(verticalActions.states, [], "it waited for the outer pan, which began")
    XCTAssertEqual(outerActions.states, [.began, .changed, .ended])
  }

  @MainActor func testARecognizerOfItsOwnWaitsForATapToFailThenRecognizes() async {
    @MainActor final class PressRecognizer: GestureRecognizer {
      override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .began }
      override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .began || state == .changed { state = .ended }
      }
    }
    let (window, background) = makeGestureWindow(engine)
    let press = PressRecognizer()
    let tap = TapGestureRecognizer()
    background.addGestureRecognizer(press)
    background.addGestureRecognizer(tap)
    press.require(toFail: tap)
    let pressActions = ActionRecorder(press)
    let tapActions = ActionRecorder(tap)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    XCTAssertEqual(pressActions.states, [], "pending while the tap may still recognize")
    pointer.move(100, 150)
    XCTAssertEqual(pressActions.states, [.began], "the tap failed on the move: it begins now")
    pointer.up(100, 150)
    XCTAssertEqual(pressActions.states, [.began, .ended])
    XCTAssertEqual(tapActions.states, [])

    pointer.tap(100, 100)
    XCTAssertEqual(tapActions.states, [.ended])
    XCTAssertEqual(pressActions.states, [.began, .ended], "the tap recognized: the press failed")
  }

  @MainActor func testShouldReceiveFalseKeepsTheWholeTouchFromTheRecognizer() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    let delegate = Delegate()
    delegate.receives = { $0.location(in: nil).y > 300 }
    pan.delegate = delegate
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    drag(window, from: 100)
    XCTAssertEqual(actions.states, [])
    drag(window, from: 400)
    XCTAssertEqual(actions.states, [.began, .changed, .ended])
  }

  @MainActor func testAPanOfTwoFingersBeginsWithTheSecondAndFollowsTheirCentre() async {
    let (window, background) = makeGestureWindow(engine)
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100, sequence: 1)
    pointer.move(100, 140, sequence: 1)
    XCTAssertEqual(actions.states, [], "one finger does not begin a pan of two")
    pointer.down(200, 140, sequence: 2)
    XCTAssertEqual(pan.numberOfTouches, 2)
    pointer.move(100, 170, sequence: 1)
    pointer.move(200, 170, sequence: 2)
    XCTAssertEqual(actions.states.first, .began)
    XCTAssertEqual(pan.location(in: nil), Point(x: 150, y: 170), "the centre of the two fingers")
    let translation = pan.translation(in: nil).y
    pointer.up(200, 170, sequence: 2)
    XCTAssertEqual(actions.states.last, .ended, "fewer fingers than it needs end it")
    XCTAssertEqual(pan.translation(in: nil).y, translation, accuracy: 1e-9)
    pointer.up(100, 170, sequence: 1)
  }

  @MainActor func testAShouldFailPanFailsOnAFirstMoveBeyondTheSlop() async {
    @MainActor final class HorizontalOnly: PanGestureRecognizer {
      override func shouldFail(movement: Vector) -> Bool { abs(movement.dy) > abs(movement.dx) }
    }
    let (window, background) = makeGestureWindow(engine)
    let pan = HorizontalOnly()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 160)  // far past the slop at once, straight down
    pointer.move(200, 160)
    pointer.up(200, 160)
    XCTAssertEqual(actions.states, [], "the first movement ruled it out")
  }
}
