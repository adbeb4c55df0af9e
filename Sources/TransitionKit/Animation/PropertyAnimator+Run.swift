/// Running: evaluating each frame, showing the values, ending, and the checks that refuse
/// control an animator does not allow.
extension PropertyAnimator {
  /// Evaluates at scene time `time`, shows the values, and returns the position the animator
  /// reached if it ended.
  func evaluate(at time: Double) -> AnimatingPosition? {
    guard state == .active else { return nil }
    if binding != nil {
      show(at: position(at: time))
      return nil
    }
    // During a delay the values stay where they were last shown. (A zero-length stretch has no
    // inside: showing its position would show its end before the delay is over.)
    guard running, time >= anchorTime else { return nil }
    let position = position(at: time)
    show(at: position)
    let reachedEnd = direction > 0 ? position >= segment.length : position <= 0
    guard reachedEnd else { return nil }
    let fraction = direction > 0 ? segment.fractionEnd : segment.fractionStart
    if pausesOnCompletion {
      running = false
      anchorPosition = position
      return nil
    }
    return fraction >= 0.5 ? .end : .start
  }

  /// Shows the values at a position of the current segment.
  func show(at position: Double) {
    let progress = segment.progress(at: position)
    shownProgress = progress
    // Each track's fields are read in place from a local copy of the array (one retain of its
    // buffer): a track holds two full sets of view values, and copying every track out per
    // frame was most of a tick's cost. The loop is not a closure (such as
    // `withUnsafeBufferPointer`'s): a main-actor closure handed to a nonisolated function checks
    // on entry that it runs on the main actor, which cost more than the tracks themselves.
    let tracks = self.tracks
    var index = tracks.startIndex
    while index < tracks.endIndex {
      AnimationTrack.show(
        view: tracks[index].view, property: tracks[index].property, from: tracks[index].from,
        to: tracks[index].to, verticalMask: tracks[index].verticalMask, base: tracks[index].base,
        progress: progress)
      index += 1
    }
    if !layerStacks.isEmpty { writeLayerStacks() }
    if !windowedTracks.isEmpty { showWindowed(at: position) }
    if !layerTracks.isEmpty { showLayerTracks(progress: progress, position: position) }
  }

  /// Shows the additive stacks this animator has layers in, with its new progress.
  private func writeLayerStacks() {
    let stacks = layerStacks
    var index = stacks.startIndex
    while index < stacks.endIndex {
      stacks[index].write()
      index += 1
    }
  }

  /// Leaves the engine's list before the completion runs (the engine compacts its list).
  func unregisterForCompletion() { isRegistered = false }

  /// Ends after reaching `position` by running (or by the end of its timeline).
  func completeNaturally(at position: AnimatingPosition) {
    guard state == .active else { return }
    for track in tracks {
      track.view.animationOwners[track.property.rawValue] = nil
      if position == .start {
        track.view.setModelAndPresentation(track.property, from: track.startValues)
      } else {
        track.view.showModelValue(track.property)
      }
    }
    tracks.removeAll()
    if !windowedTracks.isEmpty { completeWindowed(at: position) }
    if !layerStacks.isEmpty { endLayers(at: position) }
    if !layerTracks.isEmpty { completeLayerTracks(at: position) }
    running = false
    binding = nil
    state = .inactive
    fireCompletions(position)
  }

  func fireCompletions(_ position: AnimatingPosition) {
    let handlers = completions
    completions.removeAll()
    for handler in handlers { handler(position) }
  }

  func unbind() {
    guard let timeline = binding?.timeline else { return }
    timeline.animators.removeAll { $0 === self }
    binding = nil
  }

  /// Whether the animator may be interrupted; when it may not, records a warning.
  func allowsInterruption(_ what: String) -> Bool {
    guard !interruptible else { return true }
    engine.warn(
      "animator.not-interruptible",
      "\(what) was ignored: this animator is not interruptible (isInterruptible is false), so it runs to completion"
    )
    return false
  }

  func warnDrivenByTransition(_ what: String) {
    engine.warn(
      "animator.driven-by-transition",
      "\(what) was ignored: this animator is driven by an interactive transition")
  }
}
