import TestSupport
import TransitionKit
import XCTest

/// Misuse that UIKit answers with an exception is recorded as a warning and otherwise
/// ignored; the animator stays in a state that still works.
final class PropertyAnimatorWarningTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testFinishingAnAnimatorThatIsNotStopped() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    var ended: [AnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.finishAnimation(at: .end)
    XCTAssertEqual(warningCodes, ["animator.finish-not-stopped"])
    XCTAssertEqual(animator.state, .inactive)

    animator.startAnimation()
    step(0.5)
    animator.finishAnimation(at: .start)
    XCTAssertEqual(warningCodes, ["animator.finish-not-stopped", "animator.finish-not-stopped"])
    XCTAssertEqual(animator.state, .active)
    XCTAssertTrue(animator.isRunning)
    XCTAssertEqual(ended, [])
    // It carries on as if nothing had happened.
    step(0.5)
    XCTAssertEqual(ended, [.end])
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertEqual(engine.warnings.first?.time, 0)
    XCTAssertEqual(engine.warnings.last?.time, 0.5)
  }

  @MainActor func testScrubbingARunningAnimator() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    step(0.25)
    animator.fractionComplete = 0.9
    XCTAssertEqual(warningCodes, ["animator.scrub-running"])
    assertClose(animator.fractionComplete, 0.25)
    assertClose(view.presentation.alpha, 0.75)
    XCTAssertTrue(animator.isRunning)
    step(0.25)
    assertClose(view.presentation.alpha, 0.5)

    animator.pauseAnimation()
    animator.fractionComplete = .nan
    XCTAssertEqual(warningCodes.last, "animator.bad-fraction")
    assertClose(animator.fractionComplete, 0.5)
  }

  @MainActor func testStartingPausingScrubbingOrAddingToAStoppedAnimator() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    step(0.5)
    animator.stopAnimation(false)

    animator.startAnimation()
    animator.pauseAnimation()
    animator.fractionComplete = 0.1
    animator.addAnimations { view.center = .zero }
    animator.isReversed = true
    animator.stopAnimation(false)
    XCTAssertEqual(
      warningCodes,
      [
        "animator.start-stopped", "animator.pause-stopped", "animator.scrub-stopped",
        "animator.add-to-stopped", "animator.reverse-not-active", "animator.stop-not-active",
      ])
    XCTAssertEqual(animator.state, .stopped)
    XCTAssertFalse(animator.isReversed)
    XCTAssertEqual(view.center, Point(x: 50, y: 50))
    assertClose(view.presentation.alpha, 0.5)
    step(1)
    assertClose(view.presentation.alpha, 0.5)

    // Finishing still works afterwards.
    animator.finishAnimation(at: .end)
    XCTAssertEqual(view.alpha, 0)
    XCTAssertEqual(animator.state, .inactive)
  }

  @MainActor func testContinuingOrStoppingAnInactiveAnimator() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    animator.stopAnimation(true)
    animator.isReversed = true
    XCTAssertEqual(
      warningCodes,
      ["animator.continue-not-active", "animator.stop-not-active", "animator.reverse-not-active"])
    XCTAssertEqual(animator.state, .inactive)
    XCTAssertEqual(view.alpha, 1)

    // The animator can still be used normally.
    animator.startAnimation()
    run(for: 1.1)
    XCTAssertEqual(view.presentation.alpha, 0)
  }

  @MainActor func testBadDurations() async {
    for bad in [-1.0, .nan, .infinity] {
      let view = makeView()
      let animator = PropertyAnimator(duration: bad, curve: .linear) { view.alpha = 0 }
      XCTAssertEqual(animator.duration, 0)
      animator.startAnimation()
      step(1.0 / 60)
      XCTAssertEqual(view.presentation.alpha, 0)
      XCTAssertEqual(animator.state, .inactive)
    }
    XCTAssertEqual(warningCodes, Array(repeating: "animator.bad-duration", count: 3))
  }

  @MainActor func testBadDurationFactorCountsAsZeroWhichIsTheTimeLeft() async {
    for bad in [-1.0, .nan, -.infinity, .infinity] {
      let view = makeView()
      let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
      animator.startAnimation()
      step(0.5)
      animator.pauseAnimation()
      animator.continueAnimation(withTimingParameters: nil, durationFactor: bad)
      // Treated as 0: the half that is left takes half of the 1 s duration.
      step(0.25)
      assertClose(view.presentation.alpha, 0.25)
      step(0.3)
      XCTAssertEqual(animator.state, .inactive)
    }
    XCTAssertEqual(warningCodes, Array(repeating: "animator.bad-duration-factor", count: 4))
  }

  @MainActor func testWarningsReachTheHandler() async {
    var heard: [String] = []
    engine.warningHandler = { heard.append($0.code) }
    let animator = PropertyAnimator(duration: 1, curve: .linear)
    animator.finishAnimation(at: .end)
    XCTAssertEqual(heard, ["animator.finish-not-stopped"])
    XCTAssertFalse(engine.warnings[0].message.isEmpty)
    XCTAssertTrue(engine.warnings[0].description.hasPrefix("animator.finish-not-stopped: "))
  }

  @MainActor func testNegativeDelayStartsAtOnce() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation(afterDelay: -2)
    XCTAssertEqual(animator.delay, 0)
    step(0.5)
    assertClose(view.presentation.alpha, 0.5)
  }
}
