import Foundation

/// How a change of a layer property reaches the screen: the model changes at once, the
/// property's action (an implicit animation, a view's animation block, an action a view or
/// layer subclass gives) runs with the value on screen before, and where nothing animates the
/// property the new value shows at once.
extension Layer {
  /// The engine whose clock the layer's animations run on: its window's, else the current one.
  var engine: AnimationEngine {
    var layer: Layer? = self
    while let current = layer {
      if let view = current.view { return view.window?.engine ?? AnimationEngine.current }
      layer = current.superlayer ?? current.maskOwner
    }
    return AnimationEngine.current
  }

  /// A change of a property a view keeps, made through the view: its animation block animates
  /// it as the view's own change. An action the view (or `actions`) gives for the key instead
  /// runs with the change applied at once.
  func forward(_ key: String, _ change: () -> Void) {
    guard modelLayerStorage == nil, !Transaction.disableActions(), let view,
      let action = view.action(for: self, forKey: key), !(action is NSNull),
      !(action is ViewAnimationBlockAction)
    else {
      change()
      return
    }
    let old = presentationValue(forKey: key)
    View.performWithoutAnimation(change)
    run(action, forKey: key, old: old)
  }

  /// A change of a geometry or look property of a layer without a view.
  func changeOwn(_ key: String, _ change: (inout ViewValues) -> Void) {
    let old = presentationValue(forKey: key)
    change(&ownModel)
    didChangeModel(key, old: old) { change(&ownPresentation) }
  }

  /// A change of one of Core Animation's own properties.
  func changeState(_ key: String, _ change: (inout LayerState) -> Void) {
    usesLayerFeatures = true
    let old = presentationValue(forKey: key)
    change(&modelState)
    didChangeModel(key, old: old) { change(&shownState) }
  }

  /// After the model changed: runs the key's action, then shows the model value unless an
  /// animation took the key over.
  func didChangeModel(_ key: String, old: AnimationValue?, show: () -> Void) {
    if modelLayerStorage == nil, !Transaction.disableActions(), let action = action(forKey: key) {
      run(action, forKey: key, old: old)
    } else if let owner = trackedKeys[key] {
      // Set outside any block: the animation of the key ends, as a view's does.
      owner.releaseLayerTrack(self, key: key)
    }
    if trackedKeys[key] == nil, !animationEntries.contains(where: { $0.animates(key) }) {
      show()
    } else if !animationEntries.isEmpty {
      engine.layerAnimations.evaluate(self)
    }
  }

  /// Runs an action for a change of `key`, the value on screen before at hand.
  func run(_ action: any LayerAction, forKey key: String, old: AnimationValue?) {
    let saved = changing
    changing = (key, old)
    action.run(forKey: key, object: self, arguments: nil)
    changing = saved
  }

  /// Sets the 3-D transform: an affine one on a view's layer without depth goes to the view's
  /// `transform` (and animates with it); anything else is kept by the layer.
  func setTransform(_ t: Transform3D) {
    if let view, modelState.transform == nil, t.isAffine {
      forward("transform") { view.transform = t.affine }
      return
    }
    guard let view else {
      changeState("transform") { $0.transform = t }
      return
    }
    // The view's transform is the affine part, for what reads it (hit tests, `frame`); the
    // value on screen before is taken first, as the change's action animates from it.
    usesLayerFeatures = true
    let old = presentationValue(forKey: "transform")
    view.model.transform = t.affine
    if view.animationOwners[AnimatableProperty.transform.rawValue] == nil {
      view.presentationStorage.transform = t.affine
    }
    modelState.transform = t
    didChangeModel("transform", old: old) { shownState.transform = t }
  }

  /// The layer's 3-D transform on screen.
  public var presentedTransform: Transform3D {
    shownState.transform ?? Transform3D(view?.presentation.transform ?? .identity)
  }

  /// What is on screen of Core Animation's own properties (`transform` is `nil` while it is
  /// the view's affine one: read `presentedTransform`).
  public var presentationState: LayerState { shownState }

