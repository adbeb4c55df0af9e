import CCairo
import TransitionKit

/// Painting a backdrop kept from an earlier frame (see `BackdropCache`).
extension Renderer {
  /// Paints a kept backdrop within the context's clip: scaled up from its small image once
  /// into a picture at the device's pixels, then from that picture, pixel for pixel, for as
  /// long as the effect view stays where it is on the device. A user space that is turned
  /// or sheared paints the small image scaled up, as a backdrop drawn anew is.
  func paintKeptBackdrop(_ entry: BackdropCache.Entry, in cr: OpaquePointer, opacity: Double) {
    var here = cairo_matrix_t()
    cairo_get_matrix(cr, &here)
    let s = deviceScale
    let toPixels = [here.xx * s, here.yx * s, here.xy * s, here.yy * s, here.x0 * s, here.y0 * s]
    if here.xy == 0, here.yx == 0 {
      if entry.device?.toPixels != toPixels {
        entry.device = deviceImage(of: entry, toPixels: toPixels, in: cr)
      }
      if let device = entry.device {
        cairo_save(cr)
        let pattern = cairo_pattern_create_for_surface(device.surface)!
        // User space → the picture's pixels: exactly the device's, so nothing is resampled.
        var matrix = cairo_matrix_t(
          xx: toPixels[0], yx: 0, xy: 0, yy: toPixels[3],
          x0: toPixels[4] - Double(device.area.minX), y0: toPixels[5] - Double(device.area.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
        return
      }
    }
    paintScaledUp(
      entry.surface, region: entry.key.region, pixelsPerPoint: entry.key.pixelsPerPoint, in: cr,
      opacity: opacity)
  }

  /// Paints a small backdrop image of `region` (points) at `pixelsPerPoint` over the context's
  /// clip, scaled up with a bilinear filter, its edge extended.
  func paintScaledUp(
    _ surface: OpaquePointer, region: Rect, pixelsPerPoint: Double, in cr: OpaquePointer,
    opacity: Double
  ) {
    cairo_save(cr)
    cairo_translate(cr, region.minX, region.minY)
    cairo_scale(cr, 1 / pixelsPerPoint, 1 / pixelsPerPoint)
    let pattern = cairo_pattern_create_for_surface(surface)!
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, opacity)
    cairo_pattern_destroy(pattern)
    cairo_restore(cr)
  }

  /// The kept backdrop scaled up over the device pixels the context's clip touches, exactly as
  /// `paintScaledUp` samples it there; `nil` when it cannot be made.
  private func deviceImage(
    of entry: BackdropCache.Entry, toPixels: [Double], in cr: OpaquePointer
  ) -> BackdropCache.DeviceImage? {
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let xs = [x0 * toPixels[0] + toPixels[4], x1 * toPixels[0] + toPixels[4]]
    let ys = [y0 * toPixels[3] + toPixels[5], y1 * toPixels[3] + toPixels[5]]
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    let area = PixelArea(
      minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
      maxX: Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up)))
    guard area.width > 0, area.height > 0, area.width * area.height < 16_000_000,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let context = cairo_create(surface)!
    var matrix = cairo_matrix_t(
      xx: toPixels[0], yx: 0, xy: 0, yy: toPixels[3], x0: toPixels[4] - Double(area.minX),
      y0: toPixels[5] - Double(area.minY))
    cairo_set_matrix(context, &matrix)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    paintScaledUp(
      entry.surface, region: entry.key.region, pixelsPerPoint: entry.key.pixelsPerPoint,
      in: context, opacity: 1)
    cairo_destroy(context)
    return BackdropCache.DeviceImage(surface: surface, area: area, toPixels: toPixels)
  }
}
