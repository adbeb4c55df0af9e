/// A continuous drag (UIKit's `UIPanGestureRecognizer`).
///
/// It begins once the pointer has moved more than `hysteresis` points from where it went
/// down; a release before that fails it. The translation is measured from the press, so a
/// dragged card stays under the pointer from the first frame.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the pointer must move before the pan begins, in points.
  public static let defaultHysteresis = 10.0

  /// Movement needed to begin, in points.
  public var hysteresis = PanGestureRecognizer.defaultHysteresis

  var startLocation: Point = .zero
  var translationOffset: Vector = .zero
  var velocityTracker = VelocityTracker()
  /// The linear part of the view's transform to the window when the gesture began; the
  /// translation is reported through it, so a transform the transition applies to the view
  /// while it is being dragged does not feed back into the drag.
  var viewTransformAtBegin: AffineTransform?

  /// The translation since the press, in a view's coordinates as that view stood when the
  /// gesture began (the window's for `nil`).
  public func translation(in view: View?) -> Point {
    let vector = screenTranslation
    let local = vector.applying(linearTransformFromScreen(to: view))
    return Point(x: local.dx, y: local.dy)
  }

  /// Resets the translation so that it reads `translation` now.
  public func setTranslation(_ translation: Point, in view: View?) {
    let wanted = Vector(dx: translation.x, dy: translation.y).applying(
      linearTransformFromScreen(to: view).inverted())
    translationOffset = wanted - (screenLocation - startLocation)
  }

  /// The velocity in points per second, in a view's coordinates (the window's for `nil`),
  /// estimated from the events' timestamps over the last 150 ms.
  public func velocity(in view: View?) -> Point {
    let local = velocityTracker.velocity.applying(linearTransformFromScreen(to: view))
    return Point(x: local.dx, y: local.dy)
  }

  /// Translation in screen points.
  var screenTranslation: Vector { (screenLocation - startLocation) + translationOffset }

  private func linearTransformFromScreen(to view: View?) -> AffineTransform {
    guard let view else { return .identity }
    var toScreen =
      (view === self.view ? viewTransformAtBegin : nil) ?? view.transformToRoot()
    toScreen.tx = 0
    toScreen.ty = 0
    return toScreen.inverted()
  }

  open override func pointerBegan(_ event: PointerEvent) {
    record(event)
    startLocation = event.location
    translationOffset = .zero
    velocityTracker.reset()
    velocityTracker.add(event.location, at: event.timestamp)
  }

  open override func pointerMoved(_ event: PointerEvent) {
    record(event)
    velocityTracker.add(event.location, at: event.timestamp)
    switch state {
    case .possible:
      if shouldBegin(movement: event.location - startLocation) {
        viewTransformAtBegin = view?.transformToRoot()
        setState(.began)
      } else if shouldFail(movement: event.location - startLocation) {
        setState(.failed)
      }
    case .began, .changed:
      setState(.changed)
    default:
      break
    }
  }

  open override func pointerEnded(_ event: PointerEvent) {
    record(event)
    velocityTracker.add(event.location, at: event.timestamp)
    if isActive { setState(.ended) } else if state == .possible { setState(.failed) }
  }

  open override func reset() {
    super.reset()
    translationOffset = .zero
    viewTransformAtBegin = nil
  }

  /// Whether a movement from the press begins the pan.
  open func shouldBegin(movement: Vector) -> Bool {
    movement.length > hysteresis
  }

  /// Whether a movement from the press rules the pan out.
  open func shouldFail(movement: Vector) -> Bool { false }
}
