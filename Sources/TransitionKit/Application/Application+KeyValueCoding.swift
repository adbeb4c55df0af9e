/// Key-value coding on the application's class, as code that must also build for app
/// extensions reaches the shared application without naming `shared`:
/// `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication`.
///
/// The class answers its class property `sharedApplication` (the Objective-C name of
/// `shared`, which `#keyPath(UIApplication.shared)` gives on iOS; the scene-file bridge writes
/// that key path as `"shared"`, also answered). Any other key warns `kvc.unknown-key` and gives
/// `nil`, where UIKit raises `NSUnknownKeyException`.
extension Application {
  public static func value(forKey key: String) -> Any? {
    switch key {
    case "sharedApplication", "shared": return shared
    default:
      AnimationEngine.current.warn(
        "kvc.unknown-key",
        "UIApplication (the class) has no property for the key '\(key)' (UIKit would raise "
          + "NSUnknownKeyException)")
      return nil
    }
  }

  /// The value at a key path from the class: a path of one key is `value(forKey:)`; the
  /// application's own properties are not coded by key here (a longer path warns as an
  /// unknown key).
  public static func value(forKeyPath keyPath: String) -> Any? {
    value(forKey: keyPath)
  }
}
