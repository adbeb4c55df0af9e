import CCairo
import TransitionKit

/// Gives Auto Layout the sizes the renderer draws text at: labels' and buttons' intrinsic
/// sizes and baselines are measured with the same Pango fonts, wrapping and line limit as
/// `TextLayoutCache` lays their text out with.
@MainActor
public enum PangoTextMetrics {
  /// Installs Pango's measures as `TextMetrics`' (the app and the command line do at start).
  public static func install() {
    TextMetrics.measure = { text, font, maxWidth, lines in measure(text, font, maxWidth, lines) }
    TextMetrics.fontMetrics = { font in metrics(of: font) }
    TextMetrics.invalidate()
  }

  private static let layout: OpaquePointer = pango_layout_new(TextSystem.shared.context)

  static func measure(_ text: String, _ font: Font, _ maxWidth: Double?, _ lines: Int) -> Size {
    let system = TextSystem.shared
    let unit = Double(ccairo_pango_scale())
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_font_description(layout, system.description(for: font))
    pango_layout_set_width(layout, maxWidth.map { pangoUnits($0) } ?? -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_ellipsize(layout, lines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    if lines > 0 {
      let line = Int(system.lineHeight(for: font))
      pango_layout_set_height(layout, Int32(clamping: lines * line + line / 2))
    } else {
      pango_layout_set_height(layout, -1)
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Size(width: Double(logical.width) / unit, height: Double(logical.height) / unit)
  }

  static func metrics(of font: Font) -> TextMetrics.FontMetrics {
    let system = TextSystem.shared
    let unit = Double(ccairo_pango_scale())
    let fontMetrics = pango_context_get_metrics(system.context, system.description(for: font), nil)
    defer { pango_font_metrics_unref(fontMetrics) }
    let ascent = Double(pango_font_metrics_get_ascent(fontMetrics)) / unit
    return TextMetrics.FontMetrics(
      ascent: ascent, lineHeight: Double(system.lineHeight(for: font)) / unit)
  }
}
