import TestSupport
import TransitionKit
import XCTest

/// The order UIKit keeps between a recognizer that waits for another to fail and the
/// recognizers it outranks: held in `.possible` while it waits, it still begins before those
/// that were not yet recognized, which wait with it, so a page's own pan that waits for
/// nothing does not take a drag from the list under it while the swipe back decides.
final class GestureWaitOrderTests: EngineTestCase {
  /// B pushed over A, a scroll view filling B's view with `contentSize`, and a pan on B's view
  /// (around the list) that waits for nothing, as a page's dismissal pan does.
  @MainActor private func rig(contentSize: Size) -> (
    NavigationRig, ScrollView, PanGestureRecognizer
  ) {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    let list = ScrollView(frame: nav["B"].view.bounds)
    list.contentSize = contentSize
    nav["B"].view.addSubview(list)
    let outer = PanGestureRecognizer()
    outer.name = "outer"
    nav["B"].view.addGestureRecognizer(outer)
    return (nav, list, outer)
  }

  @MainActor func testAVerticalDragScrollsTheListThatWaitedForTheSwipeBackNotThePageAroundIt()
    async
  {
    let (nav, list, outer) = rig(contentSize: Size(width: 400, height: 3000))
    let states = GestureStateLog(nav.window)
    nav.pointer.down(150, 400)
    nav.rig.step(0.05)
    // Ten points down: the list's pan and the outer pan would both begin; the list waits for
    // the content swipe, which fails on this movement (it left its cone), and begins first.
    nav.pointer.move(150, 390)
    XCTAssertEqual(states[NavigationSwipeTests.content], [.failed])
    XCTAssertEqual(states["scroll"], [.began])
    XCTAssertEqual(states["outer"], [.failed], "the pan around the list never began")
    nav.rig.step(0.05)
    nav.pointer.move(150, 300)
    nav.pointer.up(150, 300)
    XCTAssertGreaterThan(list.contentOffset.y, 0)
    XCTAssertEqual(outer.state, .possible, "reset for the next press")
    XCTAssertEqual(nav.window.transitionLog.count, 1, "only the push: nothing popped")
  }

  @MainActor func testAForwardDragOnAPagerAtItsLeadingEdgeTurnsItOnceTheSwipeBackFails() async {
    let (nav, list, _) = rig(contentSize: Size(width: 1200, height: 800))
    let states = GestureStateLog(nav.window)
    // Leftward, away from the back: the content swipe fails only at 30 points; until then the
    // pager's pan waits, and the outer pan, which it would prevent, waits with it.
    nav.swipe(from: 250, moves: NavigationRig.steady(2, -10, every: 0.05), release: false)
    XCTAssertEqual(states["scroll"], [])
    XCTAssertEqual(states["outer"], [], "held in .possible, not begun")
    nav.rig.step(0.05)
    nav.pointer.move(220, 400)
    XCTAssertEqual(states[NavigationSwipeTests.content], [.failed])
    XCTAssertEqual(states["scroll"].first, .began)
    XCTAssertEqual(states["outer"], [.failed])
    nav.rig.step(0.05)
    nav.pointer.move(180, 400)
    nav.pointer.up(180, 400)
    XCTAssertGreaterThan(list.contentOffset.x, 0)
    XCTAssertEqual(nav.window.transitionLog.count, 1, "only the push: nothing popped")
  }

  @MainActor func testADragTowardTheBackIsTheSwipeBacksAndNeitherPanBegins() async {
    let (nav, list, _) = rig(contentSize: Size(width: 1200, height: 800))
    let states = GestureStateLog(nav.window)
    nav.swipe(from: 150, moves: NavigationRig.steady(4, 10, every: 0.05), release: false)
    XCTAssertEqual(states[NavigationSwipeTests.content].first, .began)
    XCTAssertEqual(states["scroll"], [.failed])
    XCTAssertEqual(states["outer"], [.failed])
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    XCTAssertEqual(list.contentOffset, .zero)
    nav.pointer.cancel(190, 400)
    nav.rig.settle()
  }

  /// Plain recognizers: an inner pan that waits for an outer swipe to fail, and a middle pan
  /// between them that waits for nothing.
  @MainActor private func waitingTrio() -> (
    window: Window, inner: PanGestureRecognizer, middle: PanGestureRecognizer
  ) {
    let (window, background) = makeGestureWindow(engine)
    let middleView = View(frame: background.bounds)
    background.addSubview(middleView)
    let innerView = View(frame: background.bounds)
    middleView.addSubview(innerView)
    let inner = PanGestureRecognizer()
    inner.name = "inner"
    innerView.addGestureRecognizer(inner)
    let middle = PanGestureRecognizer()
    middle.name = "middle"
    middleView.addGestureRecognizer(middle)
    let swipe = ScreenEdgePanGestureRecognizer()
    swipe.edges = .left
    swipe.recognizesWithoutEdge = true
    swipe.name = "swipe"
    background.addGestureRecognizer(swipe)
    inner.require(toFail: swipe)
    return (window, inner, middle)
  }

  @MainActor func testAHeldPanBeginsWhenTheOneAheadOfItGivesUpAndAtOnceWhenItIsNotPrevented()
    async
  {
    let (window, inner, middle) = waitingTrio()
    let states = GestureStateLog(window)
    let pointer = PointerScript(window: window)
    let refusal = Refusal()
    inner.delegate = refusal
    // Leftward: the swipe fails at 15 points; the inner pan, asked then, refuses to begin, and
    // the middle one, held until then, begins with the movement so far.
    pointer.down(200, 400)
    pointer.move(188, 400)
    XCTAssertEqual(states["middle"], [])
    pointer.move(184, 400)
    XCTAssertEqual(states["swipe"], [.failed])
    XCTAssertEqual(states["inner"], [.failed])
    XCTAssertEqual(states["middle"], [.began])
    assertClose(middle.translation(in: nil), Point(x: -6, y: 0))
    pointer.up(184, 400)

    // Allowed to recognize with the inner pan, the middle one is not held: it begins at 10
    // and, begun, makes the swipe fail, so the inner pan begins with it.
    refusal.refuses = false
    refusal.sharesWith = middle
    pointer.down(200, 400, sequence: 1)
    pointer.move(188, 400, sequence: 1)
    XCTAssertEqual(states["middle"].last, .began)
    XCTAssertEqual(states["swipe"].last, .failed)
    XCTAssertEqual(states["inner"].last, .began)
    pointer.up(188, 400, sequence: 1)
    XCTAssertEqual(states["middle"].last, .ended)
    XCTAssertEqual(states["inner"].last, .ended)
  }
}

/// A delegate that refuses to let its recognizer begin, or lets it share the touches with one
/// other recognizer.
@MainActor
private final class Refusal: GestureRecognizerDelegate {
  var refuses = true
  weak var sharesWith: GestureRecognizer?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { !refuses }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { otherGestureRecognizer === sharesWith }
}
