/// Decides which tab a tab bar controller may select, hears what it selected, and supplies
/// the transitions between tabs (UIKit's `UITabBarControllerDelegate`,
/// <https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate>). Every method
/// is optional: each has a default that does what UIKit does when the delegate does not
/// implement it.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether a tab the person tapped may be selected (true by default). Asked only for taps,
  /// not when code sets `selectedIndex`, as UIKit documents.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// Told after a tab the person tapped was selected (also when it was already selected).
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// Customizing the tabs ("More" > Edit) is not offered here; never called.
  func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
  /// Never called (see `willBeginCustomizing`).
  func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
    changed: Bool)
  /// Never called (see `willBeginCustomizing`).
  func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
    changed: Bool)
  /// The orientations the tab bar controller supports; all but upside down by default.
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask
  /// The orientation to present in; portrait by default.
  func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: TabBarController
  ) -> InterfaceOrientation
  /// The animator of a change of the selected tab; `nil` (the default) switches at once.
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)?
  /// The interaction controller that drives the animator this delegate returned; asked only
  /// when the delegate returned one, as UIKit does.
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)?
  /// Which of the two methods above this delegate implements, as UIKit learns from the
  /// Objective-C runtime (what `responds(to:)` answers for them). Empty by default; the
  /// scene-file bridge writes it for a pasted delegate that declares either method.
  var implementedTabTransitionMethods: NavigationDelegateTransitionMethods { get }
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController],
    changed: Bool
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController],
    changed: Bool
  ) {}
  public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask
  { .allButUpsideDown }
  public func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: TabBarController
  ) -> InterfaceOrientation { .portrait }
  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? { nil }
  public var implementedTabTransitionMethods: NavigationDelegateTransitionMethods { [] }
}
