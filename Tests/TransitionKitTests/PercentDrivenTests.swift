import TestSupport
import TransitionKit
import XCTest

/// DESIGN §3 item 2: the percent-driven interactive transition scrubs the animator's own
/// animations, finishes and cancels in the right time with the completion curve, and puts
/// everything back after a cancel.
final class PercentDrivenTests: EngineTestCase {
  /// The bezier of ease-in-out from its control points, independent of the library's names.
  static let easeInOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  static let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let frame = 1.0 / 60

  /// A presented modal with a badge, dismissed interactively by an animator built on
  /// `View.animate`: the modal's centre, transform and colour on ease-in-out over the
  /// duration, its alpha linear over the duration, and the badge's centre on ease-in over
  /// 0.5 s after a 0.2 s delay.
  @MainActor
  final class Setup {
    let rig: TransitionRig
    let modal = ViewController()
    let badge = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
    let delegate = ScriptedDelegate()
    let interactor = PercentDrivenInteractiveTransition()
    let animator: ClosureAnimator
    let height: Double
    let endTransform = AffineTransform(scaleX: 0.5, y: 0.5).rotated(by: 0.3)
    let badgeEnd = Point(x: 300, y: 500)
    /// The values before the transition, model and presentation.
    var modalBefore: ViewValues!
    var badgeBefore: ViewValues!

    init(engine: AnimationEngine, duration: Double = 1, linearOnly: Bool = false) {
      rig = TransitionRig(engine: engine)
      height = rig.window.bounds.height
      modal.modalPresentationStyle = .overFullScreen
      modal.transitioningDelegate = delegate
      rig.keep(delegate)
      let badge = badge
      let endTransform = endTransform
      let badgeEnd = badgeEnd
      animator = ClosureAnimator(duration: duration) { animator, context in
        let view = context.viewController(forKey: .from)!.view!
        let height = context.containerView.bounds.height
        let curve: AnimationOptions = linearOnly ? .curveLinear : []
        View.animate(
          withDuration: animator.duration, delay: 0, options: curve,
          animations: {
            view.center.y += height
            if !linearOnly {
              view.transform = endTransform
              view.backgroundColor = .blue
            }
          },
          completion: { _ in animator.complete(context) })
        if !linearOnly {
          View.animate(
            withDuration: animator.duration, delay: 0, options: .curveLinear,
            animations: { view.alpha = 0 })
          View.animate(
            withDuration: 0.5, delay: 0.2, options: .curveEaseIn,
            animations: { badge.center = badgeEnd })
        }
      }
      delegate.dismissAnimator = animator
      delegate.dismissInteractor = interactor
      rig.root.present(modal, animated: false)
      modal.view.backgroundColor = .red
      modal.view.addSubview(badge)
      modalBefore = modal.view.presentation
      badgeBefore = badge.presentation
      XCTAssertEqual(modal.view.modelValues, modalBefore)
    }

    var window: Window { rig.window }
    var context: TransitionContext { animator.contexts[0] }
    var view: View { modal.view }

    /// Starts the interactive dismissal with a finger down (so the window sees a driver).
    func beginDrag() {
      PointerScript(window: rig.window).down(195, 400)
      rig.root.dismiss(animated: true)
    }

    /// Lifts the finger.
    func endDrag() {
      PointerScript(window: rig.window).up(195, 400)
    }

    /// Runs frames until the transition completes; returns the scene time it took from now.
    func timeToComplete(limit: Double = 10) -> Double? {
      let start = rig.now
      guard rig.run(until: { rig.window.activeTransition == nil }, limit: limit) else { return nil }
      return (animator.completionTimes.last ?? .nan) - start
    }
  }

  // MARK: Paused and scrubbed

