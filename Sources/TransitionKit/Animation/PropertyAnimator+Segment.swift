/// One stretch of an animator's run: from a starting fraction and progress to a target
/// fraction and progress, along a timing function, over `length` seconds.
///
/// *Fraction* is the share of the animator's time that has passed (what `fractionComplete`
/// reports); it moves linearly with time within a stretch. *Progress* is how far the values
/// have moved from their start to their end (0 to 1, beyond when a curve overshoots), per axis.
/// A fresh animator runs one stretch from (0, 0) to (1, 1); pausing and scrubbing, reversing
/// from a scrubbed point or continuing with new timing each begin a new stretch from where the
/// values are toward the end they now head for.
struct AnimatorSegment {
  var fractionStart: Double
  var fractionEnd: Double
  var progressStart: SIMD2<Double>
  var progressEnd: SIMD2<Double>
  var timing: TimingFunction
  /// Seconds from one end of the stretch to the other.
  var length: Double

  /// The share of the stretch's length at `position` seconds into it.
  @inline(__always)
  func unit(at position: Double) -> Double {
    length > 0 ? Swift.min(Swift.max(position / length, 0), 1) : 1
  }

  func fraction(at position: Double) -> Double {
    fractionStart + (fractionEnd - fractionStart) * unit(at: position)
  }

  /// Inlined so that an animator evaluating its stretch each frame reads the fields in place
  /// rather than copying the whole stretch (timing included) out of the object first.
  @inline(__always)
  func progress(at position: Double) -> SIMD2<Double> {
    let p = timing.progress(unit(at: position))
    return progressStart + (progressEnd - progressStart) * SIMD2(p.x, p.y)
  }

  /// The whole run of an animator: fraction and progress from 0 to 1.
  static func full(timing: TimingFunction, length: Double) -> AnimatorSegment {
    AnimatorSegment(
      fractionStart: 0, fractionEnd: 1, progressStart: .zero, progressEnd: SIMD2(1, 1),
      timing: timing, length: length)
  }
}
