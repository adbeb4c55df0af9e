import TestSupport
import TransitionKit
import XCTest

/// Touches as UIKit delivers them: to the pressed view and up its responder chain, cancelled
/// once a recognizer that cancels touches recognizes, held back by one that delays them; and
/// recognizers of the person's own that read `UITouch`es and set their state.
final class TouchDeliveryTests: EngineTestCase {
  /// A view that writes down every touch method called on it.
  @MainActor final class TouchLogView: View {
    var log: [String] = []
    var locations: [Point] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      log.append("began")
      locations.append(touches.first!.location(in: self))
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
      log.append("cancelled")
    }
  }

  /// A controller that writes down the touches its view passes on.
  @MainActor final class TouchLogController: ViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
  }

  /// A recognizer of its own, as UIKit code writes one: it recognizes when one touch moved
  /// more than 30 points to the right, and fails on a move to the left.
  @MainActor final class SwipeRightRecognizer: GestureRecognizer {
    var start: Point?
    var seen: [String] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
      super.touchesBegan(touches, with: event)
      seen.append("began \(touches.count)/\(event.allTouches?.count ?? 0)")
      start = touches.first?.location(in: view)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
      super.touchesMoved(touches, with: event)
      guard let start, let touch = touches.first, state == .possible else { return }
      let dx = touch.location(in: view).x - start.x
      if dx < -5 { state = .failed } else if dx > 30 { state = .recognized }
    }

    override func reset() {
      super.reset()
      start = nil
    }
  }

  @MainActor func testThePressedViewHearsItsTouchesInItsOwnCoordinates() async {
    let (window, background) = makeGestureWindow(engine)
    let view = TouchLogView(frame: Rect(x: 100, y: 200, width: 100, height: 100))
    background.addSubview(view)
    let pointer = PointerScript(window: window)
    pointer.down(110, 230)
    pointer.move(120, 230)
    pointer.up(120, 230)
    XCTAssertEqual(view.log, ["began", "moved", "ended"])
    XCTAssertEqual(view.locations, [Point(x: 10, y: 30)])
  }

  @MainActor func testTouchesAViewDoesNotHandleGoUpToItsController() async {
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), engine: engine)
    let controller = TouchLogController()
    window.rootViewController = controller
    let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(child)
    XCTAssertTrue(child.next === controller.view)
    XCTAssertTrue(controller.view.next === controller)
    XCTAssertTrue(controller.next === window)
    PointerScript(window: window).tap(50, 50)
    XCTAssertEqual(controller.log, ["began", "ended"])
  }

  @MainActor func testARecognizerThatRecognizesCancelsTheViewsTouches() async {
    let (window, background) = makeGestureWindow(engine)
    let view = TouchLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    background.addSubview(view)
    let pan = PanGestureRecognizer()
    view.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(104, 100)
    pointer.move(140, 100)
    pointer.move(160, 100)
    pointer.up(160, 100)
    XCTAssertEqual(view.log, ["began", "moved", "cancelled"])

    view.log = []
    pan.cancelsTouchesInView = false
    pointer.down(100, 100)
    pointer.move(140, 100)
    pointer.up(140, 100)
    XCTAssertEqual(view.log, ["began", "moved", "ended"])
  }

  @MainActor func testATapThatRecognizesOnTheReleaseTurnsTheViewsReleaseIntoACancel() async {
    let (window, background) = makeGestureWindow(engine)
    let view = TouchLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    background.addSubview(view)
    view.addGestureRecognizer(TapGestureRecognizer())
    PointerScript(window: window).tap(50, 50)
    XCTAssertEqual(
      view.log, ["began", "cancelled"], "delaysTouchesEnded: the release is held, then cancelled")
  }

  @MainActor func testDelaysTouchesBeganHoldsThePressUntilTheRecognizerFails() async {
    let (window, background) = makeGestureWindow(engine)
    let view = TouchLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    background.addSubview(view)
    let swipe = SwipeRightRecognizer()
    swipe.delaysTouchesBegan = true
    view.addGestureRecognizer(swipe)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    XCTAssertEqual(view.log, [], "held while the swipe may still recognize")
    pointer.move(90, 100)
    XCTAssertEqual(
      view.log, ["began", "moved"], "the swipe failed: the view hears the press, then the move")
    pointer.up(90, 100)
    XCTAssertEqual(view.log, ["began", "moved", "ended"])

    view.log = []
    pointer.down(100, 100)
    pointer.move(140, 100)
    pointer.up(140, 100)
    XCTAssertEqual(view.log, [], "the swipe recognized: the view never hears the touch")
  }

  @MainActor func testARecognizerOfItsOwnSetsItsStateFromTouches() async {
    let (window, background) = makeGestureWindow(engine)
    let swipe = SwipeRightRecognizer()
    background.addGestureRecognizer(swipe)
    let actions = ActionRecorder(swipe)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(120, 100)
    XCTAssertEqual(actions.states, [])
    pointer.move(140, 100)
    XCTAssertEqual(actions.states, [.ended], "recognized once, its actions run")
    pointer.up(140, 100)
    XCTAssertEqual(swipe.seen, ["began 1/1"])
    XCTAssertEqual(swipe.state, .possible, "reset for the next sequence")
    XCTAssertNil(swipe.start, "its own reset ran")

    pointer.down(100, 100)
    pointer.move(80, 100)
    pointer.move(160, 100)
    pointer.up(160, 100)
    XCTAssertEqual(actions.states, [.ended], "a swipe that failed does not recognize later")
  }

  @MainActor func testASubclassOfThePanThatCallsSuperKeepsThePan() async {
    @MainActor final class CountingPan: PanGestureRecognizer {
      var moves = 0
      override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        moves += 1
        super.touchesMoved(touches, with: event)
      }
    }
    let (window, background) = makeGestureWindow(engine)
    let pan = CountingPan()
    background.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    let pointer = PointerScript(window: window)
    pointer.down(100, 100)
    pointer.move(100, 130)
    pointer.move(100, 150)
    pointer.up(100, 150)
    XCTAssertEqual(pan.moves, 2)
    XCTAssertEqual(actions.states, [.began, .changed, .ended])
  }

  @MainActor func testTheSameTouchObjectFollowsTheWholeSequence() async {
    @MainActor final class TouchKeeper: GestureRecognizer {
      var touchesSeen: [Touch] = []
      var phases: [Touch.Phase] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event) { record(touches) }
      override func touchesMoved(_ touches: Set<Touch>, with event: Event) { record(touches) }
      override func touchesEnded(_ touches: Set<Touch>, with event: Event) { record(touches) }
      func record(_ touches: Set<Touch>) {
        touchesSeen.append(touches.first!)
        phases.append(touches.first!.phase)
      }
    }
    let (window, background) = makeGestureWindow(engine)
    let keeper = TouchKeeper()
    background.addGestureRecognizer(keeper)
    let pointer = PointerScript(window: window)
    pointer.down(10, 10)
    pointer.move(20, 30)
    pointer.up(20, 30)
    XCTAssertEqual(keeper.phases, [.began, .moved, .ended])
    XCTAssertTrue(keeper.touchesSeen.allSatisfy { $0 === keeper.touchesSeen[0] })
    XCTAssertEqual(keeper.touchesSeen[0].previousLocation(in: nil), Point(x: 20, y: 30))
    XCTAssertTrue(keeper.touchesSeen[0].view === background)
    XCTAssertEqual(keeper.touchesSeen[0].type, .direct)
  }
}
