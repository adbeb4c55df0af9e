/// The engine's contiguous copy of the simple animators: those running on the clock with
/// plain tracks only (no interactive transition driving them, no additive layers, no windowed
/// tracks), which are most animators and all of a `View.animate` per view.
///
/// A tick evaluates these from two flat buffers, one stretch per animator and all their
/// tracks one after another, instead of following each animator to its object and its own
/// buffer of tracks: with thousands of animators those scattered reads, not the arithmetic,
/// were most of a tick. The copy is made at the first tick after any animator changed (any
/// field that the evaluation reads, the list of animators included) and is then reused as
/// long as nothing changes, so a steady tick neither copies nor allocates; an animator that
/// changes with the same number of tracks has only its own entry made again. An animator that
/// reaches its end, and every animator that is not simple, is evaluated by
/// `PropertyAnimator.evaluate(at:)` as before, after the simple ones and in start order, so
/// completions keep their order.
struct FlatRun {
  enum Kind {
    /// Running on the clock with plain tracks: evaluated from the flat buffers.
    case fast
    /// Shows nothing this tick (inactive, paused, or stopped).
    case idle
    /// Evaluated by the animator itself.
    case slow
  }

  var kind: Kind
  var anchorTime: Double
  var anchorPosition: Double
  var direction: Double
  var segment: AnimatorSegment
  /// The animator's tracks in `flatTracks`: `trackStart..<trackEnd`.
  var trackStart: Int
  var trackEnd: Int
}

/// The fields of an `AnimationTrack` that a frame reads. (The view is held strongly: the
/// buffer then keeps it alive through the loop, and reading it costs no retain.)
struct FlatTrack {
  let view: View
  let property: AnimatableProperty
  let base: SIMD2<Double>
  let from: SIMD8<Double>
  let to: SIMD8<Double>
  let verticalMask: SIMD8<Double>

  init(_ track: AnimationTrack) {
    view = track.view
    property = track.property
    base = track.base
    from = track.from
    to = track.to
    verticalMask = track.verticalMask
  }
}

extension AnimationEngine {
  /// Forgets the flat copy: an animator changed. The progress shown by the simple animators
  /// since the copy was made goes back to them first. The copy's references go at once (an
  /// animator holds its engine: kept here, ended animators would keep the engine alive).
  func invalidateFlat() {
    guard flatIsCurrent else { return }
    flatIsCurrent = false
    var index = 0
    while index < flatAnimators.count {
      let animator = flatAnimators[index]
      if animator.flatSlot >= 0 {
        animator.storedShownProgress = flatProgress[index]
        animator.flatSlot = -1
      }
      animator.flatIndex = -1
      animator.flatDirty = false
      index += 1
    }
    flatAnimators.removeAll(keepingCapacity: true)
    flatTracks.removeAll(keepingCapacity: true)
    flatDirtyList.removeAll(keepingCapacity: true)
  }

  /// A field that a frame reads changed on `animator`: its entry is made again at the next
  /// tick (an animator not in the copy is not evaluated from it, and joins it with a rebuild).
  func animatorChanged(_ animator: PropertyAnimator) {
    guard flatIsCurrent, animator.flatIndex >= 0, !animator.flatDirty else { return }
    animator.flatDirty = true
    flatDirtyList.append(animator.flatIndex)
  }

