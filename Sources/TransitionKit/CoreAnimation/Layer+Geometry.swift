/// Where a layer is: the 3-D transform from its bounds coordinates to its superlayer's, and
/// conversions of points and rectangles between layers.
extension Layer {
  /// The anchor point in the layer's bounds coordinates, with `anchorPointZ`.
  func anchorPosition(presentation: Bool) -> SIMD3<Double> {
    let g = presentation ? presentedGeometry : geometry
    return SIMD3(
      g.bounds.origin.x + g.anchorPoint.x * g.bounds.width,
      g.bounds.origin.y + g.anchorPoint.y * g.bounds.height,
      (presentation ? shownState : modelState).anchorPointZ)
  }

  /// The transform from this layer's bounds coordinates to its superlayer's: the anchor point
  /// to the origin, the layer's `transform`, then to `position` at depth `zPosition`, then the
  /// superlayer's `sublayerTransform` about the superlayer's anchor point.
  public func transformToSuperlayer(presentation: Bool = false) -> Transform3D {
    let g = presentation ? presentedGeometry : geometry
    let s = presentation ? shownState : modelState
    let a = anchorPosition(presentation: presentation)
    var m = Transform3D(translationX: -a.x, y: -a.y, z: -a.z)
      .concatenating(presentation ? presentedTransform : transform)
      .concatenating(Transform3D(translationX: g.center.x, y: g.center.y, z: s.zPosition))
    if let parent = superlayer {
      let sublayerTransform = (presentation ? parent.shownState : parent.modelState)
        .sublayerTransform
      if !sublayerTransform.isIdentity {
        let p = parent.anchorPosition(presentation: presentation)
        m = m.concatenating(Transform3D(translationX: -p.x, y: -p.y, z: -p.z))
          .concatenating(sublayerTransform)
          .concatenating(Transform3D(translationX: p.x, y: p.y, z: p.z))
      }
    }
    return m
  }

  /// The map of the plane from this layer to its superlayer, each layer flattened into its
  /// superlayer's plane as Core Animation flattens sublayers.
  func projectionToSuperlayer(presentation: Bool) -> PlaneProjection {
    transformToSuperlayer(presentation: presentation).flattened
  }

  /// The map from this layer's bounds coordinates to its topmost ancestor's.
  func projectionToRoot(presentation: Bool = false) -> PlaneProjection {
    var result = PlaneProjection.identity
    var layer: Layer? = self
    while let current = layer, current.superlayer != nil {
      result = result.concatenating(current.projectionToSuperlayer(presentation: presentation))
      layer = current.superlayer
    }
    return result
  }

  /// Converts a point from this layer's coordinates to another layer's (`nil`: the topmost
  /// ancestor's), through the model geometry of both.
  public func convert(_ point: Point, to layer: Layer?) -> Point {
    let inRoot = projectionToRoot().apply(point) ?? point
    guard let layer, let back = layer.projectionToRoot().inverted() else { return inRoot }
    return back.apply(inRoot) ?? inRoot
  }

  /// Converts a point from another layer's coordinates (`nil`: the topmost ancestor's).
  public func convert(_ point: Point, from layer: Layer?) -> Point {
    let inRoot = layer.map { $0.projectionToRoot().apply(point) ?? point } ?? point
    guard let back = projectionToRoot().inverted() else { return inRoot }
    return back.apply(inRoot) ?? inRoot
  }

  /// Converts a rectangle to another layer's coordinates: the smallest upright rectangle
  /// holding its converted corners.
  public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
    Path.bounds(of: Self.corners(of: rect).map { convert($0, to: layer) })
  }

  /// Converts a rectangle from another layer's coordinates.
  public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
    Path.bounds(of: Self.corners(of: rect).map { convert($0, from: layer) })
  }

  /// Whether a point in the layer's coordinates is inside its bounds (`contains(_:)`).
  public func contains(_ point: Point) -> Bool { bounds.contains(point) }

  /// The deepest visible sublayer (or this layer) under a point given in the superlayer's
  /// coordinates, by the model geometry (`hitTest(_:)`); `nil` when the point misses it.
  public func hitTest(_ point: Point) -> Layer? {
    guard !isHidden, opacity > 0,
      let local = projectionToSuperlayer(presentation: false).inverted()?.apply(point)
    else { return nil }
    if masksToBounds, !contains(local) { return nil }
    for sublayer in orderedSublayers.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }

  static func corners(of rect: Rect) -> [Point] {
    [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ]
  }
}
