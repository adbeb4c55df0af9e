/// Estimates a pointer's velocity from the events' own timestamps.
///
/// Keeps the samples of the last `window` seconds (150 ms, as libadwaita's swipe tracker does)
/// and divides the displacement across them by the time they span. A pointer that rested for
/// longer than the window before the release therefore has zero velocity, and handler delays
/// never change the result.
struct VelocityTracker {
  /// How far back samples count, in seconds.
  static let window = 0.150
  /// Samples kept at most; older ones are dropped first.
  private static let capacity = 32

  private var times = [Double](repeating: 0, count: capacity)
  private var points = [Point](repeating: .zero, count: capacity)
  private var start = 0
  private var count = 0

  mutating func reset() {
    start = 0
    count = 0
  }

  mutating func add(_ point: Point, at time: Double) {
    if count > 0, time < times[(start + count - 1) % Self.capacity] { return }
    if count == Self.capacity {
      start = (start + 1) % Self.capacity
      count -= 1
    }
    let index = (start + count) % Self.capacity
    times[index] = time
    points[index] = point
    count += 1
  }

  /// Points per second, in screen coordinates.
  var velocity: Vector {
    guard count >= 2 else { return .zero }
    let last = (start + count - 1) % Self.capacity
    let newest = times[last]
    var oldest = last
    for offset in stride(from: count - 2, through: 0, by: -1) {
      let index = (start + offset) % Self.capacity
      if newest - times[index] > Self.window { break }
      oldest = index
    }
    let span = newest - times[oldest]
    guard span > 0 else { return .zero }
    return (points[last] - points[oldest]) / span
  }
}
