/// The kinds of timing an animator can use.
public enum TimingCurveType: Sendable {
  case builtin
  case cubic
  case spring
  /// Both a spring and a cubic curve (UIKit's `.composed`): the spring, when the provider
  /// gives one, drives the progress, as it does for any provider here.
  case composed
}

/// Something that describes how an animation's progress follows time: a cubic curve or a
/// spring.
public protocol TimingCurveProvider: Sendable {
  var timingCurveType: TimingCurveType { get }
  var cubicTimingParameters: CubicTimingParameters? { get }
  var springTimingParameters: SpringTimingParameters? { get }
}

/// The four named curves.
public enum AnimationCurve: String, Sendable, CaseIterable {
  case easeInOut
  case easeIn
  case easeOut
  case linear

  /// The curve's control points, as CSS and Core Animation define them.
  public var bezier: UnitBezier {
    switch self {
    case .linear: UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    case .easeIn: UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    case .easeOut: UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    case .easeInOut: UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }
  }
}

/// Timing by a cubic Bézier curve (UIKit's `UICubicTimingParameters`).
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
  /// The named curve, or `nil` for custom control points.
  public let animationCurve: AnimationCurve?
  public let controlPoint1: Point
  public let controlPoint2: Point
  /// The solved curve.
  public let bezier: UnitBezier

  /// The default curve, ease-in-out.
  public init() { self.init(animationCurve: .easeInOut) }

  public init(animationCurve: AnimationCurve) {
    self.animationCurve = animationCurve
    bezier = animationCurve.bezier
    controlPoint1 = Point(x: bezier.x1, y: bezier.y1)
    controlPoint2 = Point(x: bezier.x2, y: bezier.y2)
  }

  /// A custom curve. x coordinates outside [0, 1] are clamped, which keeps the curve a
  /// function of time; y coordinates are kept, so the curve may overshoot.
  public init(controlPoint1: Point, controlPoint2: Point) {
    animationCurve = nil
    let p1 = Point(x: Swift.min(Swift.max(controlPoint1.x, 0), 1), y: controlPoint1.y)
    let p2 = Point(x: Swift.min(Swift.max(controlPoint2.x, 0), 1), y: controlPoint2.y)
    self.controlPoint1 = p1
    self.controlPoint2 = p2
    bezier = UnitBezier(x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y)
  }

  public static let linear = CubicTimingParameters(animationCurve: .linear)
  public static let easeIn = CubicTimingParameters(animationCurve: .easeIn)
  public static let easeOut = CubicTimingParameters(animationCurve: .easeOut)
  public static let easeInOut = CubicTimingParameters(animationCurve: .easeInOut)

  public var timingCurveType: TimingCurveType { animationCurve == nil ? .cubic : .builtin }
  public var cubicTimingParameters: CubicTimingParameters? { self }
  public var springTimingParameters: SpringTimingParameters? { nil }

  /// Progress at a fraction of the duration; not clamped.
  public func value(at fraction: Double) -> Double { bezier.value(at: fraction) }
}

/// Timing by a damped spring (UIKit's `UISpringTimingParameters`).
///
/// Two forms:
/// - `init(dampingRatio:initialVelocity:)` leaves the stiffness open: the animator's duration
///   fixes it, so that the motion settles exactly at the end of that duration (see
///   `DampedSpring.settling(dampingRatio:initialVelocity:within:)`).
/// - `init(mass:stiffness:damping:initialVelocity:)` is a physical spring; its own settling
///   time becomes the animator's duration, whatever duration the animator was given.
///
/// The initial velocity is relative: distance per second divided by the animation's total
/// distance, positive toward the target. As in UIKit, positional values use both components —
/// `dx` for the x of a centre, a bounds origin and size and a shadow offset, `dy` for their y —
/// and every other property (alpha, colours, the whole transform) follows `dx`.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
  public enum Kind: Hashable, Sendable {
    /// A damping ratio; the stiffness comes from the animator's duration.
    case dampingRatio(Double)
    /// A physical spring.
    case physical(DampedSpring)
  }

  public let kind: Kind
  public let initialVelocity: Vector

  /// UIKit's default spring: damping ratio 4.56 (strongly over-damped, so it eases in without
  /// overshoot) and no initial velocity, as the documentation of `UISpringTimingParameters.init()`
  /// states ("sets the initial velocity of any animated properties to 0.0 and sets the damping
  /// ratio to 4.56"). That ratio is the one of the system spring of mass 3, stiffness 1000 and
  /// damping 500 (500 / (2·√3000) ≈ 4.564); here it settles within the animator's duration,
  /// like any damping-ratio spring.
  public init() { self.init(dampingRatio: Self.defaultDampingRatio) }

  /// The damping ratio of `init()`, from UIKit's documentation.
  public static let defaultDampingRatio = 4.56

  /// A spring that settles within the animator's duration. Ratios below
  /// `DampedSpring.minimumDampingRatio` are raised to it, so every spring settles; a ratio that
  /// is not a finite number counts as 1 (critically damped) rather than spreading to the values.
  public init(dampingRatio: Double, initialVelocity: Vector = .zero) {
    let ratio = dampingRatio.isFinite ? dampingRatio : 1
    kind = .dampingRatio(Swift.max(ratio, DampedSpring.minimumDampingRatio))
    self.initialVelocity = initialVelocity
  }

  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector = .zero) {
    kind = .physical(DampedSpring(mass: mass, stiffness: stiffness, damping: damping))
    self.initialVelocity = initialVelocity
  }

  public var timingCurveType: TimingCurveType { .spring }
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  public var springTimingParameters: SpringTimingParameters? { self }

  /// The damping ratio ζ of either form.
  public var dampingRatio: Double {
    switch kind {
    case .dampingRatio(let ratio): ratio
    case .physical(let spring): spring.dampingRatio
    }
  }

  /// The duration an animator given `requested` seconds will actually run: `requested` for a
  /// damping-ratio spring, the settling time for a physical one.
  public func effectiveDuration(forRequested requested: Double) -> Double {
    switch kind {
    case .dampingRatio:
      return requested
    case .physical(let spring):
      return Swift.max(
        spring.settlingDuration(initialVelocity: initialVelocity.dx),
        spring.settlingDuration(initialVelocity: initialVelocity.dy))
    }
  }

  /// The spring an animator of `duration` seconds runs along the given axis velocity.
  public func spring(forDuration duration: Double, initialVelocity velocity: Double)
    -> DampedSpring
  {
    switch kind {
    case .dampingRatio(let ratio):
      return DampedSpring.settling(
        dampingRatio: ratio, initialVelocity: velocity, within: duration)
    case .physical(let spring):
      return spring
    }
  }
}
