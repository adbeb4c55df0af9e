// UIKit's names for TransitionKit's view controllers and custom transitions.

/// UIKit's `UIViewController`.
public typealias UIViewController = ViewController

/// UIKit's `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// UIKit's `UIViewControllerTransitioningDelegate`; every method has a default that returns nil.
public typealias UIViewControllerTransitioningDelegate = TransitioningDelegate

/// UIKit's `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = AnimatedTransitioning

/// UIKit's `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = InteractiveTransitioning

/// UIKit's `UIViewControllerContextTransitioning`. Here the context is a class, not a protocol;
/// an animator's `animateTransition(using:)` is written the same way.
public typealias UIViewControllerContextTransitioning = TransitionContext

/// UIKit's `UIPercentDrivenInteractiveTransition`: `update(_:)`, `finish()`, `cancel()`,
/// `pause()`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition

/// UIKit's `UITransitionContextViewControllerKey`: `.from` and `.to`, as in
/// `viewController(forKey: UITransitionContextViewControllerKey.from)`.
public typealias UITransitionContextViewControllerKey = TransitionContextKey

/// UIKit's `UITransitionContextViewKey`: `.from` and `.to`, for `view(forKey:)`.
public typealias UITransitionContextViewKey = TransitionContextKey

/// UIKit's `UINavigationController`, with its `Operation` (`.none`, `.push`, `.pop`).
public typealias UINavigationController = NavigationController

/// UIKit's `UINavigationControllerDelegate`; every method has a default.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate

/// UIKit's `UINavigationBar`: a title label and a back button.
public typealias UINavigationBar = NavigationBar

/// UIKit's `UINavigationItem`: `title`, `backButtonTitle`, `hidesBackButton`.
public typealias UINavigationItem = NavigationItem

/// UIKit's `UITabBarController`: tabs of controllers above a plain bar of their titles.
public typealias UITabBarController = TabBarController
