import CCairo
import TransitionKit

/// The pictures of snapshot views, each drawn once and painted on every later frame.
///
/// A `SnapshotView`'s content is frozen, so its picture never changes: it is rendered into an
/// image surface at the renderer's device scale the first time the view is drawn, then each
/// frame paints that image (one blit, scaled only when the snapshot view's bounds differ from
/// the size it was taken at). Entries are keyed by the view's identity and hold the view
/// weakly; an entry whose view is gone is dropped, and so is one made for another appearance
/// or scale, which is rendered again.
@MainActor
final class SnapshotCache {
  final class Entry {
    weak var view: SnapshotView?
    let surface: OpaquePointer
    let pattern: OpaquePointer
    /// The content's size when rendered, in points.
    let size: Size
    let appearance: Appearance
    let scale: Double
    /// The picture's pixels per point.
    let rasterScale: Double
    /// The picture halved, then halved again, and so on (see `SnapshotCache+Halved.swift`),
    /// as far as a backdrop has needed; the first is half the picture's size.
    var halved: [OpaquePointer] = []

    init(
      view: SnapshotView, surface: OpaquePointer, size: Size, appearance: Appearance, scale: Double,
      rasterScale: Double
    ) {
      self.view = view
      self.surface = surface
      pattern = cairo_pattern_create_for_surface(surface)
      self.size = size
      self.appearance = appearance
      self.scale = scale
      self.rasterScale = rasterScale
    }

    deinit {
      for copy in halved { cairo_surface_destroy(copy) }
      cairo_pattern_destroy(pattern)
      cairo_surface_destroy(surface)
    }
  }

  /// The longest side, in pixels, a snapshot image is made with; larger ones are made at a
  /// lower scale.
  static let maxPixels = 16384.0

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// How many snapshot images have been rendered (each one is a cache miss).
  private(set) var renderCount = 0
  /// How many times a snapshot was painted from a halved copy of its picture.
  private(set) var halvedPaints = 0
  var count: Int { entries.count }

  /// Paints a snapshot view's picture over its bounds, rendering it first if needed.
  ///
  /// - Parameters:
  ///   - halvedCopies: whether a picture drawn at half its size or less may be painted from a
  ///     halved copy of it, as a backdrop about to be blurred is (see
  ///     `SnapshotCache+Halved.swift`); elsewhere the picture itself is painted.
  ///   - render: draws a view subtree into a context whose user space is in points.
  func paint(
    _ view: SnapshotView, in cr: OpaquePointer, bounds: Rect, opacity: Double,
    appearance: Appearance, scale: Double, halvedCopies: Bool = false,
    render: (View, OpaquePointer) -> Void
  ) {
    guard let entry = entry(for: view, appearance: appearance, scale: scale, render: render),
      entry.size.width > 0, entry.size.height > 0
    else { return }
    cairo_save(cr)
    cairo_translate(cr, bounds.minX, bounds.minY)
    cairo_scale(cr, bounds.width / entry.size.width, bounds.height / entry.size.height)
    var halvedPattern: OpaquePointer?
    if halvedCopies, let copy = halvedCopy(of: entry, for: cr) {
      halvedPattern = cairo_pattern_create_for_surface(copy)
      cairo_pattern_set_filter(halvedPattern, CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(halvedPattern, CAIRO_EXTEND_PAD)
      halvedPaints += 1
    }
    cairo_set_source(cr, halvedPattern ?? entry.pattern)
    if let halvedPattern { cairo_pattern_destroy(halvedPattern) }
    cairo_rectangle(cr, 0, 0, entry.size.width, entry.size.height)
    if opacity < 1 {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, opacity)
    } else {
      cairo_fill(cr)
    }
    cairo_restore(cr)
  }

  /// Drops the entries of snapshot views that are gone.
  func prune() {
    var gone: [ObjectIdentifier] = []
    for (id, entry) in entries where entry.view == nil { gone.append(id) }
    for id in gone { entries[id] = nil }
  }

  func removeAll() { entries.removeAll() }

  /// A snapshot's picture (rendered if needed): its surface and its content's size in points.
  func picture(
    of view: SnapshotView, appearance: Appearance, scale: Double,
    render: (View, OpaquePointer) -> Void
  ) -> (surface: OpaquePointer, size: Size)? {
    guard let entry = entry(for: view, appearance: appearance, scale: scale, render: render)
    else { return nil }
    return (entry.surface, entry.size)
  }

  private func entry(
    for view: SnapshotView, appearance: Appearance, scale: Double,
    render: (View, OpaquePointer) -> Void
  ) -> Entry? {
    let id = ObjectIdentifier(view)
    if let entry = entries[id], entry.view === view, entry.appearance == appearance,
      entry.scale == scale
    {
      return entry
    }
    entries[id] = nil
    let content = view.content
    let size = content.presentation.bounds.size
    guard size.width > 0, size.height > 0, size.isFinite else { return nil }
    let rasterScale = Swift.min(scale, Self.maxPixels / Swift.max(size.width, size.height))
    let pixelWidth = Int32((size.width * rasterScale).rounded(.up))
    let pixelHeight = Int32((size.height * rasterScale).rounded(.up))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight)
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_set_device_scale(surface, rasterScale, rasterScale)
    let cr = cairo_create(surface)!
    let origin = content.presentation.bounds.origin
    cairo_translate(cr, -origin.x, -origin.y)
    render(content, cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let entry = Entry(
      view: view, surface: surface, size: size, appearance: appearance, scale: scale,
      rasterScale: rasterScale)
    entries[id] = entry
    renderCount += 1
    return entry
  }
}
