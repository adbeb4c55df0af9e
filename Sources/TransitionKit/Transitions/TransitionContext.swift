/// Which controller of a transition a key names.
public enum TransitionContextKey: Sendable {
  /// The controller that is on screen when the transition starts.
  case from
  /// The controller that is on screen when it ends.
  case to
}

/// Whether a transition presents or dismisses a controller modally, or pushes or pops one on
/// a navigation stack.
public enum TransitionKind: String, Sendable {
  case present
  case dismiss
  /// A navigation controller shows a controller it pushed (`NavigationController.Operation.push`).
  case push
  /// A navigation controller goes back to a controller under its top one
  /// (`NavigationController.Operation.pop`).
  case pop

  /// Whether the transition is a navigation controller's push or pop.
  public var isNavigation: Bool { self == .push || self == .pop }
}

/// Everything an animator needs for one transition, and the way it reports back
/// (UIKit's `UIViewControllerContextTransitioning`).
///
/// The animator sets up views in `containerView`, animates them, and calls
/// `completeTransition(_:)` exactly once. The context then fixes the view hierarchy, calls the
/// animator's `animationEnded(_:)`, the appearance callbacks, and the presentation's
/// completion.
///
/// A cancelled transition leaves nothing behind: the container goes back to the views it held
/// when the transition began (views the animator added are removed, so a dismissal that is
/// cancelled again and again does not pile up overlays), and the presenting view goes back to
/// where it was.
@MainActor
public final class TransitionContext {
  public let kind: TransitionKind
  /// The view the transition plays in, covering the screen.
  public let containerView: View
  public let isAnimated: Bool
  /// Whether an interaction controller is driving the transition now (not after it was told
  /// to finish or cancel).
  public internal(set) var isInteractive: Bool
  /// Whether the interaction cancelled the transition.
  public internal(set) var transitionWasCancelled = false
  /// The last percentage the interaction reported, in [0, 1].
  public internal(set) var percentComplete = 0.0
  public let presentationStyle: ModalPresentationStyle
  /// Whether `completeTransition(_:)` has been called.
  public internal(set) var isComplete = false
  /// Whether the transition started interactive.
  public let startedInteractive: Bool
  /// Scene time at which the transition began, in seconds.
  public let startTime: Double

  let fromViewController: ViewController
  let toViewController: ViewController
  /// The modal presentation a present or dismiss transition belongs to; `nil` for a push or pop.
  let presentation: Presentation?
  /// The navigation controller a push or pop belongs to; `nil` for a present or dismiss.
  private(set) weak var navigationController: NavigationController?
  weak var window: Window?
  let animator: any AnimatedTransitioning
  let interactor: (any InteractiveTransitioning)?
  let completion: (() -> Void)?
  /// Scene time of the last interactive call, for noticing a transition nobody drives.
  var lastInteraction: Double
  /// Scene time by which `completeTransition(_:)` is expected, when the transition runs.
  var expectedEnd: Double?
  var watchdogFired = false
  /// Lets the interaction controller forget the transition once it completes.
  var onComplete: (() -> Void)?
  /// The container's subviews when the transition began, for undoing a cancelled one.
  let containerSubviewsAtStart: [View]
  /// Whether `update(_:)` stopped a transition that started running, which now waits for a
  /// `finish()` or `cancel()` (see `PercentDrivenInteractiveTransition.update(_:)`).
  var isHeldByUpdate = false
  /// Whether a pan has been measured in a view this transition transforms (warned once).
  var warnedAboutTransformedMeasure = false
  /// Whether the transition can be caught while it runs on its own: an interaction
  /// controller drives an interruptible animator. Otherwise the window ignores presses while
  /// it runs on its own, as UIKit does.
  public internal(set) var isInterruptible = false
  /// Where the presenting view was when the transition began.
  let presentingViewPlacement: (superview: View?, index: Int)
  /// The from view's frame when the transition began: what `initialFrame(for:)` gives for it
  /// however the animator moves it.
  let fromViewInitialFrame: Rect
  /// The coordinator the controllers of this transition give (`transitionCoordinator`).
  private(set) lazy var coordinator = TransitionCoordinatorObject(context: self)

