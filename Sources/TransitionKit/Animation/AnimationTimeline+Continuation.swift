extension AnimationTimeline {
  /// Runs toward an end (`.end` or `.start`; `.current` only pauses) over `seconds` of scene
  /// time, continuing every bound animator from where its values are now along `timing` —
  /// what `PropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)` does to a
  /// free animator, with the duration factor chosen so that each stretch lasts `seconds`.
  ///
  /// For each animator, with P₀ its progress per axis when the run starts (how far its values
  /// have moved from their start to their end; P₀ may lie beyond [0, 1] after an earlier
  /// spring), F₀ its fraction, and the target T = 1 toward the end or 0 toward the start, the
  /// values follow, s seconds into the run (0 ≤ s ≤ `seconds`),
  ///
  ///     P(s) = P₀ + (T − P₀) · c(s / seconds),    fraction(s) = F₀ + (T − F₀) · s / seconds,
  ///
  /// where c is `timing` resolved for a stretch of `seconds` seconds: the Bézier's y for its
  /// x, or the closed-form spring that settles within `seconds` (for a damping-ratio spring;
  /// its relative initial velocity is per remaining distance T − P₀). c may pass 1 — a spring
  /// with ζ < 1 overshoots the target — and is exactly 1 at s = `seconds`, so every value lands
  /// exactly on its end (toward `.end`) or on the value it started from (toward `.start`), and
  /// the animators end with the timeline, as with `run(toward:over:curve:)`. A physical spring
  /// keeps its own stiffness and, if it has not settled by then, is put at the target at
  /// `seconds`. An animator still in its delay, or past its own end, moves from where its
  /// values are like the rest, starting at once.
  ///
  /// The timeline's own `time` moves from where it is to the end it heads for along `timing`'s
  /// Bézier, or linearly for a spring; `fraction` and a `pause()` read it. A pause keeps the
  /// values where the continuation had them; a later `run(toward:over:timing:)` continues from
  /// there, while `seek(to:)` or `run(toward:over:curve:)` puts every animator back on the
  /// timeline's time (along its own curve, as when it was scrubbed).
  public func run(
    toward target: AnimatingPosition, over seconds: Double, timing: any TimingCurveProvider
  ) {
    guard endPosition == nil else { return }
    guard target != .current else {
      pause()
      return
    }
    catchUp()
    let length = seconds.isFinite && seconds > 0 ? seconds : 0
    // Each animator reads where it is before the run restarts the clock of its stretch.
    for animator in animators {
      animator.continueOnTimeline(toward: target, over: length, timing: timing)
    }
    isContinuing = true
    beginRun(toward: target, over: length, curve: timing.cubicTimingParameters ?? .linear)
  }

  /// Puts every bound animator back on the timeline's time after a continuation.
  func endContinuation() {
    guard isContinuing else { return }
    isContinuing = false
    for animator in animators { animator.followTimelineTime() }
  }
}

extension PropertyAnimator {
  /// Starts a stretch from where the values of this timeline-bound animator are toward
  /// `target`, lasting `seconds` along `timing`; it follows the timeline's run clock from now
  /// on. The stretch it had on the timeline's time is kept to go back to.
  func continueOnTimeline(
    toward target: AnimatingPosition, over seconds: Double, timing: any TimingCurveProvider
  ) {
    guard state == .active, binding != nil else { return }
    let position = position(at: engine.now)
    let fraction = segment.fraction(at: position)
    let progress = segment.progress(at: position)
    if timelineSegment == nil { timelineSegment = segment }
    let goal = target == .start ? 0.0 : 1.0
    segment = AnimatorSegment(
      fractionStart: fraction, fractionEnd: goal, progressStart: progress,
      progressEnd: SIMD2(repeating: goal), timing: TimingFunction(timing, duration: seconds),
      length: seconds)
    if !windowedTracks.isEmpty { aimWindows(previousPosition: position, timing: timing) }
  }

  /// Goes back to the stretch the animator had on the timeline's time, if a continuation
  /// replaced it.
  func followTimelineTime() {
    guard let saved = timelineSegment else { return }
    segment = saved
    timelineSegment = nil
    if !windowedTracks.isEmpty { aimWindows(previousPosition: nil) }
  }
}
