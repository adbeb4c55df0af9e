import CCairo
import TransitionKit

/// A text layout's glyph outlines, taken once from Pango in points from the layout's origin
/// (at the font's own size, nothing scaled), with the box its ink lies in.
///
/// Cairo keeps a scaled font, with caches of glyph images, for every font, size and transform
/// text is shown under, up to 256 of them unused (`CAIRO_SCALED_FONT_MAX_HOLDOVERS`), their
/// glyph images in up to 512 pages (`MAX_GLYPH_PAGES_CACHED`), and pixman keeps its own
/// glyph cache beside them. The window meets its scene's text at a new device scale with
/// every window size, compare layout and blind test, so those caches filled through hours of
/// use (docs/performance.md, "Text from outlines"). An outline is scale-free: the glyphs are
/// read once, at one transform, and every scale fills the same path.
final class TextOutline {
  let path: UnsafeMutablePointer<cairo_path_t>
  /// The ink with the logical box, so nothing a glyph paints outside its advance is cut, in
  /// points from the layout's origin.
  let bounds: Rect

  private init(path: UnsafeMutablePointer<cairo_path_t>, bounds: Rect) {
    self.path = path
    self.bounds = bounds
  }

  deinit { cairo_path_destroy(path) }

  /// The outline of `layout`'s text; nil for text with colour glyphs (emoji), whose pictures
  /// have no outline, and when cairo cannot make the path.
  static func make(of layout: OpaquePointer) -> TextOutline? {
    guard let text = pango_layout_get_text(layout),
      !String(cString: text).unicodeScalars.contains(where: hasColourGlyph),
      // Unbounded: Pango leaves out glyphs that fall outside the target's clip.
      let scratch = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
    else { return nil }
    defer { cairo_surface_destroy(scratch) }
    let cr = cairo_create(scratch)!
    defer { cairo_destroy(cr) }
    cairo_move_to(cr, 0, 0)
    pango_cairo_layout_path(cr, layout)
    guard let path = cairo_copy_path(cr) else { return nil }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS else {
      cairo_path_destroy(path)
      return nil
    }
    return TextOutline(path: path, bounds: layoutInkBounds(layout))
  }

  /// Whether a character is shown as a colour picture (an emoji) rather than a glyph outline.
  private static func hasColourGlyph(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F
  }

  /// Fills the outline with its origin at `origin` (user space) in the context's source.
  func fill(in cr: OpaquePointer, at origin: Point) {
    cairo_save(cr)
    cairo_translate(cr, origin.x, origin.y)
    cairo_new_path(cr)
    cairo_append_path(cr, path)
    cairo_fill(cr)
    cairo_restore(cr)
  }
}

/// A layout's ink with its logical box, so nothing a glyph paints outside its advance is
/// cut, in points from the layout's origin.
func layoutInkBounds(_ layout: OpaquePointer) -> Rect {
  var ink = PangoRectangle()
  var logical = PangoRectangle()
  pango_layout_get_extents(layout, &ink, &logical)
  let unit = Double(ccairo_pango_scale())
  let minX = Swift.min(Double(ink.x), Double(logical.x)) / unit
  let minY = Swift.min(Double(ink.y), Double(logical.y)) / unit
  let maxX = Swift.max(Double(ink.x + ink.width), Double(logical.x + logical.width)) / unit
  let maxY = Swift.max(Double(ink.y + ink.height), Double(logical.y + logical.height)) / unit
  return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// Which mask of a text: the device scale it is made at, and where the text's origin lies
/// within a device pixel, in quarters.
struct TextMaskKey: Hashable {
  var scale: Double
  var phaseX: Int
  var phaseY: Int
}

/// An alpha mask of a text, in device pixels, painted in the text's colour.
final class TextMask {
  let surface: OpaquePointer
  /// The scale it was made at and where in its pixel the text's origin lies.
  let key: TextMaskKey
  /// Where the mask's top-left pixel lies from the pixel holding the text's origin.
  let left: Int
  let top: Int
  let byteCount: Int
  var lastUsed: Int

  init(surface: OpaquePointer, key: TextMaskKey, left: Int, top: Int, byteCount: Int, frame: Int) {
    self.surface = surface
    self.key = key
    self.left = left
    self.top = top
    self.byteCount = byteCount
    lastUsed = frame
  }

  deinit { cairo_surface_destroy(surface) }
}

/// What a text is painted from: its outline, taken from its layout the first time it is
/// painted, and a mask a device scale made from it, kept while painted. Belongs to one layout
/// (a view's or a line's); `reset` when the layout changes.
final class TextInk {
  /// nil: not taken yet; `.some(nil)`: the text has no outline (painted with glyphs).
  private var outlineTaken: TextOutline??
  var masks: [Double: TextMask] = [:]
  /// Where the text was last painted without a mask made for its place: painted there
  /// again, it is at rest, and its mask is made for the place.
  var lastPlace: TextMaskKey?

  var maskBytes: Int { masks.values.reduce(0) { $0 + $1.byteCount } }

  /// The layout's outline: one another renderer holds for the same `key`, else taken now
  /// the first time (`made` is called then).
  @MainActor
  func outline(of layout: OpaquePointer, key: OutlineKey, made: () -> Void) -> TextOutline? {
    if let taken = outlineTaken { return taken }
    if let shared = SharedOutlines.find(key) {
      outlineTaken = .some(shared)
      return shared
    }
    let outline = TextOutline.make(of: layout)
    outlineTaken = .some(outline)
    if let outline { SharedOutlines.note(outline, for: key) }
    made()
    return outline
  }

  /// Forgets the outline and masks: the layout's text or font changed.
  func reset() {
    outlineTaken = nil
    masks.removeAll()
    lastPlace = nil
  }
}

/// What a layout is laid out from, for finding its outline again: a view's text key or a
/// line's, with the font family's generation.
enum OutlineKey: Hashable {
  case view(TextKey, generation: Int)
  case line(LineKey, generation: Int)
}

/// The outlines every renderer holds now, by what they were laid out from. Compare mode's
/// devices, the window's canvas and the inspector's renderers show the same text, each with
/// a layout of its own; an outline is taken once for all of them, and goes when the last
/// layout holding it does (the table keeps none alive).
@MainActor
enum SharedOutlines {
  private final class Held {
    weak var outline: TextOutline?
    init(_ outline: TextOutline) { self.outline = outline }
  }

  private static var table: [OutlineKey: Held] = [:]
  /// Notes since the table was last swept of outlines gone.
  private static var notesSinceSweep = 0

  static func find(_ key: OutlineKey) -> TextOutline? { table[key]?.outline }

  static func note(_ outline: TextOutline, for key: OutlineKey) {
    table[key] = Held(outline)
    notesSinceSweep += 1
    if notesSinceSweep >= 256 {
      notesSinceSweep = 0
      table = table.filter { $0.value.outline != nil }
    }
  }
}
