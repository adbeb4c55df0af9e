import TestSupport
import TransitionKit
import XCTest

/// Timers and display links run on the engine's frame clock: nothing fires until the test
/// moves its manual clock.
final class FrameTimerTests: EngineTestCase {
  @MainActor func testARepeatingTimerFiresOnTheFirstFrameAfterEachDueTime() async {
    var fired: [Double] = []
    let timer = FrameTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
      fired.append(self.engine.now)
    }
    XCTAssertTrue(engine.isAnimating, "a scheduled timer keeps frames coming")
    step(0.2)
    XCTAssertEqual(fired, [])
    step(0.1)  // 0.3: the 0.25 firing, one frame late.
    step(0.1)  // 0.4
    step(0.15)  // 0.55: the 0.5 firing.
    XCTAssertEqual(fired.count, 2)
    XCTAssertEqual(fired[0], 0.3, accuracy: 1e-9)
    XCTAssertEqual(fired[1], 0.55, accuracy: 1e-9)
    // A late frame fires once and skips what it missed: 0.75 and 1.0 pass, next is 1.25.
    step(0.6)
    XCTAssertEqual(fired.count, 3)
    XCTAssertEqual(timer.fireTime ?? 0, 1.25, accuracy: 1e-9)
    timer.invalidate()
    XCTAssertFalse(timer.isValid)
    XCTAssertFalse(engine.isAnimating)
    step(1)
    XCTAssertEqual(fired.count, 3)
  }

  @MainActor func testATimerThatDoesNotRepeatFiresOnceAndHoldsItsTargetUntilThen() async {
    @MainActor final class Target {
      var count = 0
      func tick() { count += 1 }
    }
    var target: Target? = Target()
    weak var weakTarget = target
    let timer = FrameTimer.scheduledTimer(
      timeInterval: 0.5, target: target!, selector: Selector(Target.tick), userInfo: "info",
      repeats: false)
    target = nil
    XCTAssertNotNil(weakTarget, "a scheduled timer holds its target, as Foundation's does")
    XCTAssertEqual(timer.userInfo as? String, "info")
    run(for: 0.6)
    XCTAssertEqual(weakTarget?.count ?? 0, 0, "released once it fired")
    XCTAssertNil(weakTarget)
    XCTAssertFalse(timer.isValid)
  }

  @MainActor func testADisplayLinkIsCalledEveryFrameWithTheFramesTime() async {
    @MainActor final class Target {
      var stamps: [Double] = []
      var durations: [Double] = []
      func step(_ link: DisplayLink) {
        stamps.append(link.timestamp)
        durations.append(link.duration)
      }
    }
    let target = Target()
    let link = DisplayLink(target: target, selector: Selector(Target.step(_:)))
    step(0.1)
    XCTAssertEqual(target.stamps, [], "not added yet")
    link.add()
    step(0.02)
    step(0.03)
    XCTAssertEqual(target.stamps.count, 2)
    XCTAssertEqual(target.stamps[1], 0.15, accuracy: 1e-9)
    XCTAssertEqual(target.durations[1], 0.03, accuracy: 1e-9)
    XCTAssertEqual(link.targetTimestamp, 0.18, accuracy: 1e-9)
    link.isPaused = true
    XCTAssertFalse(engine.isAnimating, "a paused link needs no frames")
    step(0.1)
    XCTAssertEqual(target.stamps.count, 2)
    link.isPaused = false
    link.invalidate()
    step(0.1)
    XCTAssertEqual(target.stamps.count, 2)
  }
}
