import CCairo
import TransitionKit

/// Blurred shadow masks, made once and painted on every later frame.
///
/// A shadow is the view's rounded rectangle, blurred with a Gaussian of sigma
/// `shadowRadius / 2` (as Core Animation's shadows look), coloured and offset. Blurring is far
/// too slow for every frame, so the blurred mask is cached as an A8 image in device pixels,
/// keyed by the shape's size, corner radius and sigma in device pixels (quarter-pixel steps),
/// which folds in the device scale.
///
/// **Nine-slice.** Away from the corners a blurred rounded rectangle does not change along an
/// edge: a column at least `r + support` pixels from both ends (r the corner radius, support
/// the reach of the blur) sees a straight shape within the blur's reach. So along an axis long
/// enough for such columns, the cache keeps a short canonical shape (2e + 4 pixels,
/// e = ⌈r⌉ + support) and stretches its two-pixel middle to the real length when painting;
/// its key then does not include that length, and a card that grows or a screen-sized sheet
/// costs one small blur. A shorter axis is cached at its real length (rounded to a pixel).
///
/// Painting is nine masks of one cached pattern, each clipped to its part of the target with
/// antialiasing off, so neighbouring parts share every pixel exactly once (no seams, even
/// when rotated); the shadow's outer edge is transparent, so no aliasing shows.
@MainActor
final class ShadowCache {
  struct Key: Hashable {
    /// Length of the rasterised shape along each axis, in pixels; 0 for a sliced axis.
    var width: Int
    var height: Int
    var cornerQuarterPixels: Int
    var sigmaQuarterPixels: Int
  }

  /// A blurred mask and how its pixels map onto a shape.
  final class Entry {
    let surface: OpaquePointer
    let pattern: OpaquePointer
    /// Blur margin around the shape, in pixels.
    let pad: Int
    /// Source cuts (0, b1, b2, W) along each axis, in pixels.
    let xCuts: SIMD4<Double>
    let yCuts: SIMD4<Double>
    var lastUsed: Int

    init(
      surface: OpaquePointer, pad: Int, xCuts: SIMD4<Double>, yCuts: SIMD4<Double>, frame: Int
    ) {
      self.surface = surface
      pattern = cairo_pattern_create_for_surface(surface)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      self.pad = pad
      self.xCuts = xCuts
      self.yCuts = yCuts
      lastUsed = frame
    }

    deinit {
      cairo_pattern_destroy(pattern)
      cairo_surface_destroy(surface)
    }
  }

  /// Entries kept however old they are; above this, entries unused for `maxIdleFrames` go.
  static let softLimit = 32
  static let maxIdleFrames = 60
  /// The largest blur sigma made, in device pixels; wider shadows are drawn with this one.
  static let maxSigmaPixels = 256.0

  private var entries: [Key: Entry] = [:]
  /// The masks of shadows of paths (`ShadowCache+Paths.swift`).
  var pathEntries: [PathKey: PathEntry] = [:]
  /// How many masks have been blurred (each one is a cache miss).
  var blurCount = 0
  /// The masks held: rounded rectangles' and paths'.
  var count: Int { entries.count + pathEntries.count }

  /// Paints the shadow of a rounded rectangle in the current user space.
  ///
  /// - Parameters:
  ///   - shape: the rectangle casting the shadow (bounds moved by the shadow offset), in
  ///     points.
  ///   - cornerRadius: in points.
  ///   - shadowRadius: Core Animation's radius, in points; the blur's sigma is half of it.
  ///   - color: the shadow colour with its final alpha (colour × opacity × view alpha).
  ///   - scale: device pixels per point, at which the mask is made.
  ///   - cover: a rounded rectangle (rect, corner radius) that will be painted opaquely over
  ///     the shadow; the middle part of the shadow is skipped when it lies wholly under it, so
  ///     a large card costs only the thin strips around its edges.
  func paint(
    in cr: OpaquePointer, shape: Rect, cornerRadius: Double, shadowRadius: Double,
    color: RGBA, scale: Double, cover: (rect: Rect, radius: Double)?, frame: Int
  ) {
    guard shape.width > 0, shape.height > 0, color.alpha > 0, scale > 0 else { return }
    let widthPixels = shape.width * scale
    let heightPixels = shape.height * scale
    let radius = Swift.min(Swift.max(cornerRadius, 0), shape.width / 2, shape.height / 2)
    let cornerQuarter = Int((radius * scale * 4).rounded())
    let sigmaPixels = Swift.min(Swift.max(shadowRadius, 0) / 2 * scale, Self.maxSigmaPixels)
    let sigmaQuarter = Int((sigmaPixels * 4).rounded())
    let support = GaussianBlur.support(sigma: Double(sigmaQuarter) / 4)
    let reach = (cornerQuarter + 3) / 4 + support
    let sliceWidth = widthPixels >= Double(2 * reach + 2)
    let sliceHeight = heightPixels >= Double(2 * reach + 2)
    let key = Key(
      width: sliceWidth ? 0 : Swift.max(1, Int(widthPixels.rounded())),
      height: sliceHeight ? 0 : Swift.max(1, Int(heightPixels.rounded())),
      cornerQuarterPixels: cornerQuarter, sigmaQuarterPixels: sigmaQuarter)
    let entry = entries[key] ?? makeEntry(key, reach: reach, support: support, frame: frame)
    entry.lastUsed = frame

    let pad = Double(entry.pad)
    func destinationCuts(_ cuts: SIMD4<Double>, length: Double) -> SIMD4<Double> {
      SIMD4(
        -pad / scale, (cuts[1] - pad) / scale, length - (cuts[3] - cuts[2] - pad) / scale,
        length + pad / scale)
    }
    let xDest = destinationCuts(entry.xCuts, length: shape.width)
    let yDest = destinationCuts(entry.yCuts, length: shape.height)
    cairo_save(cr)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    CairoDrawing.setColor(cr, color)
    var matrix = cairo_matrix_t()
    for j in 0..<3 where yDest[j + 1] > yDest[j] {
      let ky = (entry.yCuts[j + 1] - entry.yCuts[j]) / (yDest[j + 1] - yDest[j])
      for i in 0..<3 where xDest[i + 1] > xDest[i] {
        let kx = (entry.xCuts[i + 1] - entry.xCuts[i]) / (xDest[i + 1] - xDest[i])
        let x0 = shape.minX + xDest[i]
        let y0 = shape.minY + yDest[j]
        let patch = Rect(
          x: x0, y: y0, width: xDest[i + 1] - xDest[i], height: yDest[j + 1] - yDest[j])
        if i == 1, j == 1, let cover, Self.isHidden(patch, under: cover, margin: 1 / scale) {
          continue
        }
        cairo_matrix_init(
          &matrix, kx, 0, 0, ky, entry.xCuts[i] - x0 * kx, entry.yCuts[j] - y0 * ky)
        cairo_pattern_set_matrix(entry.pattern, &matrix)
        cairo_save(cr)
        cairo_rectangle(cr, patch.minX, patch.minY, patch.width, patch.height)
        cairo_clip(cr)
        cairo_mask(cr, entry.pattern)
        cairo_restore(cr)
      }
    }
    cairo_restore(cr)
  }

