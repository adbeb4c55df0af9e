import Foundation

/// A controller that shows a stack of controllers one at a time, under a navigation bar
/// (UIKit's `UINavigationController`).
///
/// Pushes and pops play through the same machinery as modal transitions: a
/// `TransitionContext` whose container is the controller's transition view, the delegate's
/// `AnimatedTransitioning` (or the system's `NavigationParallaxTransitionAnimator`), and an
/// `InteractiveTransitioning` that may drive it — the delegate's, or the system swipe back's
/// percent-driven one. The window sees them as it sees presentations: its transition log, its
/// trace, its release arbiter and completion timing provider apply to them.
///
/// `viewControllers` changes when a push or pop begins, as in UIKit; a cancelled interactive
/// pop puts the stack back. A push, pop or `setViewControllers(_:animated:)` while a
/// transition is in flight is refused with a warning (UIKit corrupts its bar then).
@MainActor
open class NavigationController: ViewController {
  /// What a transition does to the stack (UIKit's `UINavigationController.Operation`).
  public enum Operation: String, Sendable {
    case none
    case push
    case pop
  }

  /// The stack, root first.
  public internal(set) var viewControllers: [ViewController] = []
  /// Supplies animators and interaction controllers and hears what is shown; held weakly.
  public weak var delegate: (any NavigationControllerDelegate)? {
    didSet { delegateTransitionMethods = delegate?.implementedTransitionMethods ?? [] }
  }
  /// The bar at the top.
  public let navigationBar = NavigationBar()
  /// The view the top controller's view lives in, below the bar: the container of every push
  /// and pop.
  public let transitionView = View()
  /// Whether the bar is hidden, or hiding (see `NavigationController+BarHiding.swift`).
  var barHidden = false
  /// The system swipe back from the leading edge (UIKit's
  /// `interactivePopGestureRecognizer`, its `UINavigationController.edgeSwipe`; UIKit's
  /// optional spelling is in `NavigationController+PopRecognizer.swift`).
  public let edgePopGestureRecognizer = NavigationPopGestureRecognizer()
  /// The full-width swipe back of iOS 26 (UIKit's `interactiveContentPopGestureRecognizer`,
  /// its `UINavigationController.contentSwipe`): a pan anywhere in the content that begins
  /// only where the edge swipe does not take the press, within the same cone.
  public var interactiveContentPopGestureRecognizer: PanGestureRecognizer? {
    contentPopGestureRecognizer
  }
  /// The content swipe, with its type.
  let contentPopGestureRecognizer = NavigationPopGestureRecognizer()
  /// Whether a swipe back can catch a pop that runs on its own after its swipe ended, and go
  /// on driving it from where it is (iOS 26's interruptible parallax transitions). On by
  /// default; off behaves as before iOS 26, where a swipe does not begin while a transition
  /// runs.
  public var allowsInterruptingPops = true
  /// How the swipe back begins, what the covered page does and how a released swipe
  /// settles: UIKit's by default (`NavigationSwipeStyle`). Which recognizers are on, and the
  /// edge swipe's band (`edgeZone`), stay the caller's to set.
  public var swipeStyle = NavigationSwipeStyle.uikit {
    didSet {
      edgePopGestureRecognizer.beginRule = swipeStyle.beginRule
      contentPopGestureRecognizer.beginRule = swipeStyle.beginRule
    }
  }
  /// Decides whether a released swipe pops, from the swipe and the progress it reached, in
  /// place of UIKit's augmented rule (`NavigationPopDecision`); `nil` keeps UIKit's.
  public var popDecider:
    (@MainActor (_ swipe: NavigationPopGestureRecognizer, _ progress: Double) -> Bool)?

  /// The delegate's custom-transition methods: those it declared when it was set, and those
  /// it has since been seen to implement by answering (UIKit's `respondsToSelector:` flags).
  var delegateTransitionMethods: NavigationDelegateTransitionMethods = []
  /// Whether the last push or pop played the system's animator rather than the delegate's
  /// (UIKit's `_isUsingBuiltinAnimator`); the system swipe reads it at the press.
  var lastTransitionUsedBuiltInAnimator = true
  /// The transition in flight.
  var activeContext: TransitionContext?
  /// The stack before the transition in flight, to put back if it is cancelled.
  var stackBeforeTransition: [ViewController]?
  /// The percent-driven transition the system swipe drives, while it drives one.
  var systemInteraction: NavigationInteractiveTransition?
  /// The progress the current swipe started from (not 0 when it caught a running pop).
  var swipeBaseProgress = 0.0
  /// Where the pop asked for while a push ran starts, set when it preempted the push.
  var preemptionHandoff: Double?
  /// The top safe-area inset each page was given under its large title, by controller.
  var largeTitleInsets: [ObjectIdentifier: Double] = [:]
  /// The release rule's samples of the current swipe.
  var popDecision = NavigationPopDecision()
  /// Moves the bar's title cross-fade with the transition in flight, every frame.
  lazy var crossFadeLink = DisplayLink(target: self) { [weak self] _ in
    self?.followCrossFade()
  }

