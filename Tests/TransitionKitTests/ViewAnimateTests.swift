import TestSupport
import TransitionKit
import XCTest

final class ViewAnimateTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testModelChangesAtOnceAndPresentationFollowsTheDefaultCurve() async {
    let view = makeView()
    View.animate(withDuration: 2) {
      view.center = Point(x: 250, y: 50)
      view.alpha = 0
    }
    // The model is already at the end; the screen is still at the start.
    XCTAssertEqual(view.center, Point(x: 250, y: 50))
    XCTAssertEqual(view.alpha, 0)
    XCTAssertEqual(view.presentation.center, Point(x: 50, y: 50))
    XCTAssertEqual(view.presentation.alpha, 1)

    let easeInOut = AnimationCurve.easeInOut.bezier
    step(0.5)
    assertClose(view.presentation.center.x, 50 + 200 * easeInOut.value(at: 0.25))
    assertClose(view.presentation.alpha, 1 - easeInOut.value(at: 0.25))
    // Ease-in-out at a quarter is 0.129162 (Blink's timing_function_test.cc has 0.129).
    assertClose(view.presentation.alpha, 1 - 0.129162, tolerance: 1e-4)
    step(0.5)
    assertClose(view.presentation.center.x, 150, tolerance: 1e-9)
  }

  @MainActor func testOptionsChooseTheCurve() async {
    let curves: [(AnimationOptions, AnimationCurve)] = [
      (.curveLinear, .linear), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut),
      (.curveEaseInOut, .easeInOut),
    ]
    for (options, curve) in curves {
      let view = makeView()
      View.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 0 })
      step(0.3)
      assertClose(view.presentation.alpha, 1 - curve.bezier.value(at: 0.3), tolerance: 1e-9)
    }
  }

  @MainActor func testDelayHoldsTheStartValue() async {
    let view = makeView()
    var finished: Bool?
    View.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { finished = $0 })
    XCTAssertEqual(view.alpha, 0)
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.5)
    XCTAssertEqual(view.presentation.alpha, 0.5)
    XCTAssertNil(finished)
    step(0.5)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(finished, true)
  }

  @MainActor func testCompletionRunsOnceWithFinishedTrueAtTheEnd() async {
    let view = makeView()
    var calls: [Bool] = []
    View.animate(
      withDuration: 0.3, animations: { view.backgroundColor = .red },
      completion: { calls.append($0) })
    step(0.2)
    XCTAssertEqual(calls, [])
    XCTAssertTrue(engine.isAnimating)
    step(0.1)
    XCTAssertEqual(calls, [true])
    XCTAssertEqual(view.presentation.backgroundColor, .red)
    XCTAssertFalse(engine.isAnimating)
    run(for: 1)
    XCTAssertEqual(calls, [true])
  }

  @MainActor func testNothingToAnimateStillCompletes() async {
    let view = makeView()
    var calls: [Bool] = []
    View.animate(
      withDuration: 0.5, animations: { view.alpha = 1 }, completion: { calls.append($0) })
    XCTAssertEqual(view.presentation.alpha, 1)
    run(for: 0.6)
    XCTAssertEqual(calls, [true])
  }

  @MainActor func testZeroDurationAppliesOnTheNextTick() async {
    let view = makeView()
    var calls: [Bool] = []
    View.animate(
      withDuration: 0, animations: { view.alpha = 0.2 }, completion: { calls.append($0) })
    XCTAssertEqual(view.alpha, 0.2)
    step(1.0 / 60)
    XCTAssertEqual(view.presentation.alpha, 0.2)
    XCTAssertEqual(calls, [true])
  }

  @MainActor func testZeroDurationWithADelayWaitsForTheDelay() async {
    let view = makeView()
    var calls: [Bool] = []
    View.animate(
      withDuration: 0, delay: 0.5, options: [], animations: { view.alpha = 0 },
      completion: { calls.append($0) })
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.2)
    XCTAssertEqual(view.presentation.alpha, 1)
    XCTAssertEqual(calls, [])
    step(0.1)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(calls, [true])
  }

  @MainActor func testSettingAPropertyOutsideABlockEndsItsAnimation() async {
    let view = makeView()
    var finished: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { finished = $0 })
    step(0.5)
    view.alpha = 0.8
    XCTAssertEqual(view.alpha, 0.8)
    XCTAssertEqual(view.presentation.alpha, 0.8)
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 0.8)
    run(for: 0.5)
    XCTAssertEqual(finished, false)
    XCTAssertEqual(view.presentation.alpha, 0.8)
  }

  @MainActor func testPerformWithoutAnimationInsideABlock() async {
    let view = makeView()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.alpha = 0
      View.performWithoutAnimation {
        view.center = Point(x: 300, y: 300)
      }
    }
    XCTAssertEqual(view.presentation.center, Point(x: 300, y: 300))
    step(0.5)
    XCTAssertEqual(view.presentation.center, Point(x: 300, y: 300))
    XCTAssertEqual(view.presentation.alpha, 0.5)

    // It also stops a running animation of what it sets.
    View.performWithoutAnimation { view.alpha = 0.25 }
    XCTAssertEqual(view.presentation.alpha, 0.25)
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 0.25)
  }

  @MainActor func testSpringAnimationsSettleOnTheTargetAtTheDuration() async {
    let view = makeView()
    var finished: Bool?
    View.animate(
      withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
      options: [], animations: { view.center = Point(x: 150, y: 50) },
      completion: { finished = $0 })
    let spring = DampedSpring.settling(dampingRatio: 0.4, within: 0.8)
    var peak = 0.0
    var elapsed = 0.0
    for _ in 0..<40 {
      step(0.01)
      elapsed += 0.01
      peak = max(peak, view.presentation.center.x)
      assertClose(
        view.presentation.center.x, 50 + 100 * spring.value(at: elapsed), tolerance: 1e-6)
    }
    // A damping ratio of 0.4 overshoots by about a quarter.
    XCTAssertGreaterThan(peak, 170)
    run(for: 0.5)
    XCTAssertEqual(view.presentation.center, Point(x: 150, y: 50))
    XCTAssertEqual(finished, true)
  }

  @MainActor func testSpringVelocityIsRelativeToTheDistance() async {
    let view = makeView()
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 5,
      options: [], animations: { view.center = Point(x: 250, y: 50) })
    // 5 distances per second over 200 points is 1000 points per second at the start.
    step(1e-6)
    assertClose((view.presentation.center.x - 50) / 1e-6, 1000, tolerance: 1)
  }
}
