// UIKit's names for TransitionKit's page controller.

/// UIKit's `UIPageViewController`: pages side by side in a scroll view, turned by a drag or
/// `setViewControllers(_:direction:animated:completion:)`.
public typealias UIPageViewController = PageViewController

/// UIKit's `UIPageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource

/// UIKit's `UIPageViewControllerDelegate`; both methods have defaults.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

/// Swift 4's names of the page controller's nested types.
public typealias UIPageViewControllerTransitionStyle = PageViewController.TransitionStyle
public typealias UIPageViewControllerNavigationOrientation =
  PageViewController.NavigationOrientation
public typealias UIPageViewControllerNavigationDirection = PageViewController.NavigationDirection

/// UIKit's `UINavigationControllerHideShowBarDuration` (Swift 4), in seconds.
public let UINavigationControllerHideShowBarDuration = NavigationController.hideShowBarDuration