  @MainActor func testAnimationsCreatedDuringAnInteractiveTransitionArePaused() async {
    let setup = Setup(engine: engine)
    setup.beginDrag()
    XCTAssertTrue(setup.context.isInteractive)
    XCTAssertTrue(setup.context.startedInteractive)
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    setup.rig.run(0.7)
    XCTAssertEqual(setup.view.presentation, setup.modalBefore, "nothing moves on its own")
    XCTAssertEqual(setup.badge.presentation, setup.badgeBefore)
    XCTAssertFalse(engine.isAnimating)
    XCTAssertTrue(setup.window.needsFrames, "a transition is in flight")
    XCTAssertEqual(setup.interactor.percentComplete, 0)
    XCTAssertEqual(setup.interactor.duration, 1)
  }

  @MainActor func testUpdateShowsEachAnimationAtPOfItsOwnDurationAlongItsOwnCurve() async {
    let setup = Setup(engine: engine, duration: 1.2)
    setup.beginDrag()
    let before = setup.modalBefore!
    for p in [0.1, 0.3, 0.5, 0.8, 0.25, 1.0, 0.0, 0.65] {
      setup.interactor.update(p)
      XCTAssertEqual(setup.interactor.percentComplete, p)
      XCTAssertEqual(setup.context.percentComplete, p)
      let eased = Self.easeInOut.value(at: p)
      let shown = setup.view.presentation
      assertClose(
        shown.center.y, before.center.y + setup.height * eased, tolerance: 1e-9, "p = \(p)")
      assertClose(shown.alpha, 1 - p, tolerance: 1e-12, "alpha is linear, p = \(p)")
      assertClose(
        shown.transform,
        AffineTransform.interpolate(from: .identity, to: setup.endTransform, fraction: eased),
        tolerance: 1e-9, "p = \(p)")
      XCTAssertEqual(
        shown.backgroundColor, Color.interpolate(from: .red, to: .blue, fraction: eased), "p = \(p)"
      )
      // The badge (0.5 s of ease-in after a 0.2 s delay) is p of the way through its own
      // 0.5 s, its delay dropped: UIKit gives every animation it tracks the same fraction.
      let badgeProgress = Self.easeIn.value(at: p)
      assertClose(
        setup.badge.presentation.center,
        Point(
          x: 40 + (setup.badgeEnd.x - 40) * badgeProgress,
          y: 40 + (setup.badgeEnd.y - 40) * badgeProgress),
        tolerance: 1e-9, "p = \(p)")
      // Time passing does not move it.
      setup.rig.step(0.2)
      XCTAssertEqual(setup.view.presentation, shown)
    }
  }

