/// What assistive technology would read of a view (UIKit's `accessibilityLabel`, from the
/// `UIAccessibility` informal protocol every `NSObject` adopts).
///
/// The lab has no screen reader that reads a scene's views, so the label is kept and read back
/// as UIKit keeps it: `nil` until set, except a label's or a button's, which is its text, as
/// UIKit's page says "the default value for this property is nil unless the receiver is a UIKit
/// control or view, in which case the value is a label derived from the element's state".
extension View {
  /// A short localized word or phrase naming the element; `nil` until set unless the view is
  /// a label or a button (their text).
  public var accessibilityLabel: String? {
    get {
      if let own = extras?.accessibilityLabel { return own }
      if let label = self as? Label { return label.text }
      if let button = self as? Button { return button.title(for: .normal) }
      return nil
    }
    set { extrasForWriting.accessibilityLabel = newValue }
  }
}
