import CCairo
import Resampling
import TransitionKit

/// How `drawMesh` resamples a picture into a target of device pixels (see
/// `Renderer+ProjectionMapping.swift`): one pass of the `Resampling` module's kernel. Both
/// surfaces are cairo image surfaces of premultiplied ARGB32.
extension Renderer {
  /// Fills the target's pixels within `outline` (target pixels, x and y in turn) or a pixel of
  /// it with the picture at the point `inverse` takes each pixel's centre to (picture pixels,
  /// their centres at halves); `rows` limits it to some of the target's rows (all of them when
  /// `nil`). Calls for rows that do not overlap may run at the same time.
  nonisolated static func resample(
    into target: OpaquePointer, outline: [Double], from picture: OpaquePointer,
    inverse g: PlaneProjection, rows: Range<Int>? = nil
  ) {
    guard let targetImage = resamplingImage(of: target),
      let source = resamplingImage(of: picture)
    else { return }
    let range = rows ?? 0..<Int(targetImage.height)
    let projection = ResamplingProjection(
      m11: g.m11, m12: g.m12, m13: g.m13, m21: g.m21, m22: g.m22, m23: g.m23, m31: g.m31,
      m32: g.m32, m33: g.m33)
    outline.withUnsafeBufferPointer { corners in
      resampling_fill(
        targetImage, source, projection, corners.baseAddress, Int32(outline.count / 2),
        Int32(clamping: range.lowerBound), Int32(clamping: range.upperBound),
        RESAMPLING_KERNEL_AUTOMATIC)
    }
  }

  /// A cairo image surface's pixels, as the kernel reads and writes them.
  nonisolated private static func resamplingImage(of surface: OpaquePointer) -> ResamplingImage? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return ResamplingImage(
      pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      width: cairo_image_surface_get_width(surface),
      height: cairo_image_surface_get_height(surface),
      stride: cairo_image_surface_get_stride(surface))
  }
}
