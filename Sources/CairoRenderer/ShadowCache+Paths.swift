import CCairo
import TransitionKit

/// Blurred masks of shadows of any path (`shadowPath`, a shape layer's path, a background
/// with some corners rounded or continuous corners), made once and painted on every frame the
/// path, scale and blur stay the same.
///
/// The mask depends only on the path in the layer's own space, the device scale and the blur:
/// a layer that moves, turns or fades keeps its path, so a card pushed across the screen is
/// blurred once, where it was blurred on each frame before (a full-screen card's blur took
/// most of a frame). A layer whose bounds change makes a new path each frame, and a mask
/// each frame, as before. The masks are large (a full-screen card is a few hundred KB), so
/// they are kept within `pathMaskBudgetBytes`, the least recently painted dropped first, and
/// each goes once it has not been painted for `maxIdleFrames`.
extension ShadowCache {
  struct PathKey: Hashable {
    /// The path's elements: a value, which the layer's path can no longer change.
    let elements: [PathElement]
    let scale: Double
    let sigma: Double
  }

  /// A path's blurred mask, in device pixels, `pad` pixels beyond the path's bounding box.
  final class PathEntry {
    let surface: OpaquePointer
    let pad: Double
    let bytes: Int
    var lastUsed: Int

    init(surface: OpaquePointer, pad: Double, bytes: Int, frame: Int) {
      self.surface = surface
      self.pad = pad
      self.bytes = bytes
      lastUsed = frame
    }

    deinit { cairo_surface_destroy(surface) }
  }

  /// The most bytes the path masks may hold together.
  static let pathMaskBudgetBytes = 8 << 20

  /// The bytes the path masks hold.
  var pathBytes: Int { pathEntries.values.reduce(0) { $0 + $1.bytes } }

  /// The blurred mask of `path` at `scale` pixels a point with a Gaussian of `sigma` pixels,
  /// made now if it is not kept (nil when it would be too large to make).
  func pathMask(_ path: Path, scale: Double, sigma: Double, frame: Int) -> PathEntry? {
    let key = PathKey(elements: path.elements, scale: scale, sigma: sigma)
    if let entry = pathEntries[key] {
      entry.lastUsed = frame
      return entry
    }
    guard let entry = Self.makePathMask(path, scale: scale, sigma: sigma, frame: frame) else {
      return nil
    }
    while pathBytes + entry.bytes > Self.pathMaskBudgetBytes,
      let oldest = pathEntries.min(by: { $0.value.lastUsed < $1.value.lastUsed })
    {
      pathEntries[oldest.key] = nil
    }
    pathEntries[key] = entry
    blurCount += 1
    return entry
  }

  /// Drops the path masks not painted for `maxIdleFrames`.
  func prunePathMasks(frame: Int) {
    for (key, entry) in pathEntries where frame - entry.lastUsed > Self.maxIdleFrames {
      pathEntries[key] = nil
    }
  }

  /// Fills the path into an A8 mask at `scale` with room for the blur, and blurs it.
  private static func makePathMask(_ path: Path, scale: Double, sigma: Double, frame: Int)
    -> PathEntry?
  {
    let box = path.boundingBox
    let support = GaussianBlur.support(sigma: sigma)
    let pad = Double(support + 2)
    let width = Int((box.width * scale + 2 * pad).rounded(.up))
    let height = Int((box.height * scale + 2 * pad).rounded(.up))
    guard width > 0, height > 0, width * height < 16_000_000,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    let mcr = cairo_create(surface)!
    cairo_translate(mcr, pad, pad)
    cairo_scale(mcr, scale, scale)
    cairo_translate(mcr, -box.minX, -box.minY)
    CairoPath.add(mcr, path)
    cairo_fill(mcr)
    cairo_destroy(mcr)
    if sigma > 0.1 {
      blurInPlace(surface, width: width, height: height, sigma: sigma, unit: 1)
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return PathEntry(surface: surface, pad: pad, bytes: stride * height, frame: frame)
  }
}
