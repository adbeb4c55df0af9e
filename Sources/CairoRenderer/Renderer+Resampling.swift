import CCairo
import TransitionKit

/// The three ways `drawMesh` resamples a picture into a target of device pixels (see
/// `Renderer+ProjectionMapping.swift`). Both surfaces are cairo image surfaces of premultiplied
/// ARGB32; `inverse` maps the target's pixels to the picture's (pixel centres at halves).
extension Renderer {
  /// Each target row from one picture row, scaled: for a projection under which the picture's y
  /// follows the target's y alone. One pixman call a row, on its fast bilinear scaling path;
  /// `rows` limits it to some of the target's rows (all of them when `nil`).
  nonisolated static func resampleRows(
    into target: OpaquePointer, outline: [Point], from picture: OpaquePointer,
    inverse g: PlaneProjection, rows: Range<Int>? = nil
  ) {
    guard let destination = pixmanImage(of: target), let source = pixmanImage(of: picture) else {
      return
    }
    defer {
      pixman_image_unref(destination)
      pixman_image_unref(source)
    }
    pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let corners = outline.map { (x: $0.x, y: $0.y) }
    let range = (rows ?? 0..<height).clamped(to: 0..<height)
    // The projection's entries, read once: every row below is plain arithmetic on them.
    let (m11, m12, m13) = (g.m11, g.m12, g.m13)
    let (m21, m22, m23) = (g.m21, g.m22, g.m23)
    let (m31, m32, m33) = (g.m31, g.m32, g.m33)
    var transform = pixman_transform_t(
      matrix: ((0, 0, 0), (0, fixed(1), 0), (0, 0, fixed(1))))
    for row in range {
      let y = Double(row) + 0.5
      guard let (first, last) = ProjectiveSampler.span(ofRow: y, in: corners, width: width)
      else { continue }
      // Where the span's two ends go in the picture: the row's scale and offset.
      let u0 = Double(first) + 0.5
      let u1 = Double(last) + 1.5
      let w0 = u0 * m13 + y * m23 + m33
      let w1 = u1 * m13 + y * m23 + m33
      // Behind the viewer: nothing to take (as `PlaneProjection.apply` says).
      guard w0 > 0, w1 > 0 else { continue }
      let x0 = (u0 * m11 + y * m21 + m31) / w0
      let x1 = (u1 * m11 + y * m21 + m31) / w1
      let y0 = (u0 * m12 + y * m22 + m32) / w0
      let y1 = (u1 * m12 + y * m22 + m32) / w1
      let scale = (x1 - x0) / (u1 - u0)
      transform.matrix.0.0 = fixed(scale)
      transform.matrix.0.2 = fixed(x0 - scale * u0)
      transform.matrix.1.2 = fixed((y0 + y1) / 2 - y)
      pixman_image_set_transform(source, &transform)
      pixman_image_composite32(
        PIXMAN_OP_SRC, source, nil, destination, Int32(first), Int32(row), 0, 0, Int32(first),
        Int32(row), Int32(last - first + 1), 1)
    }
  }

  /// Turns a picture resampled a quarter turn round back: `target`'s pixel (x, y) is `work`'s
  /// (y, width − 1 − x). pixman's fast quarter turn; `columns` limits it to some of the
  /// target's columns (all of them when `nil`).
  nonisolated static func turnBack(
    _ work: OpaquePointer, into target: OpaquePointer, columns: Range<Int>? = nil
  ) {
    guard let destination = pixmanImage(of: target), let source = pixmanImage(of: work) else {
      return
    }
    defer {
      pixman_image_unref(destination)
      pixman_image_unref(source)
    }
    let width = cairo_image_surface_get_width(target)
    let height = cairo_image_surface_get_height(target)
    var transform = pixman_transform_t(
      matrix: (
        (0, fixed(1), 0),
        (fixed(-1), 0, fixed(Double(width))),
        (0, 0, fixed(1))
      ))
    pixman_image_set_transform(source, &transform)
    pixman_image_set_filter(source, PIXMAN_FILTER_NEAREST, nil, 0)
    let range = (columns ?? 0..<Int(width)).clamped(to: 0..<Int(width))
    guard !range.isEmpty else { return }
    let x = Int32(range.lowerBound)
    pixman_image_composite32(
      PIXMAN_OP_SRC, source, nil, destination, x, 0, 0, 0, x, 0, Int32(range.count), height)
  }

  /// Every pixel on its own (`ProjectiveSampler`), for any projection.
  static func sampleEveryPixel(
    into target: OpaquePointer, outline: [Point], from picture: OpaquePointer,
    inverse g: PlaneProjection
  ) {
    guard let targetPixels = pixels(of: target), let source = pixels(of: picture) else { return }
    ProjectiveSampler.fill(
      targetPixels, outline: outline.map { (x: $0.x, y: $0.y) }, from: source,
      inverse: (g.m11, g.m12, g.m13, g.m21, g.m22, g.m23, g.m31, g.m32, g.m33))
  }

  private static func pixels(of surface: OpaquePointer) -> ProjectiveSampler.Pixels? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return ProjectiveSampler.Pixels(
      data: data, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)),
      stride: Int(cairo_image_surface_get_stride(surface)))
  }

  /// A pixman image on a cairo image surface's pixels.
  nonisolated private static func pixmanImage(of surface: OpaquePointer) -> OpaquePointer? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return pixman_image_create_bits(
      PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
      cairo_image_surface_get_height(surface),
      UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(surface))
  }

  /// pixman's 16.16 fixed point.
  nonisolated private static func fixed(_ value: Double) -> pixman_fixed_t {
    // Clamped by comparisons rather than `init(clamping:)`, which is generic: this runs for
    // every row of a resampling.
    let scaled = (value * 65536).rounded()
    if !(scaled > -2_147_483_648) { return pixman_fixed_t.min }
    if scaled >= 2_147_483_647 { return pixman_fixed_t.max }
    return pixman_fixed_t(scaled)
  }
}
