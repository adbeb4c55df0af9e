import CCairo
import TransitionKit

/// Text drawn straight, glyph by glyph, under a transform made exact: text without an outline
/// (colour emoji, `TextOutline.make`), which cannot be painted from outline masks.
///
/// Cairo keeps a scaled font, with a cache of glyph images, for every transform text is
/// shown under, and finds one again only for a transform equal to the last bit: a scale of
/// 0.9999999 is a font of its own. A spring settling on its target scale, or a transform
/// composed of several, comes within a rounding error of the frame's plain scale without
/// reaching it, and `isPlain` draws that text straight; drawn under the transform as it is,
/// each such frame made cairo a new scaled font and rasterised the text's glyphs again, and
/// cairo keeps up to 256 unused fonts (`CAIRO_SCALED_FONT_MAX_HOLDOVERS`) with their glyphs
/// (512 pages of 32 glyphs, `MAX_GLYPH_PAGES_CACHED`). Here the transform is snapped to the
/// plain scale itself first, so text at rest in a frame of a given scale always meets the
/// same scaled font.
extension TextLayoutCache {
  /// Runs `show` (which shows text at the current point) with the current point at `origin`
  /// (user space), under the plain scale exactly when the context is within `isPlain`'s
  /// tolerance of it, else under the context's transform as it is; notes the transform used.
  func drawStraight(
    in cr: OpaquePointer, at origin: Point, scale: Double, show: () -> Void
  ) {
    cairo_save(cr)
    if Self.isPlain(cr, scale: scale) { Self.snapToPlain(cr, keeping: origin, scale: scale) }
    noteStraightDraw(cr)
    cairo_move_to(cr, origin.x, origin.y)
    show()
    cairo_restore(cr)
  }

  /// Sets the context's transform to `scale` device pixels per point, nothing turned or
  /// skewed, with `point` (user space) kept where it was on the device.
  static func snapToPlain(_ cr: OpaquePointer, keeping point: Point, scale: Double) {
    var x = point.x
    var y = point.y
    cairo_user_to_device(cr, &x, &y)
    let (sx, sy) = deviceScale(of: cr)
    // The device scale of the surface is applied after the matrix, so the matrix gets the rest.
    let xx = scale / sx
    let yy = scale / sy
    // `cairo_user_to_device` gives the point in the matrix's space (before the device scale).
    var matrix = cairo_matrix_t(
      xx: xx, yx: 0, xy: 0, yy: yy, x0: x - xx * point.x, y0: y - yy * point.y)
    cairo_set_matrix(cr, &matrix)
  }

  /// Notes the transform of a straight draw: cairo keeps a scaled font for each.
  private func noteStraightDraw(_ cr: OpaquePointer) {
    guard straightScales.count < Self.straightScalesLimit else { return }
    let m = Self.deviceMatrix(cr)
    straightScales.insert([m.xx, m.yx, m.xy, m.yy].map(\.bitPattern))
  }
}
