import TestSupport
import TransitionKit
import XCTest

/// A presentation controller subclass as real transitions write one: a dimming view added in
/// `presentationTransitionWillBegin()` and faded with the coordinator, the presented view in
/// the lower half, every callback logged.
@MainActor
final class DimmingPresentationController: PresentationController {
  let log: EventLog
  let dimming = View()
  var removesPresenter = false
  var wrapper: View?

  init(presented: ViewController, presenting: ViewController?, log: EventLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: Rect {
    guard let bounds = containerView?.bounds else { return .zero }
    return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }
  override var presentedView: View? { wrapper ?? super.presentedView }

  override func presentationTransitionWillBegin() {
    log.add("pc.presentationWillBegin")
    dimming.frame = containerView!.bounds
    dimming.alpha = 0
    containerView!.insertSubview(dimming, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimming.alpha = 1 },
      completion: { context in self.log.add("pc.alongsideDone(cancelled: \(context.isCancelled))") }
    )
  }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.add("pc.presentationDidEnd(\(completed))")
    if !completed { dimming.removeFromSuperview() }
  }
  override func dismissalTransitionWillBegin() {
    log.add("pc.dismissalWillBegin")
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0
    })
  }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.add("pc.dismissalDidEnd(\(completed))")
    if completed { dimming.removeFromSuperview() }
  }
  override func containerViewWillLayoutSubviews() {
    log.add("pc.containerWillLayout")
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
  override func containerViewDidLayoutSubviews() { log.add("pc.containerDidLayout") }
}

/// A transitioning delegate that returns the dimming presentation controller.
@MainActor
final class PresentationControllerDelegate: TransitioningDelegate {
  let log: EventLog
  var animator: (any AnimatedTransitioning)?
  var dismissAnimator: (any AnimatedTransitioning)?
  var interactor: (any InteractiveTransitioning)?
  var dismissInteractor: (any InteractiveTransitioning)?
  private(set) var made: DimmingPresentationController?
  var configure: ((DimmingPresentationController) -> Void)?

  init(log: EventLog) { self.log = log }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    log.add("delegate.presentationController(presenting: \(presenting?.title ?? "nil"))")
    let controller = DimmingPresentationController(
      presented: presented, presenting: presenting, log: log)
    configure?(controller)
    made = controller
    return controller
  }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { animator }
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    dismissAnimator
  }
  func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  { interactor }
  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  { dismissInteractor }
}

