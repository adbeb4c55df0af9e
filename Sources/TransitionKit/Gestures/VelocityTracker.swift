/// Estimates a pointer's velocity from the events' own timestamps.
///
/// Keeps the press and the most recent samples, so that every estimator of
/// ``VelocityEstimator`` can be answered: `.recent(window:)` over the last samples (150 ms by
/// default, as libadwaita's swipe tracker does), `.average` from the press, `.uikit` from the
/// last three moves and `.leastSquares` over the last 100 ms. Handler delays never change the
/// result.
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
  private var releases = [Bool](repeating: false, count: capacity)
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

  /// Adds the pointer's position (screen points) at `time` (seconds); `isRelease` marks the
  /// event that lifts the pointer, which UIKit's blend does not count as a move.
  public mutating func add(_ point: Point, at time: Double, isRelease: Bool = false) {
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
    releases[index] = isRelease
    count += 1
  }

  /// Points per second, in screen coordinates, as UIKit's pan reports it (`.uikit`).
  public var velocity: Vector { velocity(using: .uikit) }

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
    case .uikit:
      return uikitVelocity
    case .leastSquares:
      return leastSquaresVelocity
    }
  }

  /// The sample `offset` places before the newest (0: the newest).
  private func sample(_ offset: Int) -> (time: Double, point: Point, isRelease: Bool) {
    let index = (start + count - 1 - offset + Self.capacity) % Self.capacity
    return (times[index], points[index], releases[index])
  }

  /// `0.2 × v(last move) + 0.8 × v(move before)` over the samples that are not releases.
  private var uikitVelocity: Vector {
    var moves: [(time: Double, point: Point)] = []
    for offset in 0..<count where moves.count < 3 {
      let candidate = sample(offset)
      if !candidate.isRelease { moves.append((candidate.time, candidate.point)) }
    }
    func velocity(_ newer: Int) -> Vector {
      guard newer + 1 < moves.count else { return .zero }
      let span = moves[newer].time - moves[newer + 1].time
      guard span >= VelocityEstimator.uikitMinimumIntervalSeconds else { return .zero }
      return (moves[newer].point - moves[newer + 1].point) / span
    }
    let weight = VelocityEstimator.uikitLastMoveWeight
    return velocity(0) * weight + velocity(1) * (1 - weight)
  }

  /// The slope at the newest sample of the least-squares quadratic through the last 100 ms,
  /// cut at the first gap over 40 ms; zero with fewer than three samples or a degenerate fit.
  private var leastSquaresVelocity: Vector {
    let newest = sample(0)
    var ages: [Double] = []
    var xs: [Double] = []
    var ys: [Double] = []
    var previousTime = newest.time
    for offset in 0..<count {
      let candidate = sample(offset)
      let age = newest.time - candidate.time
      guard age <= VelocityEstimator.leastSquaresHorizonSeconds,
        previousTime - candidate.time <= VelocityEstimator.leastSquaresStopGapSeconds
      else { break }
      previousTime = candidate.time
      ages.append(-age * 1000)
      xs.append(candidate.point.x)
      ys.append(candidate.point.y)
    }
    guard ages.count >= 3, let dx = Self.quadraticSlope(ages, xs),
      let dy = Self.quadraticSlope(ages, ys)
    else { return .zero }
    return Vector(dx: dx * 1000, dy: dy * 1000)
  }

  /// The coefficient `b` of `a + b·t + c·t²` fitted to `(t, v)` by least squares, or nil when
  /// the normal equations are singular.
  static func quadraticSlope(_ t: [Double], _ v: [Double]) -> Double? {
    var s = [Double](repeating: 0, count: 5)
    var r = [Double](repeating: 0, count: 3)
    for (time, value) in zip(t, v) {
      var power = 1.0
      for k in 0..<5 {
        s[k] += power
        if k < 3 { r[k] += power * value }
        power *= time
      }
    }
    let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
    func det(_ a: [[Double]]) -> Double {
      a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
        - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
        + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    }
    let d = det(m)
    guard d.isFinite, abs(d) > 1e-10 * abs(m[0][0] * m[1][1] * m[2][2]) else { return nil }
    var withR = m
    for row in 0..<3 { withR[row][1] = r[row] }
    let slope = det(withR) / d
    return slope.isFinite ? slope : nil
  }
}
