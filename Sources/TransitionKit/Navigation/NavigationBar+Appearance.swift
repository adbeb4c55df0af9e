import Foundation

extension NSAttributedString.Key {
  /// The font of the text (UIKit's `NSAttributedString.Key.font`, a `UIFont`).
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text (UIKit's `NSAttributedString.Key.foregroundColor`, a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// A navigation bar's colours and title attributes (UIKit's `UINavigationBar.barTintColor`,
/// `titleTextAttributes`).
extension NavigationBar {
  /// The bar's background colour (UIKit: "The tint color to apply to the navigation bar
  /// background"); nil for the default.
  public var barTintColor: Color? {
    get { backgroundColor }
    set { backgroundColor = newValue }
  }

  /// The font and colour of the title (UIKit: "Display attributes for the bar's title text",
  /// by `.font` and `.foregroundColor`); other keys are kept out. Read back, the title's
  /// present font and colour.
  public var titleTextAttributes: [NSAttributedString.Key: Any]? {
    get { [.font: titleLabel.font, .foregroundColor: titleLabel.textColor] }
    set {
      for label in [titleLabel, incomingTitleLabel] {
        if let font = newValue?[.font] as? Font { label.font = font }
        if let color = newValue?[.foregroundColor] as? Color { label.textColor = color }
      }
    }
  }
}

extension Application {
  /// Posted when the status bar's frame changes (UIKit's
  /// `UIApplication.didChangeStatusBarFrameNotification`). The simulated status bar keeps
  /// its frame, so nothing posts it; code that observes it builds and waits.
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
}
