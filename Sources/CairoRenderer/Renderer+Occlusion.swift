import CCairo
import TransitionKit

/// Skipping what cannot be seen: subviews that an opaque sibling above them hides entirely.
///
/// The card scene keeps the live Payments screen under a full-screen snapshot of it, so without
/// this every frame paints the screen twice. A sibling hides the ones below it when it is
/// opaque over everything the frame can still change: the context's clip, which must lie on
/// whole device pixels so that no antialiased edge lets the lower siblings through.
extension Renderer {
  /// How deep into a subtree an opaque cover is looked for (a container holding a snapshot
  /// holding a screen is three levels).
  static let coverSearchDepth = 3
  /// How many subviews, from the top, are looked at on each level.
  static let coverSearchWidth = 8

  /// The index of the lowest subview of `view` that can show: the topmost one that hides
  /// everything under it within the clip, or 0.
  ///
  /// The context's user space must be `view`'s bounds coordinates.
  func firstVisibleSubviewIndex(of view: View, in cr: OpaquePointer) -> Int {
    let subviews = view.subviews
    guard subviews.count > 1, let visible = pixelAlignedClip(cr) else { return 0 }
    var index = subviews.count - 1
    while index > 0, subviews.count - index <= Self.coverSearchWidth {
      let subview = subviews[index]
      if let cover = opaqueCover(of: subview, depth: 0), cover.encloses(visible) { return index }
      index -= 1
    }
    return 0
  }

  /// A rectangle, in the superview's coordinates, that `view` paints fully opaque, or nil.
  func opaqueCover(of view: View, depth: Int) -> Rect? {
    guard !view.isHidden, depth <= Self.coverSearchDepth else { return nil }
    let values = view.presentation
    guard values.alpha >= 1, values.bounds.isFinite else { return nil }
    let placement = values.transformToSuperview
    guard placement.b == 0, placement.c == 0, Self.isDrawable(placement) else { return nil }
    let bounds = values.bounds
    if let layer = view.layerIfLoaded, layer.usesLayerFeatures {
      return layerCover(layer, bounds: bounds, placement: placement)
    }
    var best: Rect?
    func consider(_ rect: Rect) {
      guard rect.width > 0, rect.height > 0 else { return }
      if let current = best, current.width * current.height >= rect.width * rect.height { return }
      best = rect
    }
    if values.cornerRadius <= 0, let color = values.backgroundColor?.resolved(for: appearance),
      color.alpha >= 1
    {
      consider(bounds)
    }
    if let snapshot = view as? SnapshotView,
      snapshot.content.presentation.bounds.size == bounds.size,
      let inner = opaqueCover(of: snapshot.content, depth: depth + 1)
    {
      // The picture is the content drawn in its own bounds, placed at the snapshot's origin.
      let origin = snapshot.content.presentation.bounds.origin
      consider(inner.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y))
    }
    let subviews = view.subviews
    for subview in subviews.suffix(Self.coverSearchWidth).reversed() {
      guard var inner = opaqueCover(of: subview, depth: depth + 1) else { continue }
      if view.clipsToBounds {
        guard let clipped = inner.intersection(bounds) else { continue }
        inner = clipped
      }
      consider(inner)
    }
    return best?.applying(placement)
  }

  /// The clip's extents in user space when they fall on whole device pixels and the user
  /// space is not rotated; nil otherwise.
  private func pixelAlignedClip(_ cr: OpaquePointer) -> Rect? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.yx == 0, matrix.xy == 0 else { return nil }
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    for (userX, userY) in [(x1, y1), (x2, y2)] {
      var x = userX
      var y = userY
      cairo_user_to_device(cr, &x, &y)
      guard abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6 else { return nil }
    }
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}

extension Renderer {
  /// A layer that uses layer features covers nothing for sure (a mask, a 3-D turn or a
  /// transition may let what is below show), except a blur: it draws the backdrop it blurs
  /// over its whole (square-cornered, unmasked, flat) bounds, so nothing under it shows —
  /// unless the backdrop is what is being drawn.
  func layerCover(_ layer: Layer, bounds: Rect, placement: AffineTransform) -> Rect? {
    guard let backdrop = layer as? BackdropLayer, backdropStop == nil, layer.mask == nil,
      layer.presentationState.transform == nil, layer.presentedTransition == nil,
      layer.presentationGeometry.cornerRadius <= 0,
      backdrop.presentationBackdrop.blurRadius(for: appearance) > 0.01
    else { return nil }
    return bounds.applying(placement)
  }
}

extension Rect {
  /// Whether `other` lies inside this rectangle, allowing for rounding in the last digits.
  fileprivate func encloses(_ other: Rect) -> Bool {
    let slack = 1e-6
    return minX <= other.minX + slack && minY <= other.minY + slack
      && maxX >= other.maxX - slack && maxY >= other.maxY - slack
  }
}
