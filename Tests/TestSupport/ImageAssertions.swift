import CCairo
import CairoRenderer
import Foundation
import TransitionKit
import XCTest

/// Helpers for tests that check chosen pixels of a rendering.
@MainActor
public enum Probe {
  /// Renders a tree; a failure to render fails the test and gives an empty image.
  public static func render(
    _ root: View, size: Size, scale: Double = 1, appearance: Appearance = .light,
    renderer: Renderer? = nil, file: StaticString = #filePath, line: UInt = #line
  ) -> RenderedImage {
    let renderer = renderer ?? Renderer(appearance: appearance, scale: scale)
    do {
      return try renderer.renderImage(root, size: size)
    } catch {
      XCTFail("render failed: \(error)", file: file, line: line)
      return RenderedImage(width: 0, height: 0)
    }
  }

  /// The premultiplied ARGB words, row by row, of a `width` × `height` image that `paint`
  /// drew with cairo (blue in the low byte, alpha in the high).
  nonisolated public static func painted(
    _ width: Int, _ height: Int, _ paint: (OpaquePointer) -> Void
  ) -> [UInt32] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return (0..<height).flatMap { y in
      (0..<width).map { x in data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }
  }

  /// The smallest rectangle, in pixels, holding every pixel for which `isInk` holds.
  public static func inkBounds(
    _ image: RenderedImage, in region: (x: Range<Int>, y: Range<Int>)? = nil,
    where isInk: (RGBA8) -> Bool
  ) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var result: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in region?.y ?? 0..<image.height {
      for x in region?.x ?? 0..<image.width where isInk(image.pixel(x: x, y: y)) {
        if let r = result {
          result = (min(r.minX, x), max(r.maxX, x), min(r.minY, y), max(r.maxY, y))
        } else {
          result = (x, x, y, y)
        }
      }
    }
    return result
  }
}

/// Asserts a pixel's colour within `tolerance` steps per channel.
public func assertPixel(
  _ image: RenderedImage, x: Int, y: Int, _ expected: RGBA8, tolerance: Int = 1,
  _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let actual = image.pixel(x: x, y: y)
  let channels = [
    (actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue),
    (actual.alpha, expected.alpha),
  ]
  XCTAssert(
    channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance },
    "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance). \(message)",
    file: file, line: line)
}

/// How many pixels in a region are dark (text ink on a light background): their mean channel
/// is below `level` (0…255).
public func darkPixels(
  _ image: RenderedImage, x: Range<Int>, y: Range<Int>, below level: Int = 128
) -> Int {
  var count = 0
  for row in y {
    for column in x {
      let pixel = image.pixel(x: column, y: row)
      if (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 < level { count += 1 }
    }
  }
  return count
}

extension RGBA8 {
  public static let white = RGBA8(red: 255, green: 255, blue: 255)
  public static let black = RGBA8(red: 0, green: 0, blue: 0)
  public static let pureRed = RGBA8(red: 255, green: 0, blue: 0)
  public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

  public static func gray(_ level: UInt8) -> RGBA8 { RGBA8(red: level, green: level, blue: level) }
}
