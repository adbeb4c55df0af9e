/// Estimates a pointer's velocity from the events' own timestamps.
///
/// Keeps the press and the most recent samples, so that both estimators of
/// ``VelocityEstimator`` can be answered: `.recent(window:)` over the last samples (150 ms by
/// default, as libadwaita's swipe tracker does) and `.average` from the press. Handler delays
/// never change the result.
///
/// Samples whose time or position is not a finite number are ignored, and so are samples older
/// than the newest one (events out of order). Samples with the newest one's timestamp are kept.
public struct VelocityTracker: Sendable {
  /// How far back `velocity` counts samples, in seconds.
  public static let window = VelocityEstimator.defaultWindow
  /// Recent samples kept at most (about a second of events at 120 Hz); older ones are dropped
  /// first, so a `.recent` window longer than they span covers only what they span.
  static let capacity = 128

  private var times = [Double](repeating: 0, count: capacity)
  private var points = [Point](repeating: .zero, count: capacity)
  private var start = 0
  private var count = 0
  private var pressTime = 0.0
  private var pressPoint = Point.zero

  public init() {}

  /// Forgets every sample; the next one added is the press.
  public mutating func reset() {
    start = 0
    count = 0
  }

  /// Adds the pointer's position (screen points) at `time` (seconds).
  public mutating func add(_ point: Point, at time: Double) {
    guard time.isFinite, point.x.isFinite, point.y.isFinite else { return }
    if count > 0, time < times[(start + count - 1) % Self.capacity] { return }
    if count == 0 {
      pressTime = time
      pressPoint = point
    }
    if count == Self.capacity {
      start = (start + 1) % Self.capacity
      count -= 1
    }
    let index = (start + count) % Self.capacity
    times[index] = time
    points[index] = point
    count += 1
  }

  /// Points per second, in screen coordinates, over the last 150 ms (`.recent(window: 0.150)`).
  public var velocity: Vector { velocity(using: .seed) }

  /// Points per second, in screen coordinates, as `estimator` estimates it.
  ///
  /// Zero with fewer than two samples, or when the samples used span no time.
  public func velocity(using estimator: VelocityEstimator) -> Vector {
    guard count >= 2 else { return .zero }
    let last = (start + count - 1) % Self.capacity
    switch estimator {
    case .average:
      let span = times[last] - pressTime
      guard span > 0 else { return .zero }
      return (points[last] - pressPoint) / span
    case .recent(let window):
      let newest = times[last]
      var oldest = last
      for offset in stride(from: count - 2, through: 0, by: -1) {
        let index = (start + offset) % Self.capacity
        // Written so that a NaN window keeps only the newest sample.
        guard newest - times[index] <= window else { break }
        oldest = index
      }
      let span = newest - times[oldest]
      guard span > 0 else { return .zero }
      return (points[last] - points[oldest]) / span
    }
  }
}
