/// A page sheet with detents (UIKit's `UISheetPresentationController`).
///
/// The sheet rests at its detents; a drag on it (or on the descendant list it finds, see
/// ``trackedScrollView``) moves its top edge with the finger, rubber-bands above the largest
/// detent (over the gap to the safe area's top) and, when dismissal is refused, below the
/// smallest (over min(¼ height, 200)); the release picks a detent (or dismissal) with
/// ``releaseRule`` (UIKit's 0.99 projection), ``minimumReleaseSpeed`` and ``flickSpeed``, and
/// settles there on a spring whose initial velocity is the release velocity divided by the
/// distance left. A tap on the dimming dismisses (or goes to the largest undimmed detent), a
/// tap on the grabber selects the previous detent, and touches outside the sheet where it
/// does not dim reach the views behind. The settle runs in closed form on the frame
/// clock, outside any transition, so a press on the sheet while it moves catches it where it
/// is drawn. The presentation transition is such a settle and completes when it ends (presses
/// wait for it, as for any presentation); a drag-dismissal slides down first and then
/// dismisses without animation.
///
/// Layout at the large detent, as iOS lays out a page sheet: the sheet's top 57 points below
/// the top (`Presentation.pageSheetTopInset`), rounded top corners of `cornerRadius`; the
/// presenting view scaled to `(W − 2m)/W` with m 16 points up to a width of 393 and 20 above
/// (0.918 on a 390-point screen) with the same corners, its top edge 10 points above the
/// sheet's; a black dimming view at `dimmingAlpha` (0.2, 0.48 in dark). Under Reduce Motion the
/// presenter is not scaled.
@MainActor
public final class SheetPresentationController: PresentationController {
  /// The rounded corners of the sheet and of the scaled presenter, in points.
  nonisolated public static let cornerRadius = 10.0
  /// The dimming's opacity where the sheet is fully dimmed: black at 0.2, UIKit's
  /// `_alertControllerDimmingViewColor` (read in UIKitCore 16; Apple documents no value).
  nonisolated public static let dimmingAlpha = 0.2
  /// The same in dark appearance: 0.48.
  nonisolated public static let darkDimmingAlpha = 0.48
  /// The dimming view's colour: black at `dimmingAlpha`, `darkDimmingAlpha` in dark
  /// appearance. The view's own alpha runs from 0 to 1 with how dimmed the sheet is.
  nonisolated public static let dimmingColor = Color(
    light: RGBA(red: 0, green: 0, blue: 0, alpha: dimmingAlpha),
    dark: RGBA(red: 0, green: 0, blue: 0, alpha: darkDimmingAlpha))
  /// The presenter's margin on each side when scaled back, in points, up to a width of
  /// `presenterMarginWidthLimit` (UIKit's `_horizontalContentMarginForView:ofWidth:`, read in
  /// UIKitCore 16)...
  nonisolated public static let presenterMargin = 16.0
  /// ...and above it.
  nonisolated public static let widePresenterMargin = 20.0
  /// The widest screen, in points, with the narrower margin.
  nonisolated public static let presenterMarginWidthLimit = 393.0
  /// The sheet's deceleration rate per millisecond for the projection of a release.
  nonisolated public static let sheetDecelerationRate = 0.99
  /// The slowest release that counts as moving, in points per second.
  nonisolated public static let minimumReleaseSpeedPointsPerSecond = 250.0
  /// The speed from which a release that would land back goes one detent further.
  nonisolated public static let flickSpeedPointsPerSecond = 1000.0
  /// A refused dismissal's rubber band extends over this share of the container's height...
  nonisolated public static let refusedDismissalExtentShare = 0.25
  /// ...and at most over this many points.
  nonisolated public static let refusedDismissalMaximumExtent = 200.0
  /// The share of that extent a refused pull reaches when the delegate hears of the attempt.
  nonisolated public static let attemptShareOfExtent = 0.25
  /// The most the sheet gives above its largest detent, in points.
  nonisolated public static let overpullMaximumExtent = 100.0
  /// How soon after the sheet's last drag a list's drag may move it again, in seconds.
  nonisolated public static let minimumSheetSwipeIntervalSeconds = 0.4

  /// The heights the sheet rests at (default: large only). Changed outside `animateChanges`,
  /// the sheet moves at once to its selected detent as the new list resolves it (the smallest
  /// when it is no longer there).
  public var detents: [SheetDetent] = [.large()] { didSet { detentsChanged() } }
  /// Dimming only above this detent; nil dims at every detent.
  public var largestUndimmedDetentIdentifier: SheetDetent.Identifier? { didSet { layOut() } }
  public var prefersGrabberVisible = false {
    didSet { grabberView.isHidden = !prefersGrabberVisible }
  }
  /// Whether an upward scroll of the tracked list expands the sheet to its largest detent
  /// before the list scrolls.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Stored only: on iOS it attaches the sheet to the bottom edge in compact height
  /// (landscape phones); the lab's screen is never compact in height.
  public var prefersEdgeAttachedInCompactHeight = false
  /// Not UIKit API: whether the presenter scales back at the large detent (iOS always does).
  public var scalesPresentingView = true
  /// Not UIKit API: the curve past the end detents, and the release's rule and estimator
  /// (UIKit's sheet keeps its own undocumented ones).
  public var rubberBand = RubberBand.uikit
  /// UIKit's sheet projects its release at 0.99 per millisecond (`SheetDecelerationFactor`,
  /// read in a decompiled UIKitCore of iOS 26).
  public var releaseRule = ReleaseRule.projection(decelerationRate: sheetDecelerationRate)
  public var velocityEstimator = VelocityEstimator.uikit
  /// Not UIKit API: a release slower than this, in points per second, counts as no velocity
  /// (UIKit's sheet: 250, from a reverse-engineered reading of UIKitCore 16).
  public var minimumReleaseSpeed = SheetPresentationController.minimumReleaseSpeedPointsPerSecond
  /// Not UIKit API: a release at least this fast, in points per second, whose rule sends it
  /// back to the rest position nearest the finger goes one rest position further in its
  /// direction (UIKit's sheet: 1000, from a reverse-engineered reading of UIKitCore 16).
  public var flickSpeed = SheetPresentationController.flickSpeedPointsPerSecond
  /// Not UIKit API: the share of the way to the next detent a release must pass to go on to
  /// it (0.5: the nearest), as `ReleaseRule.target(…threshold:)` takes it.
  public var positionalThreshold = 0.5
  /// The settle spring: it comes to rest within `settleDuration` seconds.
  public var settleDuration = 0.5
  public var settleDampingRatio = 1.0
  /// Not UIKit API: the list whose drags hand over to the sheet at its top edge. Left nil, the
  /// sheet finds the first scroll view among the presented view's descendants when it is
  /// presented, as UIKit's finds its descendant scroll view.
  public weak var trackedScrollView: ScrollView? { didSet { attach(trackedScrollView) } }

