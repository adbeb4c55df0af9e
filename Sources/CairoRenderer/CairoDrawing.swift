import CCairo
import TransitionKit

/// Small drawing helpers over a `cairo_t`, in the current user space.
enum CairoDrawing {
  /// Multiplies the current transform by `transform` (Core Graphics' a, b, c, d, tx, ty map
  /// to cairo's xx, yx, xy, yy, x0, y0).
  static func concatenate(_ cr: OpaquePointer, _ transform: AffineTransform) {
    guard !transform.isIdentity else { return }
    var matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
      x0: transform.tx, y0: transform.ty)
    cairo_transform(cr, &matrix)
  }

  /// Adds a rectangle with circular corners to the path. The radius is clamped to half the
  /// shorter side, so a large radius gives a capsule or a circle.
  static func addRoundedRect(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    let r = Swift.min(Swift.max(radius, 0), Swift.min(rect.width, rect.height) / 2)
    guard r > 0 else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -quarter, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, quarter)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
    cairo_close_path(cr)
  }

  /// Sets a solid source colour, with its alpha multiplied by `opacity`.
  static func setColor(_ cr: OpaquePointer, _ color: RGBA, opacity: Double = 1) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
  }
}
