import Foundation

/// A damped harmonic oscillator pulling a value from 0 to a target of 1, solved in closed
/// form.
///
/// With y = x − 1 the displacement from the target, the spring obeys m·y″ + c·y′ + k·y = 0,
/// with y(0) = −1 and y′(0) = v₀ (positive means moving toward the target). With the natural
/// frequency ω₀ = √(k/m) and the damping ratio ζ = c / (2√(k·m)):
///
/// - ζ < 1 (under-damped) oscillates inside a decaying envelope:
///   y = e^(−ζω₀t)·(A·cos ω_d t + B·sin ω_d t), ω_d = ω₀√(1 − ζ²), A = −1,
///   B = (v₀ − ζω₀) / ω_d.
/// - ζ = 1 (critically damped) returns fastest without crossing more than once:
///   y = e^(−ω₀t)·(A + B·t), A = −1, B = v₀ − ω₀.
/// - ζ > 1 (over-damped) creeps back: y = e^(−ζω₀t)·(A·cosh ω_o t + B·sinh ω_o t),
///   ω_o = ω₀√(ζ² − 1), B = (v₀ − ζω₀) / ω_o.
///
/// Every value is exact for any time; nothing is stepped.
public struct DampedSpring: Hashable, Sendable {
  /// Mass, in arbitrary units (only ratios matter).
  public let mass: Double
  /// Stiffness k, force per unit of displacement.
  public let stiffness: Double
  /// Damping coefficient c, force per unit of velocity.
  public let damping: Double

  /// How close to the target, as a fraction of the distance, counts as settled.
  public static let settlingEpsilon = 0.001
  /// The longest a spring may take to settle, in seconds; an undamped spring stops here.
  public static let maximumSettlingDuration = 60.0
  /// Damping ratios are clamped to at least this, so every spring settles.
  public static let minimumDampingRatio = 0.01
  /// Ratios this close to 1 use the critically damped solution, which the other two
  /// approach continuously.
  static let criticalTolerance = 1e-9

  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// A spring with a damping ratio instead of a damping coefficient.
  public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
    self.init(
      mass: mass, stiffness: stiffness,
      damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
  }

