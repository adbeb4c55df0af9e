import Foundation

/// Manages one screenful of views and presents other controllers modally
/// (UIKit's `UIViewController`).
///
/// The view is created on first use (`loadView`, then `viewDidLoad`). Appearance callbacks
/// run around presentations and dismissals. A controller is a responder, and so an `NSObject`,
/// as in UIKit: touches its view does not handle come to it.
@MainActor
open class ViewController: Responder {
  private var loadedView: View?
  /// A title for navigation bars and traces.
  public var title: String?
  /// Supplies custom transition animators; held weakly, as in UIKit (a controller may be its
  /// own delegate). Open, as UIKit's property is: a subclass may answer its own.
  open weak var transitioningDelegate: (any TransitioningDelegate)?
  /// How the controller is shown when presented.
  public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
  /// The system's animation when it is presented or dismissed and its transitioning delegate
  /// gives no animator (UIKit's `modalTransitionStyle`; default `.coverVertical`).
  public var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// The controller that presented this one, or, for a child (a navigation stack's, one added
  /// with `addChild(_:)`), the one that presented its ancestor (UIKit: "If the view controller
  /// was not presented modally, but one of its ancestors was, this property contains the view
  /// controller that presented the ancestor").
  public var presentingViewController: ViewController? {
    presenter ?? parent?.presentingViewController
  }
  /// The controller that presented this one itself.
  weak var presenter: ViewController?
  /// The controller this one presented, or that an ancestor in its containment chain presented
  /// (UIKit: "The view controller that is presented by this view controller, or one of its
  /// ancestors in the view controller hierarchy"): a child of a navigation controller that
  /// presents sees the presentation, and so does the navigation controller.
  public var presentedViewController: ViewController? {
    ownPresentedViewController ?? parent?.presentedViewController
  }
  /// The controller this one itself presented (it is the presentation's presenting controller).
  var ownPresentedViewController: ViewController?
  /// Whether this controller's view is covered by a `currentContext` or `overCurrentContext`
  /// presentation that one of its descendants starts (UIKit's `definesPresentationContext`,
  /// false by default): without one, such a presentation is presented by the root of the
  /// containment chain.
  public var definesPresentationContext = false
  /// Bookkeeping for this controller's own presentation.
  var presentation: Presentation?
  /// Whether the controller refuses an interactive dismissal (UIKit's
  /// `isModalInPresentation`): a sheet dragged toward dismissal springs back and its delegate
  /// hears `presentationControllerDidAttemptToDismiss(_:)`.
  public var isModalInPresentation = false
  /// The presentation controller made for this controller's presentations (see
  /// `presentationController`), kept between them so that a sheet keeps its detents.
  var ownPresentationController: PresentationController?
  /// The transition this controller prefers when it is presented or pushed (UIKit's
  /// `preferredTransition`, iOS 18): `.zoom(options:sourceViewProvider:)`, `.coverVertical`
  /// or `.crossDissolve`. A transitioning delegate (or a navigation delegate's animator) wins
  /// over it, as in UIKit. `nil`: the default transitions.
  public var preferredTransition: Transition?
  /// What plays `preferredTransition`, made on first use.
  var preferredTransitionHandler: PreferredTransitionDelegate?
  /// The navigation controller whose stack holds this controller, if any.
  public internal(set) weak var navigationController: NavigationController?
  /// What a navigation bar shows for this controller (its title by default).
  public private(set) lazy var navigationItem = NavigationItem(controller: self)
  /// Whether the controller's content is in editing mode (UIKit's `isEditing`); setting it
  /// calls `setEditing(_:animated: false)` (see `ViewController+Editing.swift`).
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  var editingState = false
  /// A bar button item titled Edit, or Done while editing, that toggles `isEditing` with
  /// animation (UIKit's `editButtonItem`).
  public private(set) lazy var editButtonItem = makeEditButtonItem()
  /// Enters or leaves editing mode: the default records it and retitles `editButtonItem`. A
  /// controller that shows a list overrides it, calls `super`, and passes it on to the list
  /// (`TableViewController` does).
  open func setEditing(_ editing: Bool, animated: Bool) { recordEditing(editing) }

