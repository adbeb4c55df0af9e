import TransitionKit

/// The stack as a take's start: a swipe back recorded live pops the same pages when the take
/// runs again offscreen (the inspector's last-drag plot, scrubbing, Share…).
extension NavigationSceneInstance: SceneStartState {
  /// The top detail's row and depth (`row 2, depth 3` is `2:3`): every detail under it is
  /// the same row's, one level less deep. Nil on the list.
  var startState: String? {
    guard let top = navigation.topViewController as? NavigationDetailViewController else {
      return nil
    }
    return "\(top.row):\(top.depth)"
  }

  /// Puts the list and the details `state` names in the stack, without animation but for
  /// the top one under `custom`, which the delegate's animator pushes (the session runs it to
  /// its end) so the system swipe is off on it as it was live; a state it cannot read leaves
  /// the stack as it is.
  func restore(startState state: String) {
    let parts = state.split(separator: ":").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, parts[1] <= Self.maximumRestoredDepth else { return }
    let details = (1...parts[1]).map { NavigationDetailViewController(row: parts[0], depth: $0) }
    navigation.setViewControllers([list] + details.dropLast(), animated: false)
    navigation.pushViewController(
      details[details.count - 1], animated: parameters.navigationAnimator == .custom)
  }

  /// The deepest stack a start state puts back.
  static let maximumRestoredDepth = 64
}
