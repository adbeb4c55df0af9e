import CCairo
import TransitionKit

/// Draws guide marks over a scene's screen, in screen points: lines dashed in their guide's
/// colour with their label at the line's start, areas tinted with their label inside. The
/// window's canvas and `render`/`filmstrip --guides` draw them alike.
public enum GuideDrawing {
  /// Each guide's colour (red, green, blue in [0, 1]).
  public static func color(_ kind: GuideMark.Kind) -> (red: Double, green: Double, blue: Double) {
    switch kind {
    case .threshold: (0.90, 0.15, 0.55)
    case .detents: (0.30, 0.35, 0.90)
    case .landing: (0.56, 0.27, 0.78)
    case .edgeZone: (0.95, 0.55, 0.05)
    case .safeAreas: (0.10, 0.65, 0.70)
    }
  }

  /// The lines' width, in points.
  public static let lineWidthPoints = 2.0

  /// Draws `marks` with `cr`, whose user space is the screen's points.
  public static func draw(_ marks: [GuideMark], in cr: OpaquePointer) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    cairo_set_font_size(cr, 11)
    for mark in marks {
      let c = color(mark.kind)
      switch mark.shape {
      case .area(let rect):
        cairo_set_source_rgba(cr, c.0, c.1, c.2, 0.22)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, c.0, c.1, c.2, 0.9)
        cairo_set_line_width(cr, 1)
        cairo_rectangle(cr, rect.minX + 0.5, rect.minY + 0.5, rect.width - 1, rect.height - 1)
        cairo_stroke(cr)
      case .line(let a, let b):
        cairo_set_source_rgba(cr, c.0, c.1, c.2, 0.95)
        cairo_set_line_width(cr, lineWidthPoints)
        var dashes: [Double] = mark.kind == .landing ? [3, 3] : [10, 5]
        cairo_set_dash(cr, &dashes, 2, 0)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        label(cr, mark.label, at: a, horizontal: a.y == b.y, color: c)
      }
    }
  }

  /// A label on a pill of the guide's colour, just past a line's start.
  private static func label(
    _ cr: OpaquePointer, _ text: String, at point: Point, horizontal: Bool,
    color c: (red: Double, green: Double, blue: Double)
  ) {
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    let x = horizontal ? point.x + 8 : point.x + 4
    let y = horizontal ? point.y - 17 : point.y + 60
    cairo_set_source_rgba(cr, c.0, c.1, c.2, 0.9)
    cairo_rectangle(cr, x, y, extents.x_advance + 8, 15)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_move_to(cr, x + 4, y + 11.5)
    cairo_show_text(cr, text)
  }
}
