import CCairo

/// One pixel's colour, 0…255 per channel, not premultiplied.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A picture in memory, as cairo's image surfaces keep it: premultiplied ARGB32, one 32-bit
/// word per pixel in the machine's byte order (alpha in the top byte), rows `stride` bytes
/// apart. The renderer produces these, tests probe and compare them, and they load from and
/// save to PNG.
public struct RenderedImage: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next (at least `4 × width`).
  public let stride: Int
  /// `stride × height` bytes of premultiplied ARGB32 words.
  public internal(set) var bytes: [UInt8]

  /// A transparent image of `width` × `height` pixels (both clamped at 0).
  public init(width: Int, height: Int) {
    self.width = Swift.max(width, 0)
    self.height = Swift.max(height, 0)
    stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(self.width)))
    bytes = [UInt8](repeating: 0, count: stride * self.height)
  }

  /// A copy of the pixels of a cairo image surface in ARGB32 format.
  init(copying surface: OpaquePointer) {
    cairo_surface_flush(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    stride = Int(cairo_image_surface_get_stride(surface))
    let count = stride * height
    if let data = cairo_image_surface_get_data(surface), count > 0 {
      bytes = Array(UnsafeBufferPointer(start: data, count: count))
    } else {
      bytes = []
    }
  }

  /// The premultiplied ARGB32 word at a pixel; 0 (transparent) outside the image.
  public func word(x: Int, y: Int) -> UInt32 {
    guard x >= 0, y >= 0, x < width, y < height else { return 0 }
    return bytes.withUnsafeBytes {
      $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }
  }

  /// The colour at a pixel, not premultiplied; transparent black outside the image.
  ///
  /// Premultiplied channels are divided by alpha and rounded, so a translucent pixel reads
  /// back within one step of the colour that was drawn.
  public func pixel(x: Int, y: Int) -> RGBA8 {
    let value = word(x: x, y: y)
    let alpha = UInt32(value >> 24)
    guard alpha > 0 else { return RGBA8(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ shift: UInt32) -> UInt8 {
      let premultiplied = (value >> shift) & 0xFF
      return UInt8(Swift.min(255, (premultiplied * 255 + alpha / 2) / alpha))
    }
    return RGBA8(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha))
  }

  /// Runs `body` with a cairo image surface over a copy of the pixels; the surface is
  /// destroyed afterwards.
  func withSurface<T>(_ body: (OpaquePointer) throws(RenderError) -> T) throws(RenderError) -> T {
    var copy = bytes
    return try copy.withUnsafeMutableBufferPointer { buffer throws(RenderError) -> T in
      guard let base = buffer.baseAddress,
        let surface = cairo_image_surface_create_for_data(
          base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
      else { throw RenderError.cairo("cannot wrap the image's pixels") }
      defer { cairo_surface_destroy(surface) }
      try checkStatus(cairo_surface_status(surface))
      return try body(surface)
    }
  }
}

/// Throws when a cairo status is an error.
func checkStatus(_ status: cairo_status_t) throws(RenderError) {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
}
