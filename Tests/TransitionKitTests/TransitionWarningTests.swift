import TestSupport
import TransitionKit
import XCTest

/// Mistakes people make with the transition API are recorded as warnings and never crash or
/// leave a transition stuck.
final class TransitionWarningTests: EngineTestCase {
  static let frame = 1.0 / 60

  @MainActor private func setUp(
    presentAnimator: (any AnimatedTransitioning)? = nil,
    dismissAnimator: (any AnimatedTransitioning)? = nil,
    presentInteractor: (any InteractiveTransitioning)? = nil,
    dismissInteractor: (any InteractiveTransitioning)? = nil
  ) -> (TransitionRig, ViewController, ScriptedDelegate) {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    delegate.presentAnimator = presentAnimator
    delegate.dismissAnimator = dismissAnimator
    delegate.presentInteractor = presentInteractor
    delegate.dismissInteractor = dismissInteractor
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    return (rig, modal, delegate)
  }

  // MARK: completeTransition twice or never

  @MainActor func testCompletingTwiceIsAWarningAndChangesNothing() async {
    let animator = ClosureAnimator.slide(duration: 0.3)
    let (rig, modal, _) = setUp(presentAnimator: animator)
    var completions = 0
    rig.root.present(modal, animated: true) { completions += 1 }
    rig.settle()
    let context = animator.contexts[0]
    let end = rig.window.transitionLog[0].end
    rig.run(0.2)
    context.completeTransition(true)
    context.completeTransition(false)
    XCTAssertEqual(rig.warningCodes, ["transition.complete-twice", "transition.complete-twice"])
    XCTAssertEqual(completions, 1)
    XCTAssertEqual(animator.ended, [true])
    XCTAssertEqual(rig.window.transitionLog.count, 1)
    XCTAssertEqual(rig.window.transitionLog[0].end, end)
    XCTAssertEqual(rig.window.transitionLog[0].completed, true)
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertEqual(rig.transitionPhases, ["begin present", "complete present true"])
    XCTAssertTrue(
      rig.trace.contains {
        if case .warning(let code, _) = $0.event { return code == "transition.complete-twice" }
        return false
      })
  }

  @MainActor func testAnAnimatorThatCompletesTwiceInARowIsWarnedOnce() async {
    let animator = ClosureAnimator(duration: 0.2) { animator, context in
      context.containerView.addSubview(context.viewController(forKey: .to)!.view)
      View.animate(
        withDuration: 0.2,
        animations: { context.viewController(forKey: .to)!.view.alpha = 1 },
        completion: { _ in
          animator.complete(context)
          animator.complete(context)
        })
    }
    let (rig, modal, _) = setUp(presentAnimator: animator)
    rig.root.present(modal, animated: true)
    rig.settle()
    XCTAssertEqual(rig.warningCodes, ["transition.complete-twice"])
    XCTAssertEqual(animator.completeCount(animator.contexts[0]), 2)
    XCTAssertEqual(animator.ended, [true])
    XCTAssertEqual(rig.containers.count, 1)
  }

