import Foundation

/// One damped spring described in every dialect the platforms use, converted from any of them.
///
/// The forms, and where each mapping is published:
/// - **Physical** `(mass m, stiffness k, damping c)`: Core Animation's `CASpringAnimation`,
///   UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, libadwaita's
///   `adw_spring_params_new_full`, Compose (mass 1). ω₀ = √(k/m), ζ = c / (2√(k·m)).
/// - **Perceptual duration and bounce** `(d, bounce)`: SwiftUI's `Spring(duration:bounce:)`,
///   `UISpringTimingParameters(duration:bounce:)`, `CASpringAnimation(perceptualDuration:bounce:)`.
///   With m = 1: k = 4π²m / d², ζ = 1 − bounce for bounce ≥ 0 and ζ = 1 / (1 + bounce) below,
///   c = 2ζ√(k·m). Backwards, d = 2π√(m/k) and bounce = 1 − ζ for ζ < 1, 1/ζ − 1 otherwise.
///   Apple documents the forms and two examples on its `Spring` page
///   (developer.apple.com/documentation/swiftui/spring): `Spring(duration: 0.5, bounce: 0.3)`
///   has (m, k, c) = (1, 157.9, 17.6), and `Spring(mass: 1, stiffness: 100, damping: 10)` has
///   duration 0.63 and bounce 0.5. The formulas themselves are written out in Flutter's
///   `SpringDescription.withDurationAndBounce` and its `duration` / `bounce` getters
///   (`packages/flutter/lib/src/physics/spring_simulation.dart`), which says it gives "the same
///   result as SwiftUI's `spring(duration:bounce:blendDuration:)`", and reproduces both examples.
/// - **Damping ratio and response** `(ζ, response)`: SwiftUI's `Spring(response:dampingRatio:)`
///   ("the stiffness of the spring as an approximate duration in seconds") and FloatingPanel's
///   `(dampingRatio, frequencyResponse)`. The response is the undamped period, 2π/ω₀, so with
///   m = 1: k = (2π / response)², c = 4πζ / response. It is the same number as the perceptual
///   duration: SwiftUI's two forms differ only in how they spell the damping.
/// - **UIKit's animator form** `(ζ, duration D, initial velocity v₀)`:
///   `UISpringTimingParameters(dampingRatio:initialVelocity:)` inside an animator of D seconds.
///   The stiffness is whatever makes the motion settle at D (see
///   ``DampedSpring/settling(dampingRatio:initialVelocity:within:)``), with m = 1.
///
/// The derived values are for a step from 0 to 1 starting at the form's initial velocity
/// (0 unless given): ``settlingTime`` is when the value stays within ``settlingBand`` of the
/// target for good, as ``DampedSpring/settlingDuration(initialVelocity:epsilon:limit:)`` finds
/// it; ``overshoot`` and ``peakTime`` describe the first maximum above the target.
public struct SpringForms: Hashable, Sendable {
  /// Mass m, in arbitrary units (only ratios to k and c matter).
  public let mass: Double
  /// Stiffness k, force per unit of displacement.
  public let stiffness: Double
  /// Damping coefficient c, force per unit of velocity.
  public let damping: Double
  /// Initial velocity, relative: distances per second, positive toward the target.
  public let initialVelocity: Double
  /// Seconds until the value stays within `settlingBand` of the target.
  public let settlingTime: Double
  /// How far past the target the value goes, as a fraction of the distance; 0 when it does not.
  public let overshoot: Double
  /// Seconds to the first maximum above the target; nil when there is none.
  public let peakTime: Double?

  /// The band `settlingTime` is measured against: 0.001, 0.1 % of the distance
  /// (`DampedSpring.settlingEpsilon`, the band every spring of this library settles in).
  public static let settlingBand = DampedSpring.settlingEpsilon

  /// The largest initial velocity accepted, either way, in distances per second.
  public static let velocityLimit = 1e6

