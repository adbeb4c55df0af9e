/// Animators moving layer properties (see `LayerTrack`): the changes a view animation block
/// makes to its views' layers, and every change inside `View.animateKeyframes`.
extension PropertyAnimator {
  /// A layer property changed inside one of this animator's blocks: it animates from `old`
  /// (the value on screen before) to its new model value, along with the rest, taking it over
  /// from any other animator.
  func captureLayerChange(_ layer: Layer, key: String, old: AnimationValue?) {
    guard let old, let new = layer.modelValue(forKey: key) else { return }
    if let keyframe = captureKeyframe {
      addKeyframe(layer, key: key, old: old, new: new, window: keyframe)
      return
    }
    if let index = layerTracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
      layerTracks[index].retarget()
      layerTracks[index].show(progress: shownProgress.x, fraction: currentFraction)
      return
    }
    if let owner = layer.trackedKeys[key], owner !== self {
      owner.releaseLayerTrack(layer, key: key)
    }
    let base = state == .active && captureWindow == nil ? shownProgress.x : 0
    let track = LayerTrack(
      layer: layer, key: key, from: old, to: new, base: base, window: captureWindow)
    layerTracks.append(track)
    layer.trackedKeys[key] = self
    track.show(progress: shownProgress.x, fraction: currentFraction)
  }

  /// A view property changed inside a keyframe: it joins the keyframes of its layer's key.
  func captureKeyframeChange(of view: View, _ property: AnimatableProperty) {
    let keyframe = captureKeyframe ?? (start: 0, duration: 1)
    let layer = view.layer
    let key = property.layerKey
    let old: AnimationValue
    if let index = layerTracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
      old = layerTracks[index].endValue
    } else if let shown = layer.presentationValue(forKey: key) {
      old = shown
    } else {
      return
    }
    guard let new = layer.modelValue(forKey: key) else { return }
    if let owner = view.animationOwners[property.rawValue], owner !== self {
      owner.releaseTrack(of: view, property)
    }
    view.animationOwners[property.rawValue] = self
    addKeyframe(layer, key: key, old: old, new: new, window: keyframe)
  }

  /// Adds a keyframe to the track of `key` on `layer`, making the track if there is none.
  private func addKeyframe(
    _ layer: Layer, key: String, old: AnimationValue, new: AnimationValue,
    window: (start: Double, duration: Double)
  ) {
    if let index = layerTracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
      layerTracks[index].addKeyframe(start: window.start, duration: window.duration, value: new)
      layerTracks[index].show(progress: shownProgress.x, fraction: currentFraction)
      return
    }
    if let owner = layer.trackedKeys[key], owner !== self {
      owner.releaseLayerTrack(layer, key: key)
    }
    var track = LayerTrack(layer: layer, key: key, from: old, to: old, base: 0, window: nil)
    track.mode = keyframeMode ?? .linear
    track.keyframes = [(0, old)]
    track.addKeyframe(start: window.start, duration: window.duration, value: new)
    layerTracks.append(track)
    layer.trackedKeys[key] = self
    track.show(progress: shownProgress.x, fraction: currentFraction)
  }

  /// The forward fraction of the run now.
  var currentFraction: Double {
    state == .active ? segment.fraction(at: position(at: engine.now)) : 0
  }

  /// Shows the layer tracks at the animator's progress.
  func showLayerTracks(progress: SIMD2<Double>, position: Double) {
    let fraction = segment.fraction(at: position)
    for track in layerTracks { track.show(progress: progress.x, fraction: fraction) }
  }

  /// Ends the layer tracks after the animator reached `position`: at the start each puts back
  /// the value it began from, model and screen; otherwise the model value shows.
  func completeLayerTracks(at position: AnimatingPosition) {
    let tracks = layerTracks
    layerTracks.removeAll()
    for track in tracks {
      release(track)
      if position == .start {
        track.layer.setModelValueQuietly(track.startValue, forKey: track.key)
      }
      track.layer.syncPresentation(forKey: track.key)
    }
  }

  /// Stops the layer tracks where they are: what they show becomes the model value.
  func stopLayerTracks() {
    for track in layerTracks {
      release(track)
      if let shown = track.layer.presentationValue(forKey: track.key) {
        track.layer.setModelValueQuietly(shown, forKey: track.key)
      }
    }
    stoppedLayerTracks = layerTracks
    layerTracks.removeAll()
  }

  /// Ends stopped layer tracks at `position` (`finishAnimation(at:)`).
  func finishLayerTracks(at position: AnimatingPosition) {
    for track in stoppedLayerTracks {
      switch position {
      case .end: track.layer.setModelValueQuietly(track.endValue, forKey: track.key)
      case .start: track.layer.setModelValueQuietly(track.startValue, forKey: track.key)
      case .current: break
      }
      track.layer.syncPresentation(forKey: track.key)
    }
    stoppedLayerTracks.removeAll()
  }

  /// Gives up the animation of a layer property (another animation took it over, or it was
  /// set outside any block).
  func releaseLayerTrack(_ layer: Layer, key: String) {
    guard let index = layerTracks.firstIndex(where: { $0.layer === layer && $0.key == key }) else {
      return
    }
    release(layerTracks.remove(at: index))
    wasInterrupted = true
  }

  private func release(_ track: LayerTrack) {
    if track.layer.trackedKeys[track.key] === self { track.layer.trackedKeys[track.key] = nil }
    if let view = track.layer.view, let property = AnimatableProperty(layerKey: track.key),
      view.animationOwners[property.rawValue] === self
    {
      view.animationOwners[property.rawValue] = nil
    }
  }
}

extension AnimatableProperty {
  /// The layer key of a view property.
  var layerKey: String {
    switch self {
    case .center: "position"
    case .bounds: "bounds"
    case .transform: "transform"
    case .alpha: "opacity"
    case .backgroundColor: "backgroundColor"
    case .cornerRadius: "cornerRadius"
    case .shadowColor: "shadowColor"
    case .shadowOpacity: "shadowOpacity"
    case .shadowOffset: "shadowOffset"
    case .shadowRadius: "shadowRadius"
    }
  }
}

extension Layer {
  /// Sets a model value without running its action or changing what is shown.
  func setModelValueQuietly(_ value: AnimationValue, forKey key: String) {
    if key == "transform", case .transform(let t) = value {
      if let view, modelState.transform == nil, t.isAffine {
        view.model.transform = t.affine
      } else {
        modelState.transform = t
        view?.model.transform = t.affine
      }
      return
    }
    if let view {
      if Layer.write(value, forKey: key, into: &view.model) { return }
    } else if Layer.write(value, forKey: key, into: &ownModel) {
      return
    }
    if writeState(value, forKey: key, into: &modelState) { return }
    let saved = trackedKeys[key]
    trackedKeys[key] = nil
    Transaction.withActionsDisabled { setModelValue(value, forKey: key) }
    trackedKeys[key] = saved
  }
}

extension Transaction {
  /// Runs `body` with actions disabled, in a transaction of its own.
  static func withActionsDisabled(_ body: () -> Void) {
    begin()
    setDisableActions(true)
    body()
    stack.removeLast()
  }
}
