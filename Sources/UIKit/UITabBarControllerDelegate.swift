/// UIKit's `UITabBarControllerDelegate`; every method has a default.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
