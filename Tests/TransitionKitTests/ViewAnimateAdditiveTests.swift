import TestSupport
import TransitionKit
import XCTest

/// `View.animate` on a property that is already animating adds its change to the running one,
/// as UIKit has since iOS 8 (WWDC14 session 236): what is shown is the model value plus each
/// animation's offset (from the model value before it to the one it set), each decaying to zero
/// along its own curve.
final class ViewAnimateAdditiveTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  private let ease = AnimationCurve.easeInOut.bezier

  /// The additive rule for a first animation of x from 50 to 150 over 1 s started at 0 and a
  /// second from 150 to 400 over 1 s started at `secondStart`, both ease-in-out, at scene
  /// time `t`.
  private func expectedX(at t: Double, secondStart: Double) -> Double {
    func q(_ u: Double) -> Double { u <= 0 ? 0 : u >= 1 ? 1 : ease.value(at: u) }
    return 400 + (50 - 150) * (1 - q(t)) + (150 - 400) * (1 - q(t - secondStart))
  }

  @MainActor func testPositionAndVelocityStayContinuousAndBothAnimationsFinish() async {
    let view = makeView()
    var first: Bool?
    var second: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: [],
      animations: { view.center = Point(x: 150, y: 50) }, completion: { first = $0 })
    let h = 1e-4
    run(for: 0.4)
    let beforeBefore = view.presentation.center.x
    step(h)
    let before = view.presentation.center.x
    let secondStart = engine.now
    View.animate(
      withDuration: 1, delay: 0, options: [],
      animations: { view.center = Point(x: 400, y: 50) }, completion: { second = $0 })
    // Nothing moves at the moment the second animation starts.
    XCTAssertEqual(view.presentation.center.x, before, accuracy: 1e-9)
    step(h)
    let after = view.presentation.center.x
    let velocityBefore = (before - beforeBefore) / h
    let velocityAfter = (after - before) / h
    // The velocity carries on (ease-in-out starts with zero slope); replacing the animation
    // instead would have dropped it to about 0.
    XCTAssertGreaterThan(velocityBefore, 100)
    XCTAssertEqual(velocityAfter, velocityBefore, accuracy: velocityBefore * 0.01)
    assertClose(
      view.presentation.center.x, expectedX(at: engine.now, secondStart: secondStart),
      tolerance: 1e-6)

    for _ in 0..<30 {
      step(0.05)
      assertClose(
        view.presentation.center.x, expectedX(at: engine.now, secondStart: secondStart),
        tolerance: 1e-6)
      if engine.now < 1 { XCTAssertNil(first) }
    }
    XCTAssertEqual(first, true)
    XCTAssertEqual(second, true)
    XCTAssertEqual(view.presentation.center, Point(x: 400, y: 50))
    XCTAssertEqual(view.center, Point(x: 400, y: 50))
    XCTAssertEqual(engine.activeAnimatorCount, 0)
  }

  @MainActor func testHitTestingSeesTheSummedValue() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 200))
    let view = makeView()
    root.addSubview(view)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.center = Point(x: 250, y: 50)
    }
    step(0.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.center = Point(x: 850, y: 50)
    }
    step(0.5)
    // 850 + (50 − 250)(1 − 1) + (250 − 850)(1 − 0.5) = 550.
    assertClose(view.presentation.center.x, 550)
    XCTAssertTrue(root.hitTest(Point(x: 590, y: 50)) === view)
    XCTAssertTrue(root.hitTest(Point(x: 890, y: 50)) === root)
  }

  @MainActor func testAnAssignmentOutsideABlockEndsEveryAnimationOfTheProperty() async {
    let view = makeView()
    var finished: [Bool] = []
    for x in [150.0, 300] {
      View.animate(
        withDuration: 1, delay: 0, options: [],
        animations: { view.center = Point(x: x, y: 50) }, completion: { finished.append($0) })
      step(0.25)
    }
    view.center = Point(x: 10, y: 20)
    XCTAssertEqual(view.presentation.center, Point(x: 10, y: 20))
    run(for: 1.5)
    XCTAssertEqual(view.presentation.center, Point(x: 10, y: 20))
    XCTAssertEqual(finished, [false, false])
  }

  @MainActor func testAnExplicitAnimatorTakesOverFromWhatIsOnScreen() async {
    let view = makeView()
    var finished: [Bool] = []
    for x in [150.0, 300] {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { view.center = Point(x: x, y: 50) }, completion: { finished.append($0) })
      step(0.5)
    }
    // 300 + (50 − 150)(1 − 1) + (150 − 300)(1 − 0.5) = 225.
    let onScreen = view.presentation.center.x
    assertClose(onScreen, 225)
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      view.center = Point(x: 25, y: 50)
    }
    animator.startAnimation()
    XCTAssertEqual(view.presentation.center.x, onScreen)
    step(0.5)
    assertClose(view.presentation.center.x, onScreen + (25 - onScreen) * 0.5)
    run(for: 1)
    XCTAssertEqual(view.presentation.center.x, 25)
    XCTAssertEqual(finished, [true, false])
  }

  @MainActor func testStackedAnimationsInATimelineScrubAndCancelBackExactly() async {
    let view = makeView()
    let start = Point(x: 0.1 + 0.2, y: 1.0 / 3.0)
    view.center = start
    let startAlpha = 0.7
    view.alpha = startAlpha
    let timeline = AnimationTimeline(duration: 1)
    var finished: [Bool] = []
    timeline.bind {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          view.center = Point(x: 200, y: 300)
          view.alpha = 0
        }, completion: { finished.append($0) })
      View.animate(
        withDuration: 0.5, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration],
        animations: { view.center = Point(x: 100, y: 20) }, completion: { finished.append($0) })
    }
    timeline.seek(to: 0.5)
    // 100 + (start − 200)(1 − 0.5) + (200 − 100)(1 − 1).
    assertClose(view.presentation.center.x, 100 + (start.x - 200) * 0.5, tolerance: 1e-9)
    timeline.seek(to: 0.25)
    let eased = AnimationCurve.easeIn.bezier.value(at: 0.5)
    assertClose(
      view.presentation.center.x, 100 + (start.x - 200) * 0.75 + 100 * (1 - eased),
      tolerance: 1e-9)
    timeline.run(toward: .start, over: 0.25)
    run(for: 0.3)
    XCTAssertEqual(finished, [true, true])
    XCTAssertEqual(view.center, start)
    XCTAssertEqual(view.presentation.center, start)
    XCTAssertEqual(view.alpha, startAlpha)
    XCTAssertEqual(view.presentation.alpha, startAlpha)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
  }

  @MainActor func testLayoutMovesStackedAnimationsWithTheModel() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    child.autoresizingMask = .flexibleLeftMargin
    container.addSubview(child)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      child.center = Point(x: 110, y: 10)
    }
    step(0.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      child.center = Point(x: 210, y: 10)
    }
    step(0.25)
    // 210 + (10 − 110)(1 − 0.75) + (110 − 210)(1 − 0.25).
    assertClose(child.presentation.center.x, 110)
    container.bounds = Rect(x: 0, y: 0, width: 300, height: 200)
    XCTAssertEqual(child.center.x, 310)
    // Everything on screen moves with the layout, by the same 100 points.
    assertClose(child.presentation.center.x, 210)
    step(0.5)
    assertClose(child.presentation.center.x, 310 - 100 * (1 - 0.75))
    step(0.3)
    XCTAssertEqual(child.presentation.center.x, 310)
  }

  @MainActor func testAssigningTwiceInTheAddedBlockAddsOnlyTheLastValue() async {
    let view = makeView()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    step(0.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.alpha = 1
      view.alpha = 0.5
    }
    // Nothing jumps: 0.5 + (1 − 0)(1 − 0.5) + (0 − 0.5)(1 − 0).
    assertClose(view.presentation.alpha, 0.5)
    step(0.5)
    assertClose(view.presentation.alpha, 0.5 - 0.5 * 0.5)
    step(0.51)
    XCTAssertEqual(view.presentation.alpha, 0.5)
  }
}
