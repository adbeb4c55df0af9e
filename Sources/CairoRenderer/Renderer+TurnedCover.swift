import CCairo
import TransitionKit

/// Skipping what a turned layer hides: the screen under a full-screen flip.
///
/// A layer drawn through a perspective (see `Renderer+Projection.swift`) copies the rectangle
/// of whole device pixels inside its outline as it is (see `paintThrough`). Where its kept
/// picture is opaque (within the layer's bounds) and the layer is drawn at full opacity with
/// cairo's usual operator, those pixels replace whatever was under them (`opaqueInside`), so
/// its lower siblings need not paint there: they are drawn with that rectangle cut out of the
/// clip, and a plain view lying wholly inside it is not drawn at all. The first frame of a
/// turn, which draws the picture, cannot know yet where it is opaque and draws everything; so
/// does a layer whose picture is drawn anew on every frame.
extension Renderer {
  /// The device pixels a turned layer above will cover, while its lower siblings are drawn
  /// into `context`'s `target`.
  struct HiddenPixels {
    var area: PixelArea
    var context: OpaquePointer
    var target: OpaquePointer
  }

  /// Draws `view`'s subviews from index `first` up, those under a turned opaque sibling
  /// without what it hides.
  ///
  /// The context's user space must be `view`'s bounds coordinates.
  func drawSubviews(of view: View, from first: Int, in cr: OpaquePointer, opacity: Double) {
    let subviews = view.subviews
    var coverIndex = first
    var cover: PixelArea?
    if skipsWhatTurnedLayersHide, opacity >= 1, backdropStop == nil {
      var index = subviews.count - 1
      while index > first, subviews.count - index <= Self.coverSearchWidth {
        if let area = turnedCover(of: subviews[index], in: cr) {
          coverIndex = index
          cover = area
          break
        }
        index -= 1
      }
    }
    if let cover, let target = cairo_get_group_target(cr) {
      let outer = hiddenPixels
      cairo_save(cr)
      clipAway(cover, in: cr)
      hiddenPixels = HiddenPixels(area: cover, context: cr, target: target)
      for index in first..<coverIndex {
        let subview = subviews[index]
        drawView(
          subview, in: cr, opacity: opacity, placement: subview.presentation.transformToSuperview)
      }
      hiddenPixels = outer
      cairo_restore(cr)
    }
    for index in coverIndex..<subviews.count {
      let subview = subviews[index]
      drawView(
        subview, in: cr, opacity: opacity, placement: subview.presentation.transformToSuperview)
    }
  }

  /// The rectangle of whole device pixels that `view`, drawn next in `cr`, will paint over
  /// with opaque pixels: the inside of a turned layer whose kept picture is opaque; or `nil`.
  func turnedCover(of view: View, in cr: OpaquePointer) -> PixelArea? {
    guard !view.isHidden, let layer = view.layerIfLoaded, layer.usesLayerFeatures,
      !layer.isHidden, layer.mask == nil, layer.presentedTransition == nil,
      Self.unitClamped(layer.presentationGeometry.alpha) >= 1,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
      let projection = shownProjection(of: layer, placement: nil),
      !projection.isAffine(tolerance: 1e-9),
      let plan = projectionPlan(layer, through: projection, in: cr),
      let content = keptContent(of: layer, plan: plan),
      let geometry = meshGeometry(polygon: plan.polygon, through: plan.h, in: cr),
      let opaque = projectedPictures.opaqueBounds(
        for: layer, content: content, extent: plan.extent, pixelsPerPoint: plan.pixelsPerPoint,
        appearance: appearance)
    else { return nil }
    return Self.opaqueInside(of: opaque, through: plan.h, geometry: geometry)
  }

  /// Whether `view`, placed by `placement` in `cr`'s user space, lies wholly in the pixels a
  /// turned layer above it will cover; counted when it does. Only plain views are judged: a
  /// layer's drawing may reach beyond its view's extent.
  func isHidden(_ view: View, placement: AffineTransform, in cr: OpaquePointer) -> Bool {
    guard let hidden = hiddenPixels, hidden.context == cr,
      cairo_get_group_target(cr) == hidden.target, Self.isPlain(view, depth: 0),
      let extent = visualExtent(of: view)
    else { return false }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let toPixels = AffineTransform(
      a: ctm.xx * deviceScale, b: ctm.yx * deviceScale, c: ctm.xy * deviceScale,
      d: ctm.yy * deviceScale, tx: ctm.x0 * deviceScale, ty: ctm.y0 * deviceScale)
    let box = extent.applying(placement).applying(toPixels)
    let area = hidden.area
    guard box.isFinite, box.minX >= Double(area.minX), box.minY >= Double(area.minY),
      box.maxX <= Double(area.maxX), box.maxY <= Double(area.maxY)
    else { return false }
    viewsHiddenByTurnedLayers += 1
    return true
  }

  /// Whether no view of the subtree uses layer features.
  private static func isPlain(_ view: View, depth: Int) -> Bool {
    guard depth < 64, view.layerIfLoaded?.usesLayerFeatures != true else { return false }
    for subview in view.subviews where !subview.isHidden {
      guard isPlain(subview, depth: depth + 1) else { return false }
    }
    return true
  }

  /// Takes `pixels` (whole device pixels) out of the context's clip.
  private func clipAway(_ pixels: PixelArea, in cr: OpaquePointer) {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    // Device pixels → user space (the user space is not turned, or there is no cover).
    let sx = ctm.xx * deviceScale
    let sy = ctm.yy * deviceScale
    let x0 = (Double(pixels.minX) - ctm.x0 * deviceScale) / sx
    let x1 = (Double(pixels.maxX) - ctm.x0 * deviceScale) / sx
    let y0 = (Double(pixels.minY) - ctm.y0 * deviceScale) / sy
    let y1 = (Double(pixels.maxY) - ctm.y0 * deviceScale) / sy
    var cx0 = 0.0
    var cy0 = 0.0
    var cx1 = 0.0
    var cy1 = 0.0
    cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
    cairo_new_path(cr)
    cairo_rectangle(cr, cx0, cy0, cx1 - cx0, cy1 - cy0)
    cairo_rectangle(cr, Swift.min(x0, x1), Swift.min(y0, y1), abs(x1 - x0), abs(y1 - y0))
    let rule = cairo_get_fill_rule(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_clip(cr)
    cairo_set_fill_rule(cr, rule)
  }
}
