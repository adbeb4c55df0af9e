/// A page sheet with detents (UIKit's `UISheetPresentationController`).
///
/// The sheet rests at its detents; a drag on it (or on the list it tracks, see
/// ``trackedScrollView``) moves its top edge with the finger, rubber-bands above the largest
/// detent and, when dismissal is refused, below the smallest; the release picks a detent (or
/// dismissal) with ``releaseRule`` and settles there on a spring whose initial velocity is the
/// release velocity divided by the distance left. The settle runs in closed form on the frame
/// clock, outside any transition, so a press on the sheet while it moves catches it where it
/// is drawn. The presentation transition itself completes at once and the slide up is such a
/// settle; a drag-dismissal slides down first and then dismisses without animation.
///
/// Layout at the large detent, as iOS lays out a page sheet: the sheet's top 57 points below
/// the top (`Presentation.pageSheetTopInset`), rounded top corners of `cornerRadius`; the
/// presenting view scaled to `(W − 32)/W` (0.918 on a 390-point screen: the ≈ 0.92 people
/// measure; Apple documents no figure, the 16-point margins are chosen) with the same corners,
/// its top edge 10 points above the sheet's; a black dimming view at `dimmingAlpha`.
@MainActor
public final class SheetPresentationController: TransitioningDelegate {
  /// The rounded corners of the sheet and of the scaled presenter, in points.
  public static let cornerRadius = 10.0
  /// The dimming's opacity where the sheet is fully dimmed (chosen; UIKit's is undocumented).
  public static let dimmingAlpha = 0.4
  /// The presenter's margin on each side when scaled back, in points (chosen).
  public static let presenterMargin = 16.0

  public private(set) weak var presentedViewController: ViewController?
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?
  /// The heights the sheet rests at (default: large only).
  public var detents: [SheetDetent] = [.large()]
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
  public var releaseRule = ReleaseRule.projection(decelerationRate: 0.998)
  public var velocityEstimator = VelocityEstimator(kind: .recent, window: 0.150)
  /// Not UIKit API: the share of the way to the next detent a release must pass to go on to
  /// it (0.5: the nearest), as `ReleaseRule.target(…threshold:)` takes it.
  public var positionalThreshold = 0.5
  /// The settle spring: it comes to rest within `settleDuration` seconds.
  public var settleDuration = 0.5
  public var settleDampingRatio = 1.0
  /// The list whose drags hand over to the sheet at its top edge.
  public weak var trackedScrollView: ScrollView? { didSet { attach(trackedScrollView) } }

  public let dimmingView = View()
  public let grabberView = View()
  /// The sheet's top edge in screen points (the container's coordinates).
  public internal(set) var top = 0.0
  /// How many times a refused dismissal was attempted.
  public internal(set) var dismissalAttempts = 0
  public internal(set) var isDragging = false
  /// Whether the sheet is settling on its own (presenting, between detents or dismissing).
  public var isSettling: Bool { settle != nil }

  var selected: SheetDetent.Identifier?
  var animatingChanges = false
  var settle: Settle?
  var drag = DragState()
  var lastTranslation = 0.0
  let pan = PanGestureRecognizer()
  lazy var link = DisplayLink(target: self) { [weak self] time in self?.step(at: time) }
  weak var container: View?
  weak var presentingView: View?

  public init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.name = "dimming"
    dimmingView.autoresizingMask = .flexibleSize
    grabberView.frame = Rect(x: 0, y: 5, width: 36, height: 5)
    grabberView.layer.cornerRadius = 2.5
    grabberView.backgroundColor = Color.gray
    grabberView.isHidden = true
    grabberView.name = "grabber"
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

  /// Runs `changes` (to detents or the selected detent) and animates the sheet to the result.
  public func animateChanges(_ changes: () -> Void) {
    animatingChanges = true
    changes()
    animatingChanges = false
    if let target = restTop(of: selected), abs(target - top) > 1e-9, settle == nil {
      settle(to: target, velocity: 0)
    }
  }

  // MARK: Transitioning

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { SheetTransitionAnimator(sheet: self) }

  public func animationController(forDismissed dismissed: ViewController)
    -> (any AnimatedTransitioning)?
  { SheetTransitionAnimator(sheet: self) }
}
