import CCairo
import TransitionKit

/// The plot's title, wrapped onto as many lines as the canvas needs (up to a limit, the last
/// line then ending in an ellipsis), so a long caption (a pop rule with the other rule it is
/// drawn beside) shows in full rather than running off the canvas's edge.
extension ReleaseMapPlot {
  /// The title's font size, in points: 13 on the command's canvas, 11 in the window's panel.
  static func titleFontSize(_ size: Size) -> Double { isCompact(size) ? 11 : 13 }

  /// The distance between two of the title's baselines, in points.
  static func titleLineHeight(_ size: Size) -> Double { isCompact(size) ? 13 : 16 }

  /// The title's left margin, in points.
  static func titleMargin(_ size: Size) -> Double { isCompact(size) ? 8 : 16 }

  /// The most lines the title takes: the panel is short, the command's canvas less so.
  static func titleLineLimit(_ size: Size) -> Int { isCompact(size) ? 3 : 4 }

  /// The title broken at spaces into lines no wider than the canvas less its margins, at the
  /// title's font; a word wider than a line stands alone on its line. Past the line limit the
  /// last line is cut and ends in "…".
  public func titleLines(in size: Size) -> [String] {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else {
      return [title]
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return [title] }
    defer { cairo_destroy(cr) }
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, Self.titleFontSize(size))
    func width(_ text: String) -> Double {
      var extents = cairo_text_extents_t()
      cairo_text_extents(cr, text, &extents)
      return extents.x_advance
    }
    let room = Swift.max(size.width - 2 * Self.titleMargin(size), 1)
    var lines: [String] = []
    var line = ""
    for word in title.split(separator: " ", omittingEmptySubsequences: true) {
      let longer = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || width(longer) <= room {
        line = longer
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    let limit = Self.titleLineLimit(size)
    guard lines.count > limit else { return lines }
    var last = lines[limit - 1]
    while !last.isEmpty, width(last + " …") > room { last.removeLast() }
    return Array(lines.prefix(limit - 1)) + [last + " …"]
  }

  /// Draws the title's lines above the plot area.
  func drawTitle(_ cr: OpaquePointer, _ lines: [String], size: Size) {
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, Self.titleFontSize(size))
    let first = Self.isCompact(size) ? 14.0 : 20.0
    for (index, line) in lines.enumerated() {
      let y = first + Double(index) * Self.titleLineHeight(size)
      text(cr, line, at: Point(x: Self.titleMargin(size), y: y), align: 0)
    }
  }
}
