import CCairo
import TransitionKit

/// A view's text painted from a mask made from its outline (`TextInk.swift`), as Core
/// Animation keeps a label's text in its layer's backing store: an alpha mask in device
/// pixels, one a device scale, painted in the text's colour.
///
/// - Where the context's transform, in device pixels, is the renderer's plain scale (nothing
///   turned or scaled by a view), the mask is made for where the text's origin falls within
///   a pixel, to a quarter of one, and painted pixel for pixel: sharp at any place. Text
///   that moves paints the mask it has at its exact place, filtered, as Core Animation moves
///   a layer's backing store; where it comes to rest (painted at the same place twice
///   running) the mask is made again for that place.
/// - When the scale changes for every text at once (a resize, a compare layout), a frame
///   makes at most `masksPerFrame` masks; the rest are painted from the mask each text had at
///   its last scale, scaled, until a later frame makes theirs.
/// - Under a view's scale or rotation, the mask made at the frame's scale is painted under
///   the transform, so an animated scale makes no mask per frame.
/// - Text whose outline cannot be taken (colour emoji) is shown glyph by glyph as before
///   (`TextLayoutCache+Straight.swift`).
///
/// Masks not painted for `maskKeepFrames` frames are dropped, as are the least recently
/// painted beyond `bitmapBudgetBytes`: what a window size stops needing goes.
extension TextLayoutCache {
  /// The most bytes the masks of all text may hold together.
  static let bitmapBudgetBytes = 8 << 20
  /// A mask larger than this many bytes is not made: that text is filled from its outline.
  static let largestBitmapBytes = 1 << 20
  /// Frames a mask is kept after it was last painted.
  static let maskKeepFrames = 60
  /// Steps of a pixel the text's origin is placed to in a mask made for the plain scale.
  static let phasesPerPixel = 4
  /// The most masks a frame makes for text that has a mask at another scale to show
  /// meanwhile.
  static let masksPerFrame = 8

  /// Draws an entry's text in `color`, vertically centred in `bounds` as UILabel does,
  /// aligned horizontally within the bounds' width.
  func draw(
    _ entry: Entry, in cr: OpaquePointer, bounds: Rect, color: RGBA, opacity: Double,
    scale: Double, frame: Int
  ) {
    let origin = Point(
      x: bounds.minX, y: bounds.minY + (bounds.height - entry.height) / 2 - entry.top)
    CairoDrawing.setColor(cr, color, opacity: opacity)
    paint(
      entry.ink, of: entry.layout, key: .view(entry.key, generation: entry.fontGeneration),
      in: cr, at: origin, scale: scale, frame: frame)
  }

  /// Paints a layout's text with its origin at `origin` (user space) in the context's source,
  /// from its mask at `scale` device pixels per point; `key` is what the layout was laid out
  /// from, to share its outline with other renderers.
  func paint(
    _ ink: TextInk, of layout: OpaquePointer, key: OutlineKey, in cr: OpaquePointer,
    at origin: Point, scale: Double, frame: Int
  ) {
    guard let outline = ink.outline(of: layout, key: key, made: { outlinesMade += 1 }) else {
      paintGlyphs(ink, of: layout, in: cr, at: origin, scale: scale, frame: frame)
      return
    }
    let draw: (OpaquePointer) -> Void = { outline.fill(in: $0, at: Point(x: 0, y: 0)) }
    guard Self.isPlain(cr, scale: scale) else {
      if let mask = ink.masks[scale] {
        mask.lastUsed = frame
        return Self.paint(mask, in: cr, at: origin, scale: scale)
      }
      if let standIn = standIn(from: ink, frame: frame) {
        return Self.paint(standIn, in: cr, at: origin, scale: standIn.key.scale)
      }
      guard
        let mask = makeMask(
          ink, key: TextMaskKey(scale: scale, phaseX: 0, phaseY: 0), bounds: outline.bounds,
          frame: frame, draw: draw)
      else { return outline.fill(in: cr, at: origin) }
      return Self.paint(mask, in: cr, at: origin, scale: scale)
    }
    let place = Self.devicePixel(of: origin, in: cr)
    let wanted = place.key(scale: scale)
    if let held = ink.masks[scale] {
      held.lastUsed = frame
      if held.key == wanted { return Self.paintInPixels(held, in: cr, at: place) }
      // Moving: the mask it has, at its exact place. At rest (where it was last painted): a
      // mask for the place, when this frame may make one.
      let resting = ink.lastPlace == wanted
      ink.lastPlace = wanted
      guard resting, canMakeMask(frame: frame) else {
        return Self.paintInPixels(held, in: cr, at: place)
      }
    } else if let standIn = standIn(from: ink, frame: frame) {
      return Self.paint(standIn, in: cr, at: origin, scale: standIn.key.scale)
    }
    guard let mask = makeMask(ink, key: wanted, bounds: outline.bounds, frame: frame, draw: draw)
    else { return outline.fill(in: cr, at: origin) }
    Self.paintInPixels(mask, in: cr, at: place)
  }

