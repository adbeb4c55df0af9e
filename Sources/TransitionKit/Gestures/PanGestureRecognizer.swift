/// A continuous drag (UIKit's `UIPanGestureRecognizer`).
///
/// It begins once the pointer has moved `hysteresis` points (10) or more from where it went
/// down along either axis; a release before that fails it. At `.began` the translation is the
/// movement from the press with the hysteresis taken off each axis, sign·max(|t| − 10, 0), so
/// a dragged view trails the pointer by at most the hysteresis (a decompiled UIKitCore of
/// iOS 26: `+_defaultHysteresis`, `_willScrollX`/`_willScrollY`,
/// `_removeHysteresisFromTranslation`).
///
/// `translation(in:)` and `velocity(in:)` convert through the given view's transform as it is
/// now — its model value, which an animation block has already set to its end — as UIKit
/// does. A handler that measures in a view its own transition scales therefore reads a
/// scaled distance; the first time that happens during a transition a warning says so.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the pointer must move along an axis before the pan begins, in points (UIKit's
  /// `+[UIPanGestureRecognizer _defaultHysteresis]` returns 10).
  nonisolated public static let defaultHysteresis = 10.0

  /// Movement needed to begin, in points.
  public var hysteresis = PanGestureRecognizer.defaultHysteresis
  /// How many fingers must be down for the pan to begin (UIKit's default, 1). A pan of two
  /// or more follows the centre of its fingers; a pan of one follows its first finger only
  /// (UIKit's follows the centre of every finger down).
  public var minimumNumberOfTouches = 1
  /// The most fingers the pan begins with (UIKit's default: any number).
  public var maximumNumberOfTouches = Int.max
  /// The fingers down, by sequence, for a pan of two fingers or more.
  var fingers: [Int: Point] = [:]
  /// Asked at each press: whether the pan begins on the press itself, without waiting for the
  /// slop — the "instant pan" that catches a view animating in flight (UIKit code subclasses
  /// the recognizer for it). Default: never.
  public var beginsOnPress: @MainActor () -> Bool = { false }

  /// Where the pointer went down, in screen points.
  var pressLocation: Point = .zero
  /// Where the translation counts from (with `translationOffset`): the press.
  var startLocation: Point = .zero
  var translationOffset: Vector = .zero
  var velocityTracker = VelocityTracker()

  /// The translation since the pan began, in a view's coordinates as that view is now (the
  /// window's for `nil`).
  public func translation(in view: View?) -> Point {
    noteMeasurement(in: view)
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

  /// The velocity in points per second, in a view's coordinates as that view is now (the
  /// window's for `nil`), estimated from the events' timestamps as UIKit is reported to
  /// (``VelocityEstimator/uikit``: a blend of the last two moves' velocities).
  public func velocity(in view: View?) -> Point {
    let local = velocityTracker.velocity.applying(linearTransformFromScreen(to: view))
    return Point(x: local.dx, y: local.dy)
  }

  /// The velocity in points per second as `estimator` estimates it from the events'
  /// timestamps, in a view's coordinates as that view is now (the window's for `nil`), converted
  /// as `translation(in:)` is, so that a progress measured in `view` and this velocity agree.
  public func velocity(in view: View?, using estimator: VelocityEstimator) -> Point {
    let local = velocityTracker.velocity(using: estimator).applying(
      linearTransformFromScreen(to: view))
    return Point(x: local.dx, y: local.dy)
  }

  /// Translation in screen points.
  var screenTranslation: Vector { (screenLocation - startLocation) + translationOffset }

  /// The linear part of the transform from the screen to a view's coordinates, through the
  /// model values of the view and its ancestors.
  func linearTransformFromScreen(to view: View?) -> AffineTransform {
    guard let view else { return .identity }
    var toScreen = view.transformToRoot()
    toScreen.tx = 0
    toScreen.ty = 0
    return toScreen.inverted()
  }

  /// Warns, once per transition, when a transition's progress is read in a view whose
  /// transform that transition animates.
  private func noteMeasurement(in view: View?) {
    guard let view, let window = view.window, let context = window.activeTransition,
      !context.warnedAboutTransformedMeasure
    else { return }
    var current: View? = view
    while let candidate = current, candidate !== window {
      if candidate.animationOwners[AnimatableProperty.transform.rawValue] != nil,
        !candidate.transform.isIdentity
      {
        context.warnedAboutTransformedMeasure = true
        let t = candidate.transform
        let scale = (abs(t.a * t.d - t.b * t.c)).squareRoot()
        let effect =
          scale > 0 && abs(scale - 1) > 1e-6
          ? "its scale there is \(formatted(scale)), so progress runs \(formatted(1 / scale)) "
            + "times the finger"
          : "the distances read are turned or sheared with it"
        AnimationEngine.current.warn(
          "gesture.translation-in-animated-view",
          "the pan is measured in a view whose transform the transition animates; UIKit "
            + "converts through the transform as it is now (its end value): \(effect). Measure "
            + "in a view the transition does not transform, such as the container, to follow "
            + "the finger")
        return
      }
      current = candidate.superview
    }
  }

  private func formatted(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  open override func pointerBegan(_ event: PointerEvent) {
    if !fingers.isEmpty {
      addFinger(event)
      return
    }
    fingers[event.sequence] = event.location
    record(event)
    pressLocation = event.location
    startLocation = event.location
    translationOffset = .zero
    velocityTracker.reset()
    velocityTracker.add(event.location, at: event.timestamp)
    if state == .possible, beginsOnPress() {
      setState(.began)
    } else if state == .possible, let window = view?.window,
      window.catchCompletingTransition(with: self)
    {
      window.isCatchingTransition = true
      setState(.began)
      window.isCatchingTransition = false
    }
  }

  open override func pointerMoved(_ event: PointerEvent) {
    guard fingers[event.sequence] != nil || fingers.isEmpty else { return }
    fingers[event.sequence] = event.location
    record(event)
    let location = fingerCentre ?? event.location
    screenLocation = location
    velocityTracker.add(location, at: event.timestamp)
    switch state {
    case .possible:
      let movement = location - pressLocation
      // Asked first, on every movement: a first movement already past the slop may still
      // rule the pan out.
      if shouldFail(movement: movement) {
        setState(.failed)
      } else if shouldBegin(movement: movement), hasFingersToBegin {
        // Waits, in `.possible`, while a recognizer it requires to fail may still begin.
        begin(after: movement)
      }
    case .began, .changed:
      setState(.changed)
    default:
      break
    }
  }

  private func begin(after movement: Vector) {
    startLocation = pressLocation
    translationOffset = Self.removingHysteresis(hysteresis, from: movement) - movement
    setState(.began)
  }

  /// A pan that waited begins with the translation of the movement so far.
  override func leaveWait(for state: GestureState) {
    guard state == .began else { return super.leaveWait(for: state) }
    begin(after: screenLocation - pressLocation)
  }

  open override func pointerEnded(_ event: PointerEvent) {
    guard fingers[event.sequence] != nil || fingers.isEmpty else { return }
    if fingers.count > 1, fingers.count > minimumNumberOfTouches {
      removeFinger(event)
      return
    }
    fingers[event.sequence] = nil
    record(event)
    let location = fingers.isEmpty ? event.location : (fingerCentre ?? event.location)
    screenLocation = location
    velocityTracker.add(location, at: event.timestamp, isRelease: true)
    if isActive { setState(.ended) } else if state == .possible { setState(.failed) }
  }

  open override func reset() {
    super.reset()
    translationOffset = .zero
    fingers = [:]
  }

  /// Whether a movement from the press begins the pan: either axis has moved `hysteresis`
  /// points or more (UIKit's `_willScrollX`/`_willScrollY`).
  open func shouldBegin(movement: Vector) -> Bool {
    abs(movement.dx) >= hysteresis || abs(movement.dy) >= hysteresis
  }

  /// The translation a pan reads when it begins after `movement` from the press: each axis
  /// less the hysteresis, never past zero, sign·max(|t| − h, 0) (UIKit's
  /// `_removeHysteresisFromTranslation`).
  public static func removingHysteresis(_ hysteresis: Double, from movement: Vector) -> Vector {
    func axis(_ value: Double) -> Double {
      let magnitude = Swift.max(abs(value) - hysteresis, 0)
      return value < 0 ? -magnitude : magnitude
    }
    return Vector(dx: axis(movement.dx), dy: axis(movement.dy))
  }

  /// Whether a movement from the press rules the pan out.
  open func shouldFail(movement: Vector) -> Bool { false }
}
