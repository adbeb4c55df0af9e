import CCairo
import Foundation
import TransitionKit

/// Placeholders for system symbols (`UIImage(systemName:)`), whose glyphs are Apple's: a few
/// common shapes drawn as strokes, and for any other name a rounded frame with the name's
/// first letter, in the tint colour.
enum SymbolGlyphs {
  /// The stroke width as a share of the glyph's side, at the regular weight.
  static let strokePerSide = 0.09

  /// Draws the placeholder for `name` filling `rect` (a square is centred in it).
  static func draw(
    _ name: String, in cr: OpaquePointer, rect: Rect, weight: Font.Weight, color: RGBA,
    opacity: Double
  ) {
    let side = Swift.min(rect.width, rect.height)
    guard side > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, rect.midX - side / 2, rect.midY - side / 2)
    cairo_scale(cr, side, side)
    let boldness = 1 + (Double(weight.cssWeight) - 400) / 600
    cairo_set_line_width(cr, strokePerSide * Swift.max(boldness, 0.4))
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    CairoDrawing.setColor(cr, color, opacity: opacity)
    let filled = name.hasSuffix(".fill")
    let base = filled ? String(name.dropLast(5)) : name
    if !drawShape(base, filled: filled, in: cr) { drawFramedInitial(name, in: cr) }
    cairo_restore(cr)
  }

  /// Draws one of the known shapes in the unit square; false when the name is not one.
  private static func drawShape(_ name: String, filled: Bool, in cr: OpaquePointer) -> Bool {
    func line(_ points: [(Double, Double)]) {
      guard let first = points.first else { return }
      cairo_move_to(cr, first.0, first.1)
      for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
      cairo_stroke(cr)
    }
    func finish() { if filled { cairo_fill(cr) } else { cairo_stroke(cr) } }
    switch name {
    case "xmark", "multiply":
      line([(0.22, 0.22), (0.78, 0.78)])
      line([(0.78, 0.22), (0.22, 0.78)])
    case "chevron.left", "chevron.backward": line([(0.62, 0.18), (0.32, 0.5), (0.62, 0.82)])
    case "chevron.right", "chevron.forward": line([(0.38, 0.18), (0.68, 0.5), (0.38, 0.82)])
    case "chevron.up": line([(0.18, 0.64), (0.5, 0.34), (0.82, 0.64)])
    case "chevron.down": line([(0.18, 0.36), (0.5, 0.66), (0.82, 0.36)])
    case "plus":
      line([(0.5, 0.16), (0.5, 0.84)])
      line([(0.16, 0.5), (0.84, 0.5)])
    case "minus": line([(0.16, 0.5), (0.84, 0.5)])
    case "checkmark": line([(0.18, 0.52), (0.42, 0.76), (0.84, 0.24)])
    case "arrow.left", "arrow.backward":
      line([(0.84, 0.5), (0.16, 0.5)])
      line([(0.44, 0.22), (0.16, 0.5), (0.44, 0.78)])
    case "arrow.right", "arrow.forward":
      line([(0.16, 0.5), (0.84, 0.5)])
      line([(0.56, 0.22), (0.84, 0.5), (0.56, 0.78)])
    case "arrow.up":
      line([(0.5, 0.84), (0.5, 0.16)])
      line([(0.22, 0.44), (0.5, 0.16), (0.78, 0.44)])
    case "arrow.down":
      line([(0.5, 0.16), (0.5, 0.84)])
      line([(0.22, 0.56), (0.5, 0.84), (0.78, 0.56)])
    case "circle":
      cairo_new_sub_path(cr)
      cairo_arc(cr, 0.5, 0.5, 0.4, 0, 2 * Double.pi)
      finish()
    case "square":
      CairoDrawing.addRoundedRect(
        cr, Rect(x: 0.12, y: 0.12, width: 0.76, height: 0.76), radius: 0.12)
      finish()
    case "heart":
      cairo_move_to(cr, 0.5, 0.84)
      cairo_curve_to(cr, 0.1, 0.56, 0.06, 0.3, 0.26, 0.2)
      cairo_curve_to(cr, 0.38, 0.14, 0.48, 0.22, 0.5, 0.3)
      cairo_curve_to(cr, 0.52, 0.22, 0.62, 0.14, 0.74, 0.2)
      cairo_curve_to(cr, 0.94, 0.3, 0.9, 0.56, 0.5, 0.84)
      cairo_close_path(cr)
      finish()
    case "star":
      for index in 0..<10 {
        let radius = index % 2 == 0 ? 0.42 : 0.18
        let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
        let point = (0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
        if index == 0 {
          cairo_move_to(cr, point.0, point.1)
        } else {
          cairo_line_to(cr, point.0, point.1)
        }
      }
      cairo_close_path(cr)
      finish()
    case "ellipsis":
      for x in [0.2, 0.5, 0.8] {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, 0.5, 0.07, 0, 2 * Double.pi)
      }
      cairo_fill(cr)
    default:
      return false
    }
    return true
  }

  /// A rounded frame with the name's first letter: a placeholder that still says which
  /// symbol it stands for.
  private static func drawFramedInitial(_ name: String, in cr: OpaquePointer) {
    CairoDrawing.addRoundedRect(cr, Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), radius: 0.18)
    cairo_stroke(cr)
    let letter = name.first.map { String($0).uppercased() } ?? "?"
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, 0.5)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, letter, &extents)
    cairo_move_to(
      cr, 0.5 - extents.width / 2 - extents.x_bearing, 0.5 - extents.height / 2 - extents.y_bearing)
    cairo_show_text(cr, letter)
  }
}
