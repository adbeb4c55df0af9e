import Foundation

extension ZoomSpring {
  /// Steps per response (the spring's period) of the settling estimate: fine enough that the
  /// coarse steps settle within a few percent of when the frames' own steps do.
  static let settlingStepsPerResponse = 40.0
  /// The share the estimate is lengthened by, for the difference between its steps and the
  /// frames'.
  static let settlingMargin = 0.25

  /// About how long, in seconds, the values take from where they are now (with their
  /// velocities) to settle at `target` as `isSettled(at:)` reads it, if the target stays put;
  /// at most `limit`.
  ///
  /// The spring is stepped ahead on a copy in steps of a fortieth of its response, so the
  /// cost follows how many periods it takes (a few hundred steps for a damping ratio of
  /// 0.05), not how many seconds.
  func settlingTime(
    toward target: [Double], response: Double, dampingRatio: Double, limit: Double = 3600
  ) -> Double {
    guard target.count == values.count else { return 0 }
    let r = Swift.max(response, 0.001)
    let stiffness = pow(2 * Double.pi / r, 2)
    let damping = 4 * Double.pi * Swift.max(dampingRatio, 0) / r
    let h = r / Self.settlingStepsPerResponse
    var ahead = self
    var elapsed = 0.0
    while !ahead.isSettled(at: target), elapsed < limit {
      ahead.advance(toward: target, h: h, stiffness: stiffness, damping: damping)
      elapsed += h
    }
    return Swift.min(elapsed * (1 + Self.settlingMargin) + 2 * h, limit)
  }
}
