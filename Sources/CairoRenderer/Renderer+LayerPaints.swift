import CCairo
import Foundation
import TransitionKit

/// What a layer paints itself, under its sublayers: shadow, background, its view's content,
/// a blur, a shape, a gradient; and its border over them, and its mask.
extension Renderer {
  /// Draws the layer's own paints; with `masksToBounds`, everything after the background is
  /// clipped to the rounded bounds, and the clip stays for the sublayers (the caller's save
  /// and restore end it).
  func drawOwnPaints(_ layer: Layer, in cr: OpaquePointer, opacity: Double) {
    let g = layer.presentationGeometry
    let s = layer.presentationState
    let bounds = g.bounds
    let background = g.backgroundColor?.resolved(for: appearance)
    let hasBackground = (background?.alpha ?? 0) > 0
    drawLayerShadow(layer, background: hasBackground ? background : nil, in: cr, opacity: opacity)
    if let backdrop = layer as? BackdropLayer {
      drawBackdrop(of: backdrop, in: cr, opacity: opacity)
    }
    if let background, background.alpha > 0 {
      CairoPath.addLayerShape(
        cr, bounds, radius: g.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
      CairoDrawing.setColor(cr, background, opacity: opacity)
      cairo_fill(cr)
    }
    if layer.masksToBounds {
      CairoPath.addLayerShape(
        cr, bounds, radius: g.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
      cairo_clip(cr)
    }
    if let view = layer.view, ownPaints(view, g).contentCount > 0 {
      drawContent(
        of: view, in: cr, bounds: bounds, background: hasBackground ? background : nil,
        opacity: opacity)
    }
    if s.contents != nil { drawContents(of: layer, in: cr, opacity: opacity) }
    if let gradient = layer as? GradientLayer { drawGradient(gradient, in: cr, opacity: opacity) }
    if let shape = layer as? ShapeLayer { drawShape(shape, in: cr, opacity: opacity) }
  }

  /// The shadow: the shape of `shadowPath` when there is one, else of the background, else of
  /// a shape layer's path; `masksToBounds` hides it, as in Core Animation.
  func drawLayerShadow(_ layer: Layer, background: RGBA?, in cr: OpaquePointer, opacity: Double) {
    let g = layer.presentationGeometry
    let shadowOpacity = Self.unitClamped(g.shadowOpacity)
    guard shadowOpacity > 0, !layer.masksToBounds, g.shadowOffset.isFinite,
      g.shadowRadius.isFinite
    else { return }
    var color = g.shadowColor.resolved(for: appearance)
    color.alpha *= shadowOpacity * opacity
    guard color.alpha > 0 else { return }
    let offset = g.shadowOffset
    if let path = layer.presentationState.shadowPath
      ?? (background == nil ? (layer as? ShapeLayer)?.presentationShape.path : nil)
    {
      drawPathShadow(path, color: color, offset: offset, radius: g.shadowRadius, in: cr)
      return
    }
    guard let background else { return }
    color.alpha *= background.alpha
    let uniform = layer.maskedCorners == .allCorners && layer.cornerCurve == .circular
    if uniform || g.cornerRadius <= 0 {
      shadows.paint(
        in: cr, shape: g.bounds.offsetBy(dx: offset.width, dy: offset.height),
        cornerRadius: g.cornerRadius, shadowRadius: g.shadowRadius, color: color,
        scale: deviceScale, cover: nil, frame: frame)
    } else {
      let path = MutablePath()
      let r = Swift.min(g.cornerRadius, Swift.min(g.bounds.width, g.bounds.height) / 2)
      path.addRoundedRect(
        in: g.bounds, radii: CornerRadii(radius: r, corners: layer.maskedCorners),
        curve: layer.cornerCurve)
      drawPathShadow(path, color: color, offset: offset, radius: g.shadowRadius, in: cr)
    }
  }

  /// A shadow of any path: the path filled into a mask at the device scale, blurred with the
  /// shadow's sigma (half its radius, as for every shadow here), painted in the colour. The
  /// mask is kept while the path, scale and blur stay the same (`ShadowCache+Paths.swift`).
  func drawPathShadow(
    _ path: Path, color: RGBA, offset: Size, radius: Double, in cr: OpaquePointer
  ) {
    let box = path.boundingBox
    guard box.width.isFinite, box.height.isFinite, !path.isEmpty else { return }
    let scale = deviceScale
    let sigma = Swift.min(Swift.max(radius, 0) / 2 * scale, 64)
    guard let mask = shadows.pathMask(path, scale: scale, sigma: sigma, frame: frame) else {
      return
    }
    cairo_save(cr)
    cairo_translate(cr, box.minX + offset.width, box.minY + offset.height)
    cairo_scale(cr, 1 / scale, 1 / scale)
    CairoDrawing.setColor(cr, color)
    cairo_mask_surface(cr, mask.surface, -mask.pad, -mask.pad)
    cairo_restore(cr)
  }

  /// The border, inside the bounds along the rounded corners, over everything else.
  func drawBorder(of layer: Layer, in cr: OpaquePointer, opacity: Double) {
    let s = layer.presentationState
    let width = s.borderWidth
    guard width > 0, width.isFinite, let color = s.borderColor?.resolved(for: appearance),
      color.alpha > 0
    else { return }
    let g = layer.presentationGeometry
    let bounds = g.bounds
    let w = Swift.min(width, Swift.min(bounds.width, bounds.height) / 2)
    cairo_save(cr)
    cairo_new_path(cr)
    CairoPath.addLayerShape(
      cr, bounds, radius: g.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    let inner = bounds.insetBy(dx: w, dy: w)
    if inner.width > 0, inner.height > 0 {
      CairoPath.addLayerShape(
        cr, inner, radius: Swift.max(g.cornerRadius - w, 0), corners: layer.maskedCorners,
        curve: layer.cornerCurve)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    CairoDrawing.setColor(cr, color, opacity: opacity)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// A shape layer's path, filled, then stroked between `strokeStart` and `strokeEnd`.
  func drawShape(_ layer: ShapeLayer, in cr: OpaquePointer, opacity: Double) {
    let s = layer.presentationShape
    guard let path = s.path, !path.isEmpty else { return }
    cairo_save(cr)
    cairo_new_path(cr)
    if let fill = s.fillColor?.resolved(for: appearance), fill.alpha > 0 {
      CairoPath.add(cr, path)
      cairo_set_fill_rule(cr, CairoPath.fillRule(layer.fillRule))
      CairoDrawing.setColor(cr, fill, opacity: opacity)
      cairo_fill(cr)
    }
    if let stroke = s.strokeColor?.resolved(for: appearance), stroke.alpha > 0, s.lineWidth > 0,
      s.strokeEnd > s.strokeStart
    {
      let trimmed = s.strokeStart > 0 || s.strokeEnd < 1
      CairoPath.add(cr, trimmed ? path.trimmed(from: s.strokeStart, to: s.strokeEnd) : path)
      cairo_set_line_width(cr, s.lineWidth)
      cairo_set_line_cap(cr, CairoPath.lineCap(layer.lineCap))
      cairo_set_line_join(cr, CairoPath.lineJoin(layer.lineJoin))
      cairo_set_miter_limit(cr, Swift.max(s.miterLimit, 1))
      if let dashes = s.lineDashPattern, dashes.contains(where: { $0 > 0 }),
        dashes.allSatisfy({ $0 >= 0 && $0.isFinite })
      {
        cairo_set_dash(cr, dashes, Int32(dashes.count), s.lineDashPhase)
      }
      CairoDrawing.setColor(cr, stroke, opacity: opacity)
      cairo_stroke(cr)
    }
    cairo_restore(cr)
  }

  /// A gradient filling the bounds: axial between `startPoint` and `endPoint`, radial round
  /// `startPoint` out to `endPoint` (an ellipse in the bounds' proportions), or conic.
  func drawGradient(_ layer: GradientLayer, in cr: OpaquePointer, opacity: Double) {
    let s = layer.presentationGradient
    guard !s.colors.isEmpty else { return }
    let bounds = layer.presentationGeometry.bounds
    guard bounds.width > 0, bounds.height > 0 else { return }
    let colors = s.colors.map { $0.resolved(for: appearance) }
    let count = colors.count
    let locations =
      s.locations.flatMap { $0.count == count ? $0 : nil }
      ?? (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    cairo_save(cr)
    cairo_translate(cr, bounds.minX, bounds.minY)
    cairo_scale(cr, bounds.width, bounds.height)
    let start = s.startPoint
    let end = s.endPoint
    let pattern: OpaquePointer
    if layer.type == .conic {
      pattern = conicPattern(
        colors: colors, locations: locations, center: start, toward: end, opacity: opacity)
    } else {
      pattern =
        layer.type == .radial
        ? cairo_pattern_create_radial(
          start.x, start.y, 0, start.x, start.y, Swift.max(start.distance(to: end), 1e-6))
        : cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      for (color, location) in zip(colors, locations) {
        cairo_pattern_add_color_stop_rgba(
          pattern, Swift.min(Swift.max(location, 0), 1), color.red, color.green, color.blue,
          color.alpha * opacity)
      }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_set_source(cr, pattern)
    cairo_rectangle(cr, 0, 0, 1, 1)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
    cairo_restore(cr)
  }

  /// A conic gradient as a mesh of thin sectors round `center`, each shading between the
  /// colours at its two angles.
  private func conicPattern(
    colors: [RGBA], locations: [Double], center: Point, toward end: Point, opacity: Double
  ) -> OpaquePointer {
    let mesh = cairo_pattern_create_mesh()!
    let sectors = 96
    let startAngle = atan2(end.y - center.y, end.x - center.x)
    func color(at t: Double) -> RGBA {
      guard let first = locations.first, t > first else { return colors[0] }
      for index in 1..<colors.count where t <= locations[index] {
        let span = locations[index] - locations[index - 1]
        let f = span > 0 ? (t - locations[index - 1]) / span : 1
        let a = colors[index - 1]
        let b = colors[index]
        return RGBA(
          red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
          blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
      }
      return colors[colors.count - 1]
    }
    let reach = 2.0
    for index in 0..<sectors {
      let t0 = Double(index) / Double(sectors)
      let t1 = Double(index + 1) / Double(sectors)
      let a0 = startAngle + t0 * 2 * .pi
      let a1 = startAngle + t1 * 2 * .pi
      let c0 = color(at: t0)
      let c1 = color(at: t1)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
      for (corner, c) in [(0, c0), (1, c0), (2, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha * opacity)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }

  /// Paints the group just popped (the context's source) through a mask layer's alpha: the
  /// mask drawn as a sublayer of the masked layer would be.
  func applyMask(_ mask: Layer, in cr: OpaquePointer, opacity: Double) {
    let content = cairo_get_source(cr)!
    cairo_pattern_reference(content)
    defer { cairo_pattern_destroy(content) }
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    drawLayer(mask, in: cr, opacity: 1, placement: nil)
    let maskPattern = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(maskPattern) }
    if opacity < 1 { cairo_push_group(cr) }
    cairo_set_source(cr, content)
    cairo_mask(cr, maskPattern)
    if opacity < 1 {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
  }
}
