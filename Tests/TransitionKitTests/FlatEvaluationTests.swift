import TestSupport
import XCTest

@testable import TransitionKit

/// The engine evaluates simple animators from a copy of their state; every change to an
/// animator between ticks must reach the screen as if each animator were evaluated on its own.
/// Expected values are the linear curve's closed form: progress = elapsed / duration.
final class FlatEvaluationTests: EngineTestCase {
  @MainActor private func views(_ count: Int) -> [View] {
    (0..<count).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
  }

  @MainActor private func linearAnimator(moving view: View, by distance: Double)
    -> PropertyAnimator
  {
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.center.y += distance }
    animator.startAnimation()
    return animator
  }

  @MainActor func testPausingScrubbingAndReversingOneAnimatorAmongManyBetweenTicks() async {
    let views = views(3)
    let animators = views.map { linearAnimator(moving: $0, by: 100) }
    // Ticks at 0.25 s: every view a quarter of the way (the center starts at 5).
    step(0.25)
    for view in views { XCTAssertEqual(view.presentation.center.y, 30, accuracy: 1e-9) }

    animators[1].pauseAnimation()
    step(0.25)
    XCTAssertEqual(views[0].presentation.center.y, 55, accuracy: 1e-9)
    XCTAssertEqual(views[1].presentation.center.y, 30, accuracy: 1e-9, "paused: stays")
    XCTAssertEqual(views[2].presentation.center.y, 55, accuracy: 1e-9)

    animators[1].fractionComplete = 0.8
    step(1.0 / 60)
    XCTAssertEqual(views[1].presentation.center.y, 85, accuracy: 1e-9, "scrubbed to 0.8")

    animators[1].isReversed = true
    animators[1].startAnimation()
    step(0.3)
    XCTAssertEqual(views[1].presentation.center.y, 55, accuracy: 1e-9, "0.3 s back from 0.8")
    let elapsed = 0.5 + 1.0 / 60 + 0.3
    XCTAssertEqual(views[0].presentation.center.y, 5 + 100 * elapsed, accuracy: 1e-9)
  }

  @MainActor func testARetargetedTrackMovesTowardItsNewEndAtTheNextTick() async {
    let views = views(3)
    let animators = views.map { linearAnimator(moving: $0, by: 100) }
    step(0.5)
    // Assigned again in the same animator: the track keeps its start (5) and aims at 205.
    animators[2].addAnimations { views[2].center.y = 205 }
    step(0.25)
    XCTAssertEqual(views[2].presentation.center.y, 5 + 200 * 0.75, accuracy: 1e-9)
    XCTAssertEqual(views[1].presentation.center.y, 5 + 100 * 0.75, accuracy: 1e-9)
  }

  @MainActor func testAnAnimatorStartedOrEndedMidRunJoinsOrLeavesTheCopy() async {
    let views = views(3)
    var finished: [Int] = []
    let first = linearAnimator(moving: views[0], by: 100)
    first.addCompletion { _ in finished.append(0) }
    step(0.5)
    let second = linearAnimator(moving: views[1], by: 100)
    second.addCompletion { _ in finished.append(1) }
    step(0.25)
    XCTAssertEqual(views[0].presentation.center.y, 80, accuracy: 1e-9)
    XCTAssertEqual(views[1].presentation.center.y, 30, accuracy: 1e-9)
    // Taking the property over ends the first animation's hold on it.
    views[0].center.y = 500
    step(0.25)
    XCTAssertEqual(views[0].presentation.center.y, 500, "shown at once, no longer animated")
    XCTAssertEqual(finished, [0], "the first animator ended: its only track was taken over")
    step(0.6)
    XCTAssertEqual(finished, [0, 1])
    XCTAssertEqual(views[1].presentation.center.y, 105)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
  }
}
