import CCairo
import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The renderer's side of images: PNG decoded by cairo, JPEG by gdk-pixbuf, both once per
/// file; templates filled with the tint; symbols drawn as placeholders.
final class ImageDecodingTests: EngineTestCase {
  private var folder: String!

  override func setUp() {
    super.setUp()
    folder = NSTemporaryDirectory() + "image-decoding-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
    super.tearDown()
  }

  /// A PNG file of `width` × `height` pixels: opaque red on the left half, half-transparent
  /// blue on the right.
  @MainActor private func writePNG(_ name: String, width: Int = 20, height: Int = 10) throws
    -> String
  {
    let root = View(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    let left = View(frame: Rect(x: 0, y: 0, width: Double(width) / 2, height: Double(height)))
    left.backgroundColor = Color(red: 1, green: 0, blue: 0)
    let right = View(
      frame: Rect(x: Double(width) / 2, y: 0, width: Double(width) / 2, height: Double(height)))
    right.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    root.addSubview(left)
    root.addSubview(right)
    let path = folder + "/" + name
    try Renderer().renderPNG(root, size: root.bounds.size, to: path)
    return path
  }

  /// A JPEG file of 16 × 8 pixels of one colour, written by gdk-pixbuf.
  private func writeJPEG(_ name: String, red: UInt8, green: UInt8, blue: UInt8) -> String {
    let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 16, 8)!
    defer { ccairo_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let fill = UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | 0xFF
    gdk_pixbuf_fill(pixbuf, fill)
    let path = folder + "/" + name
    XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, path, "jpeg", nil, nil, nil), 0)
    return path
  }

  @MainActor func testAPNGIsDrawnWithItsOwnPixels() async throws {
    let image = try XCTUnwrap(Image(contentsOfFile: try writePNG("halves.png")))
    let picture = try Renderer(scale: 2).renderImage(of: image)
    XCTAssertEqual(picture.width, 40, "20 points at scale 2")
    assertPixel(picture, x: 5, y: 10, .pureRed)
    assertPixel(picture, x: 35, y: 10, RGBA8(red: 0, green: 0, blue: 255, alpha: 128), tolerance: 2)
  }

  @MainActor func testAnAt2xPNGFillsItsPointSize() throws {
    let image = try XCTUnwrap(Image(contentsOfFile: try writePNG("halves@2x.png")))
    XCTAssertEqual(image.size, Size(width: 10, height: 5))
    let picture = try Renderer(scale: 2).renderImage(of: image)
    XCTAssertEqual(picture.width, 20, "drawn pixel for pixel")
    assertPixel(picture, x: 9, y: 4, .pureRed)
    assertPixel(picture, x: 10, y: 4, RGBA8(red: 0, green: 0, blue: 255, alpha: 128), tolerance: 2)
  }

  @MainActor func testPNGDataIsDecodedLikeAFile() async throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: try writePNG("data.png")))
    let image = try XCTUnwrap(Image(data: data))
    assertPixel(try Renderer().renderImage(of: image), x: 2, y: 2, .pureRed)
  }

  @MainActor func testAJPEGIsDecodedFromAFileAndFromData() async throws {
    let path = writeJPEG("green.jpg", red: 20, green: 200, blue: 40)
    let fromFile = try XCTUnwrap(Image(contentsOfFile: path))
    XCTAssertEqual(fromFile.size, Size(width: 16, height: 8))
    assertPixel(
      try Renderer().renderImage(of: fromFile), x: 8, y: 4,
      RGBA8(red: 20, green: 200, blue: 40), tolerance: 6)
    let fromData = try XCTUnwrap(Image(data: try Data(contentsOf: URL(fileURLWithPath: path))))
    assertPixel(
      try Renderer().renderImage(of: fromData), x: 8, y: 4,
      RGBA8(red: 20, green: 200, blue: 40), tolerance: 6)
  }

  @MainActor func testAFileIsDecodedOnceForEveryImageOfIt() async throws {
    let path = try writePNG("shared.png")
    let renderer = Renderer()
    for _ in 0..<3 { _ = try renderer.renderImage(of: try XCTUnwrap(Image(contentsOfFile: path))) }
    XCTAssertEqual(renderer.imageDecodeCount, 1)
  }

  @MainActor func testATemplateIsFilledWithItsTintAndKeepsItsAlpha() async throws {
    let image = try XCTUnwrap(Image(contentsOfFile: try writePNG("template.png")))
    let picture = try Renderer().renderImage(
      of: image.withTintColor(Color(red: 0, green: 1, blue: 0)))
    assertPixel(picture, x: 5, y: 5, RGBA8(red: 0, green: 255, blue: 0))
    assertPixel(picture, x: 15, y: 5, RGBA8(red: 0, green: 255, blue: 0, alpha: 128), tolerance: 2)
  }

  @MainActor func testASymbolIsDrawnInTheTintAndAnUnknownOneAsAFramedInitial() async throws {
    let xmark = try XCTUnwrap(Image(systemName: "xmark"))
    let picture = try Renderer(scale: 2).renderImage(
      of: xmark, tint: Color(red: 1, green: 0, blue: 0))
    let middle = picture.width / 2
    assertPixel(
      picture, x: middle, y: middle, .pureRed, tolerance: 40, "the cross meets in the middle")
    XCTAssertEqual(picture.pixel(x: middle, y: 2).alpha, 0, "nothing at the top middle of an x")
    let unknown = try XCTUnwrap(Image(systemName: "sparkles.rectangle.stack"))
    let framed = try Renderer(scale: 2).renderImage(of: unknown, tint: .black)
    let ink = Probe.inkBounds(framed) { $0.alpha > 128 }
    XCTAssertNotNil(ink)
    XCTAssertLessThan(ink?.minX ?? 99, framed.width / 5, "the frame reaches near the left edge")
  }

  @MainActor func testAnImageThatCannotBeDecodedDrawsNothing() async throws {
    let path = folder + "/broken.png"
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try writePNG("whole.png"))))
    bytes.removeLast(bytes.count - 40)
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let image = try XCTUnwrap(Image(contentsOfFile: path), "the header is whole")
    let picture = try Renderer().renderImage(of: image)
    XCTAssertEqual(picture.pixel(x: 2, y: 2).alpha, 0)
  }
}
