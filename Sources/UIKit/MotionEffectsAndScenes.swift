// UIKit's names for motion effects, the split view controller and the window scene.

/// UIKit's `UIMotionEffect`: no device motion here, so it never moves the view.
public typealias UIMotionEffect = MotionEffect

/// UIKit's `UIInterpolatingMotionEffect`.
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect

/// UIKit's `UIMotionEffectGroup`.
public typealias UIMotionEffectGroup = MotionEffectGroup

/// UIKit's classic `UISplitViewController`: a primary and a secondary column.
public typealias UISplitViewController = SplitViewController

/// UIKit's `UIWindowScene`: one per window here.
public typealias UIWindowScene = WindowScene

/// UIKit's `UIStatusBarManager`.
public typealias UIStatusBarManager = StatusBarManager
