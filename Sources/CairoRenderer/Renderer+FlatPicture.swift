import CCairo
import TransitionKit

/// A layer drawn flat, in its own plane, for drawing through a projection.
///
/// The picture has a border of one pixel copied from its edge, so that sampling it between
/// pixels at the layer's edge finds the edge's colour rather than transparency.
extension Renderer {
  struct FlatPicture {
    var surface: OpaquePointer
    /// Picture pixels → the layer's points.
    var toLayer: AffineTransform
    /// A rectangle of the layer (points) where the picture is opaque: every pixel sampled for
    /// a point inside it is fully opaque. Looked for only in kept pictures, within the layer's
    /// bounds (what the picture holds beyond them, such as a shadow, is rarely opaque).
    var opaqueBounds: Rect?

    var width: Int { Int(cairo_image_surface_get_width(surface)) }
    var height: Int { Int(cairo_image_surface_get_height(surface)) }
  }

  /// The border, in pixels, copied from a flat picture's edge.
  static let flatPictureBorder = 1

  /// A picture of `extent` (layer points) at `pixelsPerPoint`, drawn by `draw` in layer
  /// points; `nil` when it would be empty or too large.
  func makeFlatPicture(
    extent: Rect, pixelsPerPoint: Double, draw: (OpaquePointer) -> Void
  ) -> FlatPicture? {
    // Whole pixels across the extent, so that its edges fall between pixels.
    let across = Int((extent.width * pixelsPerPoint).rounded(.up))
    let down = Int((extent.height * pixelsPerPoint).rounded(.up))
    guard across > 0, down > 0, across * down < 64_000_000 else { return nil }
    let border = Self.flatPictureBorder
    let width = across + 2 * border
    let height = down + 2 * border
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let sx = Double(across) / extent.width
    let sy = Double(down) / extent.height
    let b = Double(border)
    // Layer points → picture pixels.
    let toPicture = AffineTransform(
      a: sx, b: 0, c: 0, d: sy, tx: b - extent.minX * sx, ty: b - extent.minY * sy)
    let context = cairo_create(surface)!
    var matrix = cairo_matrix_t(
      xx: toPicture.a, yx: toPicture.b, xy: toPicture.c, yy: toPicture.d, x0: toPicture.tx,
      y0: toPicture.ty)
    cairo_set_matrix(context, &matrix)
    cairo_rectangle(context, extent.minX, extent.minY, extent.width, extent.height)
    cairo_clip(context)
    draw(context)
    cairo_destroy(context)
    Self.copyEdgesOutward(surface, border: border)
    return FlatPicture(surface: surface, toLayer: toPicture.inverted())
  }

  /// The layer's picture: a snapshot's cached picture, anything else rendered now.
  func flatPicture(of layer: Layer, extent: Rect, pixelsPerPoint: Double)
    -> FlatPicture?
  {
    let g = layer.presentationGeometry
    if let snapshot = layer.view as? SnapshotView, snapshot.subviews.isEmpty,
      !layer.hasOwnSublayers, layer.mask == nil, layer.presentationState.borderWidth == 0,
      g.backgroundColor == nil, g.shadowOpacity == 0, layer.presentedTransition == nil,
      !layer.masksToBounds || g.cornerRadius <= 0,
      let cached = snapshots.picture(
        of: snapshot, appearance: appearance, scale: deviceScale,
        render: { content, context in
          self.drawView(
            content, in: context, opacity: 1, placement: content.presentation.transformToSuperview)
        })
    {
      // The snapshot's own pixels, copied once with the border.
      let width = Double(cairo_image_surface_get_width(cached.surface))
      let bounds = g.bounds
      return makeFlatPicture(
        extent: bounds, pixelsPerPoint: width / bounds.width
      ) { context in
        cairo_save(context)
        cairo_translate(context, bounds.minX, bounds.minY)
        cairo_scale(context, bounds.width / width, bounds.width / width)
        cairo_set_source_surface(context, cached.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
        cairo_paint(context)
        cairo_restore(context)
      }
    }
    return makeFlatPicture(extent: extent, pixelsPerPoint: pixelsPerPoint) {
      self.drawLayerBody(layer, in: $0, opacity: 1)
    }
  }

  /// The rectangle of `bounds` (layer points) where `picture` is opaque for sampling (see
  /// `FlatPicture.opaqueBounds`), or `nil` when a pixel there lets something through.
  static func opaqueBounds(of picture: FlatPicture, within bounds: Rect) -> Rect? {
    let surface = picture.surface
    cairo_surface_flush(surface)
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(surface),
      bounds.width > 0, bounds.height > 0
    else { return nil }
    // The whole picture pixels inside the bounds (the picture is aligned with the layer, so
    // the bounds are a rectangle of it).
    let box = bounds.applying(picture.toLayer.inverted())
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let x0 = Swift.max(Int(box.minX.rounded(.up)), 0)
    let y0 = Swift.max(Int(box.minY.rounded(.up)), 0)
    let x1 = Swift.min(Int(box.maxX.rounded(.down)), width)
    let y1 = Swift.min(Int(box.maxY.rounded(.down)), height)
    guard x1 - x0 >= 2, y1 - y0 >= 2 else { return nil }
    // Two pixels a word, their alphas the top byte of each half.
    let alphas: UInt64 = 0xFF00_0000_FF00_0000
    let pairs = (x1 - x0) / 2
    var y = y0
    while y < y1 {
      let row = UnsafeRawPointer(data + y * stride + x0 * 4)
      var index = 0
      while index < pairs {
        if row.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) & alphas != alphas {
          return nil
        }
        index += 1
      }
      if (x1 - x0) % 2 == 1,
        row.loadUnaligned(fromByteOffset: (x1 - x0 - 1) * 4, as: UInt32.self) < 0xFF00_0000
      {
        return nil
      }
      y += 1
    }
    // A point is sampled from the pixels whose centres lie within a pixel of it: opaque ones
    // for a point at least half a pixel inside the opaque pixels' edge.
    let sampled = Rect(
      x: Double(x0) + 0.5, y: Double(y0) + 0.5, width: Double(x1 - x0 - 1),
      height: Double(y1 - y0 - 1))
    return sampled.applying(picture.toLayer)
  }

  /// Copies the pixels just inside the border onto it, all round.
  private static func copyEdgesOutward(_ surface: OpaquePointer, border: Int) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 2 * border, height > 2 * border, let data = cairo_image_surface_get_data(surface)
    else { return }
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
      UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }
    for y in border..<(height - border) {
      let pixels = row(y)
      for x in 0..<border {
        pixels[x] = pixels[border]
        pixels[width - 1 - x] = pixels[width - 1 - border]
      }
    }
    for y in 0..<border {
      row(y).update(from: row(border), count: width)
      row(height - 1 - y).update(from: row(height - 1 - border), count: width)
    }
    cairo_surface_mark_dirty(surface)
  }
}
