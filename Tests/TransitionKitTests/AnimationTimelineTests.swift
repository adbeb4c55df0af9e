import TestSupport
import TransitionKit
import XCTest

/// The shared time line that interactive transitions drive their animators with.
final class AnimationTimelineTests: EngineTestCase {
  @MainActor private struct Scene {
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let dimming = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let cardStart = Point(x: 0.1 + 0.2, y: 844.0 / 3.0)
    let badgeStart = AffineTransform(rotationAngle: 0.3).scaledBy(x: 0.7, y: 0.7)
  }

  @MainActor private func makeScene() -> Scene {
    let scene = Scene()
    scene.card.center = scene.cardStart
    scene.dimming.alpha = 0.1 + 0.2
    scene.badge.transform = scene.badgeStart
    return scene
  }

  /// Binds three animators (ease-in, linear, and ease-out with a delay) to a timeline.
  @MainActor private func bind(
    _ scene: Scene, to timeline: AnimationTimeline, log: @escaping (String) -> Void
  ) -> [PropertyAnimator] {
    var animators: [PropertyAnimator] = []
    timeline.bind {
      let move = PropertyAnimator(duration: 1, curve: .easeIn) {
        scene.card.center = Point(x: 300, y: 100)
      }
      move.addCompletion { log("move \($0)") }
      move.startAnimation()
      let dim = PropertyAnimator(duration: 1, curve: .linear) { scene.dimming.alpha = 0.5 }
      dim.addCompletion { log("dim \($0)") }
      dim.startAnimation()
      let turn = PropertyAnimator(duration: 0.5, curve: .easeOut) {
        scene.badge.transform = .identity
      }
      turn.addCompletion { log("turn \($0)") }
      turn.startAnimation(afterDelay: 0.25)
      animators = [move, dim, turn]
    }
    return animators
  }

  @MainActor func testBoundAnimatorsWaitAtTheStartAndFollowSeeks() async {
    let scene = makeScene()
    let timeline = AnimationTimeline(duration: 1)
    let animators = bind(scene, to: timeline) { _ in }
    XCTAssertTrue(timeline.hasAnimators)
    for animator in animators {
      XCTAssertEqual(animator.state, .active)
      XCTAssertFalse(animator.isRunning)
    }
    XCTAssertFalse(engine.isAnimating)
    run(for: 1)
    XCTAssertEqual(scene.card.presentation.center, scene.cardStart)
    XCTAssertEqual(scene.dimming.presentation.alpha, 0.1 + 0.2)

    timeline.seek(to: 0.5)
    XCTAssertEqual(timeline.fraction, 0.5)
    // Each animator is where it is half a second in, along its own curve.
    let easeIn = AnimationCurve.easeIn.bezier.value(at: 0.5)
    assertClose(
      scene.card.presentation.center.x, scene.cardStart.x + (300 - scene.cardStart.x) * easeIn)
    assertClose(scene.dimming.presentation.alpha, 0.3 + 0.2 * 0.5)
    // The delayed one has run a quarter second of its half second.
    let easeOut = AnimationCurve.easeOut.bezier.value(at: 0.5)
    assertClose(
      scene.badge.presentation.transform,
      AffineTransform.interpolate(from: scene.badgeStart, to: .identity, fraction: easeOut),
      tolerance: 1e-12)
    assertClose(animators[0].fractionComplete, 0.5)

    timeline.seek(to: 0.1)
    assertClose(scene.badge.presentation.transform, scene.badgeStart, tolerance: 1e-12)
    assertClose(scene.dimming.presentation.alpha, 0.3 + 0.2 * 0.1)
    timeline.seek(to: 7)
    XCTAssertEqual(timeline.time, 1)
    assertClose(scene.dimming.presentation.alpha, 0.5)
    XCTAssertNil(timeline.endPosition)
  }

  @MainActor func testRunningToTheEndFinishesEveryAnimatorThenTheTimeline() async {
    let scene = makeScene()
    let timeline = AnimationTimeline(duration: 1)
    var log: [String] = []
    let animators = bind(scene, to: timeline) { log.append($0) }
    timeline.completion = { log.append("timeline \($0)") }
    timeline.seek(to: 0.4)
    timeline.run(toward: .end, over: 0.6, curve: .linear)
    XCTAssertTrue(timeline.isRunning)
    XCTAssertTrue(engine.isAnimating)
    XCTAssertTrue(animators[0].isRunning)

    step(0.3)
    assertClose(timeline.time, 0.7)
    assertClose(scene.dimming.presentation.alpha, 0.3 + 0.2 * 0.7)
    XCTAssertEqual(log, [])

    step(0.3)
    XCTAssertEqual(log, ["move end", "dim end", "turn end", "timeline end"])
    XCTAssertEqual(timeline.endPosition, .end)
    XCTAssertFalse(timeline.isRunning)
    XCTAssertFalse(engine.isAnimating)
    XCTAssertEqual(scene.card.presentation.center, Point(x: 300, y: 100))
    XCTAssertEqual(scene.dimming.presentation.alpha, 0.5)
    XCTAssertEqual(scene.badge.presentation.transform, .identity)
    for animator in animators { XCTAssertEqual(animator.state, .inactive) }
    XCTAssertEqual(engine.activeAnimatorCount, 0)
  }

