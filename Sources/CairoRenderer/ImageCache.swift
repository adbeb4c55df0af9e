import CCairo
import Foundation
import TransitionKit

/// The pixels of images: encoded files and data decoded once (PNG by cairo's loader, JPEG by
/// gdk-pixbuf), and recorded drawings played once at the renderer's device scale.
///
/// Files are keyed by their path, so every `Image` made from one file shares its pixels; data
/// and drawings are keyed by the image object, held weakly, and dropped once it is gone. An
/// image that cannot be decoded is remembered as such and draws nothing.
@MainActor
final class ImageCache {
  /// One decoded picture: an image surface whose pixels are the image's, and a pattern on it.
  final class Entry {
    let surface: OpaquePointer
    let pattern: OpaquePointer
    /// The surface's size in pixels.
    let pixelWidth: Double
    let pixelHeight: Double

    init(surface: OpaquePointer) {
      self.surface = surface
      pattern = cairo_pattern_create_for_surface(surface)
      pixelWidth = Double(cairo_image_surface_get_width(surface))
      pixelHeight = Double(cairo_image_surface_get_height(surface))
    }

    deinit {
      cairo_pattern_destroy(pattern)
      cairo_surface_destroy(surface)
    }
  }

  private struct Owned {
    weak var image: Image?
    /// The entry, or `nil` when the image could not be decoded.
    let entry: Entry?
    /// For a drawing: the device scale it was played at.
    let scale: Double
  }

  private var files: [String: Entry?] = [:]
  private var owned: [ObjectIdentifier: Owned] = [:]
  /// How many pictures have been decoded or played (each one is a cache miss).
  private(set) var decodeCount = 0
  var count: Int { files.count + owned.count }

  /// The decoded pixels of an encoded image, or the played drawing at `scale`; `nil` for a
  /// system symbol (drawn as vectors) or what cannot be decoded.
  ///
  /// - Parameter play: draws a recording into a context whose user space is the image's points.
  func entry(for image: Image, scale: Double, play: (ImageDrawing, OpaquePointer) -> Void)
    -> Entry?
  {
    switch image.source {
    case .system:
      return nil
    case .file(let path, let format):
      if let cached = files[path] { return cached }
      let entry = Self.decodeFile(path, format: format)
      decodeCount += 1
      files[path] = .some(entry)
      return entry
    case .data(let data, let format):
      if let cached = owned[ObjectIdentifier(image)], cached.image === image {
        return cached.entry
      }
      let entry = Self.decodeData(data, format: format)
      decodeCount += 1
      owned[ObjectIdentifier(image)] = Owned(image: image, entry: entry, scale: 1)
      return entry
    case .drawing(let drawing):
      let id = ObjectIdentifier(image)
      if let cached = owned[id], cached.image === image, cached.scale == scale {
        return cached.entry
      }
      let entry = Self.play(drawing, size: image.size, scale: scale, play: play)
      decodeCount += 1
      owned[id] = Owned(image: image, entry: entry, scale: scale)
      return entry
    }
  }

  /// Drops the entries of images that are gone.
  func prune() {
    var gone: [ObjectIdentifier] = []
    for (id, owned) in owned where owned.image == nil { gone.append(id) }
    for id in gone { owned[id] = nil }
  }

  func removeAll() {
    files.removeAll()
    owned.removeAll()
  }

  // MARK: Decoding

  static func decodeFile(_ path: String, format: ImageFormat) -> Entry? {
    switch format {
    case .png:
      guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
      return checked(surface)
    case .jpeg:
      var error: UnsafeMutablePointer<GError>?
      guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
        if let error { g_error_free(error) }
        return nil
      }
      defer { ccairo_object_unref(UnsafeMutableRawPointer(pixbuf)) }
      return surface(from: pixbuf)
    }
  }

  static func decodeData(_ data: Data, format: ImageFormat) -> Entry? {
    switch format {
    case .png:
      let reader = PNGReader(bytes: [UInt8](data))
      let context = Unmanaged.passUnretained(reader).toOpaque()
      let surface = withExtendedLifetime(reader) {
        cairo_image_surface_create_from_png_stream(
          { context, buffer, length in
            guard let context, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<PNGReader>.fromOpaque(context).takeUnretainedValue()
            return reader.read(into: buffer, count: Int(length))
              ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
          }, context)
      }
      guard let surface else { return nil }
      return checked(surface)
    case .jpeg:
      guard let loader = gdk_pixbuf_loader_new() else { return nil }
      defer { ccairo_object_unref(loader) }
      let bytes = [UInt8](data)
      let written = bytes.withUnsafeBufferPointer { buffer in
        gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), nil)
      }
      let closed = gdk_pixbuf_loader_close(loader, nil)
      guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
        return nil
      }
      return surface(from: pixbuf)
    }
  }

  /// The surface if cairo made it without error.
  private static func checked(_ surface: OpaquePointer) -> Entry? {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_width(surface) > 0
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    return Entry(surface: surface)
  }

  /// A premultiplied ARGB32 surface with a pixbuf's pixels (8-bit RGB or RGBA).
  private static func surface(from pixbuf: OpaquePointer) -> Entry? {
    let width = gdk_pixbuf_get_width(pixbuf)
    let height = gdk_pixbuf_get_height(pixbuf)
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard width > 0, height > 0, channels >= 3, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
      let pixels = gdk_pixbuf_read_pixels(pixbuf),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let target = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let targetStride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<Int(height) {
      let row = pixels + y * sourceStride
      let out = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(
        to: UInt32.self)
      for x in 0..<Int(width) {
        let pixel = row + x * channels
        let alpha = channels == 4 ? UInt32(pixel[3]) : 255
        func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        out[x] =
          alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8
          | premultiplied(pixel[2])
      }
    }
    cairo_surface_mark_dirty(surface)
    return Entry(surface: surface)
  }

  /// A recorded drawing played into a transparent (or, declared opaque, black) surface.
  private static func play(
    _ drawing: ImageDrawing, size: Size, scale: Double,
    play: (ImageDrawing, OpaquePointer) -> Void
  ) -> Entry? {
    guard size.width > 0, size.height > 0, size.isFinite else { return nil }
    let rasterScale = Swift.min(
      scale, SnapshotCache.maxPixels / Swift.max(size.width, size.height))
    let width = Int32((size.width * rasterScale).rounded(.up))
    let height = Int32((size.height * rasterScale).rounded(.up))
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let cr = cairo_create(surface)!
    if drawing.isOpaque {
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_paint(cr)
    }
    cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
    play(drawing, cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return Entry(surface: surface)
  }
}

/// Hands PNG bytes to cairo's stream loader.
private final class PNGReader {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= bytes.count - offset else { return false }
    bytes.withUnsafeBufferPointer { source in
      buffer.update(from: source.baseAddress! + offset, count: count)
    }
    offset += count
    return true
  }
}
