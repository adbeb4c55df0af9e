import Foundation

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`, the parts used here).
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (by a drag, a deceleration, a bounce or an assignment).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifts: `velocity` in points per millisecond of content offset, as UIKit gives
  /// it; `targetContentOffset` is where the deceleration will rest, and may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
  /// The same in UIKit's own spelling, the target given as a pointer
  /// (`targetContentOffset.pointee`): what the scroll view calls. Its default calls the
  /// `inout` form, so a delegate implements either.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: UnsafeMutablePointer<Point>)
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// Zooming (see `ScrollView+Zooming.swift`): the view that zooms, and what happens to it.
  func viewForZooming(in scrollView: ScrollView) -> View?
  func scrollViewDidZoom(_ scrollView: ScrollView)
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {}
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: UnsafeMutablePointer<Point>
  ) {
    scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset.pointee)
  }
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

/// A view whose content is larger than itself and moves under a drag (UIKit's
/// `UIScrollView`).
///
/// `contentOffset` is the bounds origin: subviews are laid out in content coordinates and
/// drawn and hit where the offset puts them; the view clips them. A drag with its own pan
/// moves the offset with the finger; past an edge the offset follows UIScrollView's rubber
/// band. A release decelerates at `decelerationRate` per millisecond, evaluated in closed
/// form on the frame clock (``ScrollPhysics``); a deceleration that reaches an edge, or a
/// release past one, bounces back to it. A press while it moves stops it where it is.
@MainActor
open class ScrollView: View {
  /// The size of the content, in points.
  public var contentSize: Size = .zero {
    didSet { didChangeObservedValue() }
  }
  /// Extra room around the content, in points. With the safe area's part
  /// (`adjustedContentInset`), the offset runs from `-adjustedContentInset.top` to
  /// `contentSize.height + adjustedContentInset.bottom - bounds.height`.
  public var contentInset: EdgeInsets = .zero {
    didSet { didChangeObservedValue() }
  }
  /// Whether the safe area adds to `contentInset` (UIKit's default `.automatic`).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether a drag scrolls.
  public var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether the content goes past its edges under a drag and bounces back.
  public var bounces = true
  /// Whether a vertical drag bounces when the content is no taller than the view (UIKit's
  /// `alwaysBounceVertical`, false by default: such a list does not move).
  public var alwaysBounceVertical = false
  /// The factor the velocity is multiplied by every millisecond after a release.
  public var decelerationRate = ScrollPhysics.normalDecelerationRate
  public weak var delegate: (any ScrollViewDelegate)?
  /// The pan that drags the content (other code may add targets to it, as in UIKit).
  public let panGestureRecognizer: PanGestureRecognizer = ScrollPanGestureRecognizer()
  /// Whether a finger is dragging the content.
  public private(set) var isDragging = false {
    didSet { didChangeObservedValue() }
  }
  /// Whether a finger is on the content, dragging it or not yet (UIKit's `isTracking`).
  public internal(set) var isTracking = false {
    didSet { didChangeObservedValue() }
  }
  /// Whether the vertical and horizontal scroll indicators show while the content moves.
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true
  /// The indicators' colour scheme.
  public var indicatorStyle = IndicatorStyle.default
  /// How far the vertical indicator keeps from the view's edges, in points.
  public var verticalScrollIndicatorInsets: EdgeInsets = .zero
  /// How far the horizontal indicator keeps from the view's edges, in points.
  public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
  /// The indicator views, made the first time one shows (as UIKit's, they are subviews).
  var indicators: ScrollIndicators?
  /// Whether the content is moving on its own after a release (deceleration or bounce).
  public var isDecelerating: Bool { !motions.isEmpty }
  /// The zoom scale, its limits and any zoom animation (see `ScrollView+Zooming.swift`).
  var zooming = ZoomingState()

  /// The offset at the start of the drag, and the translation it counts from.
  private var dragStart = Point.zero
  /// The finger's vertical translation at the last change, and the unbanded offset it put.
  private var lastTranslationY = 0.0
  private var rawOffsetY = 0.0
  /// The offset the drag last put: an offset the code assigns during the drag (a delegate's
  /// `scrollViewDidScroll(_:)` holding the content at its top while it moves the view, as
  /// pull-to-dismiss libraries do) is where the drag goes on from, as in UIKit, where the next
  /// movement of the finger moves the content from the offset it was given.
  private var draggedOffset = Point.zero
  /// Hooks a sheet uses to share this view's drags: whether a press begins the drag (to
  /// catch the sheet), the start of a drag, the vertical finger movement (positive downward)
  /// of which it returns the part this view scrolls by, and the release's vertical finger
  /// velocity (points per second), true when it took the release.
  var pressInterceptor: (() -> Bool)?
  var dragBeganHandler: (() -> Void)?
  var dragInterceptor: ((Double) -> Double)?
  var releaseInterceptor: ((Double) -> Bool)?
  var motions: [Axis: Motion] = [:]
  private lazy var link = DisplayLink(target: self) { [weak self] time in self?.step(at: time) }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    configureScrolling()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureScrolling()
  }

  private func configureScrolling() {
    clipsToBounds = true
    panGestureRecognizer.name = "scroll"
    panGestureRecognizer.beginsOnPress = { [weak self] in
      guard let self else { return false }
      return self.isDecelerating || (self.pressInterceptor?() ?? false)
    }
    panGestureRecognizer.addTarget(self, action: ScrollView.handlePan(_:))
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The point of the content at the top left corner of the view (the bounds origin).
  public var contentOffset: Point {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds = Rect(origin: newValue, size: bounds.size)
      showIndicators()
      contentOffsetDidChange()
      offsetObserver?()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Told whenever the offset changes (a navigation bar's large title follows it).
  var offsetObserver: (() -> Void)?

  /// The offset changed (a list brings the cells that came into view). Does nothing here.
  func contentOffsetDidChange() {}

  /// Sets the offset; with `animated`, by a bounce-free deceleration that ends there.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    stopMotion()
    guard animated else {
      contentOffset = offset
      return
    }
    for axis in Axis.allCases {
      let distance = axis.value(offset) - axis.value(contentOffset)
      guard distance != 0 else { continue }
      let velocity = -distance * 1000 * log(decelerationRate)
      motions[axis] = .decelerating(
        start: now, origin: axis.value(contentOffset), velocity: velocity)
    }
    startMotionIfNeeded()
  }

  /// The smallest offset the content rests at.
  public var minimumContentOffset: Point {
    let inset = adjustedContentInset
    return Point(x: -inset.left, y: -inset.top)
  }

  /// The largest offset the content rests at (never below the smallest).
  public var maximumContentOffset: Point {
    let size = bounds.size
    let inset = adjustedContentInset
    return Point(
      x: Swift.max(contentSize.width + inset.right - size.width, -inset.left),
      y: Swift.max(contentSize.height + inset.bottom - size.height, -inset.top))
  }

  /// Whether the content can move along an axis (it is larger than the view).
  func canScroll(_ axis: Axis) -> Bool {
    axis.value(maximumContentOffset) > axis.value(minimumContentOffset)
  }

  // MARK: Dragging

  func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      isDragging = true
      dragStart = contentOffset
      lastTranslationY = 0
      rawOffsetY = contentOffset.y
      draggedOffset = contentOffset
      dragBeganHandler?()
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      let translation = pan.translation(in: self)
      if contentOffset.y != draggedOffset.y { rawOffsetY = contentOffset.y }
      if contentOffset.x != draggedOffset.x { dragStart.x += contentOffset.x - draggedOffset.x }
      var offset = contentOffset
      for axis in Axis.allCases where canScroll(axis) || (axis == .y && bounces) {
        var raw = axis.value(dragStart) - axis.value(translation)
        if axis == .y {
          let delta = translation.y - lastTranslationY
          lastTranslationY = translation.y
          rawOffsetY -= dragInterceptor?(delta) ?? delta
          raw = rawOffsetY
        }
        let moves = canScroll(axis) || (axis == .y && alwaysBounceVertical)
        let banded = ScrollPhysics.rubberBanded(
          raw, minimum: axis.value(minimumContentOffset),
          maximum: axis.value(maximumContentOffset), dimension: axis.size(bounds.size),
          bounces: bounces && moves)
        axis.set(&offset, banded)
      }
      draggedOffset = offset
      contentOffset = offset
    case .ended, .cancelled:
      isDragging = false
      defer { hideIndicatorsIfStill() }
      var fingerVelocity = pan.state == .ended ? pan.velocity(in: self) : .zero
      if let releaseInterceptor, releaseInterceptor(fingerVelocity.y) { fingerVelocity.y = 0 }
      release(velocity: Point(x: -fingerVelocity.x, y: -fingerVelocity.y))
    default:
      break
    }
  }

  /// Ends a drag with a content velocity in points per second: asks the delegate for the
  /// target, then decelerates toward it or bounces back from past an edge.
  func release(velocity: Point) {
    var velocity = Point(
      x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
    for axis in Axis.allCases where !canScroll(axis) && axis == .x { axis.set(&velocity, 0) }
    var target = Point(
      x: ScrollPhysics.restingOffset(
        from: contentOffset.x, velocity: velocity.x, rate: decelerationRate),
      y: ScrollPhysics.restingOffset(
        from: contentOffset.y, velocity: velocity.y, rate: decelerationRate))
    let proposed = target
    withUnsafeMutablePointer(to: &target) { target in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
        targetContentOffset: target)
    }
    let start = now
    for axis in Axis.allCases {
      let offset = axis.value(contentOffset)
      let edge = nearestEdge(axis, offset)
      if edge != offset {
        motions[axis] = .bouncing(
          start: start, edge: edge, displacement: offset - edge, velocity: axis.value(velocity))
        continue
      }
      var v = axis.value(velocity)
      if axis.value(target) != axis.value(proposed) {
        v = -(axis.value(target) - offset) * 1000 * log(decelerationRate)
      }
      if abs(v) > ScrollPhysics.restSpeed {
        motions[axis] = .decelerating(start: start, origin: offset, velocity: v)
      }
    }
    delegate?.scrollViewDidEndDragging(self, willDecelerate: !motions.isEmpty)
    startMotionIfNeeded()
  }

  /// The offset clamped into the resting range along an axis.
  func nearestEdge(_ axis: Axis, _ offset: Double) -> Double {
    let low = axis.value(minimumContentOffset)
    let high = axis.value(maximumContentOffset)
    return Swift.min(Swift.max(offset, low), high)
  }

  private var now: Double { AnimationEngine.current.now }

  private func startMotionIfNeeded() {
    if motions.isEmpty {
      link.invalidate()
    } else {
      link.add()
    }
  }

  /// Stops a deceleration or bounce where the content is now.
  public func stopMotion() {
    motions.removeAll()
    link.invalidate()
  }
}
