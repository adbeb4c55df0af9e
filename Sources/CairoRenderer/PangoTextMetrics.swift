import CCairo
import TransitionKit

/// Gives Auto Layout the sizes the renderer draws text at: labels' and buttons' intrinsic
/// sizes and baselines are measured with the same Pango fonts, wrapping and line limit as
/// `TextLayoutCache` lays their text out with.
///
/// Measures are remembered: the renderer asks a button's title size on every frame it draws
/// the button (to place the title), and shaping the text again each time was a sixteenth of
/// a held drag's processor time. A text's measure depends only on what is asked and the font
/// family, so the remembered ones are dropped when the family changes, and all of them when
/// `measureMemoryLimit` different questions have been asked (a bound, not a policy: the
/// scenes ask a few dozen).
@MainActor
public enum PangoTextMetrics {
  /// Installs Pango's measures as `TextMetrics`' (the app and the command line do at start).
  public static func install() {
    TextMetrics.measure = { text, font, maxWidth, lines in measure(text, font, maxWidth, lines) }
    TextMetrics.fontMetrics = { font in metrics(of: font) }
    TextMetrics.invalidate()
  }

  private static let layout: OpaquePointer = pango_layout_new(TextSystem.shared.context)

  /// What a measure depends on besides the font family.
  struct Question: Hashable {
    var text: String
    var font: Font
    var maxWidth: Double?
    var lines: Int
  }

  /// The most measures remembered at once.
  static let measureMemoryLimit = 1024
  /// Measures and font metrics asked under `rememberedGeneration` of the font family.
  private static var rememberedSizes: [Question: Size] = [:]
  private static var rememberedMetrics: [Font: TextMetrics.FontMetrics] = [:]
  private static var rememberedGeneration = 0
  /// Measures taken with Pango (not answered from memory), for tests.
  public private(set) static var shapedCount = 0

  /// Forgets what was measured under another font family.
  private static func forgetIfFamilyChanged() {
    let generation = TextSystem.shared.generation
    guard generation != rememberedGeneration else { return }
    rememberedGeneration = generation
    rememberedSizes.removeAll()
    rememberedMetrics.removeAll()
  }

  static func measure(_ text: String, _ font: Font, _ maxWidth: Double?, _ lines: Int) -> Size {
    forgetIfFamilyChanged()
    let question = Question(text: text, font: font, maxWidth: maxWidth, lines: lines)
    if let known = rememberedSizes[question] { return known }
    let size = shape(text, font, maxWidth, lines)
    if rememberedSizes.count >= measureMemoryLimit { rememberedSizes.removeAll() }
    rememberedSizes[question] = size
    return size
  }

  private static func shape(_ text: String, _ font: Font, _ maxWidth: Double?, _ lines: Int)
    -> Size
  {
    shapedCount += 1
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
    forgetIfFamilyChanged()
    if let known = rememberedMetrics[font] { return known }
    let system = TextSystem.shared
    let unit = Double(ccairo_pango_scale())
    let fontMetrics = pango_context_get_metrics(system.context, system.description(for: font), nil)
    defer { pango_font_metrics_unref(fontMetrics) }
    let ascent = Double(pango_font_metrics_get_ascent(fontMetrics)) / unit
    let metrics = TextMetrics.FontMetrics(
      ascent: ascent, lineHeight: Double(system.lineHeight(for: font)) / unit)
    rememberedMetrics[font] = metrics
    return metrics
  }
}