  @MainActor func testATransitionThatIsNeverCompletedIsWarnedAndEnded() async {
    let log = EventLog()
    let animator = ClosureAnimator.holding(duration: 0.5, log: log)
    let (rig, modal, _) = setUp(presentAnimator: animator, dismissAnimator: animator)
    rig.root.present(modal, animated: true) { log.add("completion") }
    rig.run(until: { rig.now >= 1.45 })
    XCTAssertEqual(rig.warningCodes, [], "still within a second of the expected end")
    XCTAssertNotNil(rig.window.activeTransition)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 1))
    XCTAssertEqual(rig.warningCodes, ["transition.never-completed"])
    let warning = engine.warnings[0]
    XCTAssertGreaterThan(warning.time, 0.5 + Window.completionGrace)
    XCTAssertLessThanOrEqual(warning.time, 0.5 + Window.completionGrace + Self.frame + 1e-9)
    // Forced to end as it would have: presented, with its completion.
    XCTAssertEqual(rig.window.transitionLog[0].completed, true)
    XCTAssertEqual(rig.window.transitionLog[0].end, warning.time)
    XCTAssertTrue(log.contains("completion"))
    XCTAssertEqual(animator.ended, [true])
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertFalse(rig.window.needsFrames)

    // The same for a dismissal.
    let start = rig.now
    rig.root.dismiss(animated: true)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 3))
    assertClose(rig.now - start, 1.5, tolerance: Self.frame + 1e-9)
    XCTAssertEqual(rig.warningCodes, ["transition.never-completed", "transition.never-completed"])
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(rig.window.subviews.count, 1)
    XCTAssertTrue(rig.window.subviews[0] === rig.root.view)
  }

  @MainActor func testACancelledTransitionThatIsNeverCompletedIsEndedAsCancelled() async {
    // An animator that animates nothing and completes nothing, driven by a percent-driven
    // interaction that is cancelled.
    let animator = ClosureAnimator.holding(duration: 0.6)
    let interactor = PercentDrivenInteractiveTransition()
    let (rig, modal, _) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    PointerScript(window: rig.window).down(100, 100)
    rig.root.dismiss(animated: true)
    interactor.update(0.5)
    PointerScript(window: rig.window).up(100, 100)
    interactor.cancel()
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 3))
    XCTAssertEqual(rig.warningCodes, ["transition.never-completed"])
    XCTAssertEqual(rig.window.transitionLog.last?.completed, false)
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertEqual(animator.ended, [false])
  }

  // MARK: An interaction controller nobody drives

  @MainActor func testAnInteractionControllerThatNoGestureDrivesIsWarnedAndCancelled() async {
    let interactor = PercentDrivenInteractiveTransition()
    let (rig, modal, _) = setUp(
      presentAnimator: ClosureAnimator.slide(duration: 0.5), presentInteractor: interactor)
    let open = Button(frame: Rect(x: 100, y: 400, width: 190, height: 44))
    rig.root.view.addSubview(open)
    var completions = 0
    open.addAction { rig.root.present(modal, animated: true) { completions += 1 } }
    PointerScript(window: rig.window).tap(195, 420)
    XCTAssertEqual(open.tapCount, 1)
    XCTAssertEqual(rig.window.transitionLog.first?.interactive, true)
    let start = rig.now

    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 3))
    XCTAssertEqual(rig.warningCodes, ["transition.interactive-without-driver"])
    let warning = engine.warnings[0]
    XCTAssertGreaterThan(warning.time - start, Window.interactiveIdleLimit)
    XCTAssertLessThanOrEqual(warning.time - start, Window.interactiveIdleLimit + Self.frame + 1e-9)
    XCTAssertEqual(rig.window.transitionLog[0].completed, false)
    XCTAssertEqual(completions, 0)
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(rig.window.subviews.count, 1)
    XCTAssertTrue(rig.window.subviews[0] === rig.root.view)
    XCTAssertFalse(rig.window.needsFrames)
  }

  @MainActor func testTheWatchdogWaitsWhileAPointerIsDown() async {
    let interactor = PercentDrivenInteractiveTransition()
    let (rig, modal, _) = setUp(
      presentAnimator: ClosureAnimator.slide(duration: 0.5), presentInteractor: interactor)
    let pointer = PointerScript(window: rig.window)
    pointer.down(10, 10)
    rig.root.present(modal, animated: true)
    rig.run(3)
    XCTAssertEqual(rig.warningCodes, [])
    XCTAssertNotNil(rig.window.activeTransition)
    pointer.up(10, 10)
    let released = rig.now
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 3))
    XCTAssertEqual(rig.warningCodes, ["transition.interactive-without-driver"])
    assertClose(engine.warnings[0].time - released, 1, tolerance: Self.frame + 1e-9)
  }

  @MainActor func testRegularUpdatesWithoutAPointerKeepTheTransitionAlive() async {
    let interactor = PercentDrivenInteractiveTransition()
    let (rig, modal, _) = setUp(
      presentAnimator: ClosureAnimator.slide(duration: 0.5), presentInteractor: interactor)
    rig.root.present(modal, animated: true)
    for i in 0..<10 {
      rig.run(0.5)
      interactor.update(Double(i) / 10)
    }
    XCTAssertEqual(rig.warningCodes, [])
    interactor.finish()
    rig.settle()
    XCTAssertEqual(rig.window.transitionLog[0].completed, true)
  }

  @MainActor func testATransitionPausedAgainAfterTheWatchdogCancelledItIsWatchedAgain() async {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = ClosureAnimator.slide(duration: 1)
    let (rig, modal, _) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    let pointer = PointerScript(window: rig.window)
    pointer.down(100, 100)
    rig.root.dismiss(animated: true)
    interactor.update(0.5)
    pointer.up(100, 100)  // a handler that forgot to finish or cancel
    XCTAssertTrue(rig.run(until: { !rig.warningCodes.isEmpty }, limit: 2))
    XCTAssertFalse(animator.contexts[0].isInteractive, "cancelling")
    rig.run(0.2)
    interactor.pause()  // taken back mid-cancel, and again nobody drives it
    XCTAssertTrue(animator.contexts[0].isInteractive)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 3))
    XCTAssertEqual(
      rig.warningCodes,
      ["transition.interactive-without-driver", "transition.interactive-without-driver"])
    XCTAssertEqual(rig.window.transitionLog.last?.completed, false)
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertFalse(rig.window.needsFrames)
  }

  @MainActor func testACustomInteractionControllerNobodyDrivesIsCancelledByTheWindow() async {
    let interactor = ManualInteractor()
    let (rig, modal, _) = setUp(
      presentAnimator: ClosureAnimator.slide(duration: 0.5), presentInteractor: interactor)
    rig.root.present(modal, animated: true)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 3))
    XCTAssertEqual(rig.warningCodes, ["transition.interactive-without-driver"])
    XCTAssertEqual(interactor.context?.transitionWasCancelled, true)
    XCTAssertEqual(rig.window.transitionLog[0].completed, false)
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(rig.window.subviews.count, 1)
  }

  /// The edge-pan tutorial's modal is its own delegate and always returns its interaction
  /// controller, so a dismissal without the edge swipe waits for a gesture that never comes.
  @MainActor func testTheEdgePanTutorialsFlawIsCaughtAndTheModalStays() async {
    let hide = PercentDrivenInteractiveTransition()
    let (rig, modal, _) = setUp(
      dismissAnimator: ClosureAnimator.slide(duration: 0.6), dismissInteractor: hide)
    rig.root.present(modal, animated: false)
    let close = Button(frame: Rect(x: 20, y: 60, width: 80, height: 44))
    modal.view.addSubview(close)
    close.addAction { modal.dismiss(animated: true) }
    PointerScript(window: rig.window).tap(50, 80)
    XCTAssertNotNil(rig.window.activeTransition)
    rig.settle()
    XCTAssertEqual(rig.warningCodes, ["transition.interactive-without-driver"])
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertEqual(rig.window.transitionLog.map(\.completed), [true, false])
    XCTAssertTrue(modal.view.superview === rig.containers.first)
  }

  // MARK: Interactive calls at the wrong time

  @MainActor func testInteractiveCallsAfterTheTransitionCompletedAreWarnings() async {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = ClosureAnimator.slide(duration: 0.4)
    let (rig, modal, _) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    // Before any transition, too.
    interactor.update(0.2)
    XCTAssertEqual(rig.warningCodes, ["interactive.after-complete"])

    PointerScript(window: rig.window).down(100, 100)
    rig.root.dismiss(animated: true)
    interactor.update(0.5)
    PointerScript(window: rig.window).up(100, 100)
    interactor.finish()
    rig.settle()
    XCTAssertNil(rig.root.presentedViewController)
    let context = animator.contexts[0]

    interactor.finish()
    interactor.cancel()
    interactor.update(0.3)
    interactor.pause()
    context.updateInteractiveTransition(0.1)
    context.cancelInteractiveTransition()
    context.finishInteractiveTransition()
    context.pauseInteractiveTransition()
    XCTAssertEqual(rig.warningCodes, Array(repeating: "interactive.after-complete", count: 9))
    XCTAssertFalse(context.transitionWasCancelled)
    XCTAssertEqual(context.percentComplete, 0.5)
    XCTAssertEqual(rig.window.transitionLog.count, 2)
    XCTAssertFalse(rig.window.needsFrames)
    XCTAssertEqual(rig.window.subviews.count, 1)
  }

  @MainActor func testUpdateWhileFinishingIsIgnoredWithAWarning() async {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = ClosureAnimator.slide(duration: 1, options: .curveLinear)
    let (rig, modal, _) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    let pointer = PointerScript(window: rig.window)
    pointer.down(100, 100)
    rig.root.dismiss(animated: true)
    interactor.update(0.5)
    interactor.finish()
    let start = rig.now
    rig.run(0.1)
    let shown = modal.view.presentation
    interactor.update(0.1)
    XCTAssertEqual(modal.view.presentation, shown, "the update changed nothing")
    interactor.finish()
    interactor.cancel()
    XCTAssertEqual(rig.warningCodes, Array(repeating: "interactive.after-finish", count: 3))
    XCTAssertFalse(animator.contexts[0].transitionWasCancelled)
    pointer.up(100, 100)
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 2))
    let took = animator.completionTimes[0] - start
    XCTAssertGreaterThanOrEqual(took, 0.5 - 1e-9)
    XCTAssertLessThanOrEqual(took, 0.5 + Self.frame + 1e-9)
    XCTAssertEqual(rig.window.transitionLog.last?.completed, true)
    XCTAssertNil(modal.view.superview)
  }

  @MainActor func testAZeroCompletionSpeedIsAWarningAndCountsAsOne() async {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.completionSpeed = 0
    let animator = ClosureAnimator.slide(duration: 0.6)
    let (rig, modal, _) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    rig.root.dismiss(animated: true)
    interactor.update(0.5)
    let start = rig.now
    interactor.finish()
    XCTAssertEqual(rig.warningCodes, ["interactive.bad-completion-speed"])
    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 2))
    assertClose(animator.completionTimes[0] - start, 0.3, tolerance: Self.frame + 1e-9)
  }

  @MainActor func testStartingAnInteractionThatIsAlreadyRunningIsAWarning() async {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = ClosureAnimator.slide(duration: 0.6)
    let (rig, modal, _) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    PointerScript(window: rig.window).down(100, 100)
    rig.root.dismiss(animated: true)
    interactor.update(0.3)
    interactor.startInteractiveTransition(animator.contexts[0])
    XCTAssertEqual(rig.warningCodes, ["interactive.already-running"])
    assertClose(interactor.percentComplete, 0.3)
    PointerScript(window: rig.window).up(100, 100)
    interactor.cancel()
    rig.settle()
    XCTAssertEqual(rig.window.transitionLog.last?.completed, false)
  }

  // MARK: A second transition while one is in flight

  @MainActor func testASecondPresentOrDismissWhileOneIsInFlightIsIgnored() async {
    let animator = ClosureAnimator.slide(duration: 0.5)
    let (rig, modal, _) = setUp(presentAnimator: animator, dismissAnimator: animator)
    var log: [String] = []
    rig.root.present(modal, animated: true) { log.append("presented") }
    rig.run(0.2)
    let other = ViewController()
    rig.root.present(other, animated: true) { log.append("other") }
    rig.root.dismiss(animated: true) { log.append("dismissed") }
    modal.dismiss(animated: false)
    modal.present(other, animated: false)
    XCTAssertEqual(rig.warningCodes, Array(repeating: "transition.in-flight", count: 4))
    rig.settle()
    XCTAssertEqual(log, ["presented"])
    XCTAssertEqual(rig.window.transitionLog.count, 1)
    XCTAssertEqual(rig.window.transitionLog[0].completed, true)
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertNil(other.presentingViewController)
    XCTAssertEqual(rig.containers.count, 1)
    XCTAssertEqual(
      rig.containers[0].subviews.map(ObjectIdentifier.init), [ObjectIdentifier(modal.view)])
    // The first completes exactly when its animation ends.
    assertClose(rig.window.transitionLog[0].end!, 0.5, tolerance: Self.frame + 1e-9)

    rig.root.dismiss(animated: true) { log.append("dismissed") }
    rig.run(0.1)
    rig.root.present(other, animated: false) { log.append("other") }
    rig.root.dismiss(animated: true) { log.append("dismissed again") }
    // Under fullScreen the root's view is out of the window until the dismissal completes,
    // so presenting from it is refused for that reason first (UIKit: "whose view is not in
    // the window hierarchy").
    XCTAssertEqual(
      Array(rig.warningCodes.suffix(2)), ["transition.not-in-window", "transition.in-flight"])
    rig.settle()
    XCTAssertEqual(log, ["presented", "dismissed"])
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(rig.window.subviews.count, 1)
    XCTAssertEqual(rig.window.transitionLog.map(\.completed), [true, true])
  }

  @MainActor func testADismissDuringAnInteractiveDismissalIsIgnored() async {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = ClosureAnimator.slide(duration: 0.5)
    let (rig, modal, delegate) = setUp(dismissAnimator: animator, dismissInteractor: interactor)
    rig.root.present(modal, animated: false)
    PointerScript(window: rig.window).down(100, 100)
    rig.root.dismiss(animated: true)
    interactor.update(0.4)
    delegate.dismissInteractor = nil
    modal.dismiss(animated: true)
    XCTAssertEqual(rig.warningCodes, ["transition.in-flight"])
    interactor.update(0.6)
    PointerScript(window: rig.window).up(100, 100)
    interactor.finish()
    rig.settle()
    XCTAssertEqual(rig.window.transitionLog.map(\.completed), [true, true])
    XCTAssertEqual(rig.window.transitionLog.map(\.interactive), [false, true])
    XCTAssertEqual(animator.completeCount(animator.contexts[0]), 1)
  }
}
