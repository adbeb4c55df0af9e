// UIKit's names for TransitionKit's views, screen and colours.

/// UIKit's `UIView`.
public typealias UIView = View

/// UIKit's `UIWindow`: the simulated screen's root view, which takes pointer events and ticks.
public typealias UIWindow = Window

/// UIKit's `UIScreen`: `UIScreen.main.bounds` is the simulated device's screen.
public typealias UIScreen = Screen

/// UIKit's `UIColor`: `.white`, `.black`, `.green`, `.systemBlue`, `.systemBackground`,
/// `withAlphaComponent(_:)`, `init(red:green:blue:alpha:)`, `init(white:alpha:)`.
public typealias UIColor = Color

/// UIKit's `UIButton`.
public typealias UIButton = Button

/// UIKit's `UIControl`: `isEnabled`, `isSelected`, `isHighlighted`, `sendActions(for:)`,
/// `beginTracking(_:with:)` and the rest, `UIControl.Event` and `UIControl.State`.
public typealias UIControl = Control

/// UIKit's `UILabel`.
public typealias UILabel = Label

/// UIKit's `UIFont`: `UIFont.systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`.
public typealias UIFont = Font

/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment

extension View {
  /// UIKit's `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = TransitionKit.AutoresizingMask
  /// UIKit's `UIView.AnimationOptions`.
  public typealias AnimationOptions = TransitionKit.AnimationOptions
  /// UIKit's `UIView.AnimationCurve`.
  public typealias AnimationCurve = TransitionKit.AnimationCurve
}

extension View {
  /// UIKit's `accessibilityIdentifier`: the view's `name`, which tests, traces and gesture
  /// scripts find it by.
  public var accessibilityIdentifier: String? {
    get { name }
    set { name = newValue }
  }
}

extension Control {
  /// UIKit's `UIControl.State`.
  public typealias State = ControlState
}

/// UIKit's `UIScrollView`: `contentOffset`, `contentSize`, `contentInset`, `delegate`,
/// `isTracking`, `isDragging`, `isDecelerating`, the scroll indicators.
public typealias UIScrollView = ScrollView

/// UIKit's `UIScrollViewDelegate`; every method has a default.
public typealias UIScrollViewDelegate = ScrollViewDelegate
