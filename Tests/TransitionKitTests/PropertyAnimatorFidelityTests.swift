import TestSupport
import TransitionKit
import XCTest

/// The animator API to the letter of UIKit's header and documentation: the duration factor of
/// `continueAnimation`, `fractionComplete` of a reversed animator, `isInterruptible`, and the
/// default spring. Expected values come from the documented rules, in seconds.
final class PropertyAnimatorFidelityTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  // MARK: continueAnimation(withTimingParameters:durationFactor:)

  @MainActor func testAFactorOfZeroTakesTheTimeThatIsLeftWithoutAWarning() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    // A quarter of 2 s has passed; the three quarters left take 1.5 s at the original pace.
    step(0.75)
    assertClose(animator.fractionComplete, 0.625)
    assertClose(view.presentation.alpha, 0.375)
    step(0.7)
    XCTAssertNil(ended)
    step(0.1)
    XCTAssertEqual(ended, .end)
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testTheFactorIsTheSameWhateverShareIsLeft() async {
    for (elapsed, factor) in [(0.2, 0.5), (0.9, 0.5), (0.5, 3.0)] {
      let view = makeView()
      let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
      var ended: AnimatingPosition?
      animator.addCompletion { ended = $0 }
      animator.startAnimation()
      step(elapsed)
      animator.pauseAnimation()
      animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
      // factor × 1 s, however much was left.
      step(factor - 0.01)
      XCTAssertNil(ended, "\(elapsed), \(factor)")
      step(0.02)
      XCTAssertEqual(ended, .end, "\(elapsed), \(factor)")
    }
  }

  @MainActor func testReversingThenContinuingWithZeroGoesBackOverTheTimeSpent() async {
    let view = makeView()
    view.center = Point(x: 0, y: 0)
    let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = Point(x: 100, y: 0)
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.3)
    animator.pauseAnimation()
    let paused = view.presentation.center.x
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    XCTAssertEqual(view.presentation.center.x, paused)
    // 0.3 s were spent, so the way back takes 0.3 s.
    step(0.15)
    XCTAssertLessThan(view.presentation.center.x, paused)
    XCTAssertGreaterThan(view.presentation.center.x, 0)
    step(0.14)
    XCTAssertNil(ended)
    step(0.02)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.center, Point(x: 0, y: 0))
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  // MARK: fractionComplete and isReversed

  @MainActor func testAReversedAnimatorReadsItsFractionFromTheOtherEnd() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    step(0.2)
    assertClose(animator.fractionComplete, 0.2)
    animator.isReversed = true
    // iOS 11 and later: 1 − the forward value.
    assertClose(animator.fractionComplete, 0.8)
    step(0.1)
    // Growing toward 1 as the values go back to their start.
    assertClose(animator.fractionComplete, 0.9)
    assertClose(view.presentation.alpha, 0.9)
    animator.isReversed = false
    assertClose(animator.fractionComplete, 0.1)
  }

  @MainActor func testSettingTheFractionOfAReversedAnimatorCountsFromTheOtherEnd() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.pauseAnimation()
    animator.isReversed = true
    animator.fractionComplete = 0.7
    assertClose(animator.fractionComplete, 0.7)
    // 0.7 of the way back from the end is 0.3 of the way from the start.
    assertClose(view.presentation.alpha, 0.7)
    // The idiom: continue for what is left of the way back, 1 − 0.7 of the duration.
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.continueAnimation(
      withTimingParameters: nil, durationFactor: 1 - animator.fractionComplete)
    step(0.29)
    XCTAssertNil(ended)
    step(0.02)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.alpha, 1)
  }

  // MARK: isInterruptible

  @MainActor func testAnAnimatorThatIsNotInterruptibleRunsToCompletion() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    XCTAssertTrue(animator.isInterruptible)
    animator.isInterruptible = false
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.25)
    animator.pauseAnimation()
    animator.stopAnimation(true)
    animator.fractionComplete = 0.9
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 3)
    XCTAssertEqual(warningCodes, Array(repeating: "animator.not-interruptible", count: 5))
    XCTAssertTrue(animator.isRunning)
    XCTAssertFalse(animator.isReversed)
    step(0.25)
    assertClose(view.presentation.alpha, 0.5)
    step(0.5)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testSettingInterruptibleOnAnActiveAnimatorIsRefused() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    animator.isInterruptible = false
    XCTAssertEqual(warningCodes, ["animator.interruptible-active"])
    XCTAssertTrue(animator.isInterruptible)
    step(0.5)
    animator.pauseAnimation()
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(warningCodes.count, 1)
  }

  // MARK: Springs

  @MainActor func testTheDefaultSpringIsUIKitsOverDampedOne() async {
    let spring = SpringTimingParameters()
    // The documented ratio, which is also the one of mass 3, stiffness 1000, damping 500.
    XCTAssertEqual(spring.dampingRatio, 4.56)
    assertClose(spring.dampingRatio, 500 / (2 * (3.0 * 1000).squareRoot()), tolerance: 0.01)
    let view = makeView()
    view.center = Point(x: 0, y: 0)
    let animator = PropertyAnimator(duration: 0.5, timingParameters: spring)
    animator.addAnimations { view.center = Point(x: 100, y: 0) }
    animator.startAnimation()
    var last = 0.0
    for _ in 0..<49 {
      step(0.01)
      // Over-damped: it never overshoots or turns back.
      XCTAssertGreaterThanOrEqual(view.presentation.center.x, last)
      XCTAssertLessThan(view.presentation.center.x, 100)
      last = view.presentation.center.x
    }
    step(0.02)
    XCTAssertEqual(view.presentation.center.x, 100)
    XCTAssertEqual(animator.state, .inactive)
  }

  @MainActor func testANestedSpringBlockTakesTheOuterDurationUnlessItOverridesIt() async {
    for override in [false, true] {
      let view = makeView()
      view.alpha = 1
      View.animate(
        withDuration: 1, delay: 0, options: [],
        animations: {
          View.animate(
            withDuration: 0.2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: override ? [.overrideInheritedDuration, .curveLinear] : [.curveLinear],
            animations: { view.alpha = 0 })
        })
      let duration = override ? 0.2 : 1.0
      // A critically damped spring settling within its duration, never the linear curve.
      let spring = DampedSpring.settling(dampingRatio: 1, within: duration)
      step(0.1)
      assertClose(view.presentation.alpha, 1 - spring.value(at: 0.1), tolerance: 1e-9)
      XCTAssertNotEqual(view.presentation.alpha, 1 - 0.1 / duration, accuracy: 1e-3)
      step(duration - 0.1 + 0.01)
      XCTAssertEqual(view.presentation.alpha, 0)
    }
  }
}
