/// The presentation and model layers (`presentation()`, `model()`), and key-value coding of
/// layer properties by key path.
extension Layer {
  /// A copy of the layer holding what is on screen now (its presentation values as model
  /// values), for reading where an animated layer is (`layer.presentation()?.frame`). The copy
  /// has no sublayers and no view, and changing it changes nothing.
  public func presentation() -> Self? {
    let copy = type(of: self).init()
    copy.copyValues(from: self, presentation: true)
    copy.modelLayerStorage = self
    return copy
  }

  /// The layer a presentation copy shows; the layer itself otherwise (`model()`).
  public func model() -> Self { (modelLayerStorage as? Self) ?? self }

  /// The value of a property by key path (`value(forKeyPath:)`): `"position.x"`,
  /// `"transform.rotation.z"`, `"strokeEnd"`…; `nil` for an unknown one.
  public func value(forKeyPath keyPath: String) -> Any? {
    guard let path = LayerKeyPath(keyPath), let whole = modelValue(forKey: path.base) else {
      return nil
    }
    return path.extract(from: whole)?.anyValue
  }

  /// Sets a property by key path (`setValue(_:forKeyPath:)`), running its action as its
  /// setter does; an unknown key path or a value of the wrong kind changes nothing.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let path = LayerKeyPath(keyPath), let whole = modelValue(forKey: path.base) else {
      // A key of no property of Core Animation's: kept as a `CALayer` keeps any key.
      if !keyPath.contains("."), let any = AnimationValue(value) {
        setModelValue(any, forKey: keyPath)
      }
      return
    }
    let template = path.extract(from: whole)
    guard let part = AnimationValue(value, like: template),
      let replaced = path.replace(in: whole, with: part)
    else { return }
    setModelValue(replaced, forKey: path.base)
  }

  /// The value of a property by name (`value(forKey:)`).
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

  /// Sets a property by name (`setValue(_:forKey:)`).
  public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}
