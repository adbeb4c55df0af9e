import Foundation

extension SpringForms {
  /// The first maximum above the target of a step from 0 to 1: how far past 1 it goes (a
  /// fraction of the distance) and when (seconds); nil when the value never passes 1.
  ///
  /// From rest the closed form answers: an under-damped spring (ζ < 1) peaks at t = π/ω_d,
  /// ω_d = ω₀√(1 − ζ²), overshooting by e^(−ζπ/√(1 − ζ²)); a critically or over-damped one
  /// never passes the target. With an initial velocity the peak is where the velocity of the
  /// closed form first turns from positive to negative with the value above 1: found by
  /// stepping the velocity's sign, then bisection.
  static func firstPeak(of spring: DampedSpring, initialVelocity v0: Double)
    -> (overshoot: Double, time: Double)?
  {
    let zeta = spring.dampingRatio
    let omega = spring.naturalFrequency
    if v0 == 0 {
      guard zeta < 1 else { return nil }
      let root = (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
      return (exp(-zeta * Double.pi / root), Double.pi / (omega * root))
    }
    // Where to look, and how finely. Under-damped: the velocity's zeros are π/ω_d apart, so
    // the first maximum comes within two of those intervals; other springs turn at most once,
    // before they settle.
    let end: Double
    let steps: Int
    if zeta < 1 {
      let omegaD = omega * (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
      end = 4 * Double.pi / omegaD
      steps = 512
    } else {
      end = spring.settlingDuration(initialVelocity: v0, limit: .infinity)
      steps = 8192
    }
    guard end.isFinite, end > 0 else { return nil }
    var previous = 0.0
    for index in 1...steps {
      let t = end * Double(index) / Double(steps)
      guard spring.velocity(at: t, initialVelocity: v0) <= 0 else {
        previous = t
        continue
      }
      // The velocity is positive at `previous` (or starts positive at 0) and not at t.
      guard spring.velocity(at: previous, initialVelocity: v0) > 0 else {
        previous = t
        continue
      }
      var low = previous
      var high = t
      for _ in 0..<100 {
        let mid = (low + high) / 2
        if spring.velocity(at: mid, initialVelocity: v0) > 0 { low = mid } else { high = mid }
      }
      let time = (low + high) / 2
      let overshoot = spring.value(at: time, initialVelocity: v0) - 1
      return overshoot > 0 ? (overshoot, time) : nil
    }
    return nil
  }
}

/// A spring form given values it cannot describe; the description is one line naming the
/// value and what is allowed.
public enum SpringFormError: Error, Equatable, CustomStringConvertible {
  /// The input values of the forms.
  public enum Parameter: String, Sendable, CaseIterable {
    case mass
    case stiffness
    case damping
    case dampingRatio = "damping-ratio"
    case response
    case duration
    case bounce
    case initialVelocity = "velocity"
  }

  /// `parameter` is NaN or infinite.
  case notFinite(Parameter, Double)
  /// `parameter` is outside what the form accepts (`allowed`, in words).
  case outOfRange(Parameter, Double, allowed: String)
  /// The values are each fine, but no computable spring has them together.
  case unsolvable(String)

  public var description: String { message { $0.rawValue } }

  /// The message, naming each parameter with `name` (the command line passes `--` names).
  public func message(naming name: (Parameter) -> String) -> String {
    switch self {
    case .notFinite(let parameter, let value):
      "\(name(parameter)) must be a finite number, got \(shortText(value))"
    case .outOfRange(let parameter, let value, let allowed):
      "\(name(parameter)) must be \(allowed), got \(shortText(value))"
    case .unsolvable(let reason):
      reason
    }
  }
}

/// `value` without a trailing `.0`: `1`, `0.25`, `1e-05`, `nan`.
func shortText(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}

extension SpringForms {
  /// What an input value may be.
  enum Allowed {
    case positive
    case bounce
    case velocity
    case atLeast(Double)
    case openClosed(Double, Double)

    func contains(_ value: Double) -> Bool {
      switch self {
      case .positive: value > 0
      case .bounce: -1 < value && value < 1
      case .velocity: abs(value) <= SpringForms.velocityLimit
      case .atLeast(let lower): value >= lower
      case .openClosed(let lower, let upper): lower < value && value <= upper
      }
    }

    var phrase: String {
      switch self {
      case .positive: "a finite number > 0"
      case .bounce: "a number in (-1, 1) (0 is critical damping, 1 would never settle)"
      case .velocity:
        "a number in [-\(shortText(SpringForms.velocityLimit)), \(shortText(SpringForms.velocityLimit))]"
      case .atLeast(let lower): "a finite number >= \(shortText(lower))"
      case .openClosed(let lower, let upper):
        "a number in (\(shortText(lower)), \(shortText(upper))]"
      }
    }
  }

  /// Throws unless `value` is finite and allowed.
  static func check(_ parameter: SpringFormError.Parameter, _ value: Double, _ allowed: Allowed)
    throws(SpringFormError)
  {
    guard value.isFinite else { throw .notFinite(parameter, value) }
    guard allowed.contains(value) else {
      throw .outOfRange(parameter, value, allowed: allowed.phrase)
    }
  }
}
