import Foundation

/// How big text is, for the intrinsic sizes and baselines of labels and buttons. The renderer
/// installs the measures of the fonts it draws with (Pango's); without a renderer (tests, a
/// headless replay) an estimate stands in: half the font size per character, lines 1.2 font
/// sizes apart.
@MainActor
public enum TextMetrics {
  /// A font's vertical measures, in points.
  public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline.
    public var ascent: Double
    /// From one baseline to the next.
    public var lineHeight: Double

    public init(ascent: Double, lineHeight: Double) {
      self.ascent = ascent
      self.lineHeight = lineHeight
    }
  }

  /// The size of `text` set in `font`, wrapped at `maxWidth` points (nil: no wrapping) and cut
  /// at `numberOfLines` lines (0: no limit), in points.
  public static var measure:
    @MainActor (
      _ text: String, _ font: Font, _ maxWidth: Double?, _ numberOfLines: Int
    ) -> Size = estimatedSize

  /// A font's ascent and line height.
  public static var fontMetrics: @MainActor (_ font: Font) -> FontMetrics = estimatedMetrics

  /// Puts the estimates back (for tests that installed measures of their own).
  public static func useEstimates() {
    measure = estimatedSize
    fontMetrics = estimatedMetrics
    invalidate()
  }

  /// Says that text measures differently from now on (another font family, other measures):
  /// the intrinsic sizes of every label and button that Auto Layout places are measured
  /// again at their trees' next layout pass.
  public static func invalidate() {
    LayoutEngine.textMetricsDidChange()
  }

  /// Width of a character in the estimate, as a fraction of the font size.
  static let estimatedCharacterWidthPerPoint = 0.5
  /// Distance between baselines in the estimate, as a multiple of the font size.
  static let estimatedLineHeightPerPoint = 1.2
  /// Ascent in the estimate, as a multiple of the font size.
  static let estimatedAscentPerPoint = 0.95

  static func estimatedMetrics(_ font: Font) -> FontMetrics {
    FontMetrics(
      ascent: font.size * estimatedAscentPerPoint,
      lineHeight: font.size * estimatedLineHeightPerPoint)
  }

  static func estimatedSize(_ text: String, _ font: Font, _ maxWidth: Double?, _ lines: Int)
    -> Size
  {
    let character = font.size * estimatedCharacterWidthPerPoint * (font.weight == .bold ? 1.05 : 1)
    var lineWidths: [Double] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var width = 0.0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = Double(word.count) * character
        let addition = (width > 0 ? character : 0) + wordWidth
        if let maxWidth, width > 0, width + addition > maxWidth {
          lineWidths.append(width)
          width = wordWidth
        } else {
          width += addition
        }
      }
      lineWidths.append(width)
    }
    if lines > 0, lineWidths.count > lines { lineWidths = Array(lineWidths.prefix(lines)) }
    var widest = lineWidths.max() ?? 0
    if let maxWidth { widest = Swift.min(widest, maxWidth) }
    let height = Double(lineWidths.count) * font.size * estimatedLineHeightPerPoint
    return Size(width: widest, height: height)
  }
}

extension Label {
  /// A label's natural size: its text's size, wrapped at `preferredMaxLayoutWidth` (or, with
  /// more than one line allowed, at the label's present width), rounded up to whole points;
  /// zero with no text.
  var labelIntrinsicSize: Size {
    guard let text, !text.isEmpty else { return .zero }
    var maxWidth: Double?
    if numberOfLines != 1 {
      if preferredMaxLayoutWidth > 0 {
        maxWidth = preferredMaxLayoutWidth
      } else if bounds.width > 0 {
        maxWidth = bounds.width
      }
      layoutStateMade.measuredWidth = maxWidth
    }
    let size = TextMetrics.measure(text, font, maxWidth, numberOfLines)
    return Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// Whether the label's height depends on its width: more than one line, wrapped at its own
  /// width (no `preferredMaxLayoutWidth`).
  var wrapsAtItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  /// After a multi-line label is laid out at a new width, its height at that width is asked for
  /// again (UIKit's second pass for wrapping labels).
  func labelDidLayOut() {
    guard wrapsAtItsWidth, let state = layoutState,
      state.links.engine != nil, state.measuredWidth != bounds.width, bounds.width > 0
    else { return }
    invalidateIntrinsicContentSize()
  }
}

extension Button {
  /// Space above and below a button's title, in points (a 15-point title makes a 30-point
  /// button, as UIKit's system buttons are).
  static let titleVerticalPadding = 6.0
  /// A button with no title's natural size (UIKit's `UIButton()`).
  static let emptyIntrinsicSize = Size(width: 30, height: 34)

  /// A button's natural size: its title's, with padding above and below.
  var buttonIntrinsicSize: Size {
    guard let title = currentTitle, !title.isEmpty else { return Self.emptyIntrinsicSize }
    let size = TextMetrics.measure(title, titleFont, nil, 1)
    let metrics = TextMetrics.fontMetrics(titleFont)
    return Size(
      width: size.width.rounded(.up),
      height: (metrics.lineHeight + 2 * Self.titleVerticalPadding).rounded(.up))
  }
}

extension View {
  /// For a view that shows text vertically centred (a label, a button's title): its first
  /// line's ascent, its line height, and the height of its text, in points.
  var textBaselineMetrics: (ascent: Double, lineHeight: Double, textHeight: Double)? {
    if let label = self as? Label {
      let metrics = TextMetrics.fontMetrics(label.font)
      let height = Swift.max(label.labelIntrinsicSize.height, metrics.lineHeight)
      return (metrics.ascent, metrics.lineHeight, height)
    }
    if let button = self as? Button {
      let metrics = TextMetrics.fontMetrics(button.titleFont)
      return (metrics.ascent, metrics.lineHeight, metrics.lineHeight)
    }
    return nil
  }
}
