import TestSupport
import TransitionKit
import XCTest

/// DESIGN §3 item 1: what present and dismiss ask of the transitioning delegate, what runs,
/// and the order in which the transition ends.
final class PresentationFlowTests: EngineTestCase {
  @MainActor private func setUp(_ log: EventLog) -> (
    TransitionRig, LoggingController, LoggingController
  ) {
    let root = LoggingController("root", log: log)
    let rig = TransitionRig(engine: engine, root: root)
    let modal = LoggingController("modal", log: log)
    log.clear()
    return (rig, root, modal)
  }

  @MainActor func testPresentAsksForAnAnimatorThenForAnInteractionControllerWithItThenAnimates()
    async
  {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    let animator = ClosureAnimator.slide(duration: 0.4, log: log)
    delegate.presentAnimator = animator
    modal.transitioningDelegate = delegate
    var hierarchyAtEnd: (rootInWindow: Bool, modalInContainer: Bool)?
    animator.onEnded = { _ in
      hierarchyAtEnd = (root.view.superview != nil, modal.view.superview is TransitionContainerView)
    }

    root.present(modal, animated: true) { log.add("completion") }
    XCTAssertEqual(
      Array(log.entries.prefix(3)),
      [
        "modal.viewDidLoad",
        "delegate.animator(presented: modal, presenting: root, source: root)",
        "delegate.interactionForPresentation",
      ])
    XCTAssertTrue(delegate.animatorsPassed.first === animator)
    XCTAssertFalse(log.contains("interactor.startInteractiveTransition"))
    let animate = try! XCTUnwrap(log.index("animator.animateTransition"))
    XCTAssertLessThan(try! XCTUnwrap(log.index("modal.viewWillAppear(true)")), animate)
    XCTAssertLessThan(try! XCTUnwrap(log.index("root.viewWillDisappear(true)")), animate)

    // In flight until the animator completes.
    XCTAssertTrue(modal.isBeingPresented)
    XCTAssertTrue(root.presentedViewController === modal)
    XCTAssertTrue(modal.presentingViewController === root)
    rig.run(0.3)
    XCTAssertNotNil(rig.window.activeTransition)
    XCTAssertFalse(log.contains("completion"))
    XCTAssertFalse(log.contains("modal.viewDidAppear(true)"))

    XCTAssertTrue(rig.run(until: { rig.window.activeTransition == nil }, limit: 1))
    assertClose(rig.now, 0.4, tolerance: 1.0 / 60 + 1e-9)
    let end = try! XCTUnwrap(log.index("animator.animationEnded(true)"))
    XCTAssertEqual(log.index("animator.completeTransition"), end - 1)
    XCTAssertEqual(
      Array(log.entries.suffix(from: end)),
      [
        "animator.animationEnded(true)", "modal.viewDidAppear(true)", "root.viewDidDisappear(true)",
        "completion",
      ])
    XCTAssertEqual(hierarchyAtEnd?.rootInWindow, false, "fullScreen: the hierarchy was fixed first")
    XCTAssertEqual(hierarchyAtEnd?.modalInContainer, true)
    XCTAssertFalse(modal.isBeingPresented)
    XCTAssertEqual(animator.ended, [true])
    XCTAssertEqual(animator.completeCount(animator.contexts[0]), 1)
    XCTAssertEqual(rig.window.transitionLog.count, 1)
    let record = rig.window.transitionLog[0]
    XCTAssertEqual(record.kind, .present)
    XCTAssertEqual(record.interactive, false)
    XCTAssertEqual(record.completed, true)
    XCTAssertEqual(record.start, 0)
    XCTAssertEqual(record.end, rig.now)
    XCTAssertEqual(rig.transitionPhases, ["begin present", "complete present true"])
    XCTAssertEqual(rig.warningCodes, [])
  }

