import CGtk
import TransitionKit

/// Paths the canvas draws with more than once.
enum CairoShapes {
  /// A rectangle with round corners of `radius` (no larger than half a side), as a new path
  /// of its own, in the context's units.
  static func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    let r = Swift.min(radius, rect.size.width / 2, rect.size.height / 2)
    let x = rect.origin.x
    let y = rect.origin.y
    let w = rect.size.width
    let h = rect.size.height
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
