import CCairo
import TransitionKit

/// Drawing layers: a view whose layer uses Core Animation's features (a 3-D transform, a
/// border, a mask, sublayers of its own, a shape, a gradient, a blur, a transition), and
/// standalone layers. A plain view never comes here, so the plain path stays as it was.
///
/// A layer is drawn in its superlayer's plane through the map of the plane its 3-D transform
/// gives (its transform, position and depth, and the superlayer's `sublayerTransform`, see
/// `Layer.transformToSuperlayer`): where that map is affine the layer is drawn directly, with
/// cairo's matrix; where it has perspective, the layer and everything in it is drawn flat into
/// an image in its own plane, as Core Animation flattens a layer's sublayers, and that image is
/// mapped onto the screen through the projection (see `Renderer+Projection.swift`).
extension Renderer {
  /// Draws a layer and its sublayers.
  ///
  /// - Parameters:
  ///   - opacity: the opacity handed down from ancestors that did not group.
  ///   - placement: for the layer drawn at the top of a frame, where it goes (its own place is
  ///     ignored); `nil` for any other, placed by its own geometry in its superlayer.
  func drawLayer(
    _ layer: Layer, in cr: OpaquePointer, opacity inherited: Double, placement: AffineTransform?
  ) {
    if backdropStopped { return }
    if let stop = backdropStop, stop == ObjectIdentifier(layer) {
      backdropStopped = true
      return
    }
    guard !layer.isHidden else { return }
    let g = layer.presentationGeometry
    let opacity = inherited * Self.unitClamped(g.alpha)
    guard opacity > 0, g.bounds.isFinite,
      let projection = shownProjection(of: layer, placement: placement)
    else { return }
    if projection.isAffine(tolerance: 1e-9) {
      let affine = projection.affine
      guard Self.isDrawable(affine) else { return }
      cairo_save(cr)
      CairoDrawing.concatenate(cr, affine)
      drawLayerBody(layer, in: cr, opacity: opacity)
      cairo_restore(cr)
    } else {
      drawProjected(layer, through: projection, in: cr, opacity: opacity)
    }
  }

  /// The map of `layer`'s plane into its superlayer's (see `drawLayer`), facing the viewer,
  /// or `nil` when it cannot be drawn or shows its hidden back face.
  func shownProjection(of layer: Layer, placement: AffineTransform?) -> PlaneProjection? {
    let g = layer.presentationGeometry
    var projection =
      placement.map(PlaneProjection.init)
      ?? layer.transformToSuperlayer(presentation: true).flattened
    guard projection.isFinite, projection.m33 != 0 || !projection.isAffine() else { return nil }
    let center = Point(x: g.bounds.midX, y: g.bounds.midY)
    let w = projection.w(center.x, center.y)
    if w < 0 {
      projection = PlaneProjection(
        m11: -projection.m11, m12: -projection.m12, m13: -projection.m13, m21: -projection.m21,
        m22: -projection.m22, m23: -projection.m23, m31: -projection.m31, m32: -projection.m32,
        m33: -projection.m33)
    }
    if !layer.isDoubleSided, projection.determinant < 0 { return nil }
    return projection
  }

