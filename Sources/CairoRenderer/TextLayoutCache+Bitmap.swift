import CCairo
import TransitionKit

/// A view's text rasterised once, as Core Animation keeps a label's text in its layer's
/// backing store: an alpha mask at the renderer's device scale, painted in the text's colour
/// under whatever transform the view has.
///
/// Text drawn straight under a transform that scales or turns it makes cairo a scaled font,
/// and a cache of glyph images, for every distinct scale: a zoom or a sheet animating its
/// scale makes one per frame. The mask is made once, at the scale the frame is drawn at, and
/// only the transform changes from frame to frame.
final class TextBitmap {
  let surface: OpaquePointer
  /// Where the mask's top-left corner lies from the layout's origin, in points.
  let origin: Point
  /// The device scale it was rasterised at (pixels per point).
  let scale: Double
  let byteCount: Int
  var lastUsed: Int

  init(surface: OpaquePointer, origin: Point, scale: Double, byteCount: Int, frame: Int) {
    self.surface = surface
    self.origin = origin
    self.scale = scale
    self.byteCount = byteCount
    lastUsed = frame
  }

  deinit { cairo_surface_destroy(surface) }
}

extension TextLayoutCache {
  /// The most bytes the masks of all views' text may hold together; the least recently drawn
  /// are dropped beyond it (and made again when drawn again).
  static let bitmapBudgetBytes = 8 << 20
  /// A mask larger than this many bytes is not made: that text is drawn straight.
  static let largestBitmapBytes = 1 << 20

  /// Draws an entry's text in `color`, vertically centred in `bounds` as UILabel does,
  /// aligned horizontally within the bounds' width. Where the context's transform, in
  /// device pixels, is the renderer's plain scale (`scale` pixels per point, nothing turned
  /// or scaled by a view), the text is drawn straight, glyph by glyph, sharp at any place
  /// (`TextLayoutCache+Straight.swift`); otherwise its mask, made at `scale` the first time,
  /// is painted under the transform.
  func draw(
    _ entry: Entry, in cr: OpaquePointer, bounds: Rect, color: RGBA, opacity: Double,
    scale: Double, frame: Int
  ) {
    let origin = Point(
      x: bounds.minX, y: bounds.minY + (bounds.height - entry.height) / 2 - entry.top)
    guard !Self.isPlain(cr, scale: scale),
      let bitmap = bitmap(for: entry, scale: scale, frame: frame)
    else {
      CairoDrawing.setColor(cr, color, opacity: opacity)
      drawStraight(in: cr, at: origin, scale: scale) { pango_cairo_show_layout(cr, entry.layout) }
      return
    }
    bitmap.lastUsed = frame
    CairoDrawing.setColor(cr, color, opacity: opacity)
    cairo_mask_surface(cr, bitmap.surface, origin.x + bitmap.origin.x, origin.y + bitmap.origin.y)
  }

  /// Whether the context maps points to device pixels by `scale` alone (translation aside).
  static func isPlain(_ cr: OpaquePointer, scale: Double) -> Bool {
    let m = deviceMatrix(cr)
    let tolerance = 1e-6 * Swift.max(scale, 1)
    return abs(m.xx - scale) <= tolerance && abs(m.yy - scale) <= tolerance
      && abs(m.xy) <= tolerance && abs(m.yx) <= tolerance
  }

  /// The context's transform from points to the pixels of the surface it draws on, the
  /// surface's device scale included.
  static func deviceMatrix(_ cr: OpaquePointer) -> cairo_matrix_t {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    var sx = 1.0
    var sy = 1.0
    if let target = cairo_get_group_target(cr) { cairo_surface_get_device_scale(target, &sx, &sy) }
    matrix.xx *= sx
    matrix.xy *= sx
    matrix.yx *= sy
    matrix.yy *= sy
    return matrix
  }

  /// The entry's mask at `scale`, made now if it has none at that scale; nil when it would
  /// be too large to keep.
  private func bitmap(for entry: Entry, scale: Double, frame: Int) -> TextBitmap? {
    if let bitmap = entry.bitmap, bitmap.scale == scale { return bitmap }
    dropBitmap(of: entry)
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(entry.layout, &ink, &logical)
    let unit = Double(ccairo_pango_scale())
    // The ink with the logical box, so nothing a glyph paints outside its advance is cut.
    let minX = Swift.min(Double(ink.x), Double(logical.x)) / unit
    let minY = Swift.min(Double(ink.y), Double(logical.y)) / unit
    let maxX = Swift.max(Double(ink.x + ink.width), Double(logical.x + logical.width)) / unit
    let maxY = Swift.max(Double(ink.y + ink.height), Double(logical.y + logical.height)) / unit
    // Whole pixels, with one to spare on each side for antialiasing.
    let left = (minX * scale).rounded(.down) - 1
    let top = (minY * scale).rounded(.down) - 1
    let width = Int((maxX * scale).rounded(.up) + 1 - left)
    let height = Int((maxY * scale).rounded(.up) + 1 - top)
    guard width > 0, height > 0 else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(clamping: width)))
    let bytes = stride * height
    guard bytes > 0, bytes <= Self.largestBitmapBytes,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(clamping: width), Int32(clamping: height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_set_device_scale(surface, scale, scale)
    let context = cairo_create(surface)!
    cairo_translate(context, -left / scale, -top / scale)
    cairo_set_source_rgba(context, 0, 0, 0, 1)
    cairo_move_to(context, 0, 0)
    pango_cairo_show_layout(context, entry.layout)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    makeRoom(for: bytes)
    let bitmap = TextBitmap(
      surface: surface, origin: Point(x: left / scale, y: top / scale), scale: scale,
      byteCount: bytes, frame: frame)
    entry.bitmap = bitmap
    bitmapBytes += bytes
    bitmapCount += 1
    rasterisedCount += 1
    return bitmap
  }

  /// Drops the least recently drawn masks until `bytes` more fit in the budget.
  private func makeRoom(for bytes: Int) {
    while bitmapBytes + bytes > Self.bitmapBudgetBytes,
      let oldest = bitmapOwners().min(by: { $0.bitmap!.lastUsed < $1.bitmap!.lastUsed })
    {
      dropBitmap(of: oldest)
    }
  }

  /// Frees an entry's mask, if it has one.
  func dropBitmap(of entry: Entry) {
    guard let bitmap = entry.bitmap else { return }
    bitmapBytes -= bitmap.byteCount
    bitmapCount -= 1
    entry.bitmap = nil
  }
}
