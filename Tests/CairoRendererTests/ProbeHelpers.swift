import CairoRenderer
import Foundation
import TransitionKit
import XCTest

/// Helpers for tests that check chosen pixels of a rendering.
@MainActor
enum Probe {
  /// Renders a tree; a failure to render fails the test and gives an empty image.
  static func render(
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

  /// The smallest rectangle, in pixels, holding every pixel for which `isInk` holds.
  static func inkBounds(
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
func assertPixel(
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

extension RGBA8 {
  static let white = RGBA8(red: 255, green: 255, blue: 255)
  static let black = RGBA8(red: 0, green: 0, blue: 0)
  static let pureRed = RGBA8(red: 255, green: 0, blue: 0)
  static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

  static func gray(_ level: UInt8) -> RGBA8 { RGBA8(red: level, green: level, blue: level) }
}
