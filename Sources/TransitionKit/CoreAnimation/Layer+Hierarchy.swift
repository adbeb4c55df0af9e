/// The layer tree: a layer's sublayers are its view's subviews' layers and the layers added
/// to it, in one drawing order, as in UIKit, where a view's subviews are its layer's sublayers.
extension Layer {
  /// The layer this one is drawn in: the layer it was added to, or its view's superview's.
  public var superlayer: Layer? {
    if let ownSuperlayer { return ownSuperlayer }
    return view?.superview?.layer
  }

  /// The sublayers in drawing order (back to front); `nil` when there are none. Setting it
  /// replaces the layers added to this one (subviews' layers stay with their views).
  public var sublayers: [Layer]? {
    get {
      let list = orderedSublayers
      return list.isEmpty ? nil : list
    }
    set {
      for layer in sublayerStorage ?? [] where layer.ownSuperlayer === self {
        layer.removeFromSuperlayer()
      }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The sublayers in drawing order.
  var orderedSublayers: [Layer] {
    if let sublayerStorage { return sublayerStorage }
    return view?.subviews.map(\.layer) ?? []
  }

  /// Adds a layer on top of the others, taking it from its old superlayer.
  public func addSublayer(_ layer: Layer) {
    insert(layer, at: orderedSublayers.count)
  }

  /// Inserts a layer at an index of `sublayers` (clamped to the valid range).
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    insert(layer, at: Int(index))
  }

  /// Inserts a layer just above a sublayer (on top when `sibling` is not one).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let list = orderedSublayers.filter { $0 !== layer }
    let index = sibling.flatMap { s in list.firstIndex { $0 === s } }.map { $0 + 1 } ?? list.count
    insert(layer, at: index)
  }

  /// Inserts a layer just below a sublayer (at the bottom when `sibling` is not one).
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let list = orderedSublayers.filter { $0 !== layer }
    let index = sibling.flatMap { s in list.firstIndex { $0 === s } } ?? 0
    insert(layer, at: index)
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers.
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer !== newLayer, let index = orderedSublayers.firstIndex(where: { $0 === oldLayer })
    else { return }
    oldLayer.removeFromSuperlayer()
    insert(newLayer, at: index)
  }

  /// Takes the layer out of its superlayer (a view's layer out of the view tree with its view).
  public func removeFromSuperlayer() {
    if let parent = ownSuperlayer {
      parent.sublayerStorage?.removeAll { $0 === self }
      ownSuperlayer = nil
      return
    }
    view?.removeFromSuperview()
  }

  /// Whether `layer` is this layer or one of its ancestors.
  func isAncestor(of layer: Layer) -> Bool {
    var current: Layer? = layer
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superlayer
    }
    return false
  }

  func insert(_ layer: Layer, at requested: Int) {
    guard !layer.isAncestor(of: self) else {
      engine.warn(
        "layer.cycle", "a layer cannot be added inside itself or one of its own sublayers")
      return
    }
    usesLayerFeatures = true
    if let childView = layer.view, let view {
      // A view's layer added to a view's layer: the views move too.
      materializeSublayers()
      layer.ownSuperlayer?.sublayerStorage?.removeAll { $0 === layer }
      layer.ownSuperlayer = nil
      let list = orderedSublayers.filter { $0 !== layer }
      let index = Swift.min(Swift.max(requested, 0), list.count)
      let viewIndex = list[..<index].filter { $0.view?.superview === view }.count
      pendingPlacement = (layer, index)
      view.insertSubview(childView, at: viewIndex)
      pendingPlacement = nil
      return
    }
    if let old = layer.ownSuperlayer {
      old.sublayerStorage?.removeAll { $0 === layer }
    } else if layer.view?.superview != nil {
      layer.view?.removeFromSuperview()
    }
    materializeSublayers()
    var list = sublayerStorage ?? []
    list.insert(layer, at: Swift.min(Swift.max(requested, 0), list.count))
    sublayerStorage = list
    layer.ownSuperlayer = self
  }

  /// Keeps an explicit list of sublayers from now on (the layers of the view's subviews first).
  func materializeSublayers() {
    if sublayerStorage == nil { sublayerStorage = view?.subviews.map(\.layer) ?? [] }
  }

  /// The view's subviews changed: the layers of subviews that left go, those of new subviews
  /// come in (at the place asked for, else before the next subview's layer, at the bottom for
  /// the first subview, on top for the last), and the others take the subviews' order, the
  /// layers added to this one keeping their places.
  func subviewsDidChange() {
    guard var list = sublayerStorage, let view else { return }
    let subviews = view.subviews
    let current = Set(subviews.map { ObjectIdentifier($0.layer) })
    list.removeAll { $0.ownSuperlayer == nil && !current.contains(ObjectIdentifier($0)) }
    let present = Set(list.compactMap { $0.ownSuperlayer == nil ? ObjectIdentifier($0) : nil })
    let kept = subviews.map(\.layer).filter { present.contains(ObjectIdentifier($0)) }
    var next = 0
    for index in list.indices where list[index].ownSuperlayer == nil {
      list[index] = kept[next]
      next += 1
    }
    for index in subviews.indices.reversed() {
      let layer = subviews[index].layer
      guard !present.contains(ObjectIdentifier(layer)) else { continue }
      if let old = layer.ownSuperlayer, old !== self {
        old.sublayerStorage?.removeAll { $0 === layer }
        layer.ownSuperlayer = nil
      }
      if let placement = pendingPlacement, placement.layer === layer {
        list.insert(layer, at: Swift.min(placement.index, list.count))
      } else if index == subviews.count - 1 {
        list.append(layer)
      } else if index == 0 {
        list.insert(layer, at: 0)
      } else {
        let following = subviews[index + 1].layer
        list.insert(layer, at: list.firstIndex { $0 === following } ?? list.count)
      }
    }
    sublayerStorage = list
  }

  /// Whether the layer holds layers of its own beside its view's subviews' (or, without a
  /// view, any sublayers): then `sublayersInDepthOrder` is the drawing order, not `subviews`.
  public var hasOwnSublayers: Bool { sublayerStorage != nil }

  /// The sublayers sorted by `zPosition` (stable: equal depths keep their order), as they are
  /// drawn, back to front.
  public var sublayersInDepthOrder: [Layer] {
    let list = orderedSublayers
    guard list.contains(where: { $0.shownState.zPosition != 0 }) else { return list }
    return list.enumerated().sorted {
      ($0.element.shownState.zPosition, $0.offset) < ($1.element.shownState.zPosition, $1.offset)
    }.map(\.element)
  }
}
