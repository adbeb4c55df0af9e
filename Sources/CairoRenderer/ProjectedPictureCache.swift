import CCairo
import TransitionKit

/// The flat pictures of layers drawn through a perspective, kept from frame to frame while
/// their content stays the same (see `FrozenContent`), and the scratch memory the resampling
/// works in.
///
/// A full-screen flip turns the same picture on every frame: drawing it again is most of a
/// frame's work, and so is having the system hand over and clear fresh pages for the resampling's
/// scratch images. An entry is found by the layer's identity and used only when the fingerprint,
/// the part of the plane drawn, the pixels per point and the appearance are all the same and
/// every view it was drawn from still exists; otherwise the picture is drawn again and replaces
/// it.
@MainActor
final class ProjectedPictureCache {
  final class Entry: LayerCacheEntry {
    weak var layer: Layer?
    let content: FrozenContent
    /// The views the picture was drawn from, held weakly: one gone means another may have
    /// taken its identity.
    let views: [WeakView]
    let extent: Rect
    let pixelsPerPoint: Double
    let appearance: Appearance
    let picture: Renderer.FlatPicture
    var lastUsedFrame: Int

    init(
      layer: Layer, content: FrozenContent, views: [WeakView], extent: Rect,
      pixelsPerPoint: Double, appearance: Appearance, picture: Renderer.FlatPicture,
      frame: Int
    ) {
      self.layer = layer
      self.content = content
      self.views = views
      self.extent = extent
      self.pixelsPerPoint = pixelsPerPoint
      self.appearance = appearance
      self.picture = picture
      lastUsedFrame = frame
    }

    deinit { cairo_surface_destroy(picture.surface) }
  }

  /// The most pictures kept (each up to a screen's worth of pixels).
  static let capacity = 4
  /// Frames an unused picture is kept.
  static let unusedFrames = 120

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Pictures drawn for the cache (each one a miss) and pictures used from it.
  private(set) var misses = 0
  private(set) var hits = 0
  var count: Int { entries.count }

  /// The picture kept for `layer`, if it was drawn from the same content in the same way; the
  /// caller gets a reference of its own.
  func picture(
    for layer: Layer, content: FrozenContent, extent: Rect, pixelsPerPoint: Double,
    appearance: Appearance, frame: Int
  ) -> Renderer.FlatPicture? {
    guard
      let entry = entry(
        for: layer, content: content, extent: extent, pixelsPerPoint: pixelsPerPoint,
        appearance: appearance)
    else { return nil }
    entry.lastUsedFrame = frame
    hits += 1
    var picture = entry.picture
    picture.surface = cairo_surface_reference(entry.picture.surface)
    return picture
  }

  /// Where the picture `picture(for:…)` would give is opaque (see
  /// `FlatPicture.opaqueBounds`), without counting it as used.
  func opaqueBounds(
    for layer: Layer, content: FrozenContent, extent: Rect, pixelsPerPoint: Double,
    appearance: Appearance
  ) -> Rect? {
    entry(
      for: layer, content: content, extent: extent, pixelsPerPoint: pixelsPerPoint,
      appearance: appearance)?.picture.opaqueBounds
  }

  private func entry(
    for layer: Layer, content: FrozenContent, extent: Rect, pixelsPerPoint: Double,
    appearance: Appearance
  ) -> Entry? {
    guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer,
      entry.appearance == appearance, entry.extent == extent,
      entry.pixelsPerPoint == pixelsPerPoint, entry.content == content,
      entry.views.allSatisfy(\.isAlive)
    else { return nil }
    return entry
  }

  /// Keeps `picture` (the cache takes a reference of its own) for `layer`.
  func store(
    _ picture: Renderer.FlatPicture, for layer: Layer, content: FrozenContent, extent: Rect,
    pixelsPerPoint: Double, appearance: Appearance, frame: Int
  ) {
    misses += 1
    let views = Self.views(of: layer)
    var kept = picture
    kept.surface = cairo_surface_reference(picture.surface)
    entries[ObjectIdentifier(layer)] = Entry(
      layer: layer, content: content, views: views, extent: extent,
      pixelsPerPoint: pixelsPerPoint, appearance: appearance, picture: kept, frame: frame)
    prune(frame: frame)
  }

  /// Drops pictures of layers that are gone or were not used for a while, and the oldest
  /// beyond `capacity`.
  func prune(frame: Int) {
    entries.prune(frame: frame, unusedFrames: Self.unusedFrames, capacity: Self.capacity)
  }

  func removeAll() {
    entries.removeAll()
    scratch.removeAll()
  }

  private static func views(of layer: Layer) -> [WeakView] {
    var result: [WeakView] = []
    func add(_ view: View) {
      result.append(WeakView(view: view))
      for subview in view.subviews { add(subview) }
    }
    if let view = layer.view { add(view) }
    return result
  }

  // MARK: Scratch memory

  /// A block of memory, freed with its owner.
  final class Block {
    let data: UnsafeMutableRawPointer
    let bytes: Int

    init?(bytes: Int) {
      guard let data = malloc(bytes) else { return nil }
      self.data = data
      self.bytes = bytes
    }

    deinit { free(data) }
  }

  /// Memory for the resampling's scratch images, kept between frames, by slot.
  private var scratch: [Int: Block] = [:]

  /// An image surface on the memory of `slot`, grown when too small; its pixels are not
  /// cleared. The surface must be destroyed before the slot is asked for again.
  func scratchSurface(slot: Int, width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0 else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0 else { return nil }
    let bytes = stride * height
    if (scratch[slot]?.bytes ?? 0) < bytes {
      scratch[slot] = nil
      scratch[slot] = Block(bytes: bytes)
    }
    guard let block = scratch[slot],
      let surface = cairo_image_surface_create_for_data(
        block.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(stride)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    return surface
  }
}