  /// Whether `patch` lies inside a rounded rectangle shrunk by `margin` (so pixels along
  /// the cover's antialiased edge still get their shadow). A rounded rectangle is convex, so
  /// it is enough that the four corners are inside.
  static func isHidden(_ patch: Rect, under cover: (rect: Rect, radius: Double), margin: Double)
    -> Bool
  {
    let inner = cover.rect.insetBy(dx: margin, dy: margin)
    guard inner.width > 0, inner.height > 0 else { return false }
    let r = Swift.max(Swift.min(cover.radius - margin, inner.width / 2, inner.height / 2), 0)
    func inside(_ x: Double, _ y: Double) -> Bool {
      guard x >= inner.minX, x <= inner.maxX, y >= inner.minY, y <= inner.maxY else { return false }
      let dx = Swift.max(inner.minX + r - x, x - (inner.maxX - r), 0)
      let dy = Swift.max(inner.minY + r - y, y - (inner.maxY - r), 0)
      return dx * dx + dy * dy <= r * r
    }
    return inside(patch.minX, patch.minY) && inside(patch.maxX, patch.minY)
      && inside(patch.minX, patch.maxY) && inside(patch.maxX, patch.maxY)
  }

  /// Drops the path masks not painted lately, and the other entries not used lately once
  /// there are more than `softLimit`.
  func prune(frame: Int) {
    prunePathMasks(frame: frame)
    guard entries.count > Self.softLimit else { return }
    let stale = entries.filter { frame - $0.value.lastUsed > Self.maxIdleFrames }.map(\.key)
    for key in stale { entries[key] = nil }
  }

  func removeAll() {
    entries.removeAll()
    pathEntries.removeAll()
  }

  /// Rasterises the shape with its margin, blurs it and stores the entry.
  private func makeEntry(_ key: Key, reach: Int, support: Int, frame: Int) -> Entry {
    let pad = support + 1
    let shapeWidth = key.width == 0 ? 2 * reach + 4 : key.width
    let shapeHeight = key.height == 0 ? 2 * reach + 4 : key.height
    let width = shapeWidth + 2 * pad
    let height = shapeHeight + 2 * pad
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    CairoDrawing.addRoundedRect(
      cr,
      Rect(x: Double(pad), y: Double(pad), width: Double(shapeWidth), height: Double(shapeHeight)),
      radius: Double(key.cornerQuarterPixels) / 4)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_fill(cr)
    cairo_destroy(cr)
    Self.blurInPlace(
      surface, width: width, height: height, sigma: Double(key.sigmaQuarterPixels) / 4)

    func cuts(sliced: Bool, length: Int) -> SIMD4<Double> {
      let cut = sliced ? pad + reach + 1 : pad
      return SIMD4(0, Double(cut), Double(length - cut), Double(length))
    }
    let entry = Entry(
      surface: surface, pad: pad, xCuts: cuts(sliced: key.width == 0, length: width),
      yCuts: cuts(sliced: key.height == 0, length: height), frame: frame)
    entries[key] = entry
    blurCount += 1
    return entry
  }

  /// Blurs the alpha of an A8 surface in place, in floats of the alpha divided by `unit`
  /// (255 for the rounded rectangles' masks, 1 for the paths', which were blurred so from
  /// the first: each keeps its pixels).
  static func blurInPlace(
    _ surface: OpaquePointer, width: Int, height: Int, sigma: Double, unit: Float = 255
  ) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var values = [Float](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { values[y * width + x] = Float(data[y * stride + x]) / unit }
    }
    GaussianBlur.blur(&values, width: width, height: height, sigma: sigma)
    for y in 0..<height {
      for x in 0..<width {
        data[y * stride + x] = UInt8(
          Swift.min(Swift.max(values[y * width + x] * unit, 0), 255).rounded())
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