  /// Whether this frame may make another mask: at most `masksPerFrame` are made in a frame
  /// when the text has a mask at another scale to stand in.
  func canMakeMask(frame: Int) -> Bool {
    frame != maskFrame || masksMadeInFrame < Self.masksPerFrame
  }

  /// The text's most recently painted mask at another scale, painted scaled while its own is
  /// waiting for a frame with room to make it (a resize, a compare layout: every text at a
  /// new scale at once); nil when this frame may still make masks.
  private func standIn(from ink: TextInk, frame: Int) -> TextMask? {
    guard !canMakeMask(frame: frame),
      let mask = ink.masks.values.max(by: { $0.lastUsed < $1.lastUsed })
    else { return nil }
    mask.lastUsed = frame
    return mask
  }

  /// Text without an outline: shown glyph by glyph at the plain scale, else from a mask of
  /// its glyphs at `scale` painted under the transform.
  private func paintGlyphs(
    _ ink: TextInk, of layout: OpaquePointer, in cr: OpaquePointer, at origin: Point,
    scale: Double, frame: Int
  ) {
    func show() {
      drawStraight(in: cr, at: origin, scale: scale) { pango_cairo_show_layout(cr, layout) }
    }
    guard !Self.isPlain(cr, scale: scale) else { return show() }
    let key = TextMaskKey(scale: scale, phaseX: 0, phaseY: 0)
    guard
      let mask = ink.masks[scale]
        ?? makeMask(
          ink, key: key, bounds: layoutInkBounds(layout), frame: frame,
          draw: { context in
            cairo_move_to(context, 0, 0)
            pango_cairo_show_layout(context, layout)
          })
    else { return show() }
    mask.lastUsed = frame
    Self.paint(mask, in: cr, at: origin, scale: scale)
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
    let (sx, sy) = deviceScale(of: cr)
    matrix.xx *= sx
    matrix.xy *= sx
    matrix.yx *= sy
    matrix.yy *= sy
    return matrix
  }

  /// The device scale of the surface the context draws on.
  static func deviceScale(of cr: OpaquePointer) -> (Double, Double) {
    var sx = 1.0
    var sy = 1.0
    if let target = cairo_get_group_target(cr) { cairo_surface_get_device_scale(target, &sx, &sy) }
    return (sx, sy)
  }

  /// Where a user-space point falls on the device, in pixels, and where within its pixel,
  /// to `phasesPerPixel`.
  struct PixelPlace {
    var exact: (x: Double, y: Double)
    var phaseX: Int
    var phaseY: Int

    func key(scale: Double) -> TextMaskKey {
      TextMaskKey(scale: scale, phaseX: phaseX, phaseY: phaseY)
    }
  }

  static func devicePixel(of point: Point, in cr: OpaquePointer) -> PixelPlace {
    var x = point.x
    var y = point.y
    cairo_user_to_device(cr, &x, &y)
    let (sx, sy) = deviceScale(of: cr)
    func phase(_ pixels: Double) -> Int {
      let steps = Double(phasesPerPixel)
      return Int(((pixels - pixels.rounded(.down)) * steps).rounded()) % phasesPerPixel
    }
    return PixelPlace(exact: (x * sx, y * sy), phaseX: phase(x * sx), phaseY: phase(y * sy))
  }

