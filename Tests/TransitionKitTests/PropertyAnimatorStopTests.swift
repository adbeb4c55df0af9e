import TestSupport
import TransitionKit
import XCTest

/// Stopping, finishing and continuing with new timing.
final class PropertyAnimatorStopTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testStopWithoutFinishingLeavesTheValuesWhereTheyAre() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      view.center = Point(x: 150, y: 50)
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.25)
    animator.stopAnimation(true)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    // What was on screen becomes the model.
    assertClose(view.center.x, 75)
    assertClose(view.presentation.center.x, 75)
    run(for: 2)
    assertClose(view.presentation.center.x, 75)
    XCTAssertNil(ended)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
    XCTAssertTrue(engine.warnings.isEmpty)

    // The property is free again: a later assignment is not taken over by anything.
    view.center = Point(x: 10, y: 10)
    XCTAssertEqual(view.presentation.center, Point(x: 10, y: 10))
  }

  @MainActor func testStopThenFinishAtTheEnd() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
      view.center = Point(x: 150, y: 50)
      view.alpha = 0.3
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.25)
    animator.stopAnimation(false)
    XCTAssertEqual(animator.state, .stopped)
    XCTAssertFalse(animator.isRunning)
    XCTAssertNil(ended)
    let stoppedAt = view.presentation.center.x
    XCTAssertEqual(view.center.x, stoppedAt)
    run(for: 1)
    XCTAssertEqual(view.presentation.center.x, stoppedAt)

    animator.finishAnimation(at: .end)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.center, Point(x: 150, y: 50))
    XCTAssertEqual(view.presentation.center, Point(x: 150, y: 50))
    XCTAssertEqual(view.alpha, 0.3)
    XCTAssertEqual(view.presentation.alpha, 0.3)
  }

  @MainActor func testStopThenFinishAtTheStartRestoresTheValuesExactly() async {
    let view = makeView()
    let start = Point(x: 0.1 + 0.2, y: 2.0 / 3.0)
    view.center = start
    view.transform = AffineTransform(rotationAngle: 0.7)
    view.layer.shadowOffset = Size(width: 0.1, height: 1e-7)
    let startTransform = view.transform
    let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = Point(x: 150, y: 50)
      view.transform = AffineTransform(scaleX: 2, y: 2)
      view.layer.shadowOffset = Size(width: 4, height: 4)
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.6)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.center, start)
    XCTAssertEqual(view.presentation.center, start)
    XCTAssertEqual(view.transform, startTransform)
    XCTAssertEqual(view.presentation.transform, startTransform)
    XCTAssertEqual(view.layer.shadowOffset, Size(width: 0.1, height: 1e-7))
    XCTAssertEqual(view.presentation.shadowOffset, Size(width: 0.1, height: 1e-7))
  }

  @MainActor func testStopThenFinishWhereItIs() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    XCTAssertEqual(ended, .current)
    assertClose(view.alpha, 0.5)
    assertClose(view.presentation.alpha, 0.5)
  }

  @MainActor func testContinueTakesTheFactorTimesTheOriginalDuration() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    XCTAssertTrue(animator.isRunning)
    // UIKit's header: the factor is in units of the original duration (1 s), so the half that
    // is left takes 2 × 1 s = 2 s.
    step(1)
    assertClose(animator.fractionComplete, 0.75)
    assertClose(view.presentation.alpha, 0.25)
    step(0.95)
    XCTAssertNil(ended)
    step(0.1)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testContinueWithANewCurve() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    step(1)
    animator.pauseAnimation()
    animator.continueAnimation(
      withTimingParameters: CubicTimingParameters.easeIn, durationFactor: 0.5)
    // Half of the original 2 s, so 1 s, along ease-in from where the values are.
    step(0.5)
    let eased = AnimationCurve.easeIn.bezier.value(at: 0.5)
    assertClose(view.presentation.alpha, 0.5 - 0.5 * eased)
    assertClose(animator.fractionComplete, 0.75)
    step(0.45)
    XCTAssertEqual(animator.state, .active)
    step(0.1)
    XCTAssertEqual(animator.state, .inactive)
  }

  @MainActor func testContinueARunningAnimatorRetimesIt() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    step(0.2)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
    // The 0.8 left now take 0.25 × 1 s = 0.25 s.
    step(0.125)
    assertClose(view.presentation.alpha, 0.4)
    step(0.1)
    XCTAssertEqual(animator.state, .active)
    step(0.05)
    XCTAssertEqual(animator.state, .inactive)
  }

  @MainActor func testContinueWithASpringEndsOnTarget() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.pauseAnimation()
    animator.continueAnimation(
      withTimingParameters: SpringTimingParameters(dampingRatio: 0.5), durationFactor: 1)
    // The rest takes 1 × the original second, along a spring that settles within it.
    step(0.2)
    let spring = DampedSpring.settling(dampingRatio: 0.5, within: 1)
    assertClose(view.presentation.alpha, 0.5 - 0.5 * spring.value(at: 0.2), tolerance: 1e-9)
    step(0.75)
    XCTAssertNil(ended)
    step(0.1)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.alpha, 0)
  }
}
