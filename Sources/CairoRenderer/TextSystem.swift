import CCairo
import TransitionKit

/// Pango's font machinery, set up once per process so that text lays out the same on every
/// machine and at every scale.
///
/// - The font is chosen by family name: `defaultFontFamily` (from Debian's `fonts-cantarell`,
///   the GNOME interface font) unless the host sets `fontFamily` — the window sets the
///   desktop's interface font; the command line and the golden images keep the default, so
///   they are reproducible. Glyphs the family lacks still fall back through fontconfig.
/// - Sizes are absolute, in points, which are the user-space units the renderer draws in.
/// - Hinting and metric rounding are off and glyph positions are not rounded: a layout
///   measures the same whatever the device scale or transform, so a label wraps at the same
///   words at 1× and 2× and does not jitter while it moves or scales.
@MainActor
final class TextSystem {
  static let shared = TextSystem()

  /// The family text is set in unless the host chooses another.
  static let defaultFontFamily = "Cantarell"

  /// The family every label and button title is set in.
  private(set) var fontFamily = TextSystem.defaultFontFamily
  /// Counts changes of `fontFamily`; a text layout made under another count is laid out again.
  private(set) var generation = 0

  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private var descriptions: [Font: OpaquePointer] = [:]
  private var lineHeights: [Font: Int32] = [:]

  private init() {
    fontMap = pango_cairo_font_map_new()
    context = pango_font_map_create_context(fontMap)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, ccairo_false())
  }

  /// Sets text in `family` from now on (an empty name keeps the current one); the fonts and
  /// line heights made for the old family are dropped.
  func setFontFamily(_ family: String) {
    guard !family.isEmpty, family != fontFamily else { return }
    fontFamily = family
    for description in descriptions.values { pango_font_description_free(description) }
    descriptions.removeAll()
    lineHeights.removeAll()
    generation += 1
    // Auto Layout measured labels in the old family.
    TextMetrics.invalidate()
  }

  /// The Pango description of a font request, made once per font and kept.
  func description(for font: Font) -> OpaquePointer {
    if let known = descriptions[font] { return known }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, fontFamily)
    let size = font.size.isFinite ? Swift.max(font.size, 0.1) : Font.body.size
    pango_font_description_set_absolute_size(description, size * Double(ccairo_pango_scale()))
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.cssWeight)))
    descriptions[font] = description
    return description
  }

  /// The distance from one baseline to the next for a font, in Pango units.
  func lineHeight(for font: Font) -> Int32 {
    if let known = lineHeights[font] { return known }
    let metrics = pango_context_get_metrics(context, description(for: font), nil)
    var height = Int32(pango_font_metrics_get_height(metrics))
    if height <= 0 {
      height = Int32(
        pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
    }
    pango_font_metrics_unref(metrics)
    lineHeights[font] = height
    return height
  }

  /// The family fontconfig actually picked for a font request: `fontFamily` when its package
  /// is installed, something else (and different-looking text) when it is not.
  func resolvedFamily(for font: Font = .body) -> String {
    guard let loaded = pango_font_map_load_font(fontMap, context, description(for: font)) else {
      return ""
    }
    defer { ccairo_object_unref(loaded) }
    let described = pango_font_describe(loaded)
    defer { pango_font_description_free(described) }
    guard let family = pango_font_description_get_family(described) else { return "" }
    return String(cString: family)
  }
}