  /// SideMenu's interactive path: `animate(withDuration: d, delay: d, options: .curveLinear)`
  /// ("If zero, the animation briefly flashes in iOS 11"). On iOS the menu follows the finger.
  @MainActor func testADelayedAnimationFollowsTheFingerAndFinishesWithTheTransition() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    rig.keep(delegate)
    modal.transitioningDelegate = delegate
    modal.modalPresentationStyle = .overFullScreen
    let width = rig.window.bounds.width
    let animator = ClosureAnimator(duration: 0.35) { animator, context in
      let menu = context.view(forKey: .to)!
      context.containerView.addSubview(menu)
      menu.frame.origin.x = -width
      View.animate(
        withDuration: animator.duration, delay: animator.duration, options: .curveLinear,
        animations: { menu.frame.origin.x = 0 },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
    let interactor = PercentDrivenInteractiveTransition()
    delegate.presentAnimator = animator
    delegate.presentInteractor = interactor
    PointerScript(window: rig.window).down(2, 300)
    rig.root.present(modal, animated: true)
    for p in [0.2, 0.5, 0.9, 0.4] {
      interactor.update(p)
      rig.step(Self.frame)
      assertClose(
        modal.view.presentation.frame.origin.x, -width * (1 - p), tolerance: 1e-9, "p = \(p)")
    }
    PointerScript(window: rig.window).up(2, 300)
    interactor.finish()
    rig.settle()
    XCTAssertEqual(modal.view.frame.origin.x, 0)
    XCTAssertTrue(rig.root.presentedViewController === modal)
  }

  @MainActor func testUpdateClampsAndIgnoresNonFiniteNumbers() async {
    let setup = Setup(engine: engine)
    setup.beginDrag()
    setup.interactor.update(1.7)
    XCTAssertEqual(setup.interactor.percentComplete, 1)
    setup.interactor.update(-3)
    XCTAssertEqual(setup.interactor.percentComplete, 0)
    setup.interactor.update(0.4)
    setup.interactor.update(.nan)
    setup.interactor.update(.infinity)
    XCTAssertEqual(setup.interactor.percentComplete, 0.4)
    XCTAssertEqual(setup.rig.warningCodes, ["interactive.bad-percent", "interactive.bad-percent"])
  }

  // MARK: Finishing and cancelling

  @MainActor func testFinishTakesTheRestOfTheDurationOverTheCompletionSpeed() async {
    for (p, speed) in [(0.3, 1.0), (0.3, 2.0), (0.6, 0.5), (0.0, 1.0), (1.0, 1.0), (0.45, 3.0)] {
      let setup = Setup(engine: engine, duration: 0.9)
      setup.interactor.completionSpeed = speed
      setup.beginDrag()
      setup.interactor.update(p)
      setup.endDrag()
      setup.interactor.finish()
      XCTAssertFalse(setup.context.isInteractive)
      XCTAssertFalse(setup.context.transitionWasCancelled)
      let expected = (1 - p) * 0.9 / speed
      let took = try! XCTUnwrap(setup.timeToComplete(), "p = \(p), speed = \(speed)")
      XCTAssertGreaterThanOrEqual(took, expected - 1e-9, "p = \(p), speed = \(speed)")
      XCTAssertLessThanOrEqual(took, expected + Self.frame + 1e-9, "p = \(p), speed = \(speed)")
      XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [false])
      XCTAssertEqual(setup.window.transitionLog.last?.completed, true)
      XCTAssertNil(setup.rig.root.presentedViewController)
      XCTAssertEqual(setup.rig.warningCodes, [])
    }
  }

  @MainActor func testCancelTakesTheElapsedShareOfTheDurationOverTheCompletionSpeed() async {
    for (p, speed) in [(0.3, 1.0), (0.3, 2.0), (0.8, 0.5), (0.0, 1.0), (1.0, 4.0)] {
      let setup = Setup(engine: engine, duration: 0.9)
      setup.interactor.completionSpeed = speed
      setup.beginDrag()
      setup.interactor.update(p)
      setup.endDrag()
      setup.interactor.cancel()
      XCTAssertTrue(setup.context.transitionWasCancelled)
      let expected = p * 0.9 / speed
      let took = try! XCTUnwrap(setup.timeToComplete(), "p = \(p), speed = \(speed)")
      XCTAssertGreaterThanOrEqual(took, expected - 1e-9, "p = \(p), speed = \(speed)")
      XCTAssertLessThanOrEqual(took, expected + Self.frame + 1e-9, "p = \(p), speed = \(speed)")
      XCTAssertEqual(setup.window.transitionLog.last?.completed, false)
      XCTAssertTrue(setup.rig.root.presentedViewController === setup.modal)
    }
  }

  @MainActor func testAfterACancelEveryAnimatedValueIsExactlyBack() async {
    let setup = Setup(engine: engine)
    setup.beginDrag()
    for p in [0.2, 0.55, 0.9, 0.73] { setup.interactor.update(p) }
    XCTAssertNotEqual(setup.view.presentation, setup.modalBefore)
    setup.endDrag()
    setup.interactor.cancel()
    setup.rig.settle()
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    XCTAssertEqual(setup.view.modelValues, setup.modalBefore)
    XCTAssertEqual(setup.badge.presentation, setup.badgeBefore)
    XCTAssertEqual(setup.badge.modelValues, setup.badgeBefore)
    XCTAssertEqual(setup.view.backgroundColor, .red)
    XCTAssertEqual(setup.view.alpha, 1)
    XCTAssertEqual(setup.view.transform, .identity)
    XCTAssertEqual(engine.activeAnimatorCount, 0)
    XCTAssertFalse(setup.window.needsFrames)
    // Still presented, in its container.
    XCTAssertTrue(setup.view.superview === setup.rig.containers.first)
    XCTAssertEqual(setup.rig.window.subviews.count, 2)
  }

