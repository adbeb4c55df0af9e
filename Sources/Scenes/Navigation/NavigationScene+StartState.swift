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

  /// Puts the list and the details `state` names in the stack, without animation; a state
  /// it cannot read leaves the stack as it is.
  func restore(startState state: String) {
    let parts = state.split(separator: ":").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, parts[1] <= Self.maximumRestoredDepth else { return }
    let details = (1...parts[1]).map { NavigationDetailViewController(row: parts[0], depth: $0) }
    navigation.setViewControllers([list] + details, animated: false)
  }

  /// The deepest stack a start state puts back.
  static let maximumRestoredDepth = 64
}
