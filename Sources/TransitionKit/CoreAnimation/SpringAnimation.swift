import Foundation

/// A basic animation moved by a damped spring (`CASpringAnimation`), in closed form: at `t`
/// seconds into its run it shows from + (to − from) · x(t), x the unit step response of the
/// spring m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity` (see
/// `DampedSpring`). `duration` only cuts the run; `settlingDuration` says how long the spring
/// takes to rest.
@MainActor
open class SpringAnimation: BasicAnimation {
  /// The mass at the end of the spring (default 1).
  public var mass = 1.0
  /// The spring's stiffness k (default 100).
  public var stiffness = 100.0
  /// The damping coefficient c (default 10).
  public var damping = 10.0
  /// The starting velocity, in distances per second toward the target (default 0).
  public var initialVelocity = 0.0
  /// Whether damping beyond critical is kept (iOS 17); otherwise the damping ratio is held
  /// at 1 at most.
  public var allowsOverdamping = false

  /// A spring of a perceptual duration and a bounce (iOS 17's
  /// `init(perceptualDuration:bounce:)`, SwiftUI's `Spring(duration:bounce:)`): mass 1,
  /// stiffness (2π / d)², damping ratio 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (below);
  /// its `duration` is set to its settling duration.
  public convenience init(perceptualDuration: Double, bounce: Double) {
    self.init()
    let d = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
    let b = bounce.isFinite ? Swift.min(Swift.max(bounce, -0.999), 0.999) : 0
    mass = 1
    stiffness = pow(2 * .pi / d, 2)
    let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
    damping = 2 * ratio * stiffness.squareRoot()
    allowsOverdamping = b < 0
    duration = settlingDuration
  }

  /// 2π√(m/k), in seconds: the period of the undamped spring.
  public var perceptualDuration: Double { 2 * .pi * (mass / stiffness).squareRoot() }

  /// 1 − ζ below critical damping, 1/ζ − 1 above.
  public var bounce: Double {
    let zeta = spring.dampingRatio
    return zeta < 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The spring these parameters make (damping ratio held at 1 unless `allowsOverdamping`).
  var spring: DampedSpring {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    var c = damping.isFinite ? Swift.max(damping, 0) : 10
    let critical = 2 * (k * m).squareRoot()
    if !allowsOverdamping { c = Swift.min(c, critical) }
    return DampedSpring(mass: m, stiffness: k, damping: c)
  }

  /// The seconds until the spring stays within 0.1 % of the distance of its target (for
  /// Apple's examples, mass 1 and stiffness 100: damping 5 settles in 2.78 s, which Apple
  /// gives as about 2.85 s; damping 15 in 0.98 s, "just over 1 second").
  public var settlingDuration: Double {
    spring.settlingDuration(initialVelocity: initialVelocity)
  }

  override func copySettings(from other: LayerAnimation) {
    super.copySettings(from: other)
    guard let other = other as? SpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  override func value(progress: Double, moment: AnimationMoment, base: AnimationValue?)
    -> AnimationValue?
  {
    guard let (from, to) = ends(base: base) else { return nil }
    let d = Swift.max(duration, 0)
    let seconds =
      timingFunction.map { $0.value(at: moment.fraction) * d } ?? moment.simpleTime
    let x = spring.value(at: seconds, initialVelocity: initialVelocity)
    return from.interpolated(to: to, fraction: x)
  }
}