  /// Insets added to the safe area of the controller's view (UIKit's
  /// `additionalSafeAreaInsets`).
  public var additionalSafeAreaInsets: EdgeInsets {
    get { view.additionalSafeAreaInsets }
    set { view.additionalSafeAreaInsets = newValue }
  }

  /// The nib named at creation; there are no nibs here, so it only reads back.
  public let nibName: String?
  /// The bundle named at creation.
  public let nibBundle: Bundle?
  /// Whether the controller, made by `init?(coder:)`, still has to hear `awakeFromNib()`.
  var needsAwakeFromNib = false

  /// A controller (UIKit's designated `init(nibName:bundle:)`). There are no nibs here: the
  /// view comes from `loadView()`, an empty screen-sized view unless a subclass makes its own.
  public init(nibName: String?, bundle: Bundle?) {
    self.nibName = nibName
    nibBundle = bundle
    super.init()
  }

  /// `init(nibName: nil, bundle: nil)`, as UIKit's `UIViewController()`: a subclass's override
  /// of `init(nibName:bundle:)` runs.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A controller as a storyboard makes it (UIKit's `init?(coder:)`). Nothing is archived
  /// here, so it is `init(nibName: nil, bundle: nil)`; it hears `awakeFromNib()` before it
  /// first loads its view, as a storyboard's controller does.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
    needsAwakeFromNib = true
  }

  /// Called once on a controller made by `init?(coder:)`, before its view loads. The default
  /// does nothing.
  open func awakeFromNib() {}

  /// The controller's view, loaded on first access.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.extrasForWriting.controller = self
    }
  }

  /// The superview of the controller's view (UIKit's next responder for a controller).
  open override var next: Responder? { loadedView?.superview }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    if needsAwakeFromNib {
      needsAwakeFromNib = false
      awakeFromNib()
    }
    LayoutPass.loadingControllers.insert(ObjectIdentifier(self))
    defer { LayoutPass.loadingControllers.remove(ObjectIdentifier(self)) }
    loadView()
    if loadedView == nil { view = View(frame: Screen.main.bounds) }
    loadedView?.autoresizingMask = .flexibleSize
    loadedView?.layoutStateMade.isControllerRoot = true
    viewDidLoad()
  }

  /// Creates the view. The default is the view of the nib the controller was made with when a
  /// scene registered it (see `Nib`), else an empty screen-sized view (with a warning when the
  /// controller was made with a nib name nobody registered).
  open func loadView() {
    if loadViewFromItsNib() { return }
    view = View(frame: Screen.main.bounds)
  }

  open func viewDidLoad() {}

  /// Told when the system is low on memory (UIKit's `didReceiveMemoryWarning()`), so that a
  /// controller can drop what it can rebuild. Nothing warns of memory here, so it is never
  /// called by the lab; an override still calls `super`.
  open func didReceiveMemoryWarning() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// Told just before the view lays out its subviews (`layoutSubviews()`), and after, as
  /// UIKit's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` are.
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Told when the safe area insets of the view changed, before its next layout (UIKit's
  /// `viewSafeAreaInsetsDidChange()`; see `ViewController+SafeAreaChange.swift`).
  open func viewSafeAreaInsetsDidChange() {}
  /// The edges of the view that may extend under the bars (UIKit's `edgesForExtendedLayout`,
  /// default `.all`). The lab's bars are opaque, so no view extends under them.
  public var edgesForExtendedLayout: RectEdge = .all

  /// The window the view is in, if any.
  public var window: Window? { loadedView?.window }

  /// Whether this controller is being presented right now.
  public var isBeingPresented: Bool {
    presentation?.activeContext?.kind == .present
  }

  /// Whether this controller is being dismissed right now.
  public var isBeingDismissed: Bool {
    presentation?.activeContext?.kind == .dismiss
  }

  // MARK: UIKit's hooks for subclasses (see the `ViewController+…` files)

  /// The status bar's style while this controller decides it (see `setNeedsStatusBarAppearanceUpdate()`).
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// Whether the status bar is hidden while this controller decides it.
  open var prefersStatusBarHidden: Bool { false }
  /// The orientations this controller supports: `.allButUpsideDown`, UIKit's default on a
  /// phone. A scene's screen does not turn, so this is only answered.
  open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  /// Whether the controller's content turns with the device: true, UIKit's default.
  open var shouldAutorotate: Bool { true }
  /// How a change of the status bar is animated; it changes at once here.
  open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
  /// A child that decides the status bar's style instead of this controller.
  open var childForStatusBarStyle: ViewController? { nil }
  /// A child that decides whether the status bar is hidden instead of this controller.
  open var childForStatusBarHidden: ViewController? { nil }
  /// Whether this controller, presented other than full screen, decides the status bar.
  public var modalPresentationCapturesStatusBarAppearance = false

  /// Whether a container forwards appearance callbacks to its children by itself; a
  /// container that returns false calls `beginAppearanceTransition(_:animated:)`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Where the controller is in appearing (`beginAppearanceTransition(_:animated:)`).
  var appearancePhase = AppearancePhase.disappeared
  var appearanceTransitionAnimated = false

  /// Called before a segue the controller performs shows its destination (UIKit's
  /// `prepare(for:sender:)`).
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}
  /// Asked before a segue a storyboard would trigger; `performSegue(withIdentifier:sender:)`
  /// does not ask, as in UIKit.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// The segues registered in code, by identifier.
  var registeredSegues: [String: RegisteredSegue] = [:]

  /// Called when the traits (appearance, size classes) change.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: Content container and containment (see `ViewController+ContentContainer.swift`)

  /// The size the controller's content prefers, in points; setting it tells the controller's
  /// container (its presentation controller, or its parent).
  open var preferredContentSize: Size = .zero {
    didSet { if preferredContentSize != oldValue { preferredContentSizeChanged() } }
  }
  /// The children added with `addChild(_:)`.
  var containedChildren: [ViewController] = []
  /// The controller this one was added to with `addChild(_:)`.
  weak var containmentParent: ViewController?

  /// A child's `preferredContentSize` changed. The default does nothing.
  open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
  {}
  /// The fitting size of a child's Auto Layout content changed. The default does nothing.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any ContentContainer
  ) {}
  /// The size a child gets when this controller's view is `parentSize`: the same by default.
  open func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: Size
  ) -> Size { parentSize }
  /// The view is about to change to `size` (a rotation, a resized window); the default tells
  /// the children. Call `super` when you override it.
  open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
    forwardSizeTransition(to: size, with: coordinator)
  }
  /// The traits are about to change; the default tells the children.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any TransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }
  /// The controller is about to be added to `parent` (or removed, with nil).
  open func willMove(toParent parent: ViewController?) {}
  /// The controller was added to `parent` (or removed, with nil).
  open func didMove(toParent parent: ViewController?) {}
  /// The coordinator of the transition this controller (or an ancestor) takes part in, while
  /// one is in flight (UIKit's `transitionCoordinator`); see
  /// `ViewController+TransitionCoordinator.swift`.
  open var transitionCoordinator: (any TransitionCoordinator)? { activeTransitionCoordinator }
}

