/// A view's properties read from an object typed `AnyObject`, as Objective-C's dynamic member
/// lookup reads them on iOS: `sender.center` in `@IBAction func buttonTapped(_ sender:
/// AnyObject)` is the button's centre there, of type `CGPoint!`, and nil when the object has
/// no such property.
///
/// Swift has no dynamic member lookup on `AnyObject` without the Objective-C runtime
/// ("value of type 'AnyObject' has no member 'center'"). The scene-file bridge writes
/// `AnyObjectMembers(sender).center` for a property read on a parameter typed `AnyObject` of
/// the scene's own methods; a method called on such a parameter is left as written.
@MainActor
@dynamicMemberLookup
public struct AnyObjectMembers {
  /// The object whose properties are read.
  public let object: AnyObject?

  public init(_ object: AnyObject?) { self.object = object }

  /// The property of the object when it is a view; nil when it is not one.
  public subscript<Value>(dynamicMember keyPath: KeyPath<View, Value>) -> Value! {
    (object as? View)?[keyPath: keyPath]
  }
}
