import TestSupport
import TransitionKit
import XCTest

/// The tick, its order of work, and the clock that drives it.
final class AnimationEngineTests: EngineTestCase {
  @MainActor private func makeView() -> View {
    View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testATickEvaluatesEverythingBeforeAnyCompletion() async {
    let first = makeView()
    let second = makeView()
    var log: [String] = []
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { first.alpha = 0 },
      completion: { _ in
        // The other animation, which ends in the same tick, is already drawn at its end.
        log.append("first sees \(second.presentation.alpha)")
      })
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { second.alpha = 0.5 },
      completion: { _ in log.append("second sees \(first.presentation.alpha)") })
    step(1)
    XCTAssertEqual(log, ["first sees 0.5", "second sees 0.0"])
  }

  @MainActor func testCompletionsFireInStartOrder() async {
    let views = (0..<5).map { _ in makeView() }
    var order: [Int] = []
    // Started in the order 0…4 with different lengths, all ending by the same tick.
    for (index, view) in views.enumerated() {
      View.animate(
        withDuration: 0.5 - Double(index) * 0.05, animations: { view.alpha = 0 },
        completion: { _ in order.append(index) })
    }
    step(1)
    XCTAssertEqual(order, [0, 1, 2, 3, 4])
  }

  @MainActor func testACompletionMayStartTheNextAnimation() async {
    let view = makeView()
    var log: [String] = []
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { _ in
        log.append("out")
        View.animate(
          withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
          completion: { _ in log.append("in") })
      })
    step(1)
    // The new animation shows its first frame at once: the value it starts from.
    XCTAssertEqual(log, ["out"])
    XCTAssertEqual(view.alpha, 1)
    XCTAssertEqual(view.presentation.alpha, 0)
    XCTAssertTrue(engine.isAnimating)
    // It runs from the tick in which it was started.
    step(0.25)
    assertClose(view.presentation.alpha, 0.25)
    step(0.75)
    XCTAssertEqual(log, ["out", "in"])
    XCTAssertEqual(view.presentation.alpha, 1)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testIsAnimatingOnlyWhileSomethingRuns() async {
    let view = makeView()
    XCTAssertFalse(engine.isAnimating)
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    XCTAssertFalse(engine.isAnimating)
    animator.startAnimation(afterDelay: 0.5)
    XCTAssertTrue(engine.isAnimating)
    step(0.75)
    animator.pauseAnimation()
    XCTAssertFalse(engine.isAnimating)
    XCTAssertEqual(engine.activeAnimatorCount, 1)
    animator.startAnimation()
    XCTAssertTrue(engine.isAnimating)
    engine.settle()
    XCTAssertFalse(engine.isAnimating)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
    XCTAssertEqual(view.presentation.alpha, 0)

    let timeline = AnimationTimeline(duration: 1)
    timeline.seek(to: 0.5)
    XCTAssertFalse(engine.isAnimating)
    timeline.run(toward: .end, over: 0.5)
    XCTAssertTrue(engine.isAnimating)
    run(for: 0.6)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testSlowMotion() async {
    let view = makeView()
    clock.timeScale = 0.25
    var finished: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { finished = $0 })
    // A second of animation takes four seconds of host steps.
    step(2)
    XCTAssertEqual(clock.now, 0.5)
    XCTAssertEqual(view.presentation.alpha, 0.5)
    step(1.9)
    XCTAssertNil(finished)
    step(0.2)
    XCTAssertEqual(finished, true)

    // A bad scale is refused.
    clock.timeScale = -1
    XCTAssertEqual(clock.timeScale, 0.25)
    clock.timeScale = .nan
    XCTAssertEqual(clock.timeScale, 0.25)
    // Zero freezes time.
    let frozen = clock.now
    clock.timeScale = 0
    step(10)
    XCTAssertEqual(clock.now, frozen)
  }

  @MainActor func testChangingSpeedMidAnimationNeverJumps() async {
    let view = makeView()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    step(0.5)
    clock.timeScale = 0.5
    XCTAssertEqual(view.presentation.alpha, 0.5)
    step(0.5)
    assertClose(view.presentation.alpha, 0.25)
  }

  @MainActor func testAdvancingToHostTimestamps() async {
    let manual = ManualClock(now: 10)
    XCTAssertEqual(manual.now, 10)
    // The first timestamp only sets the reference.
    manual.advance(toHostTime: 1000)
    XCTAssertEqual(manual.now, 10)
    manual.advance(toHostTime: 1000.5)
    XCTAssertEqual(manual.now, 10.5)
    // Going backwards is ignored, and so is the lost ground when it comes forward again.
    manual.advance(toHostTime: 1000.2)
    XCTAssertEqual(manual.now, 10.5)
    manual.advance(toHostTime: 1000.75)
    XCTAssertEqual(manual.now, 10.75)
    manual.timeScale = 0.5
    manual.advance(toHostTime: 1001.75)
    XCTAssertEqual(manual.now, 11.25)
    // After an idle period the next timestamp only sets the reference again.
    manual.resetHostReference()
    manual.advance(toHostTime: 5000)
    XCTAssertEqual(manual.now, 11.25)
    manual.advance(toHostTime: 5001)
    XCTAssertEqual(manual.now, 11.75)
  }

  @MainActor func testATimestampThatIsNotANumberIsIgnored() async {
    let manual = ManualClock()
    manual.advance(toHostTime: .nan)
    manual.advance(toHostTime: 1)
    manual.advance(toHostTime: 1.5)
    XCTAssertEqual(manual.now, 0.5)
    manual.advance(toHostTime: .infinity)
    manual.advance(toHostTime: 2)
    XCTAssertEqual(manual.now, 1)
  }

  @MainActor func testStepsThatGoNowhereAreIgnored() async {
    let manual = ManualClock()
    manual.advance(by: -1)
    manual.advance(by: .nan)
    manual.advance(by: .infinity)
    XCTAssertEqual(manual.now, 0)
    XCTAssertEqual(ManualClock(timeScale: -3).timeScale, 1)
  }

  @MainActor func testAClockOfAnotherKindIsNotMovedByAdvance() async {
    final class FixedClock: FrameClock {
      var now = 3.0
      var timeScale = 1.0
    }
    let other = AnimationEngine(clock: FixedClock())
    other.advance(by: 1)
    XCTAssertEqual(other.now, 3)
    XCTAssertEqual(other.warnings.map(\.code), ["engine.not-manual"])
    XCTAssertTrue(engine.warnings.isEmpty)
  }

  @MainActor func testViewsReportToTheCurrentEngine() async {
    let view = makeView()
    let other = AnimationEngine()
    other.withCurrent {
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    }
    XCTAssertTrue(other.isAnimating)
    XCTAssertFalse(engine.isAnimating)
    other.advance(by: 0.5)
    XCTAssertEqual(view.presentation.alpha, 0.5)
    XCTAssertTrue(AnimationEngine.current === engine, "the scope ends with the call")
  }

  @MainActor func testAViewInAWindowReportsToTheWindowsEngineWhateverIsCurrent() async {
    let other = AnimationEngine(clock: ManualClock())
    let window = Window(screen: Screen(), engine: other)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    XCTAssertTrue(AnimationEngine.current === engine, "making a window leaves the engine alone")
    window.run {
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    }
    XCTAssertTrue(other.isAnimating)
    XCTAssertFalse(engine.isAnimating)
    other.advance(by: 0.5)
    XCTAssertEqual(view.presentation.alpha, 0.5)
    // A change outside any window's call still reaches the window's engine: it ends the
    // animation there and shows at once.
    view.alpha = 1
    XCTAssertFalse(engine.isAnimating)
    other.advance(by: 0.1)
    XCTAssertEqual(view.presentation.alpha, 1)
  }

  @MainActor func testSettleStopsAtItsLimit() async {
    let view = makeView()
    let animator = PropertyAnimator(duration: 100, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    engine.settle(limit: 2)
    XCTAssertTrue(engine.isAnimating)
    assertClose(engine.now, 2, tolerance: 1.0 / 60)
  }
}
