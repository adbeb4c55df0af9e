/// Which of its custom-transition methods a navigation delegate implements
/// (`NavigationControllerDelegate.implementedTransitionMethods`).
///
/// UIKit asks the Objective-C runtime (`respondsToSelector:`) when the delegate is set, and a
/// delegate that implements either method loses the system swipe back whenever the last push
/// or pop played its animator rather than the system's. Swift cannot tell a method a type
/// implements from the protocol's default, so a delegate says it here; the scene-file bridge
/// writes the declaration for a pasted delegate that declares either method.
public struct NavigationDelegateTransitionMethods: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `navigationController(_:animationControllerFor:from:to:)`.
  public static let animationController = NavigationDelegateTransitionMethods(rawValue: 1 << 0)
  /// `navigationController(_:interactionControllerFor:)`.
  public static let interactionController = NavigationDelegateTransitionMethods(rawValue: 1 << 1)
  /// Both methods.
  public static let all: NavigationDelegateTransitionMethods = [
    .animationController, .interactionController,
  ]
}
