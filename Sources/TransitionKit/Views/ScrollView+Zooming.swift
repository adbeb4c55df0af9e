import Foundation

/// The zoom scale, its limits and an animated zoom in flight, kept by each scroll view.
@MainActor
struct ZoomingState {
  var scale = 1.0
  var minimum = 1.0
  var maximum = 1.0
  var bounces = true
  var isZooming = false
  var pinch: ScrollZoomPinchGestureRecognizer?
  /// The zoom's start when the pinch began: the scale and the point of the zoomed view under
  /// the fingers, in its own (unscaled) coordinates.
  var pinchStartScale = 1.0
  var pinchAnchor = Point.zero
  var animation: ZoomAnimation?
  var link: DisplayLink?
}

/// An animated zoom: from a scale and offset to others, eased in and out over its duration.
struct ZoomAnimation {
  let start: Double
  let fromScale: Double
  let toScale: Double
  let fromOffset: Point
  let toOffset: Point
}

/// Zooming (UIKit's `UIScrollView` zoom API): the delegate's `viewForZooming(in:)` names the
/// view that zooms; `zoomScale` is the scale transform on it, kept within
/// `minimumZoomScale…maximumZoomScale`, and the content size follows its scaled frame. A pinch
/// zooms about the point between the fingers once the limits allow zooming
/// (`maximumZoomScale` above `minimumZoomScale`, both 1 by default, so a scroll view does not
/// zoom until told). Every change tells the delegate `scrollViewDidZoom(_:)`.
extension ScrollView {
  /// How long `setZoomScale(_:animated: true)` and `zoom(to:animated: true)` take, in seconds
  /// (the lab's choice: UIKit does not document it).
  nonisolated public static let zoomAnimationSeconds = 0.3

