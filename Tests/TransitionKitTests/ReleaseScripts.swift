import TransitionKit

/// A scripted vertical drag on a screen of `distance` points: the pointer's (time, y) samples
/// from the press to the release, fed through a velocity tracker as the pan recognizer does.
struct ScriptedDrag {
  /// Seconds and screen points, press first, release last.
  var samples: [(t: Double, y: Double)]

  /// The drag-down scene's distance: the screen's height, in points.
  static let distance = 844.0

  /// Progress at release: the release's displacement from the press over `distance`.
  var progress: Double { (samples.last!.y - samples.first!.y) / Self.distance }

  /// The release velocity along y, in points per second, as `estimator` sees it.
  func velocity(using estimator: VelocityEstimator) -> Double {
    var tracker = VelocityTracker()
    for sample in samples { tracker.add(Point(x: 195, y: sample.y), at: sample.t) }
    return tracker.velocity(using: estimator).dy
  }

  /// Samples every `step` seconds from `start` to `end` (inclusive), moving linearly from
  /// `from` to `to`.
  static func segment(
    from: Double, to: Double, start: Double, end: Double, step: Double = 0.01
  ) -> [(t: Double, y: Double)] {
    let count = Int(((end - start) / step).rounded())
    return (0...count).map { index in
      let fraction = Double(index) / Double(count)
      return (start + (end - start) * fraction, from + (to - from) * fraction)
    }
  }

  /// A short fast flick: 120 points down in 80 ms (1500 pt/s), released while moving.
  static let shortFastFlick = ScriptedDrag(
    samples: segment(from: 0, to: 120, start: 0, end: 0.08))

  /// A long slow drag: 600 points down over 6 s (100 pt/s).
  static let longSlowDrag = ScriptedDrag(samples: segment(from: 0, to: 600, start: 0, end: 6))

  /// A long drag flicked back: 600 points down over 3 s (an event every 40 ms), then 150
  /// points back up in 100 ms (every 20 ms). The last 150 ms hold the samples from 2.96 s
  /// (592 points) on: (450 − 592) / 0.14 ≈ −1014 pt/s; the average is 450 / 3.1 ≈ 145 pt/s.
  static let longDragFlickedBack = ScriptedDrag(
    samples: segment(from: 0, to: 600, start: 0, end: 3, step: 0.04)
      + segment(from: 600, to: 450, start: 3, end: 3.1, step: 0.02).dropFirst())
}
