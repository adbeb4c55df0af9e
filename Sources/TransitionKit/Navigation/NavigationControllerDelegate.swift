/// Supplies a navigation controller's transitions and hears what it shows (UIKit's
/// `UINavigationControllerDelegate`). Every method is optional.
///
/// A delegate that returns its own animator for a pop turns the system's swipe back off
/// (`NavigationController.interactivePopGestureRecognizer` and the content swipe do not
/// begin), as UIKit does; the delegate then brings its own interaction controller, driven by
/// its own pan, if it wants the pop to follow a finger.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before the controller's view appears, before its `viewWillAppear(_:)`.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// Called after the controller's view appeared, after its `viewDidAppear(_:)`.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator of an animated push or pop; `nil` plays the system's
  /// (`NavigationParallaxTransitionAnimator`).
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)?
  /// The interaction controller that drives the animator this delegate returned; asked only
  /// when the delegate returned an animator, as UIKit does.
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
}
