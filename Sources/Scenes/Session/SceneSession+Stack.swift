import TransitionKit

/// Where the scene is relative to its first screen, for the window's Present and Dismiss: a
/// modal presented, or a page pushed on a navigation controller at its root, is "away", and
/// Dismiss (Ctrl+D) brings it back, as the scene's own back button or Close does.
extension SceneSession {
  /// Whether the scene's root is a navigation controller (its header says Push and Back).
  public var navigates: Bool { window.rootViewController is NavigationController }

  /// Pages pushed over the navigation controller's first one (0 for a scene without one).
  public var pushedPageCount: Int {
    guard let navigation = window.rootViewController as? NavigationController else { return 0 }
    return Swift.max(navigation.viewControllers.count - 1, 0)
  }

  /// Whether the scene is away from its first screen: a modal is presented or a page pushed.
  public var isAwayFromRoot: Bool { isPresented || pushedPageCount > 0 }
}
