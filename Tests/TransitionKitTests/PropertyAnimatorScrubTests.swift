import TestSupport
import TransitionKit
import XCTest

/// `fractionComplete`, `isReversed` and `pausesOnCompletion`.
final class PropertyAnimatorScrubTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testFractionCompleteIsTheShareOfTimeWhileRunning() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
    animator.startAnimation()
    step(0.5)
    // Time, not progress: a quarter of the time is gone even though ease-in has barely moved.
    assertClose(animator.fractionComplete, 0.25)
    assertClose(view.presentation.alpha, 1 - AnimationCurve.easeIn.bezier.value(at: 0.25))
    step(1)
    assertClose(animator.fractionComplete, 0.75)
  }

  @MainActor func testScrubbingLinearlyMovesValuesInStepWithTheFraction() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .easeIn) {
      view.center = Point(x: 150, y: 50)
    }
    animator.pauseAnimation()
    for fraction in [0.1, 0.5, 0.3, 0.9, 0.0, 1.0] {
      animator.fractionComplete = fraction
      assertClose(animator.fractionComplete, fraction)
      assertClose(view.presentation.center.x, 50 + 100 * fraction, tolerance: 1e-9)
    }
    // Out-of-range requests are clamped.
    animator.fractionComplete = 1.7
    XCTAssertEqual(animator.fractionComplete, 1)
    animator.fractionComplete = -3
    XCTAssertEqual(animator.fractionComplete, 0)
    XCTAssertEqual(view.presentation.center.x, 50)
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testScrubbingAlongTheCurve() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
    animator.scrubsLinearly = false
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    // Ease-in at a half is 0.315357 (Blink's timing_function_test.cc has 0.315).
    assertClose(view.presentation.alpha, 1 - AnimationCurve.easeIn.bezier.value(at: 0.5))
    assertClose(view.presentation.alpha, 1 - 0.315357, tolerance: 1e-4)
    assertClose(animator.fractionComplete, 0.5)
  }

  @MainActor func testScrubbingAnInactiveAnimatorActivatesItPaused() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.fractionComplete = 0.4
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    assertClose(view.presentation.alpha, 0.6)
    XCTAssertEqual(view.alpha, 0)
  }

  @MainActor func testResumingAfterAScrubRunsTheRestToTheEnd() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.fractionComplete = 0.6
    animator.startAnimation()
    step(0.2)
    assertClose(animator.fractionComplete, 0.8)
    assertClose(view.presentation.alpha, 0.2)
    step(0.25)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(view.alpha, 0)
  }

  @MainActor func testReversingWhileRunningRetracesAndPutsTheStartValuesBack() async {
    let view = makeView()
    let start = Point(x: 0.1 + 0.2, y: 1.0 / 3.0)
    view.center = start
    let startColor = Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.7)
    view.backgroundColor = startColor
    let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = Point(x: 200, y: 300)
      view.backgroundColor = .white
      view.transform = AffineTransform(scaleX: 0.5, y: 0.5).rotated(by: 1)
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.3)
    let atReversal = view.presentation.center
    animator.isReversed = true
    XCTAssertTrue(animator.isReversed)
    XCTAssertTrue(animator.isRunning)
    step(0.1)
    // Back along the same path: where it was at 0.2 s. Reversed, the fraction reads from the
    // other end (UIKit since iOS 11): 1 − 0.2.
    assertClose(animator.fractionComplete, 0.8)
    let eased = AnimationCurve.easeInOut.bezier.value(at: 0.2)
    assertClose(view.presentation.center.x, start.x + (200 - start.x) * eased, tolerance: 1e-9)
    XCTAssertLessThan(view.presentation.center.x, atReversal.x)

    step(0.25)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(animator.state, .inactive)
    // Model and screen hold exactly the values from before the animation.
    XCTAssertEqual(view.center, start)
    XCTAssertEqual(view.presentation.center, start)
    XCTAssertEqual(view.backgroundColor, startColor)
    XCTAssertEqual(view.presentation.backgroundColor, startColor)
    XCTAssertEqual(view.transform, .identity)
    XCTAssertEqual(view.presentation.transform, .identity)
  }

  @MainActor func testReversingTwiceGoesForwardAgain() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.isReversed = true
    step(0.25)
    assertClose(view.presentation.alpha, 0.75)
    animator.isReversed = false
    step(0.5)
    assertClose(view.presentation.alpha, 0.25)
    step(0.3)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.alpha, 0)
  }

  @MainActor func testReversingAPausedAnimatorSetsWhereItHeads() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.4)
    animator.pauseAnimation()
    animator.isReversed = true
    step(1)
    assertClose(view.presentation.alpha, 0.6)
    animator.startAnimation()
    step(0.2)
    assertClose(view.presentation.alpha, 0.8)
    step(0.25)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.alpha, 1)
  }

  @MainActor func testReversingAfterAScrubRunsBackToTheStart() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.startAnimation()
    step(0.25)
    assertClose(animator.fractionComplete, 1 - 0.25)
    assertClose(view.presentation.alpha, 0.75)
    step(0.3)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.alpha, 1)
  }

  @MainActor func testAnimationsAddedLateHoldTheirStartWhenRunBackPastWhereTheyJoined() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      view.center = Point(x: 150, y: 50)
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.addAnimations { view.alpha = 0 }
    step(0.25)
    assertClose(view.presentation.alpha, 0.5)
    animator.isReversed = true
    step(0.125)
    assertClose(view.presentation.alpha, 0.75)
    // Behind the point where the fade joined, it stays at its start instead of brightening
    // past it.
    step(0.375)
    assertClose(animator.fractionComplete, 1 - 0.25)
    assertClose(view.presentation.center.x, 75)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.3)
    XCTAssertEqual(ended, .start)
    XCTAssertEqual(view.alpha, 1)
    XCTAssertEqual(view.center, Point(x: 50, y: 50))

    // Scrubbing back past the join point behaves the same.
    let scrubbed = PropertyAnimator(duration: 1, curve: .linear) { view.center = .zero }
    scrubbed.fractionComplete = 0.6
    scrubbed.addAnimations { view.alpha = 0 }
    scrubbed.fractionComplete = 0.8
    assertClose(view.presentation.alpha, 0.5)
    scrubbed.fractionComplete = 0.2
    XCTAssertEqual(view.presentation.alpha, 1)
  }

  @MainActor func testPausesOnCompletionKeepsTheAnimatorAliveAtEitherEnd() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.pausesOnCompletion = true
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    run(for: 1.5)
    XCTAssertEqual(ended, [])
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    XCTAssertFalse(engine.isAnimating)
    XCTAssertEqual(animator.fractionComplete, 1)
    XCTAssertEqual(view.presentation.alpha, 0)

    // It can still be reversed and run back.
    animator.isReversed = true
    animator.startAnimation()
    step(0.5)
    assertClose(view.presentation.alpha, 0.5)
    run(for: 1)
    XCTAssertEqual(ended, [])
    // Back at the start of a reversed run, which reads as complete.
    XCTAssertEqual(animator.fractionComplete, 1)
    XCTAssertEqual(view.presentation.alpha, 1)

    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    XCTAssertEqual(ended, [.start])
    XCTAssertEqual(view.alpha, 1)
    XCTAssertTrue(engine.warnings.isEmpty)
  }
}
