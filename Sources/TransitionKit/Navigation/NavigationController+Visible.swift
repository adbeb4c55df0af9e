extension NavigationController {
  /// The controller on screen in the navigation interface (UIKit's `visibleViewController`):
  /// "The current view controller can belong to the view controller at the top of the
  /// navigation stack or a view controller that was presented modally on top of the navigation
  /// controller itself" — the one presented from the navigation controller if any, else the top
  /// of the stack.
  public var visibleViewController: ViewController? {
    presentedViewController ?? topViewController
  }
}
