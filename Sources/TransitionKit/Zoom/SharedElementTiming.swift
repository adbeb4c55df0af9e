import Foundation

/// The timing a shared-element flight takes, from the systems that fly matched views.
public enum SharedElementTiming: String, Sendable, CaseIterable {
  /// Hero (`HeroTransitions/Hero`, `HeroDefaultAnimator.swift`): duration 0.208 s +
  /// clamp(distance, 0, 500) / 3000 s, where the distance is the position's travel plus the
  /// size's change; curve `standard` (0.4, 0, 0.2, 1); the other screen fades.
  case hero
  /// Jetpack Compose's `sharedBounds`: the default `BoundsTransform`,
  /// `spring(stiffness = StiffnessMediumLow (400), dampingRatio = 1)`; the other screen
  /// fades with the same progress.
  case compose
  /// Material's container transform (`MaterialContainerTransform`): 500 ms in
  /// (`motionDurationLong2`), 400 ms back (`motionDurationMedium4`), the emphasized easing,
  /// a scrim of 32 % black (`0x52000000`), and the incoming content faded in over 0–25 % of
  /// the progress going in, out over 60–90 % coming back (`FADE_MODE_IN`).
  case material

  /// Hero's duration for a flight between two frames.
  public static func heroDuration(from: Rect, to: Rect) -> Double {
    let travel = hypot(to.midX - from.midX, to.midY - from.midY)
    let resize = hypot(to.width - from.width, to.height - from.height)
    return 0.208 + Swift.min(Swift.max(travel + resize, 0), 500) / 3000
  }

  /// Hero's `standard` curve.
  static let heroCurve = UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
  /// Compose's default bounds spring.
  static let composeSpring = DampedSpring(dampingRatio: 1, stiffness: 400)
  /// Material's durations in and back, in seconds.
  public static let materialEnterDuration = 0.5
  public static let materialReturnDuration = 0.4
  /// Material's scrim opacity (0x52 / 255).
  public static let materialScrimOpacity = Double(0x52) / 255

  /// Material's emphasized easing, `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82
  /// 0.25,1 1,1`: two cubic segments, each solved for x.
  public static func emphasized(_ x: Double) -> Double {
    let t = Swift.min(Swift.max(x, 0), 1)
    let first = (p0: (0.0, 0.0), p1: (0.05, 0.0), p2: (0.133333, 0.06), p3: (0.166666, 0.4))
    let second = (p0: (0.166666, 0.4), p1: (0.208333, 0.82), p2: (0.25, 1.0), p3: (1.0, 1.0))
    let segment = t <= 0.166666 ? first : second
    func coord(_ u: Double, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      let v = 1 - u
      return v * v * v * a + 3 * v * v * u * b + 3 * v * u * u * c + u * u * u * d
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      let xm = coord(mid, segment.p0.0, segment.p1.0, segment.p2.0, segment.p3.0)
      if xm < t { lo = mid } else { hi = mid }
    }
    let u = (lo + hi) / 2
    return coord(u, segment.p0.1, segment.p1.1, segment.p2.1, segment.p3.1)
  }

  /// How long a flight between two frames takes, going in (`presenting`) or back.
  public func duration(from: Rect, to: Rect, presenting: Bool) -> Double {
    switch self {
    case .hero: return Self.heroDuration(from: from, to: to)
    case .compose:
      // Until the critically damped spring is within 1/1000 of its end.
      var t = 0.0
      while t < 5, abs(1 - Self.composeSpring.value(at: t)) > 0.001 { t += 1.0 / 240 }
      return t
    case .material: return presenting ? Self.materialEnterDuration : Self.materialReturnDuration
    }
  }

  /// The flight's progress (0…1, a spring may pass 1) at `time` seconds of `duration`.
  public func progress(at time: Double, duration: Double) -> Double {
    guard duration > 0 else { return 1 }
    let x = Swift.min(Swift.max(time / duration, 0), 1)
    switch self {
    case .hero: return Self.heroCurve.value(at: x)
    case .compose: return time >= duration ? 1 : Self.composeSpring.value(at: time)
    case .material: return Self.emphasized(x)
    }
  }

  /// The opacity of the incoming screen at `progress`.
  public func incomingOpacity(at progress: Double, presenting: Bool) -> Double {
    let p = Swift.min(Swift.max(progress, 0), 1)
    switch self {
    case .hero, .compose: return p
    case .material:
      // Fade thresholds: in over 0–0.25 going in; the outgoing content out over 0.6–0.9
      // coming back.
      let (start, end) = presenting ? (0.0, 0.25) : (0.6, 0.9)
      return Swift.min(Swift.max((p - start) / (end - start), 0), 1)
    }
  }

  /// Material's container transform's progress thresholds (`DEFAULT_ENTER_THRESHOLDS`,
  /// `DEFAULT_RETURN_THRESHOLDS` of `MaterialContainerTransform`): the end view's fade, the
  /// contents' scale and the container's shape, each a (start, end) share of the progress.
  public static func materialThresholds(presenting: Bool) -> (
    fade: (Double, Double), scale: (Double, Double), shape: (Double, Double)
  ) {
    presenting
      ? (fade: (0, 0.25), scale: (0, 1), shape: (0, 0.75))
      : (fade: (0.6, 0.9), scale: (0, 0.9), shape: (0.3, 0.9))
  }

  /// `progress` mapped onto a (start, end) threshold, clamped to 0…1.
  public static func share(_ progress: Double, of range: (Double, Double)) -> Double {
    guard range.1 > range.0 else { return progress >= range.1 ? 1 : 0 }
    return Swift.min(Swift.max((progress - range.0) / (range.1 - range.0), 0), 1)
  }

  /// The scrim's opacity behind the incoming screen at `progress`.
  public func scrimOpacity(at progress: Double) -> Double {
    self == .material ? Self.materialScrimOpacity * Swift.min(Swift.max(progress, 0), 1) : 0
  }
}