  /// ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The displacement y = x − 1 and its derivative at time t (seconds).
  private func displacement(at t: Double, initialVelocity v0: Double) -> (y: Double, dy: Double) {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let y0 = -1.0
    if abs(zeta - 1) < Self.criticalTolerance {
      let a = y0
      let b = v0 + omega * y0
      let decay = exp(-omega * t)
      // Settled for good; also keeps 0 · ∞ out when b·t overflows.
      if decay == 0 { return (0, 0) }
      return (decay * (a + b * t), decay * (b - omega * (a + b * t)))
    }
    let alpha = zeta * omega
    if zeta < 1 {
      let decay = exp(-alpha * t)
      // Settled for good; also keeps cos(∞) out of an enormous t.
      if decay == 0 { return (0, 0) }
      // √(1 − ζ)·√(1 + ζ) rather than √(1 − ζ²): exact 1 − ζ near critical damping.
      let omegaD = omega * (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      // B·sin ω_d t with B = (v₀ − α)/ω_d, written as (v₀ − α)·(sin ω_d t / ω_d), which stays
      // finite (at most |v₀ − α|·t) when ω_d is tiny beside critical damping.
      let sineOverOmega = omegaD * t == 0 ? t : sine / omegaD
      let y = decay * (-cosine + (v0 - alpha) * sineOverOmega)
      // y′ = e^(−αt)·(v₀·cos ω_d t + ω_d·sin ω_d t − α·(v₀ − α)·sin ω_d t / ω_d)
      let dy = decay * (v0 * cosine + omegaD * sine - alpha * ((v0 - alpha) * sineOverOmega))
      return (y, dy)
    }
    let rates = Self.overdampedRates(omega: omega, zeta: zeta)
    if rates.omegaO * t < 1 {
      // Near critical damping (or near t = 0) the hyperbolic form keeps its precision.
      let a = y0
      let bTimesOmegaO = v0 + alpha * y0
      let (coshTerm, sinhOverOmega) = Self.hyperbolicTerms(rates, t: t)
      let y = a * coshTerm + bTimesOmegaO * sinhOverOmega
      // y′ = −α·y + e^(−αt)·(A·ω_o·sinh + B·ω_o·cosh)
      let dy =
        -alpha * y + a * rates.omegaO * (rates.omegaO * sinhOverOmega)
        + bTimesOmegaO * coshTerm
      return (y, dy)
    }
    // y = C₁e^(r₁t) + C₂e^(r₂t) with C₁ + C₂ = −1 and C₁r₁ + C₂r₂ = v₀. Once ω_o·t ≥ 1 the two
    // exponentials differ enough that neither sum cancels badly, and the velocity does not
    // lose the digits that −α·y + … loses for heavy damping.
    let c2 = (v0 + rates.slow) / (rates.fast - rates.slow)
    let c1 = -1 - c2
    let slow = exp(rates.slow * t)
    let fast = exp(rates.fast * t)
    return (c1 * slow + c2 * fast, c1 * rates.slow * slow + c2 * rates.fast * fast)
  }

  /// The value at time t (seconds) of a unit step from 0 to 1.
  ///
  /// - Parameter initialVelocity: relative, in distances per second; positive is toward 1.
  public func value(at t: Double, initialVelocity: Double = 0) -> Double {
    1 + displacement(at: t, initialVelocity: initialVelocity).y
  }

  /// The velocity at time t, in distances per second.
  public func velocity(at t: Double, initialVelocity: Double = 0) -> Double {
    displacement(at: t, initialVelocity: initialVelocity).dy
  }

  /// The time after which the value stays within `epsilon` of the target, in seconds, at most
  /// `limit` (by default `maximumSettlingDuration`).
  ///
  /// The value never leaves the band after the returned time: it is where an upper bound of
  /// |x − 1| (an envelope of the motion) drops below `epsilon` for good. With A = −1 and B the
  /// coefficients of the closed form, the bounds are
  ///
  /// - under-damped: e^(−αt)·min(√(A² + B²), |A| + |B|·min(1, ω_d·t)), from |sin| ≤ min(1, x);
  /// - critically damped: e^(−ω₀t)·(|A| + |B|·t), which is the motion itself when v₀ ≤ ω₀;
  /// - over-damped: the smaller of |C₁|e^(r₁t) + |C₂|e^(r₂t) and
  ///   e^(−αt)·(|A|·cosh ω_o t + |B·ω_o|·sinh(ω_o t)/ω_o).
  ///
  /// The second form of each bound tends to the critical one as ζ → 1, so settling times are
  /// continuous across critical damping instead of growing without bound beside it. Each
  /// bound starts at 1 or more and falls below any level only once, so the time is found by
  /// doubling, then bisection. The level is aimed a hair inside the band, so that rounding in
  /// `value(at:)` cannot put the value outside it at the returned time itself.
  public func settlingDuration(
    initialVelocity v0: Double = 0, epsilon: Double = settlingEpsilon,
    limit: Double = maximumSettlingDuration
  ) -> Double {
    let epsilon = epsilon * (1 - 1e-12)
    let omega = naturalFrequency
    let zeta = dampingRatio
    guard omega > 0, omega.isFinite, zeta > 0 else { return limit }
    let alpha = zeta * omega
    let envelope: (Double) -> Double
    if abs(zeta - 1) < Self.criticalTolerance {
      let b = abs(v0 - omega)
      envelope = { t in exp(-omega * t) * (1 + b * t) }
    } else if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = abs(v0 - alpha) / omegaD
      let amplitude = (1 + b * b).squareRoot()
      envelope = { t in
        exp(-alpha * t) * Swift.min(amplitude, 1 + b * Swift.min(1, omegaD * t))
      }
    } else {
      let rates = Self.overdampedRates(omega: omega, zeta: zeta)
      // y = C₁e^(r₁t) + C₂e^(r₂t), r₁ the slow rate, r₂ the fast one.
      let c2 = (v0 + rates.slow) / (rates.fast - rates.slow)
      let c1 = -1 - c2
      let b = abs(v0 - alpha)
      envelope = { t in
        let terms = Self.hyperbolicTerms(rates, t: t)
        return Swift.min(
          abs(c1) * exp(rates.slow * t) + abs(c2) * exp(rates.fast * t),
          terms.cosh + b * terms.sinhOverOmega)
      }
    }
    var low = 0.0
    var high = 1 / omega
    while envelope(high) >= epsilon {
      guard high < limit else { return limit }
      low = high
      high = Swift.min(high * 2, limit)
    }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if envelope(mid) >= epsilon { low = mid } else { high = mid }
    }
    return Swift.min(high, limit)
  }

  /// The constants of an over-damped spring (ζ > 1): α = ζω₀, ω_o = ω₀√(ζ² − 1), and the two
  /// decay rates r₁ = −α + ω_o (slow) and r₂ = −α − ω_o (fast), in 1/s.
  struct OverdampedRates {
    let alpha: Double
    let omegaO: Double
    let slow: Double
    let fast: Double
  }

  /// The over-damped constants, computed without cancellation: ω_o as ω₀·√(ζ − 1)·√(ζ + 1),
  /// which cannot overflow where ζ² would, and r₁ as −ω₀² / (α + ω_o), since
  /// (α − ω_o)(α + ω_o) = ω₀²; −α + ω_o itself would lose every digit for heavy damping.
  static func overdampedRates(omega: Double, zeta: Double) -> OverdampedRates {
    let alpha = zeta * omega
    let omegaO = omega * (zeta - 1).squareRoot() * (zeta + 1).squareRoot()
    return OverdampedRates(
      alpha: alpha, omegaO: omegaO, slow: -(omega / (alpha + omegaO)) * omega,
      fast: -alpha - omegaO)
  }

  /// e^(−αt)·cosh(ω_o t) and e^(−αt)·sinh(ω_o t)/ω_o, written so that neither overflows for
  /// large t nor loses precision for small ω_o·t.
  private static func hyperbolicTerms(_ rates: OverdampedRates, t: Double)
    -> (cosh: Double, sinhOverOmega: Double)
  {
    let x = rates.omegaO * t
    if x < 1 {
      let decay = exp(-rates.alpha * t)
      return (decay * cosh(x), decay * (x == 0 ? t : sinh(x) / rates.omegaO))
    }
    let slow = exp(rates.slow * t)
    let fast = exp(rates.fast * t)
    return (0.5 * (slow + fast), 0.5 * (slow - fast) / rates.omegaO)
  }

  /// The spring with mass 1 and the given damping ratio whose motion settles exactly at
  /// `duration` seconds for the given initial velocity.
  ///
  /// This is how `SpringTimingParameters(dampingRatio:initialVelocity:)` turns into physics
  /// inside an animator: the damping ratio fixes the shape (how much it overshoots), and the
  /// animator's duration fixes the stiffness. Settling time scales as 1/ω₀ when the initial
  /// velocity is zero; with a velocity, ω₀ is found by bisection.
  public static func settling(
    dampingRatio: Double, initialVelocity v0: Double = 0, within duration: Double
  ) -> DampedSpring {
    let zeta = Swift.max(dampingRatio, minimumDampingRatio)
    func spring(_ omega: Double) -> DampedSpring {
      DampedSpring(dampingRatio: zeta, stiffness: omega * omega, mass: 1)
    }
    guard duration > 0, duration.isFinite else { return spring(1000) }
    // Measured without the usual cap: a lightly damped spring at ω₀ = 1 may take minutes.
    let unitTime = spring(1).settlingDuration(initialVelocity: 0, limit: .infinity)
    var omega = unitTime / duration
    if v0 == 0 { return spring(omega) }
    var low = omega / 1000
    var high = omega * 1000
    for _ in 0..<80 {
      omega = (low * high).squareRoot()
      if spring(omega).settlingDuration(initialVelocity: v0, limit: .infinity) > duration {
        low = omega
      } else {
        high = omega
      }
      if high / low < 1 + 1e-12 { break }
    }
    return spring(high)
  }
}
