import TransitionKit

/// A scene whose screen can be somewhere neither its start nor its `presented` start shows —
/// a navigation stack pushed a few levels deep — and can be put back there at once. A take
/// records where the scene was at its press (`TransitionTake.startState`), and a replay of the
/// take starts there, so a swipe back recorded live pops the same pages offscreen.
@MainActor
public protocol SceneStartState: AnyObject {
  /// Where the scene is now, in words it reads back with `restore(startState:)`; nil where
  /// its start (or its `presented` start) shows it.
  var startState: String? { get }
  /// Puts the scene where `startState` said it was, without animation.
  func restore(startState: String)
}

extension SceneSession {
  /// Where the scene is now, for a scene that can say (`SceneStartState`).
  public var startState: String? { (scene as? any SceneStartState)?.startState }

  /// Puts the scene back where `startState` said it was, as `presentWithoutAnimation()` does
  /// for the `presented` start: whatever it animates is run to its end first.
  public func restore(startState: String) {
    guard let scene = scene as? any SceneStartState else { return }
    run {
      scene.restore(startState: startState)
      settleStart()
    }
  }
}