/// What a presentation needs to remember between presenting and dismissing.
@MainActor
final class Presentation {
  unowned let presenter: ViewController
  let style: ModalPresentationStyle
  /// The presentation's controller (UIKit's `UIPresentationController`).
  let controller: PresentationController
  /// Whether the presenting view leaves the window once the presentation is over: the
  /// controller's `shouldRemovePresentersView`, read when the presentation begins.
  let removesPresentingView: Bool
  /// Hosts the presented view and whatever the animators add.
  let container: View
  /// Where the presenting view lived before, to put it back.
  weak var presentingViewHome: View?
  var presentingViewIndex: Int
  /// The home's size when the presenting view was taken out of it, so that the view can be
  /// laid out for the home's size when it comes back (the window may have been resized).
  var homeSizeAtRemoval: Size?
  /// Whether the presenting view filled its home when it was taken out.
  var fillsHome = false
  var activeContext: TransitionContext?

  init(
    presenter: ViewController, style: ModalPresentationStyle, container: View,
    controller: PresentationController
  ) {
    self.presenter = presenter
    self.style = style
    self.container = container
    self.controller = controller
    removesPresentingView = controller.shouldRemovePresentersView
    let presentingView = presenter.view!
    presentingViewHome = presentingView.superview
    presentingViewIndex =
      presentingView.superview?.subviews.firstIndex { $0 === presentingView } ?? 0
  }