  @MainActor func testTheTransitionEndsOnlyWhenTheAnimatorCallsCompleteTransition() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate()
    let animator = ClosureAnimator.holding(duration: 0.5, log: log)
    delegate.presentAnimator = animator
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true) { log.add("completion") }
    // Well past its duration, though within the grace the window allows.
    rig.run(1.2)
    XCTAssertNotNil(rig.window.activeTransition)
    XCTAssertTrue(modal.isBeingPresented)
    XCTAssertFalse(log.contains("completion"))
    XCTAssertFalse(log.contains("modal.viewDidAppear(true)"))
    XCTAssertEqual(animator.ended, [])
    XCTAssertTrue(
      root.view.window === rig.window, "fullScreen removes the presenter only at the end")
    XCTAssertTrue(root.view.superview === rig.containers[0], "moved into the container")
    XCTAssertEqual(rig.window.transitionLog[0].completed, nil)

    animator.contexts[0].completeTransition(true)
    XCTAssertNil(rig.window.activeTransition)
    XCTAssertEqual(
      Array(log.entries.suffix(4)),
      [
        "animator.animationEnded(true)", "modal.viewDidAppear(true)", "root.viewDidDisappear(true)",
        "completion",
      ])
    XCTAssertNil(root.view.superview)
    XCTAssertEqual(rig.window.transitionLog[0].end, rig.now)
    XCTAssertEqual(rig.warningCodes, [])
  }

  @MainActor func testWithoutAnAnimatorTheDefaultSlidesUpFromTheBottomAndBackDown() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    modal.transitioningDelegate = delegate
    let height = rig.window.bounds.height

    root.present(modal, animated: true)
    XCTAssertTrue(
      log.contains("delegate.animator(presented: modal, presenting: root, source: root)"))
    XCTAssertTrue(delegate.animatorsPassed.first is DefaultTransitionAnimator)
    XCTAssertEqual(modal.view.presentation.frame.origin.y, height, "starts below the screen")
    var lastY = height
    var ys: [Double] = []
    while rig.window.activeTransition != nil, rig.now < 2 {
      rig.step(1.0 / 60)
      let y = modal.view.presentation.frame.origin.y
      XCTAssertLessThanOrEqual(y, lastY + 1e-9, "slides up")
      lastY = y
      ys.append(y)
    }
    XCTAssertGreaterThan(ys.count, 10)
    XCTAssertTrue(ys.contains { $0 > 10 && $0 < height - 10 }, "it moves through the middle")
    let record = rig.window.transitionLog[0]
    assertClose(
      record.end! - record.start, DefaultTransitionAnimator.duration, tolerance: 1.0 / 60 + 1e-9)
    assertClose(modal.view.presentation.frame, rig.window.bounds)
    XCTAssertTrue(modal.view.superview === rig.containers.first)

    rig.run(0.5)
    root.dismiss(animated: true) { log.add("dismissed") }
    XCTAssertTrue(log.contains("delegate.animator(dismissed: modal)"))
    XCTAssertTrue(delegate.animatorsPassed.last is DefaultTransitionAnimator)
    lastY = 0
    while rig.window.activeTransition != nil, rig.now < 5 {
      rig.step(1.0 / 60)
      if modal.view.superview != nil {
        XCTAssertGreaterThanOrEqual(
          modal.view.presentation.frame.origin.y, lastY - 1e-9, "slides down")
        lastY = modal.view.presentation.frame.origin.y
      }
    }
    XCTAssertGreaterThan(lastY, height * 0.9)
    XCTAssertTrue(log.contains("dismissed"))
    XCTAssertNil(modal.view.superview)
    XCTAssertEqual(rig.window.subviews.map { $0 }.count, 1)
    XCTAssertTrue(rig.window.subviews[0] === root.view)
  }

  @MainActor func testAControllerWithoutADelegateGetsTheDefaultAnimation() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    root.present(modal, animated: true)
    XCTAssertEqual(modal.view.presentation.frame.origin.y, rig.window.bounds.height)
    rig.settle()
    XCTAssertEqual(rig.window.transitionLog.first?.completed, true)
    assertClose(
      rig.window.transitionLog[0].end!, DefaultTransitionAnimator.duration,
      tolerance: 1.0 / 60 + 1e-9)
  }

  @MainActor func testAnInteractionControllerIsStartedInsteadOfTheAnimator() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    let animator = ClosureAnimator.slide(log: log)
    let interactor = ManualInteractor(log: log)
    delegate.presentAnimator = animator
    delegate.presentInteractor = interactor
    modal.transitioningDelegate = delegate

    root.present(modal, animated: true) { log.add("completion") }
    XCTAssertTrue(log.contains("interactor.startInteractiveTransition"))
    XCTAssertFalse(log.contains("animator.animateTransition"))
    let context = try! XCTUnwrap(interactor.context)
    XCTAssertTrue(context.isInteractive)
    XCTAssertTrue(context.startedInteractive)
    XCTAssertTrue(context.isAnimated)
    XCTAssertEqual(context.kind, .present)
    XCTAssertTrue(context.viewController(forKey: .from) === root)
    XCTAssertTrue(context.viewController(forKey: .to) === modal)
    XCTAssertEqual(rig.window.transitionLog[0].interactive, true)

    context.updateInteractiveTransition(0.5)
    XCTAssertEqual(context.percentComplete, 0.5)
    context.finishInteractiveTransition()
    XCTAssertFalse(context.isInteractive)
    context.completeTransition(true)
    XCTAssertEqual(
      Array(log.entries.suffix(4)),
      [
        "animator.animationEnded(true)", "modal.viewDidAppear(true)", "root.viewDidDisappear(true)",
        "completion",
      ])
    XCTAssertTrue(root.presentedViewController === modal)
  }

  @MainActor func testDismissAsksTheDismissedControllersDelegate() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    let dismissAnimator = ClosureAnimator.slide(duration: 0.3, log: log)
    delegate.dismissAnimator = dismissAnimator
    modal.transitioningDelegate = delegate
    root.present(modal, animated: false)
    log.clear()

    root.dismiss(animated: true) { log.add("completion") }
    XCTAssertEqual(
      Array(log.entries.prefix(2)),
      ["delegate.animator(dismissed: modal)", "delegate.interactionForDismissal"])
    XCTAssertTrue(delegate.animatorsPassed.last === dismissAnimator)
    XCTAssertTrue(modal.isBeingDismissed)
    let animate = try! XCTUnwrap(log.index("animator.animateTransition"))
    XCTAssertLessThan(try! XCTUnwrap(log.index("modal.viewWillDisappear(true)")), animate)
    XCTAssertLessThan(try! XCTUnwrap(log.index("root.viewWillAppear(true)")), animate)
    XCTAssertTrue(dismissAnimator.contexts[0].viewController(forKey: .from) === modal)
    XCTAssertTrue(dismissAnimator.contexts[0].viewController(forKey: .to) === root)

    rig.settle()
    XCTAssertEqual(
      Array(log.entries.suffix(4)),
      [
        "animator.animationEnded(true)", "root.viewDidAppear(true)", "modal.viewDidDisappear(true)",
        "completion",
      ])
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertFalse(modal.isBeingDismissed)

    // A presented controller can dismiss itself too.
    root.present(modal, animated: false)
    log.clear()
    modal.dismiss(animated: true) { log.add("completion") }
    XCTAssertEqual(log.entries.first, "delegate.animator(dismissed: modal)")
    rig.settle()
    XCTAssertEqual(log.entries.last, "completion")
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(rig.window.transitionLog.map(\.kind), [.present, .dismiss, .present, .dismiss])
    XCTAssertTrue(rig.window.transitionLog.allSatisfy { $0.completed == true })
  }

  @MainActor func testACancelledPresentationRunsNoCompletionAndLeavesNothingBehind() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    let animator = ClosureAnimator.slide(log: log)
    let interactor = ManualInteractor(log: log)
    delegate.presentAnimator = animator
    delegate.presentInteractor = interactor
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true) { log.add("completion") }
    let context = interactor.context!
    context.cancelInteractiveTransition()
    XCTAssertTrue(context.transitionWasCancelled)
    context.completeTransition(false)

    XCTAssertFalse(log.contains("completion"))
    let end = try! XCTUnwrap(log.index("animator.animationEnded(false)"))
    XCTAssertEqual(
      Array(log.entries.suffix(from: end)),
      [
        "animator.animationEnded(false)",
        "modal.viewWillDisappear(true)", "modal.viewDidDisappear(true)",
        "root.viewWillAppear(true)", "root.viewDidAppear(true)",
      ])
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertEqual(rig.window.subviews.count, 1)
    XCTAssertTrue(rig.window.subviews[0] === root.view)
    XCTAssertNil(modal.view.superview?.superview)
    XCTAssertEqual(rig.window.transitionLog[0].completed, false)

    // It can be presented again afterwards.
    delegate.presentInteractor = nil
    root.present(modal, animated: true) { log.add("completion") }
    rig.settle()
    XCTAssertTrue(log.contains("completion"))
    XCTAssertTrue(root.presentedViewController === modal)
  }

  @MainActor func testACancelledDismissalKeepsThePresentationAndRunsNoCompletion() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    let interactor = ManualInteractor(log: log)
    delegate.dismissAnimator = ClosureAnimator.slide(log: log)
    delegate.dismissInteractor = interactor
    modal.transitioningDelegate = delegate
    root.present(modal, animated: false)
    log.clear()
    root.dismiss(animated: true) { log.add("completion") }
    XCTAssertNil(root.view.superview, "out of the window until the dismissal completes")
    interactor.context!.cancelInteractiveTransition()
    interactor.context!.completeTransition(false)
    XCTAssertFalse(log.contains("completion"))
    XCTAssertEqual(
      Array(log.entries.suffix(5)),
      [
        "animator.animationEnded(false)",
        "root.viewWillDisappear(true)", "root.viewDidDisappear(true)",
        "modal.viewWillAppear(true)", "modal.viewDidAppear(true)",
      ])
    XCTAssertTrue(root.presentedViewController === modal)
    XCTAssertEqual(rig.containers.count, 1)
    XCTAssertEqual(rig.window.subviews.count, 1, "fullScreen: the presenter leaves again")
    XCTAssertTrue(modal.view.superview === rig.containers[0])
  }

  @MainActor func testPresentingAndDismissingWithoutAnimation() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate(log: log)
    delegate.presentInteractor = ManualInteractor(log: log)
    delegate.dismissInteractor = ManualInteractor(log: log)
    modal.transitioningDelegate = delegate

    root.present(modal, animated: false) { log.add("completion") }
    // Done before present returns.
    XCTAssertNil(rig.window.activeTransition)
    XCTAssertTrue(root.presentedViewController === modal)
    XCTAssertTrue(log.contains("completion"))
    XCTAssertFalse(log.contains("delegate.interactionForPresentation"))
    XCTAssertFalse(log.contains("interactor.startInteractiveTransition"))
    XCTAssertTrue(log.contains("modal.viewWillAppear(false)"))
    XCTAssertLessThan(log.index("modal.viewDidAppear(false)")!, log.index("completion")!)
    assertClose(modal.view.presentation.frame, rig.window.bounds)
    XCTAssertEqual(rig.window.subviews.count, 1)
    XCTAssertTrue(rig.containers.first?.subviews.first === modal.view)
    let record = rig.window.transitionLog[0]
    XCTAssertEqual(record.start, record.end)
    XCTAssertEqual(record.completed, true)
    XCTAssertFalse(rig.window.needsFrames)

    log.clear()
    root.dismiss(animated: false) { log.add("completion") }
    XCTAssertNil(rig.window.activeTransition)
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(log.entries.last, "completion")
    XCTAssertTrue(log.contains("modal.viewDidDisappear(false)"))
    XCTAssertTrue(log.contains("root.viewDidAppear(false)"))
    XCTAssertFalse(log.contains("delegate.interactionForDismissal"))
    XCTAssertEqual(rig.window.subviews.count, 1)
    XCTAssertTrue(rig.window.subviews[0] === root.view)
    XCTAssertEqual(rig.warningCodes, [])
  }

  @MainActor func testAControllerThatBecomesItsOwnDelegateInViewDidLoadIsAsked() async {
    let log = EventLog()
    let (rig, root, _) = setUp(log)
    let modal = SelfDelegatingController(log: log)
    XCTAssertFalse(modal.isViewLoaded)
    root.present(modal, animated: true) { log.add("completion") }
    XCTAssertEqual(
      Array(log.entries.prefix(3)),
      ["self.viewDidLoad", "self.animator(presented:)", "self.interactionForPresentation"])
    rig.settle()
    XCTAssertEqual(modal.animator.ended, [true])
    XCTAssertTrue(log.contains("completion"))

    modal.dismiss(animated: true)
    XCTAssertTrue(log.contains("self.animator(dismissed:)"))
    rig.settle()
    XCTAssertEqual(modal.animator.ended, [true, true])
  }

  @MainActor func testACompletionCanStartTheNextTransition() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate()
    delegate.presentAnimator = ClosureAnimator.slide(duration: 0.3)
    delegate.dismissAnimator = ClosureAnimator.slide(duration: 0.3)
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true) {
      log.add("presented")
      root.dismiss(animated: true) {
        log.add("dismissed")
        root.present(modal, animated: false) { log.add("presented again") }
      }
    }
    rig.settle()
    XCTAssertEqual(
      log.entries.filter { !$0.contains(".") }, ["presented", "dismissed", "presented again"])
    XCTAssertEqual(rig.window.transitionLog.map(\.kind), [.present, .dismiss, .present])
    XCTAssertTrue(rig.window.transitionLog.allSatisfy { $0.completed == true })
    XCTAssertTrue(root.presentedViewController === modal)
    XCTAssertEqual(rig.containers.count, 1)
    XCTAssertEqual(rig.warningCodes, [])
  }

  @MainActor func testDismissWithNothingPresentedDoesNothing() async {
    let log = EventLog()
    let (rig, root, _) = setUp(log)
    root.dismiss(animated: true) { log.add("completion") }
    XCTAssertEqual(log.entries, [])
    XCTAssertNil(rig.window.activeTransition)
    XCTAssertEqual(rig.window.transitionLog.count, 0)
  }

  @MainActor func testPresentingFromOutsideAWindowIsRefusedWithAWarning() async {
    let log = EventLog()
    let (rig, _, modal) = setUp(log)
    let loose = ViewController()
    loose.present(modal, animated: true)
    XCTAssertNil(modal.presentingViewController)
    XCTAssertEqual(rig.warningCodes, ["transition.not-in-window"])
  }

  @MainActor func testPresentingFromAPresenterOrPresentingAPresenterIsRefused() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    modal.modalPresentationStyle = .overFullScreen
    root.present(modal, animated: false)
    // The root already presents the modal.
    root.present(LoggingController("other", log: log), animated: false)
    // The root presents, so it cannot be presented, least of all by what it presents.
    modal.present(root, animated: false)
    modal.present(modal, animated: false)
    XCTAssertEqual(
      rig.warningCodes,
      [
        "transition.already-presenting", "transition.already-presenting",
        "transition.already-presenting",
      ])
    XCTAssertEqual(rig.window.transitionLog.count, 1)
    XCTAssertEqual(rig.containers.count, 1)
    XCTAssertTrue(root.view.superview === rig.window)
    XCTAssertNil(root.presentingViewController)
    XCTAssertNil(modal.presentedViewController)
  }

  @MainActor func testTheContextDescribesTheTransition() async {
    let log = EventLog()
    let (rig, root, modal) = setUp(log)
    let delegate = ScriptedDelegate()
    let animator = ClosureAnimator.holding()
    delegate.presentAnimator = animator
    delegate.dismissAnimator = animator
    modal.transitioningDelegate = delegate
    root.present(modal, animated: true)
    let present = animator.contexts[0]
    XCTAssertTrue(present.containerView === rig.containers.first)
    assertClose(present.containerView.frame, rig.window.bounds)
    XCTAssertEqual(present.initialFrame(for: modal), .zero)
    assertClose(present.finalFrame(for: modal), rig.window.bounds)
    XCTAssertTrue(present.view(forKey: .to) === modal.view)
    XCTAssertTrue(present.view(forKey: .from) === root.view, "fullScreen hands out the presenter")
    XCTAssertEqual(present.presentationStyle, .fullScreen)
    XCTAssertFalse(present.isInteractive)
    XCTAssertFalse(present.transitionWasCancelled)
    present.completeTransition(true)

    root.dismiss(animated: true)
    let dismiss = animator.contexts[1]
    XCTAssertEqual(dismiss.kind, .dismiss)
    assertClose(dismiss.finalFrame(for: modal), rig.window.bounds)
    assertClose(dismiss.initialFrame(for: modal), rig.window.bounds)
    dismiss.completeTransition(true)
    XCTAssertNil(root.presentedViewController)
  }
}
