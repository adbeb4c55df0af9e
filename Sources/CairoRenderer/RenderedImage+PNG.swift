import CCairo
import Foundation

extension RenderedImage {
  /// Reads a PNG file. Images without alpha read as opaque; other formats are converted to
  /// premultiplied ARGB32.
  ///
  /// - Throws: `RenderError.cannotRead` when the file is missing or not a PNG image.
  public init(contentsOfPNG path: String) throws(RenderError) {
    try Self.checkSignature(path)
    guard let loaded = cairo_image_surface_create_from_png(path) else {
      throw RenderError.cannotRead(path: path, reason: "out of memory")
    }
    defer { cairo_surface_destroy(loaded) }
    switch cairo_surface_status(loaded) {
    case CAIRO_STATUS_SUCCESS: break
    case CAIRO_STATUS_FILE_NOT_FOUND:
      throw RenderError.cannotRead(path: path, reason: "no such file")
    case CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_NO_MEMORY:
      throw RenderError.cannotRead(path: path, reason: "a damaged PNG image")
    case let status:
      throw RenderError.cannotRead(
        path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    let width = cairo_image_surface_get_width(loaded)
    let height = cairo_image_surface_get_height(loaded)
    guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      throw RenderError.cannotRead(path: path, reason: "out of memory")
    }
    defer { cairo_surface_destroy(converted) }
    let cr = cairo_create(converted)
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    self.init(copying: converted)
  }

  /// The eight bytes every PNG file starts with.
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Throws unless the file exists, can be read and starts like a PNG image.
  private static func checkSignature(_ path: String) throws(RenderError) {
    guard let file = fopen(path, "rb") else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw RenderError.cannotRead(path: path, reason: reason)
    }
    defer { fclose(file) }
    var header = [UInt8](repeating: 0, count: signature.count)
    let count = fread(&header, 1, header.count, file)
    guard count == signature.count, header == signature else {
      throw RenderError.cannotRead(path: path, reason: "not a PNG image")
    }
  }

  /// The image encoded as PNG (8 bits per channel with alpha).
  public func pngData() throws(RenderError) -> [UInt8] {
    try withSurface { surface throws(RenderError) -> [UInt8] in
      let sink = PNGSink()
      let context = Unmanaged.passUnretained(sink).toOpaque()
      let status = cairo_surface_write_to_png_stream(
        surface,
        { context, data, length in
          guard let context, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<PNGSink>.fromOpaque(context).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, context)
      try checkStatus(status)
      return withExtendedLifetime(sink) { sink.bytes }
    }
  }

  /// Writes the image as a PNG file, atomically: a reader sees the old file or the whole new
  /// one, never a part, and nothing is left at `path` when writing fails.
  ///
  /// - Throws: `RenderError.cannotWrite` naming the path and the reason.
  public func writePNG(to path: String) throws(RenderError) {
    try AtomicFile.write(pngData(), to: path)
  }
}

/// Collects the bytes cairo's PNG encoder hands out.
private final class PNGSink {
  var bytes: [UInt8] = []
}