  /// Draws a layer in its own bounds coordinates (the context's user space): its own paints,
  /// its sublayers, its border, through its mask, as one picture when its opacity needs it.
  func drawLayerBody(_ layer: Layer, in cr: OpaquePointer, opacity: Double) {
    let view = layer.view
    let masked = layer.mask != nil
    let grouped = masked || (opacity < 1 && layerPaintCount(layer, upTo: 2) > 1)
    cairo_save(cr)
    if grouped {
      if let extent = layerExtent(layer) {
        cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
        cairo_clip(cr)
      }
      cairo_push_group(cr)
      groupsInFrame += 1
    }
    let inner = grouped ? 1 : opacity
    if let transition = layer.presentedTransition, let view {
      drawTransition(transition, of: view, layer: layer, in: cr, opacity: inner)
    } else {
      cairo_save(cr)
      drawOwnPaints(layer, in: cr, opacity: inner)
      if let vibrant = vibrantContentOpacity(of: layer) {
        // Vibrancy, approximated: the content as one picture, partly see-through.
        cairo_push_group(cr)
        drawSublayers(of: layer, in: cr, opacity: 1)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, inner * vibrant)
      } else {
        drawSublayers(of: layer, in: cr, opacity: inner)
      }
      cairo_restore(cr)
      drawBorder(of: layer, in: cr, opacity: inner)
    }
    if grouped {
      cairo_pop_group_to_source(cr)
      if let mask = layer.mask {
        applyMask(mask, in: cr, opacity: opacity)
      } else {
        cairo_paint_with_alpha(cr, opacity)
      }
    }
    cairo_restore(cr)
  }

  /// The opacity the content of a vibrancy effect's layer is drawn at, or `nil` for none.
  private func vibrantContentOpacity(of layer: Layer) -> Double? {
    guard let backdrop = layer as? BackdropLayer else { return nil }
    let vibrancy = Self.unitClamped(backdrop.presentationBackdrop.vibrancy)
    guard vibrancy > 0 else { return nil }
    return 1 - vibrancy * (1 - VibrancyEffect.contentOpacity)
  }

  /// Draws the sublayers back to front: a view's layer as that view (by whichever path it
  /// takes), a standalone layer as a layer.
  func drawSublayers(of layer: Layer, in cr: OpaquePointer, opacity: Double) {
    if let view = layer.view, !layer.hasOwnSublayers,
      !Layer.depthSortingInUse
        || !view.subviews.contains(where: {
          ($0.layerIfLoaded?.presentationState.zPosition ?? 0) != 0
        })
    {
      drawSubviews(
        of: view, from: firstVisibleSubviewIndex(of: view, in: cr), in: cr, opacity: opacity)
      return
    }
    for sublayer in layer.sublayersInDepthOrder {
      if let subview = sublayer.view, sublayer.view?.superview === layer.view, layer.view != nil {
        drawView(
          subview, in: cr, opacity: opacity, placement: subview.presentation.transformToSuperview)
      } else if let subview = sublayer.view {
        // A view's layer added to a standalone layer: the view drawn where the layer is.
        drawLayer(subview.layer, in: cr, opacity: opacity, placement: nil)
      } else {
        drawLayer(sublayer, in: cr, opacity: opacity, placement: nil)
      }
    }
  }

  /// How many things a layer paints (its own paints, then visible sublayers), up to `limit`.
  func layerPaintCount(_ layer: Layer, upTo limit: Int) -> Int {
    var count = 0
    let g = layer.presentationGeometry
    if (g.backgroundColor?.resolved(for: appearance).alpha ?? 0) > 0 { count += 1 }
    if let view = layer.view { count += ownPaints(view, g).contentCount }
    if layer is ShapeLayer || layer is GradientLayer || layer is BackdropLayer { count += 1 }
    if layer.presentationState.borderWidth > 0 { count += 1 }
    if layer.presentationState.contents != nil { count += 1 }
    guard count < limit else { return count }
    for sublayer in layer.sublayersInDepthOrder where !sublayer.isHidden {
      if sublayer.presentationGeometry.alpha > 0 { count += 1 }
      if count >= limit { break }
    }
    return count
  }

  /// What a layer holds, in its bounds coordinates: its bounds, its shadow's reach, its view's
  /// text overhang and its sublayers' extents (projected); `nil` when a sublayer reaches
  /// behind the viewer, so no finite rectangle holds it.
  func layerExtent(_ layer: Layer, depth: Int = 0) -> Rect? {
    let g = layer.presentationGeometry
    var extent = g.bounds
    if let view = layer.view, let own = visualExtent(of: view) { extent = extent.union(own) }
    if g.shadowOpacity > 0 {
      let reach = 1.5 * Swift.max(g.shadowRadius, 0) + 2
      extent = extent.union(
        g.bounds.offsetBy(dx: g.shadowOffset.width, dy: g.shadowOffset.height)
          .insetBy(dx: -reach, dy: -reach))
    }
    if let shape = layer as? ShapeLayer, let path = shape.presentationShape.path {
      let stroke = shape.presentationShape.lineWidth * Swift.max(shape.miterLimit, 1) / 2 + 1
      extent = extent.union(path.boundingBox.insetBy(dx: -stroke, dy: -stroke))
    }
    if layer.masksToBounds || depth > 6 { return g.bounds }
    for sublayer in layer.sublayersInDepthOrder where !sublayer.isHidden {
      guard let inner = layerExtent(sublayer, depth: depth + 1) else { return nil }
      let projection = sublayer.transformToSuperlayer(presentation: true).flattened
      var points: [Point] = []
      for corner in [
        Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
        Point(x: inner.maxX, y: inner.maxY), Point(x: inner.minX, y: inner.maxY),
      ] {
        guard let p = projection.apply(corner), p.isFinite else { return nil }
        points.append(p)
      }
      extent = extent.union(Path.bounds(of: points))
    }
    return extent
  }
}

extension Renderer {
  /// Draws a view that takes the layer path (see `drawLayer`): called by `drawView` for a view
  /// whose layer uses layer features.
  func drawLayerView(
    _ view: View, layer: Layer, in cr: OpaquePointer, opacity: Double, placement: AffineTransform
  ) {
    drawLayer(layer, in: cr, opacity: opacity, placement: view.superview == nil ? placement : nil)
  }
}
