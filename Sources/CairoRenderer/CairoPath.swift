import CCairo
import TransitionKit

/// Core Graphics paths and layer shapes as cairo paths.
enum CairoPath {
  /// Adds a path's elements to the context's current path (a quadratic curve as the cubic it
  /// equals).
  static func add(_ cr: OpaquePointer, _ path: Path) {
    var current = Point.zero
    var start = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
        start = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        cairo_curve_to(
          cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
          p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .close:
        cairo_close_path(cr)
        current = start
      }
    }
  }

  /// Adds a layer's rounded rectangle: its corner radius at the corners `maskedCorners` names,
  /// circular or continuous. The plain case (every corner, circular) takes the quick path.
  static func addLayerShape(
    _ cr: OpaquePointer, _ rect: Rect, radius: Double, corners: RectCorner, curve: CornerCurve
  ) {
    if radius <= 0 || corners.isEmpty {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    if corners == .allCorners, curve == .circular {
      CairoDrawing.addRoundedRect(cr, rect, radius: radius)
      return
    }
    // Core Animation keeps a layer's radius within half the shorter side.
    let r = Swift.min(radius, Swift.min(rect.width, rect.height) / 2)
    let path = MutablePath()
    path.addRoundedRect(in: rect, radii: CornerRadii(radius: r, corners: corners), curve: curve)
    add(cr, path)
  }

  static func lineCap(_ cap: LineCap) -> cairo_line_cap_t {
    switch cap {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }

  static func lineJoin(_ join: LineJoin) -> cairo_line_join_t {
    switch join {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }

  static func fillRule(_ rule: FillRule) -> cairo_fill_rule_t {
    rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
  }
}
