import Foundation

/// The closed forms a scroll view moves by, along one axis: deceleration after a release,
/// the rubber band past an edge while dragging, and the bounce back to the edge.
///
/// Offsets are content offsets in points; velocities are points per second of content
/// offset (the finger's velocity with the sign reversed).
public enum ScrollPhysics {
  /// UIScrollView's `.normal` deceleration rate: the velocity is multiplied by it every
  /// millisecond (the raw value is not printed by Apple; it is the one third-party
  /// documentation and FloatingPanel's projection use).
  public static let normalDecelerationRate = 0.998
  /// UIScrollView's `.fast` rate.
  public static let fastDecelerationRate = 0.99
  /// The stiffness of the bounce back to an edge, as the natural frequency of a critically
  /// damped spring, in radians per second. UIKit does not document it; 12 rad/s (chosen) brings
  /// a view back from a 100-point overshoot in about half a second, as UIScrollView appears to.
  public static let bounceFrequency = 12.0
  /// The fastest a deceleration enters its bounce, in points per second (chosen: the content
  /// goes at most about 150 points past the edge, as it does on iOS for the fastest flicks).
  public static let maximumBounceVelocity = 5000.0

  /// A velocity limited to `maximumBounceVelocity` either way.
  public static func boundedBounceVelocity(_ velocity: Double) -> Double {
    Swift.min(Swift.max(velocity, -maximumBounceVelocity), maximumBounceVelocity)
  }

  /// Motion this close to its rest, in points, and slower than `restSpeed`, is at rest.
  public static let restDistance = 0.5
  /// Points per second below which a motion near its rest stops.
  public static let restSpeed = 1.0

  /// The offset and velocity `elapsed` seconds after a release at `origin` with `velocity`
  /// (points per second): the velocity is `velocity · rate^(1000 · elapsed)` (multiplied by
  /// `rate` every millisecond), and the offset is its exact integral,
  /// `origin + velocity · (rate^(1000·t) − 1) / (1000 · ln rate)`.
  public static func decelerate(
    from origin: Double, velocity: Double, rate: Double, elapsed: Double
  ) -> (offset: Double, velocity: Double) {
    guard rate > 0, rate < 1, elapsed > 0 else { return (origin, velocity) }
    let decay = pow(rate, 1000 * elapsed)
    let k = 1000 * log(rate)
    return (origin + velocity * (decay - 1) / k, velocity * decay)
  }

  /// Where a deceleration comes to rest: `origin + velocity / (−1000 · ln rate)` (for 0.998
  /// that is `velocity / 1000 · 499.5`, the projection `(v/1000)·r/(1−r)` within 0.1 %).
  public static func restingOffset(from origin: Double, velocity: Double, rate: Double) -> Double {
    guard rate > 0, rate < 1 else { return origin }
    return origin - velocity / (1000 * log(rate))
  }

  /// The seconds after which a deceleration from `velocity` reaches `offset` (the first
  /// time), or `nil` when it never gets there.
  public static func timeToReach(
    _ offset: Double, from origin: Double, velocity: Double, rate: Double
  ) -> Double? {
    guard rate > 0, rate < 1, velocity != 0 else { return nil }
    let k = 1000 * log(rate)
    let decay = 1 + (offset - origin) * k / velocity
    guard decay > 0, decay <= 1 else { return nil }
    return log(decay) / k
  }

  /// The time after which a deceleration is within `restDistance` of its rest.
  public static func decelerationDuration(velocity: Double, rate: Double) -> Double {
    guard rate > 0, rate < 1, velocity != 0 else { return 0 }
    let k = -1000 * log(rate)
    let left = abs(velocity) / k
    guard left > restDistance else { return 0 }
    return log(left / restDistance) / k
  }

  /// The bounce back to an edge: a critically damped spring at `bounceFrequency`, from
  /// `displacement` points past the edge moving at `velocity`, `elapsed` seconds later:
  /// `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)`. Returns the displacement and its velocity.
  public static func bounce(
    displacement x0: Double, velocity v0: Double, elapsed t: Double,
    frequency omega: Double = bounceFrequency
  ) -> (displacement: Double, velocity: Double) {
    guard t > 0 else { return (x0, v0) }
    let decay = exp(-omega * t)
    let b = v0 + omega * x0
    return ((x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay)
  }

  /// The offset drawn for a finger that puts the offset at `raw`, with the range
  /// `minimum...maximum`: inside it, `raw`; past an edge, UIScrollView's rubber band
  /// `(1 − 1/(x·0.55/d + 1))·d` of the overshoot `x`, `d` the view's size along the axis; with
  /// `bounces` off, the edge.
  public static func rubberBanded(
    _ raw: Double, minimum: Double, maximum: Double, dimension: Double, bounces: Bool = true
  ) -> Double {
    let upper = Swift.max(minimum, maximum)
    if raw < minimum {
      return bounces
        ? minimum + RubberBand.uikit.offset(forOvershoot: raw - minimum, dimension: dimension)
        : minimum
    }
    if raw > upper {
      return bounces
        ? upper + RubberBand.uikit.offset(forOvershoot: raw - upper, dimension: dimension) : upper
    }
    return raw
  }
}
