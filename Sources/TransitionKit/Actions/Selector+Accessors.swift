/// A property's accessors as selectors (`#selector(getter: Card.isOpen)`, `#selector(setter:
/// Card.isOpen)`): the scene-file bridge writes them as key paths, `Selector(getter:
/// \Card.isOpen)`. Performing a getter reads the property (the result is discarded, as a
/// target-action call discards it); performing a setter writes the sender, when it has the
/// property's type.
extension Selector {
  /// The getter of the property `keyPath` names.
  public init<Target: AnyObject, Value>(getter keyPath: KeyPath<Target, Value>) {
    let method: (Target) -> () -> Value = { target in { target[keyPath: keyPath] } }
    self.init(method)
  }

  /// The setter of the property `keyPath` names.
  public init<Target: AnyObject, Value>(setter keyPath: ReferenceWritableKeyPath<Target, Value>) {
    let method: (Target) -> (Value) -> Void = { target in { target[keyPath: keyPath] = $0 } }
    self.init(method)
  }
}