  /// What is on screen of the geometry and look (a view's presentation values).
  public var presentationGeometry: ViewValues { presentedGeometry }

  /// A change of the layer's timing re-evaluates its animations and those of its sublayers.
  func timingDidChange() {
    usesLayerFeatures = true
    engine.layerAnimations.timingDidChange(of: self)
  }

  /// Shows the model value of a key again, once nothing animates it (an animator that moves
  /// a view's own property keeps showing its value).
  func syncPresentation(forKey key: String) {
    if key == "transform" {
      shownState.transform = modelState.transform
      if let view, view.animationOwners[AnimatableProperty.transform.rawValue] == nil {
        view.presentationStorage.transform = view.model.transform
      }
      return
    }
    if let view, let property = AnimatableProperty(layerKey: key) {
      if view.animationOwners[property.rawValue] == nil { view.showModelValue(property) }
      return
    }
    if let value = modelValue(forKey: key) { setPresentationValue(value, forKey: key) }
  }

  // MARK: Values by name

  func ownValue(forKey key: String, presentation: Bool) -> AnimationValue? {
    let g = presentation ? presentedGeometry : geometry
    let s = presentation ? shownState : modelState
    switch key {
    case "position": return .point(g.center)
    case "bounds": return .rect(g.bounds)
    case "anchorPoint": return .point(g.anchorPoint)
    case "opacity": return .number(g.alpha)
    case "backgroundColor": return .color(g.backgroundColor)
    case "cornerRadius": return .number(g.cornerRadius)
    case "shadowColor": return .color(g.shadowColor)
    case "shadowOpacity": return .number(g.shadowOpacity)
    case "shadowOffset": return .size(g.shadowOffset)
    case "shadowRadius": return .number(g.shadowRadius)
    case "hidden": return .bool(isHidden)
    case "masksToBounds": return .bool(masksToBounds)
    case "doubleSided": return .bool(isDoubleSided)
    case "transform":
      return .transform(
        s.transform
          ?? Transform3D(
            view.map { presentation ? $0.presentation.transform : $0.model.transform } ?? .identity)
      )
    case "sublayerTransform": return .transform(s.sublayerTransform)
    case "zPosition": return .number(s.zPosition)
    case "anchorPointZ": return .number(s.anchorPointZ)
    case "borderWidth": return .number(s.borderWidth)
    case "borderColor": return .color(s.borderColor)
    case "shadowPath": return .path(s.shadowPath)
    case "contents": return .object(s.contents)
    case "contentsRect": return .rect(s.contentsRect)
    case "frame": return .rect(frame)
    default:
      return presentation ? (shownDynamicValues[key] ?? dynamicValues[key]) : dynamicValues[key]
    }
  }

  func setOwnPresentationValue(_ value: AnimationValue, forKey key: String) -> Bool {
    if let view {
      guard Self.write(value, forKey: key, into: &view.presentationStorage) else {
        return writeState(value, forKey: key, into: &shownState)
          || setDynamicPresentationValue(value, forKey: key)
      }
      return true
    }
    guard Self.write(value, forKey: key, into: &ownPresentation) else {
      return writeState(value, forKey: key, into: &shownState)
        || setDynamicPresentationValue(value, forKey: key)
    }
    return true
  }

  func setOwnModelValue(_ value: AnimationValue, forKey key: String) -> Bool {
    switch (key, value) {
    case ("position", .point(let v)): position = v
    case ("bounds", .rect(let v)): bounds = v
    case ("frame", .rect(let v)): frame = v
    case ("anchorPoint", .point(let v)): anchorPoint = v
    case ("opacity", .number(let v)): opacity = v
    case ("backgroundColor", .color(let v)): backgroundColor = v?.cgColor
    case ("cornerRadius", .number(let v)): cornerRadius = v
    case ("shadowColor", .color(let v)): shadowColor = v?.cgColor
    case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
    case ("shadowOffset", .size(let v)): shadowOffset = v
    case ("shadowRadius", .number(let v)): shadowRadius = v
    case ("hidden", let v): isHidden = (v.number ?? 0) != 0
    case ("masksToBounds", let v): masksToBounds = (v.number ?? 0) != 0
    case ("doubleSided", let v): isDoubleSided = (v.number ?? 0) != 0
    case ("transform", .transform(let v)): transform = v
    case ("sublayerTransform", .transform(let v)): sublayerTransform = v
    case ("zPosition", .number(let v)): zPosition = v
    case ("anchorPointZ", .number(let v)): anchorPointZ = v
    case ("borderWidth", .number(let v)): borderWidth = v
    case ("borderColor", .color(let v)): borderColor = v?.cgColor
    case ("shadowPath", .path(let v)): shadowPath = v
    case ("contents", .object(let v)): contents = v
    case ("contentsRect", .rect(let v)): contentsRect = v
    default: return setDynamicModelValue(value, forKey: key)
    }
    return true
  }