  init(
    kind: TransitionKind, from: ViewController, to: ViewController, presentation: Presentation,
    window: Window, animated: Bool, animator: any AnimatedTransitioning,
    interactor: (any InteractiveTransitioning)?, completion: (() -> Void)?
  ) {
    self.kind = kind
    fromViewController = from
    toViewController = to
    self.presentation = presentation
    containerView = presentation.container
    self.window = window
    isAnimated = animated
    self.animator = animator
    self.interactor = interactor
    isInteractive = interactor != nil
    startedInteractive = interactor != nil
    presentationStyle = presentation.style
    self.completion = completion
    startTime = window.engine.now
    lastInteraction = startTime
    containerSubviewsAtStart = presentation.container.subviews
    let presentingView = (kind == .present ? from : to).view!
    let home = presentingView.superview
    presentingViewPlacement = (home, home?.subviews.firstIndex { $0 === presentingView } ?? 0)
    fromViewInitialFrame = from.view.frame
  }

  /// A push or pop of `navigation`, played in its transition view: both controllers' views
  /// take part, as both views of a `fullScreen` presentation do.
  init(
    navigation: NavigationController, kind: TransitionKind, from: ViewController,
    to: ViewController, window: Window, animated: Bool, animator: any AnimatedTransitioning,
    interactor: (any InteractiveTransitioning)?, completion: (() -> Void)?
  ) {
    self.kind = kind
    fromViewController = from
    toViewController = to
    presentation = nil
    navigationController = navigation
    containerView = navigation.transitionView
    self.window = window
    isAnimated = animated
    self.animator = animator
    self.interactor = interactor
    isInteractive = interactor != nil
    startedInteractive = interactor != nil
    presentationStyle = .fullScreen
    self.completion = completion
    startTime = window.engine.now
    lastInteraction = startTime
    containerSubviewsAtStart = navigation.transitionView.subviews
    presentingViewPlacement = (nil, 0)
    fromViewInitialFrame = from.view.frame
  }

  /// The presented controller (being presented or dismissed).
  var presentedViewController: ViewController {
    kind == .present || kind == .push ? toViewController : fromViewController
  }

  /// The presenting controller.
  var presentingViewController: ViewController {
    kind == .present || kind == .push ? fromViewController : toViewController
  }

  public func viewController(forKey key: TransitionContextKey) -> ViewController? {
    key == .from ? fromViewController : toViewController
  }

  /// The view of a controller that the animator adds to or removes from the container, or
  /// `nil` when that controller's view takes no part in the transition.
  ///
  /// The presented controller's view is always returned. The presenting controller's view is
  /// returned only under the styles that take it out of the window (`fullScreen`,
  /// `currentContext`): during a presentation it is already in the container, during a
  /// dismissal it is out of the window and the animator adds it. Under the styles that keep
  /// the presenter in place it is `nil` (see `ModalPresentationStyle`).
  ///
  /// The presented controller's view is its presentation controller's `presentedView`,
  /// which a subclass may make a view that wraps the controller's view.
  public func view(forKey key: TransitionContextKey) -> View? {
    let controller = key == .from ? fromViewController : toViewController
    guard takesPart(controller) else { return nil }
    if controller === presentedViewController, let presentation {
      return presentation.controller.presentedView ?? controller.view
    }
    return controller.view
  }

  /// Whether the presenting view leaves the window while the presentation shows (and so
  /// takes part in its transitions): the presentation controller's
  /// `shouldRemovePresentersView`; always for a push or pop.
  var removesPresentingView: Bool { presentation?.removesPresentingView ?? true }

  /// Whether a controller's view takes part in the transition (UIKit gives its view, and its
  /// frames are known).
  func takesPart(_ controller: ViewController) -> Bool {
    controller === presentedViewController || removesPresentingView
  }

