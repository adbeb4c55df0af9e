import MotionExport
import Scenes
import TransitionKit

/// What the header's Present, Dismiss and Back do to the scene alone.
extension Lab {
  /// Presents or dismisses the way a person would: the scene's tap or drag, played live.
  func perform(_ action: SceneAction) {
    session.schedule(session.scene.script(for: action, screen: session.window.screen.bounds.size))
  }

  /// Pops the top page, animated, when the scene's root is a navigation controller with a
  /// page to go back to and nothing in flight, as its back button does; nothing otherwise.
  func goBack() {
    session.run {
      guard let navigation = session.window.rootViewController as? NavigationController,
        navigation.viewControllers.count > 1, !navigation.isTransitioning,
        session.window.activeTransition == nil
      else { return }
      navigation.popViewController(animated: true)
    }
  }
}

extension Lab {
  /// The motion of the scene shown with the values of `store` (its own, a compared device's,
  /// the seed's), as a session of the scene says it: what the plot, the marker, the preview
  /// and Export… show, as `transition-lab export` prints it.
  func motion(of store: ParameterStore) -> MotionSpec {
    motions.spec(of: session.descriptor, values: store)
  }
}