  /// Writes a value into a view's values; false when the key is not one of them.
  static func write(_ value: AnimationValue, forKey key: String, into g: inout ViewValues) -> Bool {
    switch (key, value) {
    case ("position", .point(let v)): g.center = v
    case ("bounds", .rect(let v)): g.bounds = v
    case ("anchorPoint", .point(let v)): g.anchorPoint = v
    case ("opacity", .number(let v)): g.alpha = v
    case ("backgroundColor", .color(let v)): g.backgroundColor = v
    case ("cornerRadius", .number(let v)): g.cornerRadius = v
    case ("shadowColor", .color(let v)): g.shadowColor = v ?? .clear
    case ("shadowOpacity", .number(let v)): g.shadowOpacity = v
    case ("shadowOffset", .size(let v)): g.shadowOffset = v
    case ("shadowRadius", .number(let v)): g.shadowRadius = v
    default: return false
    }
    return true
  }

  /// Writes a value into Core Animation's own values; false for another key.
  func writeState(_ value: AnimationValue, forKey key: String, into s: inout LayerState) -> Bool {
    switch (key, value) {
    case ("transform", .transform(let v)): s.transform = v
    case ("sublayerTransform", .transform(let v)): s.sublayerTransform = v
    case ("zPosition", .number(let v)): s.zPosition = v
    case ("anchorPointZ", .number(let v)): s.anchorPointZ = v
    case ("borderWidth", .number(let v)): s.borderWidth = v
    case ("borderColor", .color(let v)): s.borderColor = v
    case ("shadowPath", .path(let v)): s.shadowPath = v
    case ("contents", .object(let v)): s.contents = v
    case ("contentsRect", .rect(let v)): s.contentsRect = v
    default: return false
    }
    usesLayerFeatures = true
    return true
  }

  func copyOwnValues(from other: Layer, presentation: Bool) {
    ownModel = presentation ? other.presentedGeometry : other.geometry
    ownModel.transform = .identity
    ownPresentation = ownModel
    ownHidden = other.isHidden
    ownMasksToBounds = other.masksToBounds
    modelState = presentation ? other.shownState : other.modelState
    modelState.transform = presentation ? other.presentedTransform : other.transform
    shownState = modelState
    maskedCorners = other.maskedCorners
    cornerCurve = other.cornerCurve
    isDoubleSided = other.isDoubleSided
    name = other.name
    contentsGravity = other.contentsGravity
    usesLayerFeatures = other.usesLayerFeatures
    dynamicValues =
      presentation
      ? other.shownDynamicValues.merging(other.dynamicValues) { shown, _ in shown }
      : other.dynamicValues
    shownDynamicValues = dynamicValues
  }
}

extension AnimatableProperty {
  /// The view property a layer key names, for the keys a view keeps.
  init?(layerKey key: String) {
    switch key {
    case "position": self = .center
    case "bounds": self = .bounds
    case "opacity": self = .alpha
    case "backgroundColor": self = .backgroundColor
    case "cornerRadius": self = .cornerRadius
    case "shadowColor": self = .shadowColor
    case "shadowOpacity": self = .shadowOpacity
    case "shadowOffset": self = .shadowOffset
    case "shadowRadius": self = .shadowRadius
    default: return nil
    }
  }
}
