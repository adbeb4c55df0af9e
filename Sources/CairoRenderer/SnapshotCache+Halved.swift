import CCairo
import Foundation

/// Halved copies of a snapshot's picture, for backdrops.
///
/// A blur draws what is behind it small, at up to an eighth of the device's pixels (see
/// `Renderer+Backdrop.swift`). A full-screen snapshot painted that small with cairo's default
/// filter costs more than the rest of the blur together: pixman's separable convolution reads
/// 64 pixels for each one it writes at an eighth. A picture halved, then halved again (each
/// pixel the mean of the 2 × 2 it covers, as in a mipmap), is made once and kept with the
/// snapshot; a backdrop paints from the copy that has between one and two of its pixels for
/// each device pixel, with a bilinear filter. That is also closer to the exact blur than
/// cairo's filter was: over a snapshot, a 12-point blur at scale 1 came within 26 steps of 255
/// of the exact one through cairo's filter, and within 20 from the copy
/// (`BlurAccuracyTests`). Only backdrops take it: a snapshot seen directly at a small size is
/// painted from its own pixels as before.
extension SnapshotCache {
  /// The halved copy to paint `entry` from in `cr`, whose user space is the snapshot's points:
  /// the smallest with at least one of its pixels per device pixel along each axis, made now
  /// if it was not yet; `nil` when the picture itself has fewer than two.
  func halvedCopy(of entry: Entry, for cr: OpaquePointer) -> OpaquePointer? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var surfaceX = 1.0
    var surfaceY = 1.0
    cairo_surface_get_device_scale(cairo_get_target(cr), &surfaceX, &surfaceY)
    // Device pixels per snapshot point, along the snapshot's x and its y.
    let alongX = (m.xx * m.xx + m.yx * m.yx).squareRoot() * surfaceX
    let alongY = (m.xy * m.xy + m.yy * m.yy).squareRoot() * surfaceY
    let devicePerPicturePixel = max(alongX, alongY) / entry.rasterScale
    // A hair of slack, so that a reduction of exactly a half or a quarter, reached through a
    // few matrices, finds its copy.
    let halvings = log2(1 / devicePerPicturePixel) + 1e-9
    guard devicePerPicturePixel > 0, halvings >= 1 else { return nil }
    let level = Int(halvings.rounded(.down))
    while entry.halved.count < level {
      let last = entry.halved.last ?? entry.surface
      guard cairo_image_surface_get_width(last) > 1, cairo_image_surface_get_height(last) > 1,
        let copy = Self.halve(last)
      else { break }
      cairo_surface_set_device_scale(
        copy, entry.rasterScale / Double(1 << (entry.halved.count + 1)),
        entry.rasterScale / Double(1 << (entry.halved.count + 1)))
      entry.halved.append(copy)
    }
    return entry.halved.isEmpty ? nil : entry.halved[min(level, entry.halved.count) - 1]
  }

  /// A copy of an ARGB32 image at half its width and height (rounded up), each pixel the
  /// mean of the 2 × 2 pixels it covers (an odd last row or column counts twice); the caller
  /// destroys it.
  static func halve(_ surface: OpaquePointer) -> OpaquePointer? {
    cairo_surface_flush(surface)
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let halfWidth = (width + 1) / 2
    let halfHeight = (height + 1) / 2
    guard let data = cairo_image_surface_get_data(surface),
      let half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, halfWidth, halfHeight)
    else { return nil }
    guard cairo_surface_status(half) == CAIRO_STATUS_SUCCESS,
      let halfData = cairo_image_surface_get_data(half),
      let source = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, width, height,
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(surface)),
      let destination = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, halfWidth, halfHeight,
        UnsafeMutableRawPointer(halfData).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(half))
    else {
      cairo_surface_destroy(half)
      return nil
    }
    // The centre of the copy's pixel i (i + ½) is taken from the picture at 2i + 1, the corner
    // its four pixels share, where the bilinear filter weighs them equally.
    let two: pixman_fixed_t = 2 << 16
    let one: pixman_fixed_t = 1 << 16
    var transform = pixman_transform_t(matrix: ((two, 0, 0), (0, two, 0), (0, 0, one)))
    pixman_image_set_transform(source, &transform)
    pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
    pixman_image_composite32(
      PIXMAN_OP_SRC, source, nil, destination, 0, 0, 0, 0, 0, 0, halfWidth, halfHeight)
    pixman_image_unref(source)
    pixman_image_unref(destination)
    cairo_surface_mark_dirty(half)
    return half
  }
}
