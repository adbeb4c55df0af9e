import Foundation

/// Key-value coding of visual effects (`value(forKey:)`, `setValue(_:forKey:)`), as every
/// `NSObject` has it: the keys an effect class answers (`CustomBlurEffect`'s `blurRadius`…);
/// any other is the warning `kvc.unknown-key` and reads as `nil` (UIKit raises
/// `NSUnknownKeyException`).
extension VisualEffect {
  public func value(forKey key: String) -> Any? {
    if let value = kvcValue(forKey: key) { return value }
    KeyValueCoding.warnUnknown(key, of: self)
    return nil
  }

  public func setValue(_ value: Any?, forKey key: String) {
    guard setKVCValue(value, forKey: key) else {
      KeyValueCoding.warnUnknown(key, of: self, setting: value)
      return
    }
  }
}
