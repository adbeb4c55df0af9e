import CCairo
import Foundation
import TransitionKit

/// Mapping a flat picture onto the screen through a projection.
///
/// cairo's matrices are affine, and neither way of getting a projection out of cairo or pixman
/// is fast enough for a full-screen flip: pixman's projective transform takes its general
/// per-pixel path (50–190 ms for a 1920 × 1080 picture on the machine the bench runs on), and
/// a mesh of affine pieces within a quarter of a device pixel needs thousands of pieces for a
/// strongly turned plane, each drawn on pixman's general path too (anything but a scale is).
/// So the picture is resampled here, exactly, in one pass over the device pixels the layer
/// covers (the `Resampling` module, built optimised): each row clipped to the outline, the
/// projection's numerator and denominator linear along it, every pixel getting the picture at
/// the point the projection takes it to, interpolated between its four nearest pixels, and
/// written straight into the target, whatever way the plane is turned.
///
/// The result, aligned with the device's pixels, is painted through the layer's exactly
/// projected outline, antialiased. There are no pieces, so no seams.
extension Renderer {
  /// Where a layer's outline lands on the device's pixels, worked out before anything is
  /// drawn.
  struct MeshGeometry {
    /// User space → device pixels.
    var toPixels: PlaneProjection
    /// Layer points → device pixels.
    var layerToPixels: PlaneProjection
    /// The outline in device pixels and in user space.
    var outlinePixels: [Point]
    var outlineUser: [Point]
    /// The device pixels resampled.
    var area: PixelArea
  }

  /// The geometry of drawing `polygon` (layer points) through `h` into `cr`, or `nil` when
  /// nothing shows.
  func meshGeometry(polygon: [Point], through h: PlaneProjection, in cr: OpaquePointer)
    -> MeshGeometry?
  {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let toPixels = PlaneProjection(
      AffineTransform(
        a: ctm.xx * deviceScale, b: ctm.yx * deviceScale, c: ctm.xy * deviceScale,
        d: ctm.yy * deviceScale, tx: ctm.x0 * deviceScale, ty: ctm.y0 * deviceScale))
    let layerToPixels = h.concatenating(toPixels)
    let outlinePixels = polygon.compactMap { layerToPixels.apply($0) }
    let outlineUser = polygon.compactMap { h.apply($0) }
    guard outlinePixels.count == polygon.count, outlinePixels.count >= 3,
      outlineUser.count == polygon.count,
      let area = visiblePixels(of: outlinePixels, in: cr, toPixels: toPixels)
    else { return nil }
    return MeshGeometry(
      toPixels: toPixels, layerToPixels: layerToPixels, outlinePixels: outlinePixels,
      outlineUser: outlineUser, area: area)
  }

