import Foundation

/// Key-value coding of views (`value(forKey:)`, `setValue(_:forKey:)` and their key-path
/// forms), by the names UIKit's properties have in Objective-C. A key no property answers to
/// is a warning, `kvc.unknown-key`, and reads as `nil` (UIKit raises
/// `NSUnknownKeyException`). A subclass's own stored properties can be read by name.
extension View {
  /// The value of the property named `key`, boxed: numbers as `Double` (`CGFloat`), `Bool`,
  /// geometry as `Point`, `Size`, `Rect`, `AffineTransform`, colours as `Color`.
  public func value(forKey key: String) -> Any? {
    if let value = kvcValue(forKey: key) { return value }
    if let stored = KeyValueCoding.storedProperty(key, of: self) { return stored }
    KeyValueCoding.warnUnknown(key, of: self)
    return nil
  }

  /// Sets the property named `key` from a boxed value (a number of any kind for a number,
  /// `NSNumber` included; `nil` for an optional colour).
  public func setValue(_ value: Any?, forKey key: String) {
    guard setKVCValue(value, forKey: key) else {
      KeyValueCoding.warnUnknown(key, of: self, setting: value)
      return
    }
  }

  /// The value at a dotted key path, such as `layer.cornerRadius`.
  public func value(forKeyPath keyPath: String) -> Any? {
    KeyValueCoding.value(forKeyPath: keyPath, of: self)
  }

  /// Sets the value at a dotted key path, such as `layer.shadowOpacity`.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    KeyValueCoding.setValue(value, forKeyPath: keyPath, of: self)
  }

  /// The value of a property UIKit's views have, or `nil` when `key` names none (a property
  /// whose value is `nil` reads as `NSNull`, so that it is told apart).
  func kvcValue(forKey key: String) -> Any? {
    switch key {
    case "frame": frame
    case "bounds": bounds
    case "center": center
    case "transform": transform
    case "alpha": alpha
    case "backgroundColor": backgroundColor ?? NSNull()
    case "hidden", "isHidden": isHidden
    case "clipsToBounds": clipsToBounds
    case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled
    case "tag": tag
    case "layer": layer
    case "superview": superview ?? NSNull()
    case "subviews": subviews
    case "accessibilityIdentifier": name ?? NSNull()
    case "autoresizingMask": autoresizingMask.rawValue
    default: kindKVCValue(forKey: key)
    }
  }

  /// The properties of UIKit's kinds of views: a label's text, a scroll view's offset.
  private func kindKVCValue(forKey key: String) -> Any? {
    switch (self, key) {
    case (let label as Label, "text"): label.text ?? NSNull()
    case (let label as Label, "textColor"): label.textColor
    case (let label as Label, "font"): label.font as Font
    case (let scroll as ScrollView, "contentOffset"): scroll.contentOffset
    case (let scroll as ScrollView, "contentSize"): scroll.contentSize
    case (let scroll as ScrollView, "contentInset"): scroll.contentInset
    case (let button as Button, "enabled"), (let button as Button, "isEnabled"): button.isEnabled
    case (let button as Button, "highlighted"), (let button as Button, "isHighlighted"):
      button.isHighlighted
    case (let bar as NavigationBar, "barPosition"): bar.barPosition.rawValue
    default: nil
    }
  }

  /// Sets a property of UIKit's kinds of views; false when `key` names none.
  private func setKindKVCValue(_ value: Any?, forKey key: String) -> Bool {
    switch (self, key) {
    case (let label as Label, "text"):
      label.text = value as? String
      return value == nil || value is NSNull || value is String
    case (let label as Label, "textColor"):
      return (value as? Color).map { label.textColor = $0 } != nil
    case (let label as Label, "font"): return (value as? Font).map { label.font = $0 } != nil
    case (let scroll as ScrollView, "contentOffset"):
      return KeyValueCoding.point(value).map { scroll.contentOffset = $0 } != nil
    case (let scroll as ScrollView, "contentSize"):
      return KeyValueCoding.size(value).map { scroll.contentSize = $0 } != nil
    case (let scroll as ScrollView, "contentInset"):
      return (value as? EdgeInsets).map { scroll.contentInset = $0 } != nil
    case (let button as Button, "enabled"), (let button as Button, "isEnabled"):
      return KeyValueCoding.bool(value).map { button.isEnabled = $0 } != nil
    case (let bar as NavigationBar, "barPosition"):
      let position =
        (value as? BarPosition)
        ?? KeyValueCoding.number(value).flatMap {
          BarPosition(rawValue: Int($0))
        }
      return position.map { bar.barPosition = $0 } != nil
    default: return false
    }
  }

  /// Sets a property UIKit's views have; false when `key` names none or the value does not
  /// fit it.
  func setKVCValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "frame": return KeyValueCoding.rect(value).map { frame = $0 } != nil
    case "bounds": return KeyValueCoding.rect(value).map { bounds = $0 } != nil
    case "center": return KeyValueCoding.point(value).map { center = $0 } != nil
    case "transform": return (value as? AffineTransform).map { transform = $0 } != nil
    case "alpha": return KeyValueCoding.number(value).map { alpha = $0 } != nil
    case "backgroundColor":
      if value == nil || value is NSNull {
        backgroundColor = nil
        return true
      }
      return (value as? Color).map { backgroundColor = $0 } != nil
    case "hidden", "isHidden": return KeyValueCoding.bool(value).map { isHidden = $0 } != nil
    case "clipsToBounds": return KeyValueCoding.bool(value).map { clipsToBounds = $0 } != nil
    case "userInteractionEnabled", "isUserInteractionEnabled":
      return KeyValueCoding.bool(value).map { isUserInteractionEnabled = $0 } != nil
    case "tag": return KeyValueCoding.number(value).map { tag = Int($0) } != nil
    case "accessibilityIdentifier":
      name = value as? String
      return true
    default: return setKindKVCValue(value, forKey: key)
    }
  }
}
