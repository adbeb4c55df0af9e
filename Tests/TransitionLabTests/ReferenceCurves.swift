import Foundation

/// Timing curves computed here, independently of TransitionKit, to check the command's output.
enum ReferenceCurves {
  /// y at time fraction x in [0, 1] of the cubic Bézier with control points (x1, y1), (x2, y2),
  /// found by bisection on the curve parameter (x(s) is increasing for x1, x2 in [0, 1]).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 where high - low > 1e-16 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  /// Position and velocity of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0, x′(0) = v0, in closed
  /// form for the three damping cases.
  static func spring(
    mass m: Double, stiffness k: Double, damping c: Double, v0: Double, at t: Double
  )
    -> (value: Double, velocity: Double)
  {
    // y = x − 1 solves y″ + 2ζω·y′ + ω²·y = 0 with y(0) = −1, y′(0) = v0.
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let a = -1.0
    if abs(zeta - 1) < 1e-12 {
      let b = v0 + omega * a
      let e = exp(-omega * t)
      return (1 + e * (a + b * t), e * (b - omega * (a + b * t)))
    }
    // Roots r1, r2 of r² + 2ζω·r + ω² = 0, complex when under-damped.
    if zeta < 1 {
      let alpha = zeta * omega
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + alpha * a) / wd
      let e = exp(-alpha * t)
      let y = e * (a * cos(wd * t) + b * sin(wd * t))
      let dy = -alpha * y + e * (-a * wd * sin(wd * t) + b * wd * cos(wd * t))
      return (1 + y, dy)
    }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * omega + root
    let r2 = -zeta * omega - root
    // y = C1·e^(r1 t) + C2·e^(r2 t), C1 + C2 = a, r1·C1 + r2·C2 = v0.
    let c2 = (v0 - r1 * a) / (r2 - r1)
    let c1 = a - c2
    return (
      1 + c1 * exp(r1 * t) + c2 * exp(r2 * t),
      r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
    )
  }

  /// Position and velocity of the same spring at each of `times` (ascending, from 0), by
  /// fourth-order Runge–Kutta with steps of at most `step` seconds.
  static func integratedSpring(
    mass m: Double, stiffness k: Double, damping c: Double, v0: Double, times: [Double],
    step: Double = 1e-5
  ) -> [(value: Double, velocity: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    var x = 0.0
    var v = v0
    var now = 0.0
    var results: [(value: Double, velocity: Double)] = []
    for target in times {
      let steps = Int(((target - now) / step).rounded(.up))
      let h = steps > 0 ? (target - now) / Double(steps) : 0
      for _ in 0..<steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      }
      now = target
      results.append((x, v))
    }
    return results
  }
}