  /// Paints a mask in device pixels with the text's origin at `place`: pixel for pixel along
  /// an axis where the mask was made for the place's phase, filtered at the exact place
  /// along one where it was not.
  static func paintInPixels(_ mask: TextMask, in cr: OpaquePointer, at place: PixelPlace) {
    let (sx, sy) = deviceScale(of: cr)
    let steps = Double(phasesPerPixel)
    // Where the pixel holding the origin (as the mask was made) lands.
    func corner(_ exact: Double, made: Int, wanted: Int) -> Double {
      let corner = exact - Double(made) / steps
      return made == wanted ? corner.rounded() : corner
    }
    let x = corner(place.exact.x, made: mask.key.phaseX, wanted: place.phaseX)
    let y = corner(place.exact.y, made: mask.key.phaseY, wanted: place.phaseY)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_scale(cr, 1 / sx, 1 / sy)
    cairo_mask_surface(cr, mask.surface, x + Double(mask.left), y + Double(mask.top))
    cairo_restore(cr)
  }

  /// Paints a mask made at `scale` under the context's transform, the text's origin at `origin`.
  static func paint(_ mask: TextMask, in cr: OpaquePointer, at origin: Point, scale: Double) {
    let steps = Double(phasesPerPixel)
    cairo_save(cr)
    cairo_translate(cr, origin.x, origin.y)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_mask_surface(
      cr, mask.surface, Double(mask.left) - Double(mask.key.phaseX) / steps,
      Double(mask.top) - Double(mask.key.phaseY) / steps)
    cairo_restore(cr)
  }

  /// Makes the text's mask for `key` (by `draw`, in points from the text's origin), in place
  /// of the one it had at that scale; nil when it would be too large to keep.
  private func makeMask(
    _ ink: TextInk, key: TextMaskKey, bounds: Rect, frame: Int,
    draw: (OpaquePointer) -> Void
  ) -> TextMask? {
    ink.masks[key.scale] = nil
    if frame != maskFrame {
      maskFrame = frame
      masksMadeInFrame = 0
    }
    masksMadeInFrame += 1
    let scale = key.scale
    let steps = Double(Self.phasesPerPixel)
    // Whole pixels, with one to spare on each side for antialiasing and one more on the
    // right and bottom for the origin's place within its pixel.
    let left = Int((bounds.minX * scale).rounded(.down)) - 1
    let top = Int((bounds.minY * scale).rounded(.down)) - 1
    let width = Int((bounds.maxX * scale).rounded(.up)) + 2 - left
    let height = Int((bounds.maxY * scale).rounded(.up)) + 2 - top
    guard width > 0, height > 0, scale > 0 else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(clamping: width)))
    let bytes = stride * height
    guard bytes > 0, bytes <= Self.largestBitmapBytes,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(clamping: width), Int32(clamping: height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    let context = cairo_create(surface)!
    cairo_translate(
      context, Double(-left) + Double(key.phaseX) / steps,
      Double(-top) + Double(key.phaseY) / steps)
    cairo_scale(context, scale, scale)
    cairo_set_source_rgba(context, 0, 0, 0, 1)
    draw(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
    makeRoom(for: bytes)
    let mask = TextMask(
      surface: surface, key: key, left: left, top: top, byteCount: bytes, frame: frame)
    ink.masks[key.scale] = mask
    rasterisedCount += 1
    return mask
  }

  /// Drops the least recently painted masks until `bytes` more fit in the budget.
  private func makeRoom(for bytes: Int) {
    var held = inks().flatMap { ink in ink.masks.map { (ink, $0.key, $0.value) } }
    var total = held.reduce(0) { $0 + $1.2.byteCount }
    guard total + bytes > Self.bitmapBudgetBytes else { return }
    held.sort { $0.2.lastUsed < $1.2.lastUsed }
    for (ink, key, mask) in held where total + bytes > Self.bitmapBudgetBytes {
      ink.masks[key] = nil
      total -= mask.byteCount
    }
  }

  /// Drops masks not painted in the last `maskKeepFrames` frames.
  func dropUnusedMasks(frame: Int) {
    for ink in inks() {
      for (key, mask) in ink.masks where frame - mask.lastUsed > Self.maskKeepFrames {
        ink.masks[key] = nil
      }
    }
  }

  /// Masks held now, and their bytes (at most `bitmapBudgetBytes`).
  var bitmapCount: Int { inks().reduce(0) { $0 + $1.masks.count } }
  var bitmapBytes: Int { inks().reduce(0) { $0 + $1.maskBytes } }
}
