/// Display (`setNeedsDisplay()`, `display()`, `needsDisplay(forKey:)`) and the values of keys
/// that are not Core Animation's own: a `CALayer` keeps a value for any key, which is how a
/// subclass's `@NSManaged var radius: CGFloat` is stored and animated (the scene-file bridge
/// writes such a property as accessors that call `managedValue(forKey:)` and
/// `setManagedValue(_:forKey:)`).
extension Layer {
  /// Layers marked with `setNeedsDisplay()` since the last commit.
  private static var layersDueForDisplay: [Layer] = []

  /// Marks the layer to be displayed at the next commit (Core Animation's
  /// `setNeedsDisplay()`): its `display()` runs before the next frame is drawn.
  public func setNeedsDisplay() {
    guard !displayIsDue else { return }
    displayIsDue = true
    Self.layersDueForDisplay.append(self)
  }

  /// Whether `display()` is due (Core Animation's `needsDisplay()`).
  public func needsDisplay() -> Bool { displayIsDue }

  /// Runs `display()` now if it is due (Core Animation's `displayIfNeeded()`).
  public func displayIfNeeded() {
    guard displayIsDue else { return }
    displayNow()
  }

  /// Displays every layer marked since the last commit (at each frame's commit).
  static func displayDueLayers() {
    View.displayViewsDueForDrawing()
    while !layersDueForDisplay.isEmpty {
      let due = layersDueForDisplay
      layersDueForDisplay = []
      for layer in due where layer.displayIsDue { layer.displayNow() }
    }
  }

  /// Runs `display()` with actions disabled, as Core Animation displays a layer.
  func displayNow() {
    displayIsDue = false
    Transaction.begin()
    Transaction.setDisableActions(true)
    display()
    Transaction.commit()
  }

  /// Whether a change of any of `keys` calls for `display()`.
  func keysNeedDisplay(_ keys: some Sequence<String>) -> Bool {
    let kind = type(of: self)
    return keys.contains { kind.needsDisplay(forKey: $0) }
  }

  /// Sets the model value of a key that is not one of Core Animation's own: its action runs
  /// as for any property (a subclass's `action(forKey:)` may animate it), and a key of
  /// `needsDisplay(forKey:)` marks the layer for display. False for a known key given a value
  /// of the wrong kind.
  func setDynamicModelValue(_ value: AnimationValue, forKey key: String) -> Bool {
    if dynamicValues[key] == nil, ownValue(forKey: key, presentation: false) != nil { return false }
    let old = presentationValue(forKey: key)
    dynamicValues[key] = value
    didChangeModel(key, old: old) { shownDynamicValues[key] = value }
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    return true
  }

  /// Shows a value of a key that is not one of Core Animation's own (an animation of it).
  func setDynamicPresentationValue(_ value: AnimationValue, forKey key: String) -> Bool {
    if dynamicValues[key] == nil, ownValue(forKey: key, presentation: false) != nil { return false }
    shownDynamicValues[key] = value
    return true
  }

  // MARK: Managed properties

  /// The value of a managed number property; 0 before it is set, as an `@NSManaged` scalar
  /// reads on iOS.
  public func managedValue(forKey key: String) -> Double {
    value(forKey: key).flatMap(AnimationValue.number) ?? 0
  }

  /// The value of a managed `Float` property; 0 before it is set.
  public func managedValue(forKey key: String) -> Float {
    Float(value(forKey: key).flatMap(AnimationValue.number) ?? 0)
  }

  /// The value of a managed integer property; 0 before it is set.
  public func managedValue(forKey key: String) -> Int {
    Int(value(forKey: key).flatMap(AnimationValue.number) ?? 0)
  }

  /// The value of a managed flag; false before it is set.
  public func managedValue(forKey key: String) -> Bool {
    (value(forKey: key).flatMap(AnimationValue.number) ?? 0) != 0
  }

  /// The value of a managed property of another type; `nil` before it is set.
  public func managedValue<Value>(forKey key: String) -> Value? {
    value(forKey: key) as? Value
  }

  /// The value of a managed point, size or rectangle; zero before it is set.
  public func managedValue<Value: ManagedZero>(forKey key: String) -> Value {
    (value(forKey: key) as? Value) ?? Value.managedZero
  }

  /// Sets a managed property (what an `@NSManaged` property's setter does on a `CALayer`).
  public func setManagedValue(_ value: Any?, forKey key: String) {
    setValue(value, forKey: key)
  }
}

/// A value type a managed layer property reads as before it is set.
public protocol ManagedZero {
  static var managedZero: Self { get }
}

extension Point: ManagedZero { public static var managedZero: Point { .zero } }
extension Size: ManagedZero { public static var managedZero: Size { .zero } }
extension Rect: ManagedZero { public static var managedZero: Rect { .zero } }