  /// The spring these forms describe.
  public var spring: DampedSpring {
    DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// ζ = c / (2√(k·m)); 1 is critical damping.
  public var dampingRatio: Double { spring.dampingRatio }

  /// ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { spring.naturalFrequency }

  /// The undamped period 2π/ω₀ = 2π√(m/k), in seconds: SwiftUI's `response`.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// SwiftUI's perceptual `duration`, the same number as `response`, in seconds.
  public var perceptualDuration: Double { response }

  /// SwiftUI's bounce: 1 − ζ for ζ < 1 (up to 1, undamped), 1/ζ − 1 for ζ ≥ 1 (down to −1).
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta < 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// A physical spring.
  ///
  /// - Parameters:
  ///   - mass: m > 0.
  ///   - stiffness: k > 0.
  ///   - damping: c > 0 (an undamped spring never settles).
  ///   - initialVelocity: relative, distances per second.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    throws(SpringFormError)
  {
    try Self.check(.mass, mass, .positive)
    try Self.check(.stiffness, stiffness, .positive)
    try Self.check(.damping, damping, .positive)
    try Self.check(.initialVelocity, initialVelocity, .velocity)
    try self.init(
      checked: DampedSpring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity)
  }

  /// SwiftUI's `Spring(duration:bounce:)`, mass 1.
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration d > 0, in seconds.
  ///   - bounce: in (−1, 1); 0 is critically damped, negative is over-damped.
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0)
    throws(SpringFormError)
  {
    try Self.check(.duration, duration, .positive)
    try Self.check(.bounce, bounce, .bounce)
    try Self.check(.initialVelocity, initialVelocity, .velocity)
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    try self.init(checked: Self.massOne(zeta: zeta, period: duration), initialVelocity)
  }

  /// SwiftUI's `Spring(response:dampingRatio:)` and FloatingPanel's
  /// `(dampingRatio, frequencyResponse)`, mass 1.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ > 0.
  ///   - response: the undamped period > 0, in seconds.
  public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0)
    throws(SpringFormError)
  {
    try Self.check(.dampingRatio, dampingRatio, .positive)
    try Self.check(.response, response, .positive)
    try Self.check(.initialVelocity, initialVelocity, .velocity)
    try self.init(checked: Self.massOne(zeta: dampingRatio, period: response), initialVelocity)
  }

  /// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of
  /// `settlingDuration` seconds: the mass-1 spring with that ratio that settles exactly then.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ ≥ `DampedSpring.minimumDampingRatio` (an animator raises lower ones).
  ///   - settlingDuration: in (0, `DampedSpring.maximumSettlingDuration`], seconds.
  ///   - initialVelocity: relative, distances per second.
  public init(dampingRatio: Double, settlingDuration: Double, initialVelocity: Double = 0)
    throws(SpringFormError)
  {
    try Self.check(.dampingRatio, dampingRatio, .atLeast(DampedSpring.minimumDampingRatio))
    try Self.check(
      .duration, settlingDuration, .openClosed(0, DampedSpring.maximumSettlingDuration))
    try Self.check(.initialVelocity, initialVelocity, .velocity)
    let spring = DampedSpring.settling(
      dampingRatio: dampingRatio, initialVelocity: initialVelocity, within: settlingDuration)
    try self.init(checked: spring, initialVelocity)
    guard abs(settlingTime - settlingDuration) <= 1e-6 * settlingDuration else {
      throw .unsolvable(
        "no spring with damping ratio \(shortText(dampingRatio)) and initial velocity "
          + "\(shortText(initialVelocity)) settles in \(shortText(settlingDuration)) s")
    }
  }

  /// The spring with mass 1, ratio ζ and undamped period `period` seconds.
  private static func massOne(zeta: Double, period: Double) -> DampedSpring {
    let omega = 2 * Double.pi / period
    return DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
  }

  /// Computes the derived values of a spring whose inputs have been checked.
  private init(checked spring: DampedSpring, _ initialVelocity: Double) throws(SpringFormError) {
    let quantities = [
      spring.stiffness, spring.damping, spring.stiffness / spring.mass,
      spring.stiffness * spring.mass, spring.damping / spring.mass, spring.naturalFrequency,
      spring.dampingRatio,
    ]
    guard quantities.allSatisfy({ $0.isFinite && $0 > 0 }) else {
      throw .unsolvable(
        "the spring's stiffness, damping, k/m, k·m and c/m must all be finite numbers above 0")
    }
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    self.initialVelocity = initialVelocity
    settlingTime = spring.settlingDuration(
      initialVelocity: initialVelocity, epsilon: Self.settlingBand, limit: .infinity)
    let peak = Self.firstPeak(of: spring, initialVelocity: initialVelocity)
    overshoot = peak?.overshoot ?? 0
    peakTime = peak?.time
  }
}