  /// The scale of the zoomed view (UIKit's `zoomScale`, default 1). Setting it clamps it to
  /// the limits and keeps the point at the middle of the view where it was in the content.
  public var zoomScale: Double {
    get { zooming.scale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// The smallest scale a zoom reaches (UIKit's `minimumZoomScale`, default 1).
  public var minimumZoomScale: Double {
    get { zooming.minimum }
    set {
      zooming.minimum = newValue
      updateZoomPinch()
    }
  }

  /// The largest scale a zoom reaches (UIKit's `maximumZoomScale`, default 1).
  public var maximumZoomScale: Double {
    get { zooming.maximum }
    set {
      zooming.maximum = newValue
      updateZoomPinch()
    }
  }

  /// Whether a pinch may carry the scale past a limit, springing back on release (UIKit's
  /// `bouncesZoom`, default true). Here the pinch stops at the limits either way.
  public var bouncesZoom: Bool {
    get { zooming.bounces }
    set { zooming.bounces = newValue }
  }

  /// Whether a pinch is zooming the content now (UIKit's `isZooming`).
  public var isZooming: Bool { zooming.isZooming }

  /// The pinch that zooms (UIKit's `pinchGestureRecognizer`): `nil` while the limits do not
  /// allow zooming.
  public var pinchGestureRecognizer: PinchGestureRecognizer? { zooming.pinch }

  /// The view the delegate zooms, if any.
  var zoomingView: View? { delegate?.viewForZooming(in: self) }

  /// Sets the scale, clamped to the limits; with `animated`, over `zoomAnimationSeconds`,
  /// telling the delegate on every frame.
  public func setZoomScale(_ scale: Double, animated: Bool) {
    let clamped = clampedZoomScale(scale)
    let old = zooming.scale
    let size = bounds.size
    let middle = Point(x: contentOffset.x + size.width / 2, y: contentOffset.y + size.height / 2)
    let ratio = old > 0 ? clamped / old : 1
    let offset = Point(
      x: middle.x * ratio - size.width / 2, y: middle.y * ratio - size.height / 2)
    zoom(toScale: clamped, offset: offset, animated: animated)
  }

  /// Zooms so that `rect`, in the zoomed view's own coordinates, fills the view as far as
  /// the limits allow, centred (UIKit's `zoom(to:animated:)`).
  public func zoom(to rect: Rect, animated: Bool) {
    guard let target = zoomingView, rect.width > 0, rect.height > 0 else { return }
    let size = bounds.size
    let scale = clampedZoomScale(
      Swift.min(size.width / rect.width, size.height / rect.height))
    let origin = zoomedOrigin(of: target)
    let offset = Point(
      x: origin.x + rect.midX * scale - size.width / 2,
      y: origin.y + rect.midY * scale - size.height / 2)
    zoom(toScale: scale, offset: offset, animated: animated)
  }

  private func zoom(toScale scale: Double, offset: Point, animated: Bool) {
    stopZoomAnimation()
    guard animated, zoomingView != nil else {
      applyZoom(scale)
      contentOffset = clampedOffset(offset)
      return
    }
    // Where the offset may go once the scale is reached.
    let from = (zooming.scale, contentOffset)
    applyZoom(scale, telling: false)
    let to = clampedOffset(offset)
    applyZoom(from.0, telling: false)
    zooming.animation = ZoomAnimation(
      start: AnimationEngine.current.now, fromScale: from.0, toScale: scale, fromOffset: from.1,
      toOffset: to)
    let link = zooming.link ?? DisplayLink(target: self) { [weak self] in self?.stepZoom(at: $0) }
    zooming.link = link
    link.add()
  }

  private func stepZoom(at time: Double) {
    guard let animation = zooming.animation else { return }
    let t = Swift.min(Swift.max((time - animation.start) / Self.zoomAnimationSeconds, 0), 1)
    let eased = t * t * (3 - 2 * t)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
    applyZoom(mix(animation.fromScale, animation.toScale))
    contentOffset = Point(
      x: mix(animation.fromOffset.x, animation.toOffset.x),
      y: mix(animation.fromOffset.y, animation.toOffset.y))
    if t >= 1 {
      stopZoomAnimation()
      delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zooming.scale)
    }
  }

  private func stopZoomAnimation() {
    zooming.animation = nil
    zooming.link?.invalidate()
  }

  /// Puts a scale on the zoomed view (its frame's origin stays where it is) and makes the
  /// content size its scaled frame's size.
  func applyZoom(_ scale: Double, telling: Bool = true) {
    zooming.scale = scale
    guard let target = zoomingView else {
      if telling { delegate?.scrollViewDidZoom(self) }
      return
    }
    let origin = zoomedOrigin(of: target)
    let size = target.bounds.size
    target.transform = AffineTransform(scaleX: scale, y: scale)
    target.center = Point(
      x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
    contentSize = Size(width: size.width * scale, height: size.height * scale)
    if telling { delegate?.scrollViewDidZoom(self) }
  }

  /// The top left corner of the zoomed view's scaled frame, in content coordinates.
  private func zoomedOrigin(of target: View) -> Point {
    let size = target.bounds.size
    let scale = target.transform.a
    return Point(
      x: target.center.x - size.width * scale / 2, y: target.center.y - size.height * scale / 2)
  }

  func clampedZoomScale(_ scale: Double) -> Double {
    guard scale.isFinite else { return zooming.scale }
    return Swift.min(Swift.max(scale, zooming.minimum), Swift.max(zooming.maximum, zooming.minimum))
  }

  private func clampedOffset(_ offset: Point) -> Point {
    Point(x: nearestEdge(.x, offset.x), y: nearestEdge(.y, offset.y))
  }

  // MARK: The pinch

  private func updateZoomPinch() {
    let zooms = zooming.maximum > zooming.minimum
    if zooms, zooming.pinch == nil {
      let pinch = ScrollZoomPinchGestureRecognizer()
      pinch.name = "zoom"
      pinch.addTarget(self, action: ScrollView.handleZoomPinch(_:))
      addGestureRecognizer(pinch)
      zooming.pinch = pinch
    } else if !zooms, let pinch = zooming.pinch {
      removeGestureRecognizer(pinch)
      zooming.pinch = nil
    }
  }

  func handleZoomPinch(_ pinch: PinchGestureRecognizer) {
    guard let target = zoomingView else { return }
    switch pinch.state {
    case .began:
      stopZoomAnimation()
      stopMotion()
      zooming.isZooming = true
      zooming.pinchStartScale = zooming.scale
      // In the view's own coordinates: the conversion undoes its scale.
      zooming.pinchAnchor = pinch.location(in: target)
      delegate?.scrollViewWillBeginZooming(self, with: target)
      followPinch(pinch, zooming: target)
    case .changed:
      followPinch(pinch, zooming: target)
    case .ended, .cancelled:
      zooming.isZooming = false
      delegate?.scrollViewDidEndZooming(self, with: target, atScale: zooming.scale)
    default:
      break
    }
  }

  /// The scale the pinch asks for, the point under the fingers at its start kept under them.
  private func followPinch(_ pinch: PinchGestureRecognizer, zooming target: View) {
    let scale = clampedZoomScale(zooming.pinchStartScale * pinch.scale)
    let visible = pinch.location(in: self)
    let onScreen = Point(x: visible.x - contentOffset.x, y: visible.y - contentOffset.y)
    applyZoom(scale)
    let origin = zoomedOrigin(of: target)
    contentOffset = clampedOffset(
      Point(
        x: origin.x + zooming.pinchAnchor.x * scale - onScreen.x,
        y: origin.y + zooming.pinchAnchor.y * scale - onScreen.y))
  }
}

/// A scroll view's zooming pinch: it and the scroll view's own pan move the content together,
/// as UIKit's do.
@MainActor
final class ScrollZoomPinchGestureRecognizer: PinchGestureRecognizer {
  override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool {
    !((view as? ScrollView)?.panGestureRecognizer === preventingGestureRecognizer)
  }

  override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
    !((view as? ScrollView)?.panGestureRecognizer === preventedGestureRecognizer)
  }
}

extension ScrollViewDelegate {
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  public func scrollViewDidEndZooming(
    _ scrollView: ScrollView, with view: View?, atScale scale: Double
  ) {}
}
