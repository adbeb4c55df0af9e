// UIKit's names for TransitionKit's application, device, traits and accessibility.

/// UIKit's `UIApplication`: `UIApplication.shared.keyWindow`, `windows`, `statusBarFrame`,
/// `setStatusBarStyle(_:animated:)`, `open(_:options:completionHandler:)`.
public typealias UIApplication = Application

/// UIKit's `UIStatusBarStyle`: `.default`, `.lightContent`, `.darkContent`.
public typealias UIStatusBarStyle = StatusBarStyle

/// UIKit's `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation

/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// UIKit's `UIDevice`: `UIDevice.current`, an iPhone on iOS 18.
public typealias UIDevice = Device

/// UIKit's `UIDeviceOrientation`.
public typealias UIDeviceOrientation = Device.Orientation

/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

/// UIKit's `UITraitCollection`: `userInterfaceStyle` follows the lab's appearance.
public typealias UITraitCollection = TraitCollection

/// UIKit's `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle

/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass

/// UIKit's `UIAccessibility`: `isReduceMotionEnabled` is the lab's Reduce Motion.
public typealias UIAccessibility = Accessibility

/// UIKit's `UIFeedbackGenerator`: feedback is a `feedback` trace line, nothing more.
public typealias UIFeedbackGenerator = FeedbackGenerator

/// UIKit's `UIImpactFeedbackGenerator`.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator

/// UIKit's `UINotificationFeedbackGenerator`.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator

/// UIKit's `UISelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator

/// UIKit's `UIStoryboardSegue`, for segues registered in code.
public typealias UIStoryboardSegue = StoryboardSegue

/// UIKit's `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation

/// UIKit's `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask

/// UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's `UIBarPosition`.
public typealias UIBarPosition = BarPosition

/// UIKit's `UIModalTransitionStyle`: `.coverVertical`, `.crossDissolve` (`.flipHorizontal` and
/// `.partialCurl` cross-dissolve here).
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// UIKit's `UIStoryboard`: storyboards by name whose controllers a scene registers in code.
public typealias UIStoryboard = Storyboard

extension Application {
  // UIKit's app life-cycle notifications. The lab's app never goes to the background, resigns
  // active or changes its status bar for a call, so nothing posts them: code that observes
  // them builds, and hears nothing.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
}