  /// A controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
    configureRecognizers()
  }

  /// An empty stack (UIKit's `init(nibName:bundle:)`; `NavigationController()` comes here too).
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    configureRecognizers()
  }

  /// An empty stack, as a storyboard makes one.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureRecognizers()
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// Whether a push or pop is in flight.
  public var isTransitioning: Bool { activeContext != nil }

  open override func loadView() {
    let root = View(frame: Screen.main.bounds)
    root.name = "navigation"
    let top = Screen.main.safeAreaInsets.top
    navigationBar.topInset = top
    let barHeight = top + NavigationBar.contentHeight
    navigationBar.frame = Rect(x: 0, y: 0, width: root.bounds.width, height: barHeight)
    navigationBar.autoresizingMask = .flexibleWidth
    transitionView.frame = Rect(
      x: 0, y: barHeight, width: root.bounds.width,
      height: Swift.max(0, root.bounds.height - barHeight))
    transitionView.autoresizingMask = .flexibleSize
    transitionView.clipsToBounds = true
    transitionView.name = "navigation-transition"
    root.addSubview(transitionView)
    root.addSubview(navigationBar)
    view = root
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(edgePopGestureRecognizer)
    view.addGestureRecognizer(contentPopGestureRecognizer)
    navigationBar.backButton.addAction { [weak self] in
      _ = self?.popViewController(animated: true)
    }
    if let top = topViewController { install(top) }
    updateBar()
  }

  // Appearance goes on to the top controller, as UIKit's containers forward it.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let top = topViewController { appearance(top, .viewWillAppear, animated) }
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let top = topViewController { appearance(top, .viewDidAppear, animated) }
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if let top = topViewController { appearance(top, .viewWillDisappear, animated) }
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if let top = topViewController { appearance(top, .viewDidDisappear, animated) }
  }

  // MARK: The stack

  /// Pushes a controller on the stack and shows it.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }),
      viewController.navigationController == nil, viewController !== self
    else {
      warn(
        "navigation.push-twice",
        "pushViewController(_:animated:) was ignored: the controller is already in a navigation stack"
      )
      return
    }
    guard canChangeStack("pushViewController(_:animated:)", popping: false) else { return }
    change(to: viewControllers + [viewController], operation: .push, animated: animated)
  }

  /// Pops the top controller and returns it; `nil` when only the root is left or the pop was
  /// refused.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, canChangeStack("popViewController(animated:)", popping: true)
    else {
      return nil
    }
    let popped = viewControllers.last
    change(to: Array(viewControllers.dropLast()), operation: .pop, animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController` and returns them (empty when it is on top;
  /// `nil` when it is not in the stack or the pop was refused).
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      warn(
        "navigation.not-in-stack",
        "popToViewController(_:animated:) was ignored: the controller is not in the stack")
      return nil
    }
    guard index < viewControllers.count - 1 else { return [] }
    guard canChangeStack("popToViewController(_:animated:)", popping: true) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    change(to: Array(viewControllers[...index]), operation: .pop, animated: animated)
    return popped
  }

  /// Pops every controller but the root and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack. When the top changes, the change plays as a push when the new top
  /// was not in the stack, as a pop when it was (UIKit's rule).
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    var seen: [ViewController] = []
    for controller in controllers where !seen.contains(where: { $0 === controller }) {
      seen.append(controller)
    }
    guard
      !seen.contains(where: {
        $0 === self || ($0.navigationController != nil && $0.navigationController !== self)
      })
    else {
      warn(
        "navigation.push-twice",
        "setViewControllers(_:animated:) was ignored: a controller is in another navigation stack")
      return
    }
    guard canChangeStack("setViewControllers(_:animated:)", popping: false) else { return }
    let newTop = seen.last
    let operation: Operation
    if newTop == nil || newTop === topViewController {
      operation = .none
    } else if viewControllers.contains(where: { $0 === newTop }) {
      operation = .pop
    } else {
      operation = .push
    }
    change(to: seen, operation: operation, animated: animated)
  }

  /// Whether the stack may change now, after taking over the system push or pop running on
  /// its own where the swipe style preempts (`popping`: the change is a pop); warns when it
  /// may not.
  private func canChangeStack(_ call: String, popping: Bool) -> Bool {
    if activeContext != nil || view.window?.activeTransition != nil,
      !preemptForStackChange(popping: popping)
    {
      warn("navigation.in-flight", "\(call) was ignored: a transition is still in flight")
      return false
    }
    return true
  }

  func warn(_ code: String, _ message: String) {
    (view.window?.engine ?? AnimationEngine.current).warn(code, message)
  }

  /// Puts a controller's view in the transition view, filling it.
  func install(_ controller: ViewController) {
    let child = controller.view!
    child.frame = transitionView.bounds
    child.autoresizingMask = .flexibleSize
    if child.superview !== transitionView { transitionView.addSubview(child) }
  }

  /// Shows the top controller's title, and the back button with the title of the one under
  /// it.
  func updateBar() {
    guard isViewLoaded else { return }
    let titles = barTitles()
    navigationBar.show(title: titles.title, backTitle: titles.backTitle)
    navigationBar.show(items: topViewController?.navigationItem)
    updateLargeTitle()
  }

  /// The top controller's title and the back button's (nil without one), for the stack as
  /// it is now.
  func barTitles() -> (title: String?, backTitle: String?) {
    let top = topViewController
    var backTitle: String?
    if viewControllers.count > 1, top?.navigationItem.hidesBackButton != true {
      let previous = viewControllers[viewControllers.count - 2].navigationItem
      backTitle = previous.backButtonTitle ?? previous.title ?? NavigationBar.defaultBackTitle
    }
    return (top?.navigationItem.title, backTitle)
  }

  /// Calls an appearance callback and reports it to the window.
  func appearance(
    _ controller: ViewController, _ callback: AppearanceEvent.Callback, _ animated: Bool
  ) {
    controller.sendAppearance(
      callback, animated: animated, reportingTo: activeContext?.window ?? view.window)
  }

}
