import Foundation

/// The software keyboard's notifications and their user-info keys (UIKit's
/// `UIResponder.keyboardWillShowNotification` and friends), spelled as UIKit spells them so
/// that code observing them builds and runs.
///
/// The lab's screens have no software keyboard: typing comes from the desktop's hardware
/// keyboard, and, as on an iPad or in the Simulator with a hardware keyboard connected, UIKit
/// then shows no keyboard and posts none of these. Observers are added and removed as usual and
/// are never called.
extension Responder {
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame at the start of its animation, an `NSValue` of a rectangle.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame at the end of its animation, an `NSValue` of a rectangle.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The keyboard animation's duration in seconds, an `NSNumber`.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The keyboard animation's curve, an `NSNumber` of an animation curve.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, an `NSNumber` of a Boolean.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`), as keyboard notifications carry
  /// frames.
  public convenience init(cgRect rect: Rect) {
    self.init(
      rect: NSRect(
        x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
        height: CGFloat(rect.height)))
  }

  /// The rectangle the value holds (UIKit's `cgRectValue`).
  public var cgRectValue: Rect {
    let rect = rectValue
    return Rect(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}
