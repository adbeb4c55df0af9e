import TransitionKit

/// A timing curve to plot: progress (0 at the start, 1 at the target) as a function of time.
public struct PlotCurve: Sendable {
  /// The animation's duration, in seconds.
  public var duration: Double
  /// Progress at a time in seconds (0 … `duration`, and after it for a spring).
  public var value: @Sendable (Double) -> Double
  /// When the curve says itself when it settles (a spring, by its envelope, as the animator
  /// and the spring forms count it), in seconds; nil to find it from the samples.
  public var settleTime: Double?

  public init(
    duration: Double, settleTime: Double? = nil, value: @escaping @Sendable (Double) -> Double
  ) {
    self.duration = duration
    self.settleTime = settleTime
    self.value = value
  }

  /// A cubic Bézier over `duration` seconds; 1 after it.
  public static func bezier(_ bezier: UnitBezier, duration: Double) -> PlotCurve {
    PlotCurve(duration: duration) { t in
      duration > 0 ? bezier.value(at: Swift.min(Swift.max(t / duration, 0), 1)) : 1
    }
  }

  /// A spring from 0 toward 1 with a relative initial velocity (distances per second).
  public static func spring(_ spring: DampedSpring, initialVelocity: Double, duration: Double)
    -> PlotCurve
  {
    PlotCurve(
      duration: duration, settleTime: spring.settlingDuration(initialVelocity: initialVelocity)
    ) { t in
      spring.value(at: Swift.max(t, 0), initialVelocity: initialVelocity)
    }
  }
}

/// What the plot shows of a curve: samples of value and velocity over the plotted span, the
/// settle time and the overshoot.
public struct CurvePlotData: Sendable {
  /// The band the settle time is measured against: 0.1 % of the distance, as the springs'.
  public static let settleBand = DampedSpring.settlingEpsilon
  /// How many samples the plot takes (the line's vertices).
  public static let sampleCount = 240

  /// Sample times, seconds, from 0 to `span`.
  public let times: [Double]
  /// Progress at each sample time.
  public let values: [Double]
  /// Velocity at each sample time, in distances per second (central differences).
  public let velocities: [Double]
  /// Seconds the plot spans: a little past the later of the duration and the settle time.
  public let span: Double
  /// Seconds until the value stays within `settleBand` of 1 for good: the curve's own figure
  /// when it has one, else the last sample outside the band.
  public let settleTime: Double
  /// How far the value goes past 1, as a fraction of the distance; 0 when it does not.
  public let overshoot: Double
  /// Seconds to the largest value, when it goes past 1; nil otherwise.
  public let peakTime: Double?
  /// The animation's duration, in seconds.
  public let duration: Double

  /// Samples `curve` finely (2000 steps to the later of its duration and its settling) for
  /// the figures, and `sampleCount` times over the span for the line.
  public init(curve: PlotCurve) {
    let duration = Swift.max(curve.duration, 1e-3)
    self.duration = duration
    // The settle time: the last fine sample outside the band, searched over up to 4
    // durations (a spring of the animator form settles within its duration).
    let searchEnd = duration * 4
    let steps = 8000
    var lastOutside = 0.0
    var peak = -Double.infinity
    var peakAt = 0.0
    for index in 0...steps {
      let t = searchEnd * Double(index) / Double(steps)
      let value = curve.value(t)
      if abs(value - 1) > Self.settleBand { lastOutside = t }
      if value > peak {
        peak = value
        peakAt = t
      }
    }
    let step = searchEnd / Double(steps)
    settleTime = curve.settleTime ?? Swift.min(lastOutside + step, searchEnd)
    overshoot = Swift.max(0, peak - 1)
    peakTime = peak > 1 + 1e-9 ? peakAt : nil
    span = Swift.max(duration, settleTime) * 1.1
    let h = span / Double(Self.sampleCount) / 4
    var times: [Double] = []
    var values: [Double] = []
    var velocities: [Double] = []
    for index in 0...Self.sampleCount {
      let t = span * Double(index) / Double(Self.sampleCount)
      times.append(t)
      values.append(curve.value(t))
      let before = curve.value(Swift.max(t - h, 0))
      let after = curve.value(t + h)
      velocities.append((after - before) / (t + h - Swift.max(t - h, 0)))
    }
    self.times = times
    self.values = values
    self.velocities = velocities
  }

  /// The lowest and highest value, with 1 and 0 always included.
  public var valueRange: ClosedRange<Double> {
    (Swift.min(values.min() ?? 0, 0))...(Swift.max(values.max() ?? 1, 1))
  }

  /// The largest speed, in distances per second (at least 1, so the axis is never flat).
  public var velocityLimit: Double {
    Swift.max(velocities.map(abs).max() ?? 1, 1)
  }
}

/// Where the transition is on the plotted curve.
public struct PlotMarker: Sendable, Equatable {
  public enum Phase: String, Sendable {
    /// A finger or pointer drives the progress.
    case interactive
    /// The transition runs to its end (or back) on its own: after a release, or not
    /// interactive at all.
    case completing
  }

  /// Time along the curve, seconds from its start (progress p of an interactive transition
  /// sits at p × duration).
  public var time: Double
  public var phase: Phase

  public init(time: Double, phase: Phase) {
    self.time = time
    self.phase = phase
  }
}

/// Where things are in a plot of a given size, in its user-space units (logical pixels).
public struct CurvePlotLayout: Sendable {
  /// Margins: left for the value axis, right for the velocity axis, bottom for times.
  public static let margins = (left: 30.0, right: 30.0, top: 12.0, bottom: 22.0)

  public let width: Double
  public let height: Double
  public let span: Double
  public let valueRange: ClosedRange<Double>
  public let velocityLimit: Double

  /// The layout of `data` in a plot of `width` × `height`; `including` widens the value axis
  /// to other values drawn on it (a Bézier's control points, which may lie past the curve).
  public init(width: Double, height: Double, data: CurvePlotData, including: [Double] = []) {
    self.width = width
    self.height = height
    span = data.span
    let finite = including.filter(\.isFinite)
    let range =
      Swift.min(
        data.valueRange.lowerBound, finite.min() ?? 0)...Swift.max(
        data.valueRange.upperBound, finite.max() ?? 1)
    let pad = (range.upperBound - range.lowerBound) * 0.08
    valueRange = (range.lowerBound - pad)...(range.upperBound + pad)
    velocityLimit = data.velocityLimit * 1.1
  }

  /// The plotting area (inside the margins).
  public var area: Rect {
    let m = Self.margins
    return Rect(
      x: m.left, y: m.top, width: Swift.max(width - m.left - m.right, 1),
      height: Swift.max(height - m.top - m.bottom, 1))
  }

  /// The point of (time in seconds, progress).
  public func point(time: Double, value: Double) -> Point {
    let a = area
    let fx = span > 0 ? time / span : 0
    let fy = (value - valueRange.lowerBound) / (valueRange.upperBound - valueRange.lowerBound)
    return Point(x: a.minX + fx * a.width, y: a.maxY - fy * a.height)
  }

  /// The point of (time, velocity in distances per second) on the velocity axis, whose 0 is
  /// at the middle of the area.
  public func velocityPoint(time: Double, velocity: Double) -> Point {
    let a = area
    let fx = span > 0 ? time / span : 0
    return Point(
      x: a.minX + fx * a.width, y: a.midY - velocity / velocityLimit * a.height / 2)
  }
}
