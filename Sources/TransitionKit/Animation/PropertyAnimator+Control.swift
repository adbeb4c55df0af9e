extension PropertyAnimator {
  /// Starts the animator, or resumes it when paused. A stopped animator cannot start.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animator after `delay` seconds, or resumes a paused one after it. During the
  /// delay the values stay where they are.
  public func startAnimation(afterDelay delay: Double) {
    let wait = delay.isFinite && delay > 0 ? delay : 0
    switch state {
    case .inactive where !engine.heldStarts.isEmpty:
      engine.heldStarts[engine.heldStarts.count - 1].append((self, wait))
    case .inactive:
      self.delay = wait
      activate()
      guard binding == nil else { return }
      running = true
      anchorTime = engine.now + wait
      anchorPosition = 0
    case .active:
      guard binding == nil else {
        warnDrivenByTransition("startAnimation")
        return
      }
      guard !running else { return }
      anchorPosition = position(at: engine.now)
      anchorTime = engine.now + wait
      running = true
    case .stopped:
      engine.warn(
        "animator.start-stopped", "a stopped animator cannot start again; finish it first")
    }
  }

  /// Pauses the animator where it is. An inactive animator becomes active and paused at its
  /// start (its animations are set up).
  public func pauseAnimation() {
    guard allowsInterruption("pauseAnimation") else { return }
    switch state {
    case .inactive:
      activate()
      if binding != nil { return }
      running = false
      anchorPosition = 0
    case .active:
      guard binding == nil else {
        warnDrivenByTransition("pauseAnimation")
        return
      }
      guard running else { return }
      anchorPosition = position(at: engine.now)
      running = false
      show(at: anchorPosition)
    case .stopped:
      engine.warn("animator.pause-stopped", "a stopped animator cannot pause")
    }
  }

  /// Resumes a paused (or re-times a running) animator with new timing (`nil`: its own).
  ///
  /// As UIKit's header says, the factor is "in terms of a unit duration defined by the
  /// originally specified duration of the animator" and gives the remaining time: the rest of
  /// the run takes `durationFactor × duration` seconds, whatever share is left. A factor of 0
  /// means the time that is left at the original pace (the share still to go × `duration`),
  /// the idiom `continueAnimation(withTimingParameters: nil, durationFactor: 0)`. A negative or
  /// non-finite factor is recorded as a warning and counts as 0. (A physical spring keeps its
  /// own settling time.)
  public func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double
  ) {
    guard state == .active else {
      engine.warn(
        "animator.continue-not-active", "continueAnimation needs an active animator (\(state))")
      return
    }
    guard binding == nil else {
      warnDrivenByTransition("continueAnimation")
      return
    }
    guard allowsInterruption("continueAnimation") else { return }
    var factor = durationFactor
    if !(factor.isFinite && factor >= 0) {
      engine.warn(
        "animator.bad-duration-factor",
        "durationFactor must be a finite number ≥ 0, not \(durationFactor); 0 (the time left) was used"
      )
      factor = 0
    }
    let now = engine.now
    let position = position(at: now)
    let fraction = segment.fraction(at: position)
    beginSegment(
      from: fraction, progress: segment.progress(at: position),
      timing: parameters ?? timingParameters, length: factor > 0 ? factor * duration : nil,
      windowTiming: parameters)
    running = true
    anchorTime = now
    show(at: 0)
  }

  /// Stops the animator where its values are: they become the model values.
  ///
  /// - Parameter withoutFinishing: `true` ends it here without completions (state
  ///   `.inactive`); `false` leaves it `.stopped`, waiting for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else {
      engine.warn("animator.stop-not-active", "stopAnimation needs an active animator (\(state))")
      return
    }
    guard allowsInterruption("stopAnimation") else { return }
    stoppedFraction = fractionComplete
    for track in tracks {
      track.view.animationOwners[track.property.rawValue] = nil
      track.property.copy(from: track.view.presentation, to: &track.view.model)
    }
    stoppedTracks = tracks
    tracks.removeAll()
    if !windowedTracks.isEmpty { stopWindowed() }
    if !layerTracks.isEmpty { stopLayerTracks() }
    for stack in layerStacks {
      stack.dissolve()
      engine.removeAdditiveStack(stack)
    }
    running = false
    unbind()
    engine.unregister(self)
    isRegistered = false
    if withoutFinishing {
      state = .inactive
      stoppedTracks.removeAll()
      stoppedLayerTracks.removeAll()
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animator: the values go to their end, their start, or stay where they
  /// stopped; then the completions run with that position.
  public func finishAnimation(at position: AnimatingPosition) {
    guard state == .stopped else {
      engine.warn(
        "animator.finish-not-stopped",
        "finishAnimation(at:) needs a stopped animator (it is \(state)); call stopAnimation(false) first"
      )
      return
    }
    for track in stoppedTracks {
      switch position {
      case .end: track.view.setModelAndPresentation(track.property, from: track.endValues)
      case .start: track.view.setModelAndPresentation(track.property, from: track.startValues)
      case .current: break
      }
    }
    stoppedTracks.removeAll()
    if !stoppedLayerTracks.isEmpty { finishLayerTracks(at: position) }
    state = .inactive
    fireCompletions(position)
  }

  // MARK: Internals

  /// Makes the animator active: runs its pending animations and joins the engine (and the
  /// interactive transition timeline, if one is taking animators).
  func activate() {
    state = .active
    segment = .full(timing: TimingFunction(timingParameters, duration: duration), length: duration)
    direction = 1
    anchorPosition = 0
    shownProgress = .zero
    if let timeline = engine.timelineStack.last {
      binding = (timeline, timeline.time)
      timeline.animators.append(self)
    }
    engine.register(self)
    isRegistered = true
    let animations = pendingAnimations
    pendingAnimations.removeAll()
    capture(animations)
    let delayed = pendingDelayedAnimations
    pendingDelayedAnimations.removeAll()
    for (factor, animation) in delayed {
      capture(
        [animation], window: AnimationWindow(start: factor, end: 1, timing: timingParameters))
    }
  }

  func scrub(to fraction: Double) {
    guard fraction.isFinite else {
      engine.warn("animator.bad-fraction", "fractionComplete must be a finite number")
      return
    }
    guard allowsInterruption("fractionComplete") else { return }
    let f = Swift.min(Swift.max(fraction, 0), 1)
    switch state {
    case .inactive:
      pauseAnimation()
      if binding != nil { return }
    case .stopped:
      engine.warn("animator.scrub-stopped", "a stopped animator cannot be scrubbed")
      return
    case .active:
      if binding != nil {
        warnDrivenByTransition("fractionComplete")
        return
      }
      if running {
        engine.warn(
          "animator.scrub-running", "fractionComplete can be set only while the animator is paused")
        return
      }
    }
    let base = TimingFunction(timingParameters, duration: duration)
    let value = scrubsLinearly ? f : base.progress(f).x
    beginSegment(
      from: f, progress: SIMD2(repeating: value), timing: timingParameters, length: nil,
      scrubbedTo: f)
    show(at: 0)
  }

  func setReversed(_ value: Bool) {
    guard value != reversed else { return }
    guard state == .active else {
      engine.warn(
        "animator.reverse-not-active",
        "isReversed can be changed only on an active animator (\(state))")
      return
    }
    guard binding == nil else {
      warnDrivenByTransition("isReversed")
      return
    }
    guard allowsInterruption("isReversed") else { return }
    let now = engine.now
    let position = position(at: now)
    reversed = value
    let target = reversed ? 0.0 : 1.0
    let endAhead = direction > 0 ? segment.fractionStart : segment.fractionEnd
    if endAhead == target {
      // Retrace the same stretch: the values go back along the path they came.
      direction = -direction
      anchorPosition = position
    } else {
      beginSegment(
        from: segment.fraction(at: position), progress: segment.progress(at: position),
        timing: timingParameters, length: nil)
      anchorPosition = 0
    }
    anchorTime = now
  }

  /// Starts a stretch from the given fraction and progress toward the end the animator heads
  /// for, lasting `length` seconds, or (`nil`) the share of the duration that is left.
  /// Windowed tracks follow from where they are (or where a scrub to the forward fraction
  /// `scrubbedTo` puts them), along `windowTiming` or their own.
  func beginSegment(
    from fraction: Double, progress: SIMD2<Double>, timing: any TimingCurveProvider,
    length seconds: Double?, windowTiming: (any TimingCurveProvider)? = nil,
    scrubbedTo: Double? = nil
  ) {
    let previousPosition = windowedTracks.isEmpty ? 0 : position(at: engine.now)
    defer {
      if !windowedTracks.isEmpty {
        aimWindows(
          previousPosition: previousPosition, scrubbedTo: scrubbedTo, timing: windowTiming)
      }
    }
    let target = reversed ? 0.0 : 1.0
    let requested = seconds ?? abs(target - fraction) * duration
    let length =
      timing.springTimingParameters?.effectiveDuration(forRequested: requested)
      ?? requested
    segment = AnimatorSegment(
      fractionStart: fraction, fractionEnd: target, progressStart: progress,
      progressEnd: SIMD2(repeating: target), timing: TimingFunction(timing, duration: length),
      length: length)
    direction = 1
    anchorPosition = 0
  }
}
