import CCairo
import TransitionKit

/// What a text layout depends on; when none of it changes, the layout is reused as it is.
struct TextKey: Hashable {
  var text: String
  var font: Font
  /// The width to wrap and align in, and the height to fit lines into, in points.
  var width: Double
  var height: Double
  var alignment: TextAlignment
  /// The most lines to show; 0 means as many as fit in `height`.
  var numberOfLines: Int
}

/// One Pango layout per text-drawing view (a label, a button's title), kept while the view
/// lives. A frame that draws unchanged text does no layout work and allocates nothing; a
/// change of text, font, size or the process's font family updates the view's layout in place.
/// Text is painted from masks made from its outline (`TextLayoutCache+Masks.swift`), kept
/// with the layout while they are painted and freed with it.
@MainActor
final class TextLayoutCache {
  final class Entry {
    weak var view: View?
    let layout: OpaquePointer
    var key: TextKey
    /// `TextSystem.generation` when the layout was made: another font family lays it out again.
    var fontGeneration = 0
    /// The layout's logical rectangle, in points from the layout's origin.
    var top = 0.0
    var height = 0.0
    var lastUsed: Int
    /// The text's outline and masks, while the layout is unchanged.
    let ink = TextInk()

    init(view: View, layout: OpaquePointer, key: TextKey, frame: Int) {
      self.view = view
      self.layout = layout
      self.key = key
      lastUsed = frame
    }

    deinit { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Layouts of short text that belongs to no view (the status bar's time), by text and font
  /// (`TextLayoutCache+Lines.swift`).
  var lines: [LineKey: Line] = [:]
  /// Layouts created (a view's or a line's), and updates of a view's layout to new text or
  /// geometry.
  var createdCount = 0
  private(set) var updateCount = 0
  var count: Int { entries.count }
  /// Masks of text made, and outlines taken from layouts.
  var rasterisedCount = 0
  var outlinesMade = 0
  /// The frame masks were last made in, and how many it made.
  var maskFrame = -1
  var masksMadeInFrame = 0
  /// The distinct transforms (in device pixels, exactly as cairo compares them) text without
  /// an outline was shown glyph by glyph under, up to `straightScalesLimit`: cairo makes a
  /// scaled font and glyph cache for each.
  var straightScales: Set<[UInt64]> = []
  static let straightScalesLimit = 4096

  /// The layout for a view's text, made or updated for `key`.
  func entry(for view: View, key: TextKey, frame: Int) -> Entry {
    let id = ObjectIdentifier(view)
    if let entry = entries[id], entry.view === view {
      entry.lastUsed = frame
      if entry.key != key || entry.fontGeneration != TextSystem.shared.generation {
        entry.key = key
        entry.ink.reset()
        apply(entry)
        updateCount += 1
      }
      return entry
    }
    let entry = Entry(
      view: view, layout: pango_layout_new(TextSystem.shared.context), key: key, frame: frame)
    apply(entry)
    entries[id] = entry
    createdCount += 1
    return entry
  }

  /// Drops the entries of views that are gone.
  func prune() {
    var gone: [ObjectIdentifier] = []
    for (id, entry) in entries where entry.view == nil { gone.append(id) }
    for id in gone { entries[id] = nil }
  }

  func removeAll() {
    entries.removeAll()
    lines.removeAll()
  }

  /// The outlines and masks of every layout held.
  func inks() -> [TextInk] { entries.values.map(\.ink) + lines.values.map(\.ink) }

  /// Sets text, font, wrapping, alignment and the line limit on the entry's layout.
  ///
  /// Lines wrap at words (at characters for a word wider than the line) and the last line
  /// shown ends in "…" when text is cut. Pango limits lines through a height: for
  /// `numberOfLines = n` the limit is n½ line heights (so n lines fit, n + 1 do not), and never
  /// more than the bounds' height; for 0 it is the bounds' height.
  private func apply(_ entry: Entry) {
    let key = entry.key
    let layout = entry.layout
    let text = TextSystem.shared
    entry.fontGeneration = text.generation
    let unit = Double(ccairo_pango_scale())
    pango_layout_set_text(layout, key.text, -1)
    pango_layout_set_font_description(layout, text.description(for: key.font))
    pango_layout_set_width(layout, key.width > 0 ? pangoUnits(key.width) : -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    switch key.alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    let boundsLimit = pangoUnits(key.height)
    var limit = boundsLimit
    if key.numberOfLines > 0 {
      let line = Int(text.lineHeight(for: key.font))
      limit = Swift.min(Int32(clamping: key.numberOfLines * line + line / 2), boundsLimit)
    }
    pango_layout_set_height(layout, limit)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    entry.top = Double(logical.y) / unit
    entry.height = Double(logical.height) / unit
  }
}

/// Points in Pango units, clamped to what Pango can hold; not-a-number and negatives give 0.
func pangoUnits(_ points: Double) -> Int32 {
  let units = points * Double(ccairo_pango_scale())
  guard units > 0 else { return 0 }
  return Int32(Swift.min(units.rounded(), Double(Int32.max / 2)))
}
