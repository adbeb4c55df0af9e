import TestSupport
import TransitionKit
import XCTest

/// Building, starting, pausing and resuming an animator.
final class PropertyAnimatorTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testANewAnimatorIsInactive() async {
    let animator = PropertyAnimator(duration: 1, curve: .easeIn)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    XCTAssertFalse(animator.isReversed)
    XCTAssertEqual(animator.fractionComplete, 0)
    XCTAssertEqual(animator.duration, 1)
    XCTAssertTrue(animator.scrubsLinearly)
    XCTAssertFalse(animator.pausesOnCompletion)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testAnimationsAddedBeforeTheStartRunWhenItStarts() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
    animator.addAnimations { view.center = Point(x: 150, y: 50) }
    // Nothing has run yet.
    XCTAssertEqual(view.alpha, 1)
    XCTAssertEqual(view.center, Point(x: 50, y: 50))

    animator.startAnimation()
    XCTAssertEqual(animator.state, .active)
    XCTAssertTrue(animator.isRunning)
    XCTAssertEqual(view.alpha, 0)
    XCTAssertEqual(view.presentation.alpha, 1)

    step(0.4)
    let eased = AnimationCurve.easeIn.bezier.value(at: 0.4)
    assertClose(view.presentation.alpha, 1 - eased)
    assertClose(view.presentation.center.x, 50 + 100 * eased)
  }

  @MainActor func testCompletionsRunInOrderWithTheEndPosition() async {
    let view = makeView()
    var log: [String] = []
    let animator = PropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { log.append("first \($0)") }
    animator.startAnimation()
    animator.addCompletion { log.append("second \($0)") }
    step(0.25)
    XCTAssertEqual(log, [])
    step(0.25)
    XCTAssertEqual(log, ["first end", "second end"])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
    run(for: 1)
    XCTAssertEqual(log.count, 2)
  }

  @MainActor func testAnimationsAddedWhileRunningFinishWithTheRest() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      view.center = Point(x: 150, y: 50)
    }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.5)
    animator.addAnimations { view.alpha = 0 }
    XCTAssertEqual(view.alpha, 0)
    XCTAssertEqual(view.presentation.alpha, 1)
    step(0.25)
    // Half of the remaining half.
    assertClose(view.presentation.alpha, 0.5)
    assertClose(view.presentation.center.x, 125)
    step(0.25)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(view.presentation.center.x, 150)
    XCTAssertEqual(ended, .end)
  }

  @MainActor func testStartAfterADelay() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation(afterDelay: 0.5)
    XCTAssertEqual(animator.delay, 0.5)
    XCTAssertEqual(view.alpha, 0)
    step(0.4)
    XCTAssertEqual(view.presentation.alpha, 1)
    XCTAssertEqual(animator.fractionComplete, 0)
    XCTAssertTrue(animator.isRunning)
    step(0.35)
    assertClose(view.presentation.alpha, 0.75)
    assertClose(animator.fractionComplete, 0.25)
    run(for: 0.8)
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testPauseHoldsTheValuesAndResumeFinishesTheRest() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: AnimatingPosition?
    animator.addCompletion { ended = $0 }
    animator.startAnimation()
    step(0.3)
    animator.pauseAnimation()
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    XCTAssertFalse(engine.isAnimating)
    assertClose(view.presentation.alpha, 0.7)
    step(5)
    assertClose(view.presentation.alpha, 0.7)
    assertClose(animator.fractionComplete, 0.3)
    XCTAssertNil(ended)

    animator.startAnimation()
    XCTAssertTrue(animator.isRunning)
    step(0.35)
    assertClose(view.presentation.alpha, 0.35)
    step(0.3)
    XCTAssertNil(ended)
    step(0.1)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testPausingAnInactiveAnimatorSetsItUpAtTheStart() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.pauseAnimation()
    XCTAssertEqual(animator.state, .active)
    XCTAssertFalse(animator.isRunning)
    XCTAssertEqual(view.alpha, 0)
    XCTAssertEqual(view.presentation.alpha, 1)
    XCTAssertEqual(engine.activeAnimatorCount, 1)
    step(1)
    XCTAssertEqual(view.presentation.alpha, 1)
    // Pausing twice changes nothing.
    animator.pauseAnimation()
    XCTAssertEqual(animator.fractionComplete, 0)
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testRunningPropertyAnimatorStartsAtOnce() async {
    let view = makeView()
    var ended: AnimatingPosition?
    let animator = PropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0.1, options: .curveEaseOut,
      animations: { view.alpha = 0 }, completion: { ended = $0 })
    XCTAssertTrue(animator.isRunning)
    step(0.35)
    assertClose(view.presentation.alpha, 1 - AnimationCurve.easeOut.bezier.value(at: 0.5))
    step(0.25)
    XCTAssertEqual(ended, .end)
  }

  @MainActor func testControlPointInitialiser() async {
    let view = makeView()
    let animator = PropertyAnimator(
      duration: 1, controlPoint1: Point(x: 0.5, y: -1), controlPoint2: Point(x: 0.5, y: 2)
    ) { view.alpha = 0 }
    animator.startAnimation()
    step(0.2)
    // cubic-bezier(0.5, -1, 0.5, 2) dips below its start before rising: the view brightens.
    assertClose(view.presentation.alpha, 1 + 0.20651, tolerance: 1e-4)
  }

  @MainActor func testARestartedAnimatorRunsAgainWithoutItsOldAnimations() async {
    let view = makeView()
    var ends = 0
    let animator = PropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    run(for: 0.3)
    animator.addCompletion { _ in ends += 1 }
    view.alpha = 1
    animator.startAnimation()
    run(for: 0.3)
    XCTAssertEqual(ends, 1)
    XCTAssertEqual(view.presentation.alpha, 1)
    XCTAssertTrue(engine.warnings.isEmpty)
  }
}