  /// How far below the top of the screen a page sheet starts, in points: iOS's large detent
  /// on a 390 × 844 iPhone sits 10 points below the 47-point status bar (the screen's top
  /// shows the presenter behind it).
  static let pageSheetTopInset = 57.0

  /// Where the presented view sits in the container: the presentation controller's
  /// `frameOfPresentedViewInContainerView` (all of it, or the page sheet's frame).
  func frameOfPresentedView(in bounds: Rect) -> Rect {
    controller.frameOfPresentedViewInContainerView
  }

  /// Moves the presenting view into the transition container, at the bottom, as UIKit does
  /// when a `fullScreen` or `currentContext` presentation begins.
  func movePresentingViewIntoContainer() {
    let presentingView = presenter.view!
    guard presentingView.superview === presentingViewHome, let home = presentingViewHome else {
      return
    }
    presentingViewIndex = home.subviews.firstIndex { $0 === presentingView } ?? 0
    // The container covers the home from its origin, so the view keeps its geometry.
    container.insertSubview(presentingView, at: 0)
  }

  /// Takes the presenting view out of the window, remembering the size it was laid out for.
  func removePresentingView() {
    let presentingView = presenter.view!
    if presentingView.superview != nil {
      homeSizeAtRemoval = presentingViewHome?.bounds.size
      fillsHome = presentingViewHome.map { presentingView.frame == $0.bounds } ?? false
    }
    presentingView.removeFromSuperview()
  }

  /// Puts the presenting view back where it lived, below the container, laid out for the
  /// home's current size (the window may have been resized meanwhile; a view the container
  /// held has followed it already).
  func restorePresentingView() {
    let presentingView = presenter.view!
    guard let home = presentingViewHome else { return }
    if presentingView.superview === home { return }
    let laidOut = presentingView.isDescendant(of: container)
    let containerIndex = home.subviews.firstIndex { $0 === container } ?? home.subviews.count
    home.insertSubview(presentingView, at: Swift.min(presentingViewIndex, containerIndex))
    if !laidOut { layOutPresentingViewForHome() }
    homeSizeAtRemoval = nil
  }

  /// Lays the presenting view, out of the window, out for its home's size now, as UIKit lays
  /// out a presenter's view for a size change while it is covered: a view that filled its
  /// home fills it again (a root controller's view is laid out by its window); another is
  /// autoresized.
  func layOutPresentingViewForHome() {
    guard let home = presentingViewHome, let oldSize = homeSizeAtRemoval,
      oldSize != home.bounds.size
    else { return }
    let presentingView = presenter.view!
    if fillsHome {
      presentingView.frame = home.bounds
    } else {
      presentingView.autoresize(from: oldSize, to: home.bounds.size)
    }
    homeSizeAtRemoval = home.bounds.size
  }
}
