import CCairo
import TransitionKit

extension Renderer {
  /// Renders `root` as `renderImage(_:size:)` does, with `guides` drawn over it (in screen
  /// points): what `render --guides` and `filmstrip --guides` draw.
  public func renderImage(_ root: View, size: Size, guides: [GuideMark]) throws(RenderError)
    -> RenderedImage
  {
    guard !guides.isEmpty else { return try renderImage(root, size: size) }
    let (width, height) = try Self.pixelSize(for: size, scale: scale)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo("cannot create an image of \(width)x\(height) pixels") }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, scale, scale)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    draw(root, in: cr)
    GuideDrawing.draw(guides, in: cr)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo("cannot draw the guides")
    }
    return RenderedImage(copying: surface)
  }
}
