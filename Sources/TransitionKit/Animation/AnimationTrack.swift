/// One property of one view animated by an animator: where it starts and ends, as components
/// that interpolate linearly (see `AnimatableProperty.components(of:)`).
struct AnimationTrack {
  // The fields a frame reads come first, so that they share the track's first cache lines.
  let view: View
  let property: AnimatableProperty
  /// The animator's progress when the track joined; the track covers the rest of the run.
  let base: SIMD2<Double>
  var from: SIMD8<Double>
  var to: SIMD8<Double>
  /// Which components follow vertical progress.
  let verticalMask: SIMD8<Double>
  /// The view's values on screen when the track began, for putting them back exactly.
  var startValues: ViewValues
  /// The model values the track animates to, exactly.
  var endValues: ViewValues

  @MainActor
  init(view: View, property: AnimatableProperty, base: SIMD2<Double>) {
    self.view = view
    self.property = property
    startValues = view.presentation
    endValues = view.model
    from = property.components(of: startValues)
    to = property.adjustedEnd(property.components(of: endValues), from: from)
    verticalMask = property.verticalMask
    self.base = base
  }

  /// Whether the track would move anything.
  var isStill: Bool { from == to }

  /// Aims the track at the view's current model value (the property was assigned again in
  /// the same animation block).
  @MainActor
  mutating func retarget() {
    endValues = view.model
    to = property.adjustedEnd(property.components(of: endValues), from: from)
  }

  /// Re-aims the track after layout moved the view's model value, and moves its start by the
  /// same amount, so that an animation that ends back at its start (a cancelled transition)
  /// puts the view where the new layout has it, not where the old one did.
  @MainActor
  mutating func followLayout() {
    let shift = property.components(of: view.model) - property.components(of: endValues)
    from += shift
    property.write(from, into: &startValues)
    retarget()
  }

  /// Shows the value at the animator's progress along x and y. A track that joined late holds
  /// its start value wherever the animator is behind the point it joined at (reversed or
  /// scrubbed back past it), rather than running on beyond its start.
  @MainActor
  func show(_ progress: SIMD2<Double>) {
    Self.show(
      view: view, property: property, from: from, to: to, verticalMask: verticalMask, base: base,
      progress: progress)
  }

  /// `show(_:)` from the few fields it reads. A track also holds two full sets of view values;
  /// an animator showing its tracks every frame passes these fields from its buffer instead
  /// of copying each whole track out (which the compiler does around a call that may write
  /// to memory).
  @MainActor
  static func show(
    view: View, property: AnimatableProperty, from: SIMD8<Double>, to: SIMD8<Double>,
    verticalMask: SIMD8<Double>, base: SIMD2<Double>, progress: SIMD2<Double>
  ) {
    view.showComponents(
      components(from: from, to: to, verticalMask: verticalMask, base: base, progress: progress),
      for: property)
  }

  /// The components a track from `from` to `to` shows at the animator's progress.
  @inline(__always)
  static func components(
    from: SIMD8<Double>, to: SIMD8<Double>, verticalMask: SIMD8<Double>, base: SIMD2<Double>,
    progress: SIMD2<Double>
  ) -> SIMD8<Double> {
    var q = progress
    if base != .zero {
      let remaining = SIMD2<Double>(1, 1) - base
      q.x = remaining.x > 0 ? Swift.max((progress.x - base.x) / remaining.x, 0) : 1
      q.y = remaining.y > 0 ? Swift.max((progress.y - base.y) / remaining.y, 0) : 1
    }
    let p = SIMD8(repeating: q.x) + verticalMask * (q.y - q.x)
    return from + (to - from) * p
  }
}

extension PropertyAnimator {
  /// Runs animation closures with this animator collecting the property changes.
  /// A `window` makes the changes move during that part of the run only.
  func capture(_ animations: [() -> Void], window: AnimationWindow? = nil) {
    guard !animations.isEmpty else { return }
    let savedWindow = captureWindow
    captureWindow = window
    captureOrigin = state == .active ? segment.fraction(at: position(at: engine.now)) : 0
    engine.captureStack.append(self)
    for animation in animations { animation() }
    engine.captureStack.removeLast()
    captureWindow = savedWindow
  }

