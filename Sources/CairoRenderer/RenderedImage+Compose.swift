import CCairo
import TransitionKit

extension RenderedImage {
  /// An image of `width` × `height` pixels filled with one opaque or translucent colour.
  public init(width: Int, height: Int, filledWith color: RGBA8) {
    self.init(width: width, height: height)
    let alpha = UInt32(color.alpha)
    func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
    let word =
      alpha << 24 | premultiplied(color.red) << 16 | premultiplied(color.green) << 8
      | premultiplied(color.blue)
    let stride = self.stride
    let width = self.width
    bytes.withUnsafeMutableBytes { buffer in
      for y in 0..<self.height {
        for x in 0..<width {
          buffer.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
        }
      }
    }
  }

  /// Copies `image` into this one with its top-left pixel at (`x`, `y`), replacing the pixels
  /// under it; the parts that fall outside this image are left out.
  ///
  /// - Complexity: O(pixels of `image`).
  public mutating func place(_ image: RenderedImage, x: Int, y: Int) {
    let columns = Swift.max(0, Swift.min(image.width, width - x) - Swift.max(0, -x))
    guard columns > 0 else { return }
    let firstColumn = Swift.max(0, -x)
    let stride = self.stride
    let height = self.height
    bytes.withUnsafeMutableBytes { target in
      image.bytes.withUnsafeBytes { source in
        for row in 0..<image.height {
          let targetRow = y + row
          guard targetRow >= 0, targetRow < height else { continue }
          let from = row * image.stride + firstColumn * 4
          let to = targetRow * stride + (x + firstColumn) * 4
          (target.baseAddress! + to).copyMemory(
            from: source.baseAddress! + from, byteCount: columns * 4)
        }
      }
    }
  }
}

extension Renderer {
  /// Draws `root` over a copy of `image` and returns the result: the image's pixels are the
  /// backdrop, and the tree is placed in points at this renderer's scale, as `renderImage`
  /// places it. Used to lay labels over pictures put together with `place(_:x:y:)`.
  public func render(_ root: View, over image: RenderedImage) throws(RenderError)
    -> RenderedImage
  {
    var copy = image.bytes
    return try copy.withUnsafeMutableBufferPointer { buffer throws(RenderError) -> RenderedImage in
      guard let base = buffer.baseAddress,
        let surface = cairo_image_surface_create_for_data(
          base, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.stride))
      else { throw RenderError.cairo("cannot wrap the image's pixels") }
      defer { cairo_surface_destroy(surface) }
      try checkStatus(cairo_surface_status(surface))
      cairo_surface_set_device_scale(surface, deviceScale, deviceScale)
      let cr = cairo_create(surface)!
      defer { cairo_destroy(cr) }
      draw(root, in: cr)
      try checkStatus(cairo_status(cr))
      return RenderedImage(copying: surface)
    }
  }
}
