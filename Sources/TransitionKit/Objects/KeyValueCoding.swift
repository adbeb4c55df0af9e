import Foundation

/// What views' and layers' key-value coding share: key paths, boxed numbers and geometry, a
/// subclass's stored properties read by reflection, and the warning for an unknown key.
@MainActor
enum KeyValueCoding {
  /// Something whose values are read and written by key.
  @MainActor protocol Coded: AnyObject {
    func value(forKey key: String) -> Any?
    func setValue(_ value: Any?, forKey key: String)
  }

  /// The value at a dotted key path: each key but the last must give an object that is coded
  /// in turn (a view's `layer`, `superview`).
  static func value(forKeyPath keyPath: String, of object: some Coded) -> Any? {
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var current: Any? = object
    for key in keys {
      guard let coded = current as? any Coded else {
        warnUnknown(keyPath, of: object)
        return nil
      }
      current = coded.value(forKey: key)
    }
    return current
  }

  static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: some Coded) {
    var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = keys.removeLast()
    var current: any Coded = object
    for key in keys {
      guard let next = current.value(forKey: key) as? any Coded else {
        warnUnknown(keyPath, of: object, setting: value)
        return
      }
      current = next
    }
    current.setValue(value, forKey: last)
  }

  /// A stored property of the object's own class (a subclass's property, as an
  /// `@objc dynamic var` is coded on iOS), read by reflection; `nil` when there is none.
  static func storedProperty(_ key: String, of object: AnyObject) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key {
        return child.value
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  static func warnUnknown(_ key: String, of object: AnyObject, setting value: Any? = nil) {
    let kind = String(describing: type(of: object))
    AnimationEngine.current.warn(
      "kvc.unknown-key",
      value == nil
        ? "\(kind) has no property for the key '\(key)' (UIKit would raise NSUnknownKeyException)"
        : "\(kind) has no property for the key '\(key)' that takes \(String(describing: value!)) "
          + "(UIKit would raise NSUnknownKeyException)")
  }

  /// A number from any of the ways code boxes one.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  static func bool(_ value: Any?) -> Bool? {
    switch value {
    case let value as Bool: value
    case let value as NSNumber: value.boolValue
    default: nil
    }
  }

  static func point(_ value: Any?) -> Point? { value as? Point }
  static func size(_ value: Any?) -> Size? { value as? Size }
  static func rect(_ value: Any?) -> Rect? { value as? Rect }
}

extension View: KeyValueCoding.Coded {}
extension Layer: KeyValueCoding.Coded {}