  /// A property changed inside one of this animator's closures: animate it from the value on
  /// screen to the new model value, taking it over from any other animator — unless both this
  /// animator and the one animating the property come from `View.animate`: then the new change
  /// adds to the running one (see `AdditiveStack`).
  func captureChange(of view: View, _ property: AnimatableProperty) {
    if keyframeMode != nil {
      captureKeyframeChange(of: view, property)
      return
    }
    if let window = captureWindow {
      captureWindowedChange(of: view, property, window: window)
      return
    }
    let key = property.rawValue
    if view.animationOwners[key] === self,
      let index = tracks.firstIndex(where: { $0.view === view && $0.property == property })
    {
      changeTracks { tracks in
        tracks[index].retarget()
        tracks[index].show(shownProgress)
      }
      return
    }
    let base = state == .active ? shownProgress : .zero
    if let stack = engine.additiveStacks.isEmpty ? nil : engine.additiveStack(of: view, property) {
      if isImplicit {
        if stack.contains(self) {
          stack.retarget(self, base: base)
        } else {
          stack.addChange(by: self, base: base)
          layerStacks.append(stack)
        }
        stack.write()
        return
      }
      stack.dissolve()
      engine.removeAdditiveStack(stack)
    }
    if isImplicit, let owner = view.animationOwners[key], owner.isImplicit,
      let index = owner.tracks.firstIndex(where: { $0.view === view && $0.property == property })
    {
      addToRunning(owner, trackAt: index, view: view, property: property, base: base)
      return
    }
    let track = AnimationTrack(view: view, property: property, base: base)
    if let owner = view.animationOwners[key] {
      if owner === self {
        windowedTracks.removeAll { $0.track.view === view && $0.track.property == property }
      } else {
        owner.releaseTrack(of: view, property)
      }
    } else if track.isStill {
      view.showModelValue(property)
      return
    }
    changeTracks { $0.append(track) }
    view.animationOwners[key] = self
    track.show(shownProgress)
  }

  /// Starts an additive stack from the running animation of `owner` (its track at `index`)
  /// and this animator's new change on top of it.
  private func addToRunning(
    _ owner: PropertyAnimator, trackAt index: Int, view: View, property: AnimatableProperty,
    base: SIMD2<Double>
  ) {
    let stack = AdditiveStack(view: view, property: property)
    let track = owner.tracks[index]
    owner.changeTracks { $0.remove(at: index) }
    view.animationOwners[property.rawValue] = nil
    stack.addFirst(track, of: owner)
    owner.layerStacks.append(stack)
    stack.addChange(by: self, base: base)
    layerStacks.append(stack)
    engine.additiveStacks.append(stack)
    stack.write()
  }

  /// Ends this animator's additive layers at `position` (see `AdditiveStack.remove`).
  func endLayers(at position: AnimatingPosition) {
    let stacks = layerStacks
    layerStacks.removeAll()
    for stack in stacks where stack.remove(self, at: position) {
      engine.removeAdditiveStack(stack)
    }
  }

  /// Changes `tracks` outside any access to it. Growing or shrinking an array, or a track
  /// recomposing a transform, calls into code the optimiser cannot see into, and a single
  /// access to `tracks` spanning such a call makes it keep a run-time exclusivity check on
  /// every access to `tracks`, each frame's read included. The array is taken out first, so
  /// that it stays uniquely referenced and the change does not copy it; `change` must not
  /// reach `tracks` itself, which is empty meanwhile.
  func changeTracks(_ change: (inout ContiguousArray<AnimationTrack>) -> Void) {
    var changed = tracks
    tracks = []
    change(&changed)
    tracks = changed
  }

  /// Re-aims the animation of a property at its new model value, start and end moved alike,
  /// keeping its progress (the view was laid out again while it animated).
  func retargetTrack(of view: View, _ property: AnimatableProperty) {
    if let index = windowedTracks.firstIndex(where: {
      $0.track.view === view && $0.track.property == property
    }) {
      windowedTracks[index].track.followLayout()
      windowedTracks[index].show(at: position(at: engine.now))
      return
    }
    guard let index = tracks.firstIndex(where: { $0.view === view && $0.property == property })
    else { return }
    changeTracks { tracks in
      tracks[index].followLayout()
      tracks[index].show(shownProgress)
    }
  }

  /// Gives up the animation of a property (another animation took it over, or it was
  /// assigned outside an animation block).
  func releaseTrack(of view: View, _ property: AnimatableProperty) {
    if let index = windowedTracks.firstIndex(where: {
      $0.track.view === view && $0.track.property == property
    }) {
      windowedTracks.remove(at: index)
      view.animationOwners[property.rawValue] = nil
      wasInterrupted = true
      return
    }
    guard let index = tracks.firstIndex(where: { $0.view === view && $0.property == property })
    else {
      if let layer = view.layerStorage { releaseLayerTrack(layer, key: property.layerKey) }
      return
    }
    changeTracks { $0.remove(at: index) }
    view.animationOwners[property.rawValue] = nil
    wasInterrupted = true
  }
}
