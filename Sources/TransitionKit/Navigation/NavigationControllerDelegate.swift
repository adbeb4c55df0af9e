/// Supplies a navigation controller's transitions and hears what it shows (UIKit's
/// `UINavigationControllerDelegate`). Every method is optional.
///
/// A delegate that implements the custom-transition methods (and says so in
/// `implementedTransitionMethods`) loses the system's swipe back
/// (`NavigationController.interactivePopGestureRecognizer` and the content swipe do not
/// begin) while the page on top came by its animator, as UIKit does; it then brings its own
/// interaction controller, driven by its own pan, if it wants the pop to follow a finger.
/// Nothing of the delegate is asked when a swipe is pressed, and the swipe's pop plays the
/// system's animator whatever the delegate would give.
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
  /// The orientations the navigation controller supports; all but upside down by default
  /// (the lab's screens do not turn, so nothing asks yet).
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: NavigationController
  ) -> InterfaceOrientationMask
  /// The orientation to present in; portrait by default.
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation
  /// Which of the two transition methods above this delegate implements, as UIKit learns from the
  /// Objective-C runtime: read once, when the delegate is set. Empty by default; a delegate
  /// that implements either says so (`[.animationController, .interactionController]`), and
  /// the scene-file bridge writes it for pasted iOS code.
  var implementedTransitionMethods: NavigationDelegateTransitionMethods { get }
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
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: NavigationController
  ) -> InterfaceOrientationMask { .allButUpsideDown }
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation { .portrait }
  public var implementedTransitionMethods: NavigationDelegateTransitionMethods { [] }
}
