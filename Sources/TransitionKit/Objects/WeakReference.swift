/// A weak reference to an object held under a type that need not be a class: what `weak var
/// value: T?` is on iOS when `T` is a generic parameter bound to `AnyObject` or
/// `NSObjectProtocol` and the code uses it with an `@objc` protocol
/// (`Weak<MotionAnimatorObserver>`, `DelegateProxy<UINavigationControllerDelegate>`).
///
/// On iOS an `@objc` protocol's existential is itself a class and meets those bounds. Here no
/// protocol is `@objc`, and Swift refuses the existential ("'Weak' requires that 'any
/// MotionAnimatorObserver' be a class type"). The scene-file bridge drops the class bound
/// from such a parameter and writes the property as `@WeakReference var value: T?`, which
/// holds the object weakly, as `weak` does, and gives it back as `T`: nil once the object is
/// gone. A value that is not an object is never held (it reads back as nil at once, as a
/// `weak` reference to a temporary object does).
@propertyWrapper
public struct WeakReference<Value> {
  private weak var object: AnyObject?

  /// Holds nothing.
  public init() {}

  /// Holds `wrappedValue` weakly.
  public init(wrappedValue: Value?) {
    object = Self.object(of: wrappedValue)
  }

  /// The object, as `Value`, while it lives.
  public var wrappedValue: Value? {
    get { object.flatMap { $0 as? Value } }
    set { object = Self.object(of: newValue) }
  }

  private static func object(of value: Value?) -> AnyObject? {
    guard let value, type(of: value as Any) is AnyClass else { return nil }
    return value as AnyObject
  }
}