  /// Makes the entries of the animators that changed again, in place; rebuilds the whole copy
  /// when one of them now needs another number of tracks.
  func refreshChangedFlat() {
    var position = 0
    while position < flatDirtyList.count {
      let index = flatDirtyList[position]
      let animator = flatAnimators[index]
      animator.flatDirty = false
      let kind = Self.flatKind(of: animator)
      let start = flatRuns[index].trackStart
      let count = kind == .fast ? animator.tracks.count : 0
      guard count == flatRuns[index].trackEnd - start else {
        invalidateFlat()
        rebuildFlat()
        return
      }
      var offset = 0
      for track in animator.tracks where kind == .fast {
        flatTracks[start + offset] = FlatTrack(track)
        offset += 1
      }
      flatRuns[index] = FlatRun(
        kind: kind, anchorTime: animator.anchorTime, anchorPosition: animator.anchorPosition,
        direction: animator.direction, segment: animator.segment, trackStart: start,
        trackEnd: start + count)
      if kind == .fast, animator.flatSlot < 0 {
        flatProgress[index] = animator.storedShownProgress
        animator.flatSlot = index
      } else if kind != .fast, animator.flatSlot >= 0 {
        animator.storedShownProgress = flatProgress[index]
        animator.flatSlot = -1
      }
      position += 1
    }
    flatDirtyList.removeAll(keepingCapacity: true)
  }

  /// Copies the animators into the flat buffers (keeping their capacity).
  func rebuildFlat() {
    flatAnimators.removeAll(keepingCapacity: true)
    flatRuns.removeAll(keepingCapacity: true)
    flatTracks.removeAll(keepingCapacity: true)
    flatProgress.removeAll(keepingCapacity: true)
    flatDirtyList.removeAll(keepingCapacity: true)
    flatAnimators.append(contentsOf: animators)
    flatRuns.reserveCapacity(animators.count)
    flatProgress.reserveCapacity(animators.count)
    var trackCount = 0
    for animator in animators { trackCount += animator.tracks.count }
    flatTracks.reserveCapacity(trackCount)
    var index = 0
    while index < animators.count {
      let animator = animators[index]
      let kind = Self.flatKind(of: animator)
      let start = flatTracks.count
      if kind == .fast {
        for track in animator.tracks { flatTracks.append(FlatTrack(track)) }
        animator.flatSlot = index
      }
      animator.flatIndex = index
      animator.flatDirty = false
      flatRuns.append(
        FlatRun(
          kind: kind, anchorTime: animator.anchorTime, anchorPosition: animator.anchorPosition,
          direction: animator.direction, segment: animator.segment, trackStart: start,
          trackEnd: flatTracks.count))
      flatProgress.append(animator.storedShownProgress)
      index += 1
    }
    flatIsCurrent = true
  }

  static func flatKind(of animator: PropertyAnimator) -> FlatRun.Kind {
    guard animator.binding == nil, animator.layerStacks.isEmpty, animator.windowedTracks.isEmpty,
      animator.layerTracks.isEmpty
    else { return .slow }
    guard animator.currentState == .active, animator.running else { return .idle }
    return .fast
  }

  /// Evaluates the simple animators at `time` and shows their values; returns, through
  /// `followUps`, the indices of the animators to evaluate one by one (the others, and those
  /// that reached their end), in increasing order.
  func evaluateFlat(at time: Double, followUps: inout ContiguousArray<Int>) {
    let runs = flatRuns
    let tracks = flatTracks
    var progresses = flatProgress
    flatProgress = []
    var index = 0
    while index < runs.count {
      switch runs[index].kind {
      case .idle: break
      case .slow: followUps.append(index)
      case .fast:
        guard time >= runs[index].anchorTime else { break }
        let length = runs[index].segment.length
        let moved =
          runs[index].anchorPosition + runs[index].direction
          * Swift.max(0, time - runs[index].anchorTime)
        let position = Swift.min(Swift.max(moved, 0), length)
        let progress = runs[index].segment.progress(at: position)
        progresses[index] = progress
        var track = runs[index].trackStart
        let end = runs[index].trackEnd
        while track < end {
          AnimationTrack.show(
            view: tracks[track].view, property: tracks[track].property, from: tracks[track].from,
            to: tracks[track].to, verticalMask: tracks[track].verticalMask,
            base: tracks[track].base, progress: progress)
          track += 1
        }
        let reachedEnd = runs[index].direction > 0 ? position >= length : position <= 0
        if reachedEnd { followUps.append(index) }
      }
      index += 1
    }
    flatProgress = progresses
  }
}
