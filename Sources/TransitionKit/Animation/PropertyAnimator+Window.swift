/// Changes that move during a part of an animator's run only: blocks added with a delay factor
/// and `View.animate` blocks nested in the animator's block (see `WindowedTrack`).
extension PropertyAnimator {
  /// A property changed inside a delayed or nested block: it animates from the value on screen
  /// to the new model value during `window`, taking it over from any other animation.
  func captureWindowedChange(
    of view: View, _ property: AnimatableProperty, window: AnimationWindow
  ) {
    let key = property.rawValue
    if let index = windowedTracks.firstIndex(where: {
      $0.track.view === view && $0.track.property == property
    }) {
      windowedTracks[index].track.retarget()
      windowedTracks[index].show(at: position(at: engine.now))
      return
    }
    if !engine.additiveStacks.isEmpty, let stack = engine.additiveStack(of: view, property) {
      stack.dissolve()
      engine.removeAdditiveStack(stack)
    }
    let track = AnimationTrack(view: view, property: property, base: .zero)
    if let owner = view.animationOwners[key] {
      if owner === self {
        changeTracks { $0.removeAll { $0.view === view && $0.property == property } }
      } else {
        owner.releaseTrack(of: view, property)
      }
    } else if track.isStill {
      view.showModelValue(property)
      return
    }
    var windowed = WindowedTrack(track: track, window: window)
    windowed.aim(from: .zero, across: segment, timing: nil)
    windowedTracks.append(windowed)
    view.animationOwners[key] = self
    windowed.show(at: position(at: engine.now))
  }

  /// A `View.animate` block nested in one of this animator's blocks: UIKit's header says such
  /// animations "will be tracked by the outer property animator". Its changes become this
  /// animator's: pausing, scrubbing and reversing it moves them, and they end, with
  /// `completion`, when it ends. With the outer duration and curve and no delay they run with
  /// the rest; otherwise over their own part of the run: from `delay` seconds after the block
  /// joined, for `duration` seconds (cut at the animator's end), along `timing`.
  func nest(
    duration: Double, delay: Double, timing: any TimingCurveProvider, inline: Bool,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    if let completion { addCompletion { completion($0 != .current) } }
    guard !inline, self.duration > 0 else {
      animations()
      return
    }
    let origin = captureWindow?.start ?? captureOrigin
    let wait = delay.isFinite && delay > 0 ? delay : 0
    let length = duration.isFinite && duration > 0 ? duration : 0
    let start = Swift.min(origin + wait / self.duration, 1)
    let saved = captureWindow
    captureWindow = AnimationWindow(
      start: start, end: Swift.min(start + length / self.duration, 1), timing: timing)
    animations()
    captureWindow = saved
  }

  /// Aims every windowed track across the current stretch (just begun), from where each was
  /// at `previousPosition` of the stretch before, from where a scrub to the forward fraction
  /// `scrubbedTo` puts it, or (neither) from its start.
  func aimWindows(
    previousPosition: Double?, scrubbedTo fraction: Double? = nil,
    timing: (any TimingCurveProvider)? = nil
  ) {
    for index in windowedTracks.indices {
      let from: SIMD2<Double>
      if let fraction {
        from = windowedTracks[index].progress(
          scrubbedTo: fraction, linearly: scrubsLinearly, animatorDuration: duration)
      } else if let previousPosition {
        from = windowedTracks[index].progress(at: previousPosition)
      } else {
        from = .zero
      }
      windowedTracks[index].aim(from: from, across: segment, timing: timing)
    }
  }

  /// Shows the windowed tracks at a position of the current stretch.
  func showWindowed(at position: Double) {
    // An index loop: in a debug build, a `for` loop over these tracks allocates.
    let windowedTracks = self.windowedTracks
    var index = windowedTracks.startIndex
    while index < windowedTracks.endIndex {
      windowedTracks[index].show(at: position)
      index += 1
    }
  }

  /// Ends the windowed tracks after the animator reached `position`.
  func completeWindowed(at position: AnimatingPosition) {
    for windowed in windowedTracks {
      let track = windowed.track
      track.view.animationOwners[track.property.rawValue] = nil
      if position == .start {
        track.view.setModelAndPresentation(track.property, from: track.startValues)
      } else {
        track.view.showModelValue(track.property)
      }
    }
    windowedTracks.removeAll()
  }

  /// Stops the windowed tracks where they are; they join the stopped tracks.
  func stopWindowed() {
    for windowed in windowedTracks {
      let track = windowed.track
      track.view.animationOwners[track.property.rawValue] = nil
      track.property.copy(from: track.view.presentation, to: &track.view.model)
      stoppedTracks.append(track)
    }
    windowedTracks.removeAll()
  }
}