  /// Where a controller's view starts, in the container's coordinates: the from view's frame
  /// as it was when the transition began (however the animator has moved it since), whether
  /// or not that view takes part; `.zero` for the to view, whose start UIKit leaves to the
  /// animator (`-[UIPresentationController runTransitionForCurrentStateAnimated:]` sets the
  /// from view's start from its frame and the to view's to `CGRectZero`).
  public func initialFrame(for controller: ViewController) -> Rect {
    controller === fromViewController ? fromViewInitialFrame : .zero
  }

  /// Where a controller's view must end, in the container's coordinates. The presented view
  /// of a presentation ends at its presentation controller's
  /// `frameOfPresentedViewInContainerView` (the container for the plain styles; a page sheet
  /// leaves a gap at the top). The presenting view of a presentation ends at `.zero` when it
  /// leaves the window (`fullScreen`, `currentContext`) and where it is otherwise. The
  /// dismissed view ends where it was when the dismissal began: UIKit sets a dismissal's
  /// from end frame from the view's frame, and animators such as SPStorkController's and
  /// Presentr's size their slide off the screen from it. The presenting view of a dismissal
  /// fills the container again when it comes back into the window, and is `.zero` (not known)
  /// when it never left. A push or pop: the container for the to view, `.zero` for the from.
  public func finalFrame(for controller: ViewController) -> Rect {
    guard controller === fromViewController || controller === toViewController else {
      return .zero
    }
    switch kind {
    case .present:
      if controller === toViewController {
        return presentation?.frameOfPresentedView(in: containerView.bounds) ?? containerView.bounds
      }
      return removesPresentingView ? .zero : fromViewInitialFrame
    case .dismiss:
      if controller === fromViewController { return fromViewInitialFrame }
      return takesPart(controller) ? containerView.bounds : .zero
    case .push, .pop:
      return controller === toViewController ? containerView.bounds : .zero
    }
  }

  /// The transform of the container's coordinate space during a rotation: always identity.
  public var targetTransform: AffineTransform { .identity }

  // MARK: Interactive reporting

  /// Records the interaction's progress in [0, 1].
  public func updateInteractiveTransition(_ percentComplete: Double) {
    guard checkInteractive("updateInteractiveTransition") else { return }
    self.percentComplete = Swift.min(Swift.max(percentComplete, 0), 1)
    lastInteraction = window?.engine.now ?? lastInteraction
    window?.emit(.interactive(call: "update", percent: self.percentComplete))
    coordinator.interactionDidUpdate(self.percentComplete)
  }

  /// Records that the interaction finished the transition; it now completes on its own.
  public func finishInteractiveTransition() {
    guard checkInteractive("finishInteractiveTransition") else { return }
    isInteractive = false
    transitionWasCancelled = false
    window?.emit(.interactive(call: "finish", percent: percentComplete))
    coordinator.interactionDidEnd(finishing: true)
  }

  /// Records that the interaction cancelled the transition; it now goes back on its own.
  public func cancelInteractiveTransition() {
    guard checkInteractive("cancelInteractiveTransition") else { return }
    isInteractive = false
    transitionWasCancelled = true
    window?.emit(.interactive(call: "cancel", percent: percentComplete))
    coordinator.interactionDidEnd(finishing: false)
  }

  /// Records that the interaction took the transition over again mid-flight.
  public func pauseInteractiveTransition() {
    guard !isComplete else {
      warnAfterComplete("pauseInteractiveTransition")
      return
    }
    isInteractive = true
    transitionWasCancelled = false
    expectedEnd = nil
    // Interactive again: if nothing drives it this time either, the window must notice again.
    watchdogFired = false
    lastInteraction = window?.engine.now ?? lastInteraction
    window?.emit(.interactive(call: "pause", percent: percentComplete))
    coordinator.interactionDidResume()
  }

  private func checkInteractive(_ call: String) -> Bool {
    guard !isComplete else {
      warnAfterComplete(call)
      return false
    }
    return true
  }

  private func warnAfterComplete(_ call: String) {
    AnimationEngine.current.warn(
      "interactive.after-complete", "\(call) was called after the transition completed")
  }
}
