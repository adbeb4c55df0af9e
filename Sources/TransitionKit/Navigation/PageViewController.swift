import Foundation

/// Gives a page controller the pages beside the one it shows (UIKit's
/// `UIPageViewControllerDataSource`).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` at the first.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController?
  /// The page after `viewController`, or `nil` at the last.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController?
}

/// Hears about the page turns a person drags (UIKit's `UIPageViewControllerDelegate`).
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
  /// A drag began to bring `pendingViewControllers` in.
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])
  /// The dragged turn came to rest: `completed` when the new page stayed, with the pages
  /// shown before it.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
}

/// Shows one page (a child controller) at a time and turns to the one beside it under a
/// drag (UIKit's `UIPageViewController`).
///
/// The pages sit side by side in a scroll view, `interPageSpacing` points apart: the current
/// one and the data source's neighbours. A drag moves them with the finger; on release they
/// come to rest on a whole page — the next one in the drag's direction when the release is
/// fast enough or past half way, else back where the drag began. A drag that brings a
/// neighbour in tells the delegate `willTransitionTo`; coming to rest tells it
/// `didFinishAnimating`, and the data source is then asked for the new page's neighbours.
/// `setViewControllers(_:direction:animated:completion:)` sets the page, scrolling to it from
/// the side `direction` names when animated. The page-curl style turns pages the same way,
/// by sliding: there is no curl here.
@MainActor
open class PageViewController: ViewController, ScrollViewDelegate {
  /// How pages turn (UIKit's `UIPageViewController.TransitionStyle`).
  public enum TransitionStyle: Int, Sendable {
    case pageCurl
    case scroll
  }
  /// The axis pages turn along.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal
    case vertical
  }
  /// Which way `setViewControllers` turns: forward brings a page in from the trailing side.
  public enum NavigationDirection: Int, Sendable {
    case forward
    case reverse
  }
  /// The options `init(transitionStyle:navigationOrientation:options:)` reads.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The gap between pages in the scroll style, in points (a number).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// Where the spine is in the page-curl style; accepted and not used.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// How far a release must move the pages, in points per second, to turn to the next page
  /// though it is short of half way (the lab's choice: UIKit does not document it).
  nonisolated public static let turningSpeedPointsPerSecond = 300.0

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  /// The gap between pages, in points.
  public let interPageSpacing: Double
  public weak var dataSource: (any PageViewControllerDataSource)?
  public weak var delegate: (any PageViewControllerDelegate)?
  /// The page shown (UIKit's `viewControllers`, one page here); `nil` before the first
  /// `setViewControllers`.
  public var viewControllers: [ViewController]? { current.map { [$0] } }
  /// The recognizers a page-curl controller turns pages with: none in the scroll style.
  public var gestureRecognizers: [GestureRecognizer] { [] }
  /// Whether the back of a curled page shows content; accepted and not used.
  public var isDoubleSided = false

  /// The scroll view the pages sit in.
  public let pagingScrollView = ScrollView()
  var current: ViewController?
  var before: ViewController?
  var after: ViewController?
  /// The page a drag is bringing in, once the delegate has heard of it.
  var pending: ViewController?
  /// What a programmatic animated turn calls when it comes to rest.
  var turnCompletion: ((Bool) -> Void)?
  var isTurningProgrammatically = false

  /// A page controller (UIKit's `init(transitionStyle:navigationOrientation:options:)`).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing =
      (options?[.interPageSpacing] as? Double)
      ?? (options?[.interPageSpacing] as? Int).map(Double.init) ?? 0
    super.init(nibName: nil, bundle: nil)
  }

  /// As a storyboard makes it: the page-curl style, horizontal, as Interface Builder's default.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    interPageSpacing = 0
    super.init(coder: coder)
  }

  open override func loadView() {
    let root = View(frame: Screen.main.bounds)
    view = root
    pagingScrollView.delegate = self
    pagingScrollView.showsHorizontalScrollIndicator = false
    pagingScrollView.showsVerticalScrollIndicator = false
    pagingScrollView.decelerationRate = ScrollPhysics.fastDecelerationRate
    pagingScrollView.contentInsetAdjustmentBehavior = .never
    root.addSubview(pagingScrollView)
    layoutPages()
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if !pagingScrollView.isDragging, !pagingScrollView.isDecelerating { layoutPages() }
  }

  /// The pages' own appearance is told by the page controller as pages come and go.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    current?.beginAppearanceTransition(true, animated: animated)
  }
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    current?.endAppearanceTransition()
  }
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    current?.beginAppearanceTransition(false, animated: animated)
  }
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    current?.endAppearanceTransition()
  }

  /// Shows `viewControllers.first` (UIKit's `setViewControllers(_:direction:animated:completion:)`).
  /// Animated, and with a page shown already, the pages scroll to it from the side
  /// `direction` names; `completion` runs when they come to rest (at once otherwise). The data
  /// source is then asked for its neighbours. The delegate hears nothing: it hears of drags.
  public func setViewControllers(
    _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let page = viewControllers?.first else { return }
    loadViewIfNeeded()
    guard animated, let shown = current, shown !== page else {
      show(page)
      completion?(true)
      return
    }
    pagingScrollView.stopMotion()
    if direction == .forward {
      replaceNeighbour(&after, with: page)
    } else {
      replaceNeighbour(&before, with: page)
    }
    layoutPages()
    isTurningProgrammatically = true
    turnCompletion = completion
    pagingScrollView.setContentOffset(offset(ofSlot: slot(of: page)), animated: true)
  }

  /// Makes `page` the only page shown, then (unless told not to) asks for its neighbours.
  func show(_ page: ViewController, askingForNeighbours: Bool = true) {
    let old = current
    let appeared = appearancePhase == .appeared || appearancePhase == .appearing
    if appeared, old !== page { old?.beginAppearanceTransition(false, animated: false) }
    for neighbour in [before, after] where neighbour !== page { neighbour.map(removePage) }
    before = nil
    after = nil
    if old !== page, let old { removePage(old) }
    current = page
    addPage(page)
    if appeared, old !== page {
      page.beginAppearanceTransition(true, animated: false)
      old?.endAppearanceTransition()
      page.endAppearanceTransition()
    }
    if askingForNeighbours { loadNeighbours() } else { layoutPages() }
  }

  /// Asks the data source for the current page's neighbours and lays the pages out on it.
  func loadNeighbours() {
    guard let page = current else { return }
    let newBefore = dataSource?.pageViewController(self, viewControllerBefore: page)
    let newAfter = dataSource?.pageViewController(self, viewControllerAfter: page)
    replaceNeighbour(&before, with: newBefore)
    replaceNeighbour(&after, with: newAfter)
    layoutPages()
  }

  private func replaceNeighbour(_ slot: inout ViewController?, with page: ViewController?) {
    if let old = slot, old !== page, old !== current { removePage(old) }
    slot = page
    if let page { addPage(page) }
  }

  private func addPage(_ page: ViewController) {
    guard page.parent !== self else { return }
    addChild(page)
    pagingScrollView.addSubview(page.view)
    page.didMove(toParent: self)
  }

  private func removePage(_ page: ViewController) {
    guard page.parent === self else { return }
    page.willMove(toParent: nil)
    if page.isViewLoaded { page.view.removeFromSuperview() }
    page.removeFromParent()
  }
}
