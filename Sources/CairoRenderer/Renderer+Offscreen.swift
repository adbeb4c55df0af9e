import CCairo
import TransitionKit

extension Renderer {
  /// The largest image side cairo can hold, in pixels.
  public static let maxPixelSide = 32767

  /// The pixel size of an image of `size` points at `scale`: each side is size × scale,
  /// rounded to the nearest pixel (halves up).
  ///
  /// - Throws: `RenderError` for a size that is not finite and above zero, a scale that is not
  ///   a finite number above zero, or a result larger than `maxPixelSide`.
  public static func pixelSize(for size: Size, scale: Double) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidSize(
        width: size.width, height: size.height,
        reason: "width and height must be finite numbers above 0")
    }
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    let width = (size.width * scale).rounded()
    let height = (size.height * scale).rounded()
    let limit = Double(maxPixelSide)
    guard width <= limit, height <= limit else {
      throw .imageTooLarge(
        pixelWidth: Int(Swift.min(width, 1e9)), pixelHeight: Int(Swift.min(height, 1e9)),
        limit: maxPixelSide)
    }
    return (Swift.max(Int(width), 1), Swift.max(Int(height), 1))
  }

  /// Renders `root` into a new image of `size` points at this renderer's scale and
  /// appearance; pixels nothing covers stay transparent. The root is placed by its centre and
  /// transform, as `draw(_:in:)` does.
  public func renderImage(_ root: View, size: Size) throws(RenderError) -> RenderedImage {
    let (width, height) = try Self.pixelSize(for: size, scale: scale)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo("cannot create an image of \(width)x\(height) pixels") }
    defer { cairo_surface_destroy(surface) }
    try checkStatus(cairo_surface_status(surface))
    cairo_surface_set_device_scale(surface, scale, scale)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    draw(root, in: cr)
    try checkStatus(cairo_status(cr))
    return RenderedImage(copying: surface)
  }

  /// Renders `root` to a PNG file of (size × scale) pixels, written atomically: nothing
  /// half-written is ever left at `path`.
  ///
  /// - Throws: `RenderError` for a bad size or scale, or `.cannotWrite` naming the path when
  ///   it cannot be written.
  public func renderPNG(_ root: View, size: Size, to path: String) throws(RenderError) {
    try renderImage(root, size: size).writePNG(to: path)
  }

  /// Renders `root` to a PNG file with a renderer of its own (no caches kept).
  public static func renderPNG(
    root: View, size: Size, scale: Double = 1, appearance: Appearance = .light,
    to path: String
  ) throws(RenderError) {
    try Renderer(appearance: appearance, scale: scale).renderPNG(root, size: size, to: path)
  }
}