  @MainActor func testTransitionWasCancelledIsTrueInsideTheAnimatorsCompletion() async {
    let setup = Setup(engine: engine)
    setup.beginDrag()
    setup.interactor.update(0.5)
    setup.interactor.cancel()
    setup.endDrag()
    setup.rig.settle()
    XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [true])
    XCTAssertEqual(setup.animator.ended, [false])
    XCTAssertEqual(setup.animator.completeCount(setup.context), 1)
  }

  @MainActor func testTheCompletionCurveShapesTheRestOfTheRun() async {
    for curve in [AnimationCurve.easeIn, .easeInOut, .linear, .easeOut] {
      let setup = Setup(engine: engine, duration: 1, linearOnly: true)
      XCTAssertEqual(setup.interactor.completionCurve, .easeInOut, "the default")
      setup.interactor.completionCurve = curve
      setup.interactor.completionSpeed = 2
      setup.beginDrag()
      setup.interactor.update(0.2)
      setup.endDrag()
      let start = setup.rig.now
      let y0 = setup.modalBefore.center.y
      setup.interactor.finish()
      let length = 0.8 * 1 / 2
      var checked = 0
      while setup.window.activeTransition != nil {
        setup.rig.step(Self.frame)
        let u = (setup.rig.now - start) / length
        guard u < 1 else { break }
        let progress = 0.2 + 0.8 * curve.bezier.value(at: u)
        assertClose(
          setup.view.presentation.center.y, y0 + setup.height * progress, tolerance: 1e-6,
          "\(curve) at u = \(u)")
        checked += 1
      }
      XCTAssertGreaterThan(checked, 20)
    }
  }

  @MainActor func testATimingCurveIsIgnoredWithoutAnInterruptibleAnimator() async {
    // UIKit's header: timingCurve "is ignored if the animated transitioning object does not
    // vend an interruptible animator". The cancel follows the completion curve.
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.timingCurve = CubicTimingParameters(
      controlPoint1: Point(x: 0.1, y: 0.9), controlPoint2: Point(x: 0.2, y: 1))
    setup.beginDrag()
    setup.interactor.update(0.5)
    setup.endDrag()
    setup.interactor.cancel()
    setup.rig.step(0.25)
    let u = 0.25 / 0.5
    let progress = 0.5 - 0.5 * Self.easeInOut.value(at: u)
    assertClose(
      setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height * progress,
      tolerance: 1e-6)
  }

  @MainActor func testTheDurationIsTheOneTheAnimatorGaveWhenTheTransitionStarted() async {
    // UIKit's header: "the non-interactive duration that was returned … when the transition
    // started". A duration changed during the drag applies to the next transition.
    let setup = Setup(engine: engine, duration: 1)
    setup.beginDrag()
    setup.interactor.update(0.5)
    setup.animator.duration = 2  // a duration slider moved during the drag
    XCTAssertEqual(setup.interactor.duration, 1)
    setup.interactor.update(0.5)
    setup.endDrag()
    setup.interactor.finish()
    let took = try! XCTUnwrap(setup.timeToComplete())
    XCTAssertGreaterThanOrEqual(took, 0.5 - 1e-9)
    XCTAssertLessThanOrEqual(took, 0.5 + Self.frame + 1e-9)
    assertClose(
      setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height, tolerance: 1e-9)
  }

  // MARK: Starting running, pausing

  @MainActor func testWantsInteractiveStartFalseRunsAtOnce() async {
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.wantsInteractiveStart = false
    setup.rig.root.dismiss(animated: true)
    XCTAssertFalse(setup.context.isInteractive)
    XCTAssertTrue(setup.context.startedInteractive)
    setup.rig.run(0.25)
    assertClose(
      setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height * 0.25,
      tolerance: 1e-6)
    let took = try! XCTUnwrap(setup.timeToComplete())
    assertClose(setup.rig.now, 1, tolerance: Self.frame + 1e-9)
    XCTAssertLessThanOrEqual(took, 0.75 + Self.frame + 1e-9)
    XCTAssertEqual(setup.window.transitionLog.last?.completed, true)
    XCTAssertEqual(setup.rig.warningCodes, [])
  }

  @MainActor func testPauseMakesARunningTransitionInteractiveAgain() async {
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.wantsInteractiveStart = false
    setup.beginDrag()
    setup.rig.run(0.25)
    setup.interactor.pause()
    XCTAssertTrue(setup.context.isInteractive)
    assertClose(setup.interactor.percentComplete, 0.25, tolerance: 1e-9)
    let y0 = setup.modalBefore.center.y
    setup.rig.run(0.5)
    assertClose(setup.view.presentation.center.y, y0 + setup.height * 0.25, tolerance: 1e-6)
    setup.interactor.update(0.1)
    assertClose(setup.view.presentation.center.y, y0 + setup.height * 0.1, tolerance: 1e-9)
    setup.endDrag()
    setup.interactor.finish()
    let took = try! XCTUnwrap(setup.timeToComplete())
    XCTAssertGreaterThanOrEqual(took, 0.9 - 1e-9)
    XCTAssertLessThanOrEqual(took, 0.9 + Self.frame + 1e-9)
  }

  @MainActor func testPauseWhileFinishingTakesTheTransitionBack() async {
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.beginDrag()
    setup.interactor.completionCurve = .linear
    setup.interactor.update(0.4)
    setup.interactor.finish()
    setup.rig.run(0.2)
    setup.interactor.pause()
    XCTAssertTrue(setup.context.isInteractive)
    assertClose(setup.interactor.percentComplete, 0.6, tolerance: 1e-9)
    setup.interactor.update(0.3)
    setup.endDrag()
    setup.interactor.cancel()
    let took = try! XCTUnwrap(setup.timeToComplete())
    XCTAssertLessThanOrEqual(took, 0.3 + Self.frame + 1e-9)
    XCTAssertGreaterThanOrEqual(took, 0.3 - 1e-9)
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    XCTAssertEqual(setup.window.transitionLog.last?.completed, false)
  }

  @MainActor func testAPropertyAnimatorStartedByTheAnimatorIsPausedToo() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    rig.keep(delegate)
    modal.transitioningDelegate = delegate
    var started: PropertyAnimator?
    let animator = ClosureAnimator(duration: 0.6) { _, context in
      let view = context.viewController(forKey: .from)!.view!
      let property = PropertyAnimator(duration: 0.6, dampingRatio: 0.8) { view.alpha = 0 }
      property.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
      property.startAnimation()
      started = property
    }
    let interactor = PercentDrivenInteractiveTransition()
    delegate.dismissAnimator = animator
    delegate.dismissInteractor = interactor
    rig.root.present(modal, animated: false)
    PointerScript(window: rig.window).down(10, 10)
    rig.root.dismiss(animated: true)
    let property = try! XCTUnwrap(started)
    XCTAssertEqual(property.state, .active)
    XCTAssertFalse(property.isRunning)
    rig.run(0.3)
    XCTAssertEqual(modal.view.presentation.alpha, 1)
    interactor.update(0.5)
    XCTAssertLessThan(modal.view.presentation.alpha, 1)
    PointerScript(window: rig.window).up(10, 10)
    interactor.finish()
    rig.settle()
    XCTAssertEqual(modal.view.alpha, 0)
    XCTAssertNil(rig.root.presentedViewController)
  }

}
