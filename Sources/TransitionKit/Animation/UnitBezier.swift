/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as in CSS `cubic-bezier()` and Core Animation.
///
/// `value(at:)` solves x(t) = x for the curve parameter t, then returns y(t). y is not clamped,
/// so curves with y1 or y2 outside [0, 1] overshoot. For x outside [0, 1] the curve continues
/// along the tangent at its nearer end, as browser engines do.
///
/// Any finite control points give finite results: y is evaluated in Bernstein form, whose
/// weights sum to 1, so it cannot overflow, and a result too large for a `Double` (a steep end
/// tangent followed far out) is clamped to the largest finite value, as Chromium's
/// `CubicBezier` does.
public struct UnitBezier: Hashable, Sendable {
  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double

  // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t. y uses the control points
  // themselves, since 3·y1 and 3·(y2 − y1) may overflow where y1 and y2 do not.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let startGradient: Double
  private let endGradient: Double

  /// Newton iterations stop when |x(t) − x| is below this; bisection then refines further.
  private static let solveEpsilon = 1e-12

  /// A curve with the given control points. `x1` and `x2` are expected in [0, 1] (callers
  /// validate user input); values outside still give a curve, though not a function of x.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    // The slope at each end, used to extend the curve beyond [0, 1]. When a control point
    // sits on its end point the tangent comes from the other control point.
    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0, x2 > 0 {
      startGradient = y2 / x2
    } else if y1 == 0, y2 == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if y2 == 1, x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else if y2 == 1, y1 == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// y(t) = 3s²t·y1 + 3st²·y2 + t³ with s = 1 − t; each weight is at most 4/9.
  private func sampleY(_ t: Double) -> Double {
    let s = 1 - t
    return (3 * s * s * t) * y1 + (3 * s * t * t) * y2 + t * t * t
  }

  /// y′(t) = 3s(1 − 3t)·y1 + 3t(2 − 3t)·y2 + 3t², computed on control values scaled into
  /// [−1, 1] and scaled back, so that terms of opposite sign cannot overflow to ∞ − ∞.
  private func sampleDerivativeY(_ t: Double) -> Double {
    let s = 1 - t
    let scale = Swift.max(1, abs(y1), abs(y2))
    let scaled =
      (3 * s * (1 - 3 * t)) * (y1 / scale) + (3 * t * (2 - 3 * t)) * (y2 / scale)
      + 3 * t * t / scale
    return Self.finite(scaled * scale)
  }

  /// `value` with infinities replaced by the largest finite value of the same sign.
  private static func finite(_ value: Double) -> Double {
    guard value.isInfinite else { return value }
    return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }

  /// The curve parameter t in [0, 1] at which x(t) = x, for x in [0, 1].
  func parameter(forX x: Double) -> Double {
    // Newton's method converges in a few steps where the curve is not flat in x.
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < Self.solveEpsilon { return t }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < 1e-7 { break }
      t -= error / derivative
    }
    // Bisection always converges, because x(t) is monotonic for x1, x2 in [0, 1].
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-15 {
      let value = sampleX(t)
      if abs(value - x) < Self.solveEpsilon { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// The curve's y for a given x (time fraction); y is not clamped.
  public func value(at x: Double) -> Double {
    guard x.isFinite else { return x.isNaN ? x : (x > 0 ? 1 : 0) }
    if x <= 0 { return x == 0 ? 0 : Self.finite(startGradient * x) }
    if x >= 1 { return x == 1 ? 1 : Self.finite(1 + endGradient * (x - 1)) }
    return sampleY(parameter(forX: x))
  }

  /// dy/dx at a given x: the rate of progress per unit of time fraction.
  public func slope(at x: Double) -> Double {
    if x <= 0 { return Self.finite(startGradient) }
    if x >= 1 { return Self.finite(endGradient) }
    let t = parameter(forX: x)
    let dx = sampleDerivativeX(t)
    guard abs(dx) > 1e-12 else {
      // A vertical tangent inside the curve; approximate with a short chord.
      let h = 1e-6
      let after = value(at: Swift.min(1, x + h))
      let before = value(at: Swift.max(0, x - h))
      return Self.finite((after / 2 - before / 2) / h)
    }
    return Self.finite(sampleDerivativeY(t) / dx)
  }
}
