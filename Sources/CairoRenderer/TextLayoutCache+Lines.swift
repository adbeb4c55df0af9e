import CCairo
import TransitionKit

/// What a line of text that belongs to no view is laid out by.
struct LineKey: Hashable {
  var text: String
  var font: Font
}

/// A line of short text laid out once and kept: the status bar's time, drawn on every frame
/// of every window, which laid out a new Pango layout each time before.
final class Line {
  let key: LineKey
  let layout: OpaquePointer
  /// `TextSystem.generation` when it was laid out: another font family lays it out again.
  let fontGeneration: Int
  /// The logical rectangle from the layout's origin, in points.
  let top: Double
  let width: Double
  let height: Double
  /// The line's outline and masks.
  let ink = TextInk()

  /// Takes the reference `layout` was made with.
  init(key: LineKey, layout: OpaquePointer, fontGeneration: Int) {
    self.key = key
    self.layout = layout
    self.fontGeneration = fontGeneration
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let unit = Double(ccairo_pango_scale())
    top = Double(logical.y) / unit
    width = Double(logical.width) / unit
    height = Double(logical.height) / unit
  }

  deinit { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
}

extension TextLayoutCache {
  /// The most lines kept; beyond it they are all dropped and laid out again as drawn. A few
  /// fixed strings use lines, so this is never reached in use.
  static let linesLimit = 16

  /// The line of `text` in `font`, laid out now only the first time (or after the process's
  /// font family changed).
  func line(_ text: String, font: Font) -> Line {
    let key = LineKey(text: text, font: font)
    let system = TextSystem.shared
    if let line = lines[key], line.fontGeneration == system.generation { return line }
    if lines.count >= Self.linesLimit { lines.removeAll() }
    let layout = pango_layout_new(system.context)!
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_font_description(layout, system.description(for: font))
    let line = Line(key: key, layout: layout, fontGeneration: system.generation)
    lines[key] = line
    createdCount += 1
    return line
  }
}
