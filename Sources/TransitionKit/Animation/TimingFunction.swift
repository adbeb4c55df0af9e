/// A timing resolved for one stretch of an animator's run: maps the fraction u of that stretch's
/// duration to progress along each axis. Built once when the stretch begins, so evaluating it
/// each frame does no set-up work and allocates nothing.
struct TimingFunction: Sendable {
  enum Shape: Sendable {
    case cubic(UnitBezier)
    /// Springs in real seconds for the horizontal and vertical axes, and the stretch's
    /// duration in seconds (u = 1 is that duration, where the spring is settled).
    case spring(x: DampedSpring, vx: Double, y: DampedSpring, vy: Double, duration: Double)
  }

  let shape: Shape

  static let linear = TimingFunction(shape: .cubic(AnimationCurve.linear.bezier))

  init(shape: Shape) { self.shape = shape }

  /// Resolves a provider for a stretch lasting `duration` seconds.
  init(_ provider: any TimingCurveProvider, duration: Double) {
    if let spring = provider.springTimingParameters {
      let v = spring.initialVelocity
      let sx = spring.spring(forDuration: duration, initialVelocity: v.dx)
      let sy = v.dy == v.dx ? sx : spring.spring(forDuration: duration, initialVelocity: v.dy)
      shape = .spring(x: sx, vx: v.dx, y: sy, vy: v.dy, duration: duration)
    } else if let cubic = provider.cubicTimingParameters {
      shape = .cubic(cubic.bezier)
    } else {
      shape = .cubic(AnimationCurve.easeInOut.bezier)
    }
  }

  /// Progress along x and y at the fraction u of the stretch. At u ≥ 1 the progress is
  /// exactly 1 (a spring is settled there by construction); at u ≤ 0 it is exactly 0.
  @inline(__always)
  func progress(_ u: Double) -> (x: Double, y: Double) {
    if u >= 1 { return (1, 1) }
    if u <= 0 { return (0, 0) }
    switch shape {
    case .cubic(let bezier):
      let value = bezier.value(at: u)
      return (value, value)
    case .spring(let x, let vx, let y, let vy, let duration):
      let t = u * duration
      let px = x.value(at: t, initialVelocity: vx)
      if x == y && vx == vy { return (px, px) }
      return (px, y.value(at: t, initialVelocity: vy))
    }
  }
}
