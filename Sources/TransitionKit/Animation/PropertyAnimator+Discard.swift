extension PropertyAnimator {
  /// Lets go of what the animator holds and of the views' and layers' hold on it, without
  /// moving a value or calling a completion: its engine is being let go
  /// (`AnimationEngine.discardAnimations`), so nothing will run it again. A view holds the
  /// animator that animates each of its properties and the animator holds the view, so an
  /// animator left running when its session went kept itself, its views, its closures and
  /// its engine alive for good.
  func discard() {
    for track in tracks where track.view.animationOwners[track.property.rawValue] === self {
      track.view.animationOwners[track.property.rawValue] = nil
    }
    for windowed in windowedTracks
    where windowed.track.view.animationOwners[windowed.track.property.rawValue] === self {
      windowed.track.view.animationOwners[windowed.track.property.rawValue] = nil
    }
    for track in layerTracks + stoppedLayerTracks where track.layer.trackedKeys[track.key] === self {
      track.layer.trackedKeys[track.key] = nil
    }
    tracks.removeAll()
    windowedTracks.removeAll()
    layerTracks.removeAll()
    stoppedTracks.removeAll()
    stoppedLayerTracks.removeAll()
    layerStacks.removeAll()
    pendingAnimations.removeAll()
    pendingDelayedAnimations.removeAll()
    completions.removeAll()
    binding = nil
    running = false
  }
}