  /// Paints the layer's picture onto the context through `h` (layer points → user space),
  /// within the layer's outline `polygon` (layer points); `picture` draws the picture.
  func drawMesh(
    polygon: [Point], through h: PlaneProjection, in cr: OpaquePointer, opacity: Double,
    picture: () -> FlatPicture?
  ) {
    guard let geometry = meshGeometry(polygon: polygon, through: h, in: cr) else { return }
    let (toPixels, layerToPixels, area) = (geometry.toPixels, geometry.layerToPixels, geometry.area)
    let (outlinePixels, outlineUser) = (geometry.outlinePixels, geometry.outlineUser)
    guard let flat = picture() else { return }
    defer { cairo_surface_destroy(flat.surface) }
    guard
      let inverse = PlaneProjection(flat.toLayer).concatenating(layerToPixels).inverted(),
      let target = projectedPictures.scratchSurface(
        slot: 0, width: area.width, height: area.height)
    else { return }
    defer { cairo_surface_destroy(target) }
    cairo_surface_flush(flat.surface)
    // The outline in the target's pixels, x and y in turn.
    let outline = outlinePixels.flatMap {
      [$0.x - Double(area.minX), $0.y - Double(area.minY)]
    }
    // Target pixels → picture pixels.
    let fromTarget = PlaneProjection(
      AffineTransform(translationX: Double(area.minX), y: Double(area.minY))
    ).concatenating(inverse)
    let shared = (
      target: ParallelRuns.Shared(pointer: target),
      flat: ParallelRuns.Shared(pointer: flat.surface)
    )
    ParallelRuns.run(area.height, pixelsPerUnit: area.width) { rows in
      Self.resample(
        into: shared.target.pointer, outline: outline, from: shared.flat.pointer,
        inverse: fromTarget, rows: rows)
    }
    cairo_surface_mark_dirty(target)

    cairo_save(cr)
    let pattern = cairo_pattern_create_for_surface(target)!
    // User space → the target's pixels: exactly the device's pixels, so nothing is resampled.
    var matrix = cairo_matrix_t(
      xx: toPixels.m11, yx: toPixels.m12, xy: toPixels.m21, yy: toPixels.m22,
      x0: toPixels.m31 - Double(area.minX), y0: toPixels.m32 - Double(area.minY))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
    paintThrough(
      outline: outlineUser, outlinePixels: outlinePixels, toPixels: toPixels, in: cr,
      opacity: opacity,
      opaqueInside: flat.opaqueBounds.flatMap {
        Self.opaqueInside(of: $0, through: h, geometry: geometry)
      })
    cairo_restore(cr)
  }

  /// The whole device pixels that the copied inside of a layer's outline (see
  /// `copiedInside`) fills from the opaque part `opaque` (layer points) of its picture: each
  /// lies wholly within `opaque`'s projection, so the picture is sampled there from opaque
  /// pixels alone; `nil` for none.
  static func opaqueInside(of opaque: Rect, through h: PlaneProjection, geometry: MeshGeometry)
    -> PixelArea?
  {
    let polygon = clip(corners(of: opaque), to: h, minimumWeight: nearPlaneWeight)
    let pixels = polygon.compactMap { geometry.layerToPixels.apply($0) }
    guard polygon.count >= 3, pixels.count == polygon.count,
      let inner = innerRectangle(of: pixels),
      let copied = copiedInside(
        outlinePixels: geometry.outlinePixels, toPixels: geometry.toPixels)
    else { return nil }
    let area = geometry.area
    let result = PixelArea(
      minX: Swift.max(inner.minX, copied.minX, area.minX),
      minY: Swift.max(inner.minY, copied.minY, area.minY),
      maxX: Swift.min(inner.maxX, copied.maxX, area.maxX),
      maxY: Swift.min(inner.maxY, copied.maxY, area.maxY))
    return result.width > 0 && result.height > 0 ? result : nil
  }

  /// A rectangle of whole device pixels.
  struct PixelArea {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int
    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
  }

  /// The whole device pixels the outline covers within the context's clip, with a pixel more
  /// each way for the antialiased edge, or `nil` when nothing shows.
  private func visiblePixels(of outline: [Point], in cr: OpaquePointer, toPixels: PlaneProjection)
    -> PixelArea?
  {
    var box = Path.bounds(of: outline)
    var x0 = 0.0
    var y0 = 0.0
    var x1 = 0.0
    var y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let clip = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
      .compactMap { toPixels.apply($0) }
    if clip.count == 4 {
      guard let visible = box.intersection(Path.bounds(of: clip)) else { return nil }
      box = visible
    }
    guard box.isFinite, box.width > 0, box.height > 0 else { return nil }
    let area = PixelArea(
      minX: Int(box.minX.rounded(.down)) - 1, minY: Int(box.minY.rounded(.down)) - 1,
      maxX: Int(box.maxX.rounded(.up)) + 1, maxY: Int(box.maxY.rounded(.up)) + 1)
    return area.width * area.height < 64_000_000 ? area : nil
  }
}
