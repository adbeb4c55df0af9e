import TestSupport
import XCTest

@testable import TransitionKit

/// A scroll view that delays content touches (`delaysContentTouches`, true by default) holds a
/// touch back from its content until it knows the finger is not scrolling; a tap still
/// reaches the view, and a scroll takes the touch before the view hears of it.
final class ContentTouchDelayTests: EngineTestCase {
  /// A view that records what it hears, with the scene time.
  private final class Pad: View {
    var heard: [(String, Double)] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      heard.append(("began", AnimationEngine.current.now))
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
      heard.append(("moved", AnimationEngine.current.now))
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
      heard.append(("ended", AnimationEngine.current.now))
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
      heard.append(("cancelled", AnimationEngine.current.now))
    }
    var phases: [String] { heard.map(\.0) }
  }

  @MainActor private func scrollingPad(
    _ rig: TransitionRig, delays: Bool
  ) -> (ScrollView, Pad) {
    let scroll = ScrollView(frame: rig.root.view.bounds)
    scroll.contentSize = Size(width: scroll.bounds.width, height: scroll.bounds.height * 3)
    scroll.delaysContentTouches = delays
    let pad = Pad(frame: Rect(x: 0, y: 0, width: scroll.bounds.width, height: 400))
    scroll.addSubview(pad)
    rig.root.view.addSubview(scroll)
    return (scroll, pad)
  }

  @MainActor func testAHeldTouchReachesTheContentOnlyAfterTheDelay() async {
    let rig = TransitionRig(engine: engine)
    let (scroll, pad) = scrollingPad(rig, delays: true)
    XCTAssertTrue(ScrollView().delaysContentTouches, "true by default")
    let touches = PointerScript(window: rig.window)
    let start = engine.now
    touches.down(100, 200)
    XCTAssertEqual(pad.phases, [], "held back while the scroll view decides")
    run(for: 0.1)
    XCTAssertEqual(pad.phases, [])
    run(for: 0.1)
    XCTAssertEqual(pad.phases, ["began"])
    let began = pad.heard[0].1 - start
    XCTAssertGreaterThanOrEqual(began, PointerRouter.contentTouchDelaySeconds)
    XCTAssertLessThan(began, PointerRouter.contentTouchDelaySeconds + 1.0 / 30)
    touches.up(100, 200)
    XCTAssertEqual(pad.phases, ["began", "ended"])
    XCTAssertEqual(scroll.contentOffset, .zero)
  }

  @MainActor func testAQuickTapStillReachesTheContentWithItsBeganAndEnded() async {
    let rig = TransitionRig(engine: engine)
    let (_, pad) = scrollingPad(rig, delays: true)
    let touches = PointerScript(window: rig.window)
    touches.down(100, 200)
    run(for: 1.0 / 30)
    XCTAssertEqual(pad.phases, [])
    touches.up(100, 200)
    XCTAssertEqual(pad.phases, ["began", "ended"])
    run(for: 0.3)
    XCTAssertEqual(pad.phases, ["began", "ended"], "the finished hold delivers nothing more")
  }

  @MainActor func testAScrollThatBeginsInTheDelayTakesTheTouchUnheard() async {
    let rig = TransitionRig(engine: engine)
    let (scroll, pad) = scrollingPad(rig, delays: true)
    PointerScript(window: rig.window).drag(
      from: Point(x: 100, y: 300), to: Point(x: 100, y: 100), duration: 0.1, steps: 6)
    XCTAssertGreaterThan(scroll.contentOffset.y, 0, "it scrolled")
    XCTAssertEqual(pad.phases, [], "the content never heard the touch")
  }

  @MainActor func testWithoutTheDelayTheContentHearsTheTouchAsItGoesDown() async {
    let rig = TransitionRig(engine: engine)
    let (_, pad) = scrollingPad(rig, delays: false)
    let touches = PointerScript(window: rig.window)
    touches.down(100, 200)
    XCTAssertEqual(pad.phases, ["began"])
    touches.move(100, 100)
    XCTAssertEqual(pad.phases.last, "cancelled", "the scroll took it")
  }
}
