import CCairo
import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Drawing into a cairo context the caller owns, as the app's drawing area does.
final class DrawIntoContextTests: EngineTestCase {
  /// Runs `body` with a context on a white 40 × 40 pixel image at device scale 2, moved by
  /// (3, 4) points, and returns the pixels and the context's transform afterwards.
  @MainActor private func drawing(_ body: (OpaquePointer) -> Void) -> (
    RenderedImage, cairo_matrix_t
  ) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, 2, 2)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_translate(cr, 3, 4)
    body(cr)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "draw-\(UUID().uuidString).png"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    cairo_surface_write_to_png(surface, path)
    let image = (try? RenderedImage(contentsOfPNG: path)) ?? RenderedImage(width: 0, height: 0)
    return (image, matrix)
  }

  @MainActor func testDrawPlacesTheRootByItsFrameAndRestoresTheContext() async {
    let root = View(frame: Rect(x: 5, y: 6, width: 4, height: 4))
    root.backgroundColor = .red
    let renderer = Renderer(scale: 2)
    let (image, matrix) = drawing { renderer.draw(root, in: $0) }
    XCTAssertEqual([matrix.xx, matrix.yy, matrix.x0, matrix.y0], [1, 1, 3, 4], "as it was")
    // (3, 4) + (5, 6) points = (8, 10) points = (16, 20) pixels.
    assertPixel(image, x: 16, y: 20, .pureRed, tolerance: 0)
    assertPixel(image, x: 15, y: 20, .white, tolerance: 0)
    assertPixel(image, x: 23, y: 27, .pureRed, tolerance: 0)
  }

  @MainActor func testDrawContentsPutsTheBoundsAtTheOrigin() async {
    let root = View(frame: Rect(x: 5, y: 6, width: 4, height: 4))
    root.backgroundColor = .red
    root.transform = AffineTransform(scaleX: 3, y: 3)
    let renderer = Renderer(scale: 2)
    let (image, _) = drawing { renderer.drawContents(of: root, in: $0) }
    // Neither the frame nor the transform apply: the root covers (3, 4)…(7, 8) points.
    assertPixel(image, x: 6, y: 8, .pureRed, tolerance: 0)
    assertPixel(image, x: 13, y: 15, .pureRed, tolerance: 0)
    assertPixel(image, x: 14, y: 16, .white, tolerance: 0)
  }
}
