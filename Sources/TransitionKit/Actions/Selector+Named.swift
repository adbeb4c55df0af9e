/// What `responds(to:)` answers for a named selector (`Selector(Proxy.navigationController(_:
/// animationControllerFor:from:to:), name: …)`, which the scene-file bridge writes for a
/// `#selector` of a method of several arguments) asked of an object of another type.
///
/// The Objective-C runtime answers from the object's class: whether it implements a method of
/// that name. Swift cannot tell a method a type implements from a protocol's default, so the
/// lab answers for the optional methods it knows an object implements: the transition
/// methods of a navigation or tab bar delegate, which the delegate declares in
/// `implementedTransitionMethods` / `implementedTabTransitionMethods` (the bridge writes them
/// for pasted code). For any other name the answer is no, as it is on iOS for a method the
/// object lacks: a delegate proxy that asks first then passes the message on to the first
/// delegate that responds skips it.
extension Selector {
  /// The names of UIKit's delegate transition methods, with the flag that says a delegate
  /// implements each.
  static let navigationTransitionMethods: [String: NavigationDelegateTransitionMethods] = [
    "navigationController(_:animationControllerFor:from:to:)": .animationController,
    "navigationController(_:interactionControllerFor:)": .interactionController,
  ]
  static let tabTransitionMethods: [String: NavigationDelegateTransitionMethods] = [
    "tabBarController(_:animationControllerForTransitionFrom:to:)": .animationController,
    "tabBarController(_:interactionControllerFor:)": .interactionController,
  ]

  /// Whether `object` implements the method `name` names, as far as the lab can know.
  public static func object(_ object: AnyObject, implementsMethodNamed name: String) -> Bool {
    if let method = navigationTransitionMethods[name],
      let delegate = object as? any NavigationControllerDelegate
    {
      return delegate.implementedTransitionMethods.contains(method)
    }
    if let method = tabTransitionMethods[name], let delegate = object as? any TabBarControllerDelegate
    {
      return delegate.implementedTabTransitionMethods.contains(method)
    }
    return false
  }
}
