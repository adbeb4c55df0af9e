// UIKit's spelling of the navigation controller's swipe back recognizer: an optional.

extension NavigationController {
  /// The recognizer of the swipe back from the leading edge (UIKit's
  /// `interactivePopGestureRecognizer`, optional there): always there, `edgePopGestureRecognizer`.
  public var interactivePopGestureRecognizer: NavigationPopGestureRecognizer? {
    edgePopGestureRecognizer
  }
}
