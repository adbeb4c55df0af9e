/// A part of an animator's run, in its fraction of time: `start` to `end` in [0, 1], with the
/// timing the changes made in that part follow (their own curve over their own share of the
/// animator's duration).
struct AnimationWindow {
  var start: Double
  var end: Double
  var timing: any TimingCurveProvider
}

/// A track that moves only during a window of its animator's run: the changes of a block
/// added with a delay factor, or of a `View.animate` block nested in the animator's block with
/// its own delay, duration or curve. It follows the animator — pausing, scrubbing, reversing
/// and re-timing it move the track consistently — and ends with it.
///
/// Within each stretch of the animator's run (see `AnimatorSegment`) the track moves from the
/// progress it had when the stretch began toward its end (or, running back, its start) while
/// the animator's fraction crosses the window, along the window's timing resolved for the
/// seconds that crossing takes; before and after, it holds. On the animator's first stretch
/// this is exactly the window's curve over [start, end] of the animator's time.
struct WindowedTrack {
  var track: AnimationTrack
  let window: AnimationWindow
  /// Where, in seconds of the current stretch, the track moves, and between which progress
  /// values.
  var stretchStart = 0.0
  var stretchEnd = 0.0
  var progressFrom: SIMD2<Double> = .zero
  var progressTo = SIMD2<Double>(1, 1)
  var function = TimingFunction.linear

  /// The track's progress at `position` seconds into the animator's current stretch.
  func progress(at position: Double) -> SIMD2<Double> {
    if stretchEnd <= stretchStart { return position >= stretchEnd ? progressTo : progressFrom }
    if position <= stretchStart { return progressFrom }
    if position >= stretchEnd { return progressTo }
    let p = function.progress((position - stretchStart) / (stretchEnd - stretchStart))
    return progressFrom + (progressTo - progressFrom) * SIMD2(p.x, p.y)
  }

  /// The track's progress when the animator is scrubbed to the forward fraction `fraction`:
  /// linear in the window, or along the window's curve.
  func progress(scrubbedTo fraction: Double, linearly: Bool, animatorDuration: Double)
    -> SIMD2<Double>
  {
    let span = window.end - window.start
    let u =
      span > 0
      ? Swift.min(Swift.max((fraction - window.start) / span, 0), 1)
      : (fraction >= window.start ? 1 : 0)
    guard !linearly else { return SIMD2(repeating: u) }
    let p = TimingFunction(window.timing, duration: span * animatorDuration).progress(u)
    return SIMD2(p.x, p.y)
  }

  /// Aims the track across a new stretch of the animator, starting from `progress`.
  ///
  /// - Parameters:
  ///   - segment: the stretch (fractions, length in seconds); its fraction moves linearly.
  ///   - timing: the timing for this stretch, or `nil` for the window's own.
  mutating func aim(
    from progress: SIMD2<Double>, across segment: AnimatorSegment,
    timing: (any TimingCurveProvider)?
  ) {
    let f0 = segment.fractionStart
    let span = segment.fractionEnd - f0
    let length = segment.length
    func position(atFraction f: Double) -> Double {
      span == 0 ? 0 : length * Swift.min(Swift.max((f - f0) / span, 0), 1)
    }
    let forward = segment.fractionEnd > 0.5
    progressFrom = progress
    progressTo = forward ? SIMD2(1, 1) : .zero
    stretchStart = position(atFraction: forward ? window.start : window.end)
    stretchEnd = position(atFraction: forward ? window.end : window.start)
    function = TimingFunction(timing ?? window.timing, duration: stretchEnd - stretchStart)
  }

  @MainActor
  func show(at position: Double) {
    AnimationTrack.show(
      view: track.view, property: track.property, from: track.from, to: track.to,
      verticalMask: track.verticalMask, base: .zero, progress: progress(at: position))
  }
}