/// UIKit's `UIPresentationController` life cycle and semantics, as Apple documents them.
final class PresentationControllerTests: EngineTestCase {
  @MainActor private func setUp(_ log: EventLog) -> (
    TransitionRig, LoggingController, LoggingController, PresentationControllerDelegate
  ) {
    let root = LoggingController("root", log: log)
    let rig = TransitionRig(engine: engine, root: root)
    let modal = LoggingController("modal", log: log)
    let delegate = PresentationControllerDelegate(log: log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    log.clear()
    return (rig, root, modal, delegate)
  }

  /// Slides the presented view up to its final frame; dismisses it down.
  @MainActor private func slideAnimator(_ log: EventLog, duration: Double = 0.5) -> ClosureAnimator
  {
    ClosureAnimator(duration: duration, log: log) { animator, context in
      let container = context.containerView
      switch context.kind {
      case .present:
        let view = context.view(forKey: .to)!
        let presented = context.viewController(forKey: .to)!
        container.addSubview(view)
        let final = context.finalFrame(for: presented)
        log.add("animator.finalFrame \(final)")
        view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        View.animate(
          withDuration: animator.duration, animations: { view.frame = final },
          completion: { _ in animator.complete(context) })
      default:
        let view = context.view(forKey: .from)!
        View.animate(
          withDuration: animator.duration,
          animations: { view.frame.origin.y = container.bounds.height },
          completion: { _ in animator.complete(context) })
      }
    }
  }

  @MainActor func testCustomPresentationRunsTheControllersLifeCycleInUIKitsOrder() async {
    let log = EventLog()
    let (rig, root, modal, delegate) = setUp(log)
    delegate.animator = slideAnimator(log)
    delegate.dismissAnimator = slideAnimator(log)

    root.present(modal, animated: true) { log.add("completion") }
    let controller = try! XCTUnwrap(delegate.made)
    XCTAssertTrue(modal.presentationController === controller)
    XCTAssertTrue(controller.presentedViewController === modal)
    XCTAssertTrue(controller.presentingViewController === root)
    XCTAssertTrue(controller.containerView is TransitionContainerView)
    XCTAssertNil(modal.sheetPresentationController)
    XCTAssertEqual(
      Array(log.entries.prefix(2)),
      ["modal.viewDidLoad", "delegate.presentationController(presenting: root)"])
    let willBegin = try! XCTUnwrap(log.index("pc.presentationWillBegin"))
    XCTAssertLessThan(willBegin, try! XCTUnwrap(log.index("modal.viewWillAppear(true)")))
    XCTAssertLessThan(willBegin, try! XCTUnwrap(log.index("animator.animateTransition")))
    // The container lays out after the animations started, and the frame it sets is the one
    // the animation heads for.
    XCTAssertLessThan(
      try! XCTUnwrap(log.index("animator.animateTransition")),
      try! XCTUnwrap(log.index("pc.containerWillLayout")))
    XCTAssertTrue(log.contains("pc.containerDidLayout"))
    let half = Rect(
      x: 0, y: rig.window.bounds.height / 2, width: rig.window.bounds.width,
      height: rig.window.bounds.height / 2)
    XCTAssertTrue(log.contains("animator.finalFrame \(half)"))
    // The dimming view fades with the transition's timing.
    rig.run(0.25)
    XCTAssertGreaterThan(controller.dimming.presentation.alpha, 0.05)
    XCTAssertLessThan(controller.dimming.presentation.alpha, 0.95)
    XCTAssertTrue(modal.transitionCoordinator != nil)
    XCTAssertTrue(root.transitionCoordinator != nil)
    rig.settle()
    XCTAssertEqual(modal.view.frame, half)
    XCTAssertEqual(controller.dimming.presentation.alpha, 1)
    let didEnd = try! XCTUnwrap(log.index("pc.presentationDidEnd(true)"))
    XCTAssertLessThan(didEnd, try! XCTUnwrap(log.index("pc.alongsideDone(cancelled: false)")))
    XCTAssertLessThan(didEnd, try! XCTUnwrap(log.index("modal.viewDidAppear(true)")))
    XCTAssertNil(modal.transitionCoordinator, "no coordinator once the transition is over")
    // The presenter stays in the window under a custom presentation by default.
    XCTAssertNotNil(root.view.window)
    XCTAssertTrue(controller.dimming.superview === controller.containerView)

    log.clear()
    modal.dismiss(animated: true)
    XCTAssertLessThan(
      try! XCTUnwrap(log.index("pc.dismissalWillBegin")),
      try! XCTUnwrap(log.index("animator.animateTransition")))
    rig.settle()
    XCTAssertTrue(log.contains("pc.dismissalDidEnd(true)"))
    XCTAssertNil(controller.dimming.superview)
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(rig.warningCodes, [])
  }

  @MainActor func testAnInteractivePresentationScrubsTheAlongsideAnimationAndACancelReversesIt()
    async
  {
    let log = EventLog()
    let (rig, root, modal, delegate) = setUp(log)
    delegate.animator = slideAnimator(log, duration: 1)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.interactor = interactor
    var changes: [(interactive: Bool, cancelled: Bool)] = []

    root.present(modal, animated: true)
    let controller = try! XCTUnwrap(delegate.made)
    let coordinator = try! XCTUnwrap(modal.transitionCoordinator)
    XCTAssertTrue(coordinator.isInteractive)
    XCTAssertTrue(coordinator.isAnimated)
    XCTAssertEqual(coordinator.transitionDuration, 1)
    XCTAssertTrue(coordinator.viewController(forKey: .to) === modal)
    XCTAssertTrue(coordinator.viewController(forKey: .from) === root)
    coordinator.notifyWhenInteractionChanges { context in
      changes.append((context.isInteractive, context.isCancelled))
    }
    rig.step(1.0 / 60)
    interactor.update(0.4)
    rig.step(1.0 / 60)
    assertClose(coordinator.percentComplete, 0.4, tolerance: 1e-9)
    let at40 = controller.dimming.presentation.alpha
    interactor.update(0.2)
    rig.step(1.0 / 60)
    let at20 = controller.dimming.presentation.alpha
    XCTAssertGreaterThan(at40, at20, "the alongside animation follows the interaction back")
    XCTAssertGreaterThan(at20, 0)
    rig.run(0.5)
    XCTAssertEqual(controller.dimming.presentation.alpha, at20, "paused while interactive")

    interactor.cancel()
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(changes.first?.interactive, false)
    XCTAssertEqual(changes.first?.cancelled, true)
    rig.settle()
    XCTAssertEqual(controller.dimming.presentation.alpha, 0, "a cancel puts the value back")
    XCTAssertTrue(log.contains("pc.presentationDidEnd(false)"))
    XCTAssertTrue(log.contains("pc.alongsideDone(cancelled: true)"))
    XCTAssertNil(root.presentedViewController)
    XCTAssertFalse(coordinator.animate(alongsideTransition: { _ in }, completion: nil))
  }

  @MainActor func testAWrapperPresentedViewIsWhatTheAnimatorGetsAndLeavesWithTheDismissal() async {
    let log = EventLog()
    let (rig, root, modal, delegate) = setUp(log)
    let wrapper = View()
    delegate.configure = { controller in
      controller.wrapper = wrapper
    }
    var given: View?
    delegate.animator = ClosureAnimator(duration: 0.3) { animator, context in
      given = context.view(forKey: .to)
      wrapper.addSubview(context.viewController(forKey: .to)!.view)
      context.containerView.addSubview(given!)
      animator.complete(context)
    }
    root.present(modal, animated: true)
    rig.settle()
    XCTAssertTrue(given === wrapper)
    XCTAssertTrue(modal.view.superview === wrapper)
    XCTAssertTrue(wrapper.superview is TransitionContainerView)
    modal.dismiss(animated: false)
    rig.settle()
    XCTAssertNil(wrapper.superview)
  }

  @MainActor func testShouldRemovePresentersViewTakesThePresenterOutOfTheWindow() async {
    let log = EventLog()
    let (rig, root, modal, delegate) = setUp(log)
    delegate.configure = { $0.removesPresenter = true }
    delegate.animator = slideAnimator(log, duration: 0.2)
    delegate.dismissAnimator = ClosureAnimator(duration: 0.2) { animator, context in
      context.containerView.insertSubview(
        context.view(forKey: .to)!, belowSubview: context.view(forKey: .from)!)
      animator.complete(context)
    }
    root.present(modal, animated: true)
    rig.settle()
    XCTAssertNil(root.view.window, "the presenter's view left the window")
    XCTAssertTrue(log.contains("root.viewDidDisappear(true)"))
    modal.dismiss(animated: true)
    rig.settle()
    XCTAssertNotNil(root.view.window)
  }

  @MainActor func testPresentationControllerReadBeforePresentingIsTheOneUsed() async {
    let log = EventLog()
    let (rig, root, modal, delegate) = setUp(log)
    let early = try! XCTUnwrap(modal.presentationController as? DimmingPresentationController)
    XCTAssertEqual(log.entries, ["delegate.presentationController(presenting: nil)"])
    XCTAssertNil(early.presentingViewController)
    delegate.animator = slideAnimator(log, duration: 0.2)
    root.present(modal, animated: true)
    XCTAssertTrue(modal.presentationController === early)
    XCTAssertTrue(early.presentingViewController === root)
    XCTAssertEqual(log.count("delegate.presentationController(presenting: nil)"), 1)
    XCTAssertFalse(log.contains("delegate.presentationController(presenting: root)"))
    rig.settle()
  }

  @MainActor func testEachBuiltInStyleHasAPlainControllerAndTheSheetIsOne() async {
    let modal = ViewController()
    modal.modalPresentationStyle = .overFullScreen
    XCTAssertEqual(modal.presentationController?.presentationStyle, .overFullScreen)
    XCTAssertEqual(modal.presentationController?.shouldRemovePresentersView, false)
    modal.modalPresentationStyle = .fullScreen
    XCTAssertEqual(modal.presentationController?.shouldRemovePresentersView, true)
    XCTAssertNil(modal.sheetPresentationController)
    modal.modalPresentationStyle = .automatic
    let sheet = try! XCTUnwrap(modal.sheetPresentationController)
    XCTAssertTrue(modal.presentationController === sheet)
    XCTAssertTrue(sheet.presentedViewController === modal)
    modal.modalPresentationStyle = .formSheet
    XCTAssertTrue(modal.sheetPresentationController === sheet, "a form sheet is a sheet on a phone")
  }

  @MainActor func testAChildOfAPresentedControllerGetsItsPresentationController() async {
    let rig = TransitionRig(engine: engine)
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.modalPresentationStyle = .overFullScreen
    rig.root.present(navigation, animated: false)
    rig.settle()
    let top = try! XCTUnwrap(navigation.topViewController)
    XCTAssertTrue(top.presentationController === navigation.presentationController)
  }
}
