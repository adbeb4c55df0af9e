import TestSupport
import TransitionKit
import XCTest

/// Changes that take part of an animator's run: `addAnimations(_:delayFactor:)` (the delay is
/// the factor times the animator's remaining duration, as UIKit documents) and `View.animate`
/// nested in an animator's block (tracked by the outer animator, as UIKit's header says).
final class PropertyAnimatorWindowTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  // MARK: addAnimations(_:delayFactor:)

  @MainActor func testADelayedBlockStartsAfterTheFactorTimesTheDurationAndEndsWithTheRest() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 2, curve: .easeInOut) {
      view.center = Point(x: 250, y: 50)
    }
    // 0.5 × the 2 s left before the start: 1 s.
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    XCTAssertEqual(view.alpha, 1)
    animator.startAnimation()
    XCTAssertEqual(view.alpha, 0)
    step(0.99)
    XCTAssertEqual(view.presentation.alpha, 1)
    XCTAssertGreaterThan(view.presentation.center.x, 50)
    // Its own second, along the animator's curve.
    step(0.26)
    let ease = AnimationCurve.easeInOut.bezier
    assertClose(view.presentation.alpha, 1 - ease.value(at: 0.25), tolerance: 1e-9)
    step(0.74)
    XCTAssertNil(ended)
    step(0.02)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testOnARunningAnimatorTheDelayIsAShareOfTheTimeLeft() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 2, curve: .linear) {
      view.center = Point(x: 250, y: 50)
    }
    animator.startAnimation()
    step(1)
    // 1 s left: the delay is 0.5 s, and the fade takes the last 0.5 s.
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    step(0.49)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.26)
    assertClose(view.presentation.alpha, 0.5)
    run(for: 0.3)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testADelayedBlockMovesWithScrubbingPausingAndReversing() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      view.center = Point(x: 150, y: 50)
    }
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.fractionComplete = 0.75
    // Half way through its window [0.5, 1].
    assertClose(view.presentation.alpha, 0.5)
    animator.fractionComplete = 0.25
    XCTAssertEqual(view.presentation.alpha, 1)
    animator.fractionComplete = 0.9
    assertClose(view.presentation.alpha, 0.2)
    step(1)
    assertClose(view.presentation.alpha, 0.2)
    animator.isReversed = true
    animator.startAnimation()
    // Back 0.1 s of the animator: 0.8 of the run, 0.6 of the fade.
    step(0.1)
    assertClose(view.presentation.alpha, 0.4)
    assertClose(view.presentation.center.x, 130)
    step(0.35)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.5)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.alpha, 1)
    XCTAssertEqual(view.center, Point(x: 50, y: 50))
  }

  @MainActor func testAFactorOutsideZeroToOneIsClampedWithAWarning() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {}
    animator.addAnimations({ view.alpha = 0 }, delayFactor: -2)
    animator.addAnimations({ view.center = Point(x: 150, y: 50) }, delayFactor: .nan)
    animator.addAnimations({ view.backgroundColor = .white }, delayFactor: 3)
    XCTAssertEqual(warningCodes, Array(repeating: "animator.bad-delay-factor", count: 3))
    animator.startAnimation()
    step(0.5)
    // −2 and not-a-number count as 0, so those run with the rest; 3 counts as 1: at the end.
    assertClose(view.presentation.alpha, 0.5)
    assertClose(view.presentation.center.x, 100)
    XCTAssertNotEqual(view.presentation.backgroundColor, .white)
    step(0.51)
    XCTAssertEqual(view.presentation.backgroundColor, .white)
  }

  // MARK: View.animate nested in a property animator

  @MainActor func testANestedBlockIsTrackedByTheOuterAnimator() async {
    let view = makeView()
    let other = makeView()
    var nestedFinished: Bool?
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      view.center = Point(x: 150, y: 50)
      View.animate(
        withDuration: 5, animations: { other.alpha = 0 }, completion: { nestedFinished = $0 })
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    // The outer duration and curve: half way.
    assertClose(other.presentation.alpha, 0.5)
    animator.pauseAnimation()
    step(1)
    assertClose(other.presentation.alpha, 0.5)
    XCTAssertEqual(engine.activeAnimatorCount, 1)
    animator.fractionComplete = 0.2
    assertClose(other.presentation.alpha, 0.8)
    animator.isReversed = true
    animator.startAnimation()
    step(0.1)
    assertClose(other.presentation.alpha, 0.9)
    XCTAssertNil(nestedFinished)
    step(0.15)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(nestedFinished, true)
    XCTAssertEqual(other.alpha, 1)
    XCTAssertEqual(other.presentation.alpha, 1)
  }

  @MainActor func testANestedBlockWithItsOwnTimingRunsInItsPartOfTheOuterRun() async {
    let view = makeView()
    var nestedFinished: Bool?
    let animator = PropertyAnimator(duration: 1, curve: .easeIn) {
      View.animate(
        withDuration: 0.5, delay: 0.25,
        options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
        animations: { view.alpha = 0 }, completion: { nestedFinished = $0 })
    }
    animator.startAnimation()
    step(0.24)
    XCTAssertEqual(view.presentation.alpha, 1)
    // From 0.25 s to 0.75 s, linearly.
    step(0.26)
    assertClose(view.presentation.alpha, 0.5)
    step(0.3)
    XCTAssertEqual(view.presentation.alpha, 0)
    // It ends with the outer animator, not on its own.
    XCTAssertNil(nestedFinished)
    step(0.21)
    XCTAssertEqual(nestedFinished, true)
    XCTAssertEqual(animator.state, .inactive)
  }

  @MainActor func testAWindowedBlockInATimelineCancelsBackExactly() async {
    let view = makeView()
    view.alpha = 0.1 + 0.2
    let timeline = AnimationTimeline(duration: 1)
    timeline.bind {
      let animator = PropertyAnimator(duration: 1, curve: .easeOut) {
        View.animate(
          withDuration: 0.5, delay: 0.5, options: .overrideInheritedDuration,
          animations: { view.alpha = 1 })
      }
      animator.addAnimations({ view.center = Point(x: 300, y: 50) }, delayFactor: 0.5)
      animator.startAnimation()
    }
    timeline.seek(to: 0.75)
    // Each half way through its window [0.5, 1], along ease-out.
    let eased = AnimationCurve.easeOut.bezier.value(at: 0.5)
    assertClose(view.presentation.alpha, 0.3 + 0.7 * eased, tolerance: 1e-9)
    assertClose(view.presentation.center.x, 50 + 250 * eased, tolerance: 1e-9)
    timeline.run(toward: .start, over: 0.3)
    run(for: 0.4)
    XCTAssertEqual(view.alpha, 0.1 + 0.2)
    XCTAssertEqual(view.presentation.alpha, 0.1 + 0.2)
    XCTAssertEqual(view.center, Point(x: 50, y: 50))
  }

  @MainActor func testADelayedBlockFollowsARetimedRun() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {}
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    animator.startAnimation()
    step(0.25)
    animator.pauseAnimation()
    // The 0.75 left now take 1.5 s: the fraction reaches the block's 0.5 after 0.5 s, and the
    // block then has 1 s to the end.
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1.5)
    step(0.49)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.51)
    assertClose(view.presentation.alpha, 0.5)
    step(0.51)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(animator.state, .inactive)
  }

  @MainActor func testANestedSpringBlockKeepsItsSpringAndFollowsTheOuterAnimator() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      View.animate(
        withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [], animations: { view.alpha = 0 })
    }
    animator.startAnimation()
    // The outer second, along a critically damped spring that settles within it.
    let spring = DampedSpring.settling(dampingRatio: 1, within: 1)
    step(0.2)
    assertClose(view.presentation.alpha, 1 - spring.value(at: 0.2), tolerance: 1e-9)
    animator.pauseAnimation()
    step(0.5)
    assertClose(view.presentation.alpha, 1 - spring.value(at: 0.2), tolerance: 1e-9)
    animator.startAnimation()
    step(0.2)
    assertClose(view.presentation.alpha, 1 - spring.value(at: 0.4), tolerance: 1e-9)
    run(for: 0.7)
    XCTAssertEqual(view.presentation.alpha, 0)
  }
}