  @MainActor func testRunningBackToTheStartRestoresEveryValueExactly() async {
    let scene = makeScene()
    let timeline = AnimationTimeline(duration: 1)
    var log: [String] = []
    _ = bind(scene, to: timeline) { log.append($0) }
    timeline.completion = { log.append("timeline \($0)") }
    timeline.seek(to: 0.8)
    timeline.run(toward: .start, over: 0.4, curve: .easeOut)
    step(0.2)
    // Back along the ease-out: the timeline has covered more than half the way.
    let eased = AnimationCurve.easeOut.bezier.value(at: 0.5)
    assertClose(timeline.time, 0.8 - 0.8 * eased)
    step(0.2)
    XCTAssertEqual(log, ["move start", "dim start", "turn start", "timeline start"])
    XCTAssertEqual(scene.card.center, scene.cardStart)
    XCTAssertEqual(scene.card.presentation.center, scene.cardStart)
    XCTAssertEqual(scene.dimming.alpha, 0.1 + 0.2)
    XCTAssertEqual(scene.dimming.presentation.alpha, 0.1 + 0.2)
    XCTAssertEqual(scene.badge.transform, scene.badgeStart)
    XCTAssertEqual(scene.badge.presentation.transform, scene.badgeStart)
  }

  @MainActor func testPauseStopsWhereItIsAndRunCanTurnAround() async {
    let scene = makeScene()
    let timeline = AnimationTimeline(duration: 2)
    var log: [String] = []
    _ = bind(scene, to: timeline) { log.append($0) }
    timeline.run(toward: .end, over: 2)
    step(0.5)
    timeline.pause()
    XCTAssertFalse(timeline.isRunning)
    assertClose(timeline.time, 0.5)
    step(1)
    assertClose(timeline.time, 0.5)
    assertClose(scene.dimming.presentation.alpha, 0.4)

    timeline.run(toward: .start, over: 0.5)
    step(0.25)
    assertClose(timeline.time, 0.25)
    // Turning around mid-run starts from where it is.
    timeline.run(toward: .end, over: 1.75)
    step(0.25)
    assertClose(timeline.time, 0.5)
    run(for: 1.6)
    XCTAssertEqual(timeline.endPosition, .end)
    XCTAssertEqual(log.sorted(), ["dim end", "move end", "turn end"])
    // An ended timeline ignores further requests.
    timeline.seek(to: 0)
    timeline.run(toward: .start, over: 1)
    XCTAssertEqual(timeline.time, 2)
    XCTAssertFalse(timeline.isRunning)
  }

  @MainActor func testZeroSecondsEndsOnTheNextTick() async {
    let scene = makeScene()
    let timeline = AnimationTimeline(duration: 1)
    var ended: AnimatingPosition?
    _ = bind(scene, to: timeline) { _ in }
    timeline.completion = { ended = $0 }
    timeline.seek(to: 0.5)
    timeline.run(toward: .end, over: 0)
    XCTAssertNil(ended)
    step(1.0 / 60)
    XCTAssertEqual(ended, .end)
    XCTAssertEqual(scene.dimming.presentation.alpha, 0.5)
  }

  @MainActor func testAZeroLengthTimelineEndsWhereItWasSent() async {
    for target in [AnimatingPosition.start, .end] {
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let timeline = AnimationTimeline(duration: 0)
      var log: [String] = []
      timeline.bind {
        let fade = PropertyAnimator(duration: 0, curve: .linear) { view.alpha = 0.25 }
        fade.addCompletion { log.append("fade \($0)") }
        fade.startAnimation()
      }
      timeline.completion = { log.append("timeline \($0)") }
      timeline.run(toward: target, over: 0.2)
      run(for: 0.25)
      XCTAssertEqual(log, ["fade \(target)", "timeline \(target)"])
      XCTAssertEqual(timeline.endPosition, target)
      XCTAssertEqual(view.alpha, target == .start ? 1 : 0.25)
      XCTAssertEqual(view.presentation.alpha, target == .start ? 1 : 0.25)
    }
  }

  @MainActor func testAnimatorsDrivenByATimelineRefuseDirectControl() async {
    let scene = makeScene()
    let timeline = AnimationTimeline(duration: 1)
    let animators = bind(scene, to: timeline) { _ in }
    let move = animators[0]
    move.fractionComplete = 0.5
    move.pauseAnimation()
    move.isReversed = true
    move.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    move.startAnimation()
    XCTAssertEqual(warningCodes, Array(repeating: "animator.driven-by-transition", count: 5))
    XCTAssertEqual(scene.card.presentation.center, scene.cardStart)
    XCTAssertFalse(move.isReversed)
  }

  @MainActor func testAnimatorsJoiningLateStartFromTheTimeTheyJoined() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let timeline = AnimationTimeline(duration: 1)
    timeline.seek(to: 0.5)
    timeline.bind {
      PropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }.startAnimation()
    }
    XCTAssertEqual(view.presentation.alpha, 1)
    timeline.seek(to: 0.75)
    assertClose(view.presentation.alpha, 0.5)
    // Animators started outside `bind` run on the clock as usual.
    let free = PropertyAnimator(duration: 1, curve: .linear) { view.center = .zero }
    free.startAnimation()
    XCTAssertTrue(free.isRunning)
    XCTAssertFalse(timeline.isRunning)
  }
}
