import CCairo
import TransitionKit

/// An image surface kept between frames, to draw frame after frame into without allocating:
/// what `bench` measures the renderer with, and the bare-cairo baseline it is compared with.
///
/// Its user space is in points: the surface has `size × scale` pixels and a device scale of
/// `scale`.
public final class OffscreenCanvas {
  /// The canvas size in points.
  public let size: Size
  /// Device pixels per point.
  public let scale: Double
  public let pixelWidth: Int
  public let pixelHeight: Int
  let surface: OpaquePointer
  let cr: OpaquePointer
  /// A full-canvas picture for the baseline's blit, made on first use.
  private var picture: OpaquePointer?

  /// A transparent canvas of `size` points at `scale`.
  ///
  /// - Throws: `RenderError` for a bad size or scale, or when cairo cannot make the surface.
  @MainActor public init(size: Size, scale: Double) throws(RenderError) {
    let (width, height) = try Renderer.pixelSize(for: size, scale: scale)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo("cannot create an image of \(width)x\(height) pixels") }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo("cannot create an image of \(width)x\(height) pixels")
    }
    cairo_surface_set_device_scale(surface, scale, scale)
    self.size = size
    self.scale = scale
    pixelWidth = width
    pixelHeight = height
    self.surface = surface
    cr = cairo_create(surface)!
  }

  deinit {
    if let picture { cairo_surface_destroy(picture) }
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Makes every pixel transparent.
  public func clear() {
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Draws `root` with `renderer` over what the canvas holds, placed as `Renderer.draw(_:in:)`
  /// places it, and returns once the pixels are written.
  @MainActor public func draw(_ root: View, with renderer: Renderer) {
    renderer.draw(root, in: cr)
    cairo_surface_flush(surface)
  }

  /// A copy of the pixels.
  public func image() -> RenderedImage {
    RenderedImage(copying: surface)
  }
}

/// The drawing a frame of the card scene amounts to, in bare cairo calls and nothing else:
/// one full-canvas image blit (the snapshot of the screen underneath), one full-canvas
/// translucent fill (the dimming), one large rounded rectangle (the card) and one square (the
/// QR code). It is the yardstick `bench` measures the renderer's card frames against.
public struct BareCairoCardWork: Sendable {
  /// Alpha of the black full-canvas fill.
  public var dimmingAlpha: Double
  /// The white rounded rectangle, in points.
  public var card: Rect
  public var cornerRadius: Double
  /// The black square, in points.
  public var square: Rect

  public init(dimmingAlpha: Double, card: Rect, cornerRadius: Double, square: Rect) {
    self.dimmingAlpha = dimmingAlpha
    self.card = card
    self.cornerRadius = cornerRadius
    self.square = square
  }
}

extension OffscreenCanvas {
  /// Draws `work` with plain cairo calls over what the canvas holds, and returns once the
  /// pixels are written. The blitted picture is an opaque full-canvas image in the same
  /// format as the renderer's snapshots, made once per canvas.
  public func draw(_ work: BareCairoCardWork) {
    let picture = self.picture ?? makePicture()
    cairo_set_source_surface(cr, picture, 0, 0)
    cairo_paint(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, work.dimmingAlpha)
    cairo_paint(cr)
    CairoDrawing.addRoundedRect(cr, work.card, radius: work.cornerRadius)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_fill(cr)
    cairo_rectangle(cr, work.square.minX, work.square.minY, work.square.width, work.square.height)
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_fill(cr)
    cairo_surface_flush(surface)
  }

  /// An opaque white ARGB32 image of the canvas's pixel size with a blue bar, made once.
  private func makePicture() -> OpaquePointer {
    let image = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
    cairo_surface_set_device_scale(image, scale, scale)
    let context = cairo_create(image)!
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    cairo_set_source_rgb(context, 0, 122.0 / 255, 1)
    cairo_rectangle(context, 36, size.height / 2 - 30, size.width - 72, 60)
    cairo_fill(context)
    cairo_destroy(context)
    cairo_surface_flush(image)
    picture = image
    return image
  }
}