  public let dimmingView = View()
  public let grabberView: View = SheetGrabberView()
  /// The sheet's top edge in screen points (the container's coordinates).
  public internal(set) var top = 0.0
  /// How many times a refused dismissal was attempted.
  public internal(set) var dismissalAttempts = 0
  public internal(set) var isDragging = false
  /// Whether the sheet is settling on its own (presenting, between detents or dismissing).
  public var isSettling: Bool { settle != nil }

  var selected: SheetDetent.Identifier?
  /// Completes the presentation transition, while the sheet still slides up.
  var pendingPresentation: (() -> Void)?
  /// When the sheet's last drag ended, in scene seconds.
  var lastSheetDragEnd: Double?
  var animatingChanges = false
  var settle: Settle?
  var drag = DragState()
  var lastTranslation = 0.0
  let pan = PanGestureRecognizer()
  let dimmingTap = TapGestureRecognizer()
  let grabberTap = TapGestureRecognizer()
  lazy var link = DisplayLink(target: self) { [weak self] time in self?.step(at: time) }
  weak var container: View?
  weak var presentingView: View?

  /// A sheet for `presentedViewController`, presented by whoever presents it.
  public convenience init(presentedViewController: ViewController) {
    self.init(presentedViewController: presentedViewController, presenting: nil)
  }

  public override init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = Self.dimmingColor
    dimmingView.alpha = 0
    dimmingView.name = "dimming"
    dimmingView.autoresizingMask = .flexibleSize
    grabberView.frame = Rect(x: 0, y: 5, width: 36, height: 5)
    grabberView.layer.cornerRadius = 2.5
    grabberView.backgroundColor = Color.gray
    grabberView.isHidden = true
    grabberView.name = "grabber"
    dimmingTap.name = "dimming"
    dimmingTap.addTarget(self, action: SheetPresentationController.handleDimmingTap(_:))
    dimmingView.addGestureRecognizer(dimmingTap)
    grabberTap.name = "grabber"
    grabberTap.addTarget(self, action: SheetPresentationController.handleGrabberTap(_:))
    grabberView.addGestureRecognizer(grabberTap)
    pan.name = "sheet"
    pan.beginsOnPress = { [weak self] in self?.isSettling ?? false }
    pan.addTarget(self, action: SheetPresentationController.handlePan(_:))
  }

  /// The detent the sheet rests at or goes to; setting it outside `animateChanges` moves the
  /// sheet at once.
  public var selectedDetentIdentifier: SheetDetent.Identifier? {
    get { selected }
    set {
      selected = newValue
      guard container != nil, let target = restTop(of: newValue) else { return }
      if animatingChanges {
        settle(to: target, velocity: 0)
      } else {
        stopSettling()
        move(to: target)
      }
    }
  }

  /// Moves the sheet to its selected detent as the detents now resolve it, unless a drag,
  /// a settle or `animateChanges` will place it.
  private func detentsChanged() {
    guard container != nil, !animatingChanges, !isDragging, settle == nil,
      let target = restTop(of: selected)
    else { return }
    move(to: target)
  }

  /// Runs `changes` (to detents or the selected detent) and animates the sheet to the result.
  public func animateChanges(_ changes: () -> Void) {
    animatingChanges = true
    changes()
    animatingChanges = false
    if let target = restTop(of: selected), abs(target - top) > 1e-9, settle == nil {
      settle(to: target, velocity: 0)
    }
  }

  // MARK: The presentation

  public override var presentationStyle: ModalPresentationStyle { .pageSheet }

  /// The sheet at its large detent: the container less the page sheet's top inset.
  public override var frameOfPresentedViewInContainerView: Rect {
    largeDetentFrame(in: containerView?.bounds ?? Screen.main.bounds)
  }

  override func makeDefaultAnimator() -> (any AnimatedTransitioning)? {
    SheetTransitionAnimator(sheet: self)
  }

  public override func presentationTransitionWillBegin() {
    guard playsOwnTransition, let containerView, let presentedView,
      let presenting = presentingViewController?.view
    else { return }
    install(in: containerView, presented: presentedView, presenting: presenting)
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed, container != nil { uninstall() }
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed, container != nil { uninstall() }
  }
}
