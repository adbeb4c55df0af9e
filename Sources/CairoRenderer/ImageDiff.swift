/// How two images differ, pixel by pixel, with a picture of the differences.
///
/// Two pixels count as the same when each of their four premultiplied channels differs by at
/// most `tolerance` steps (of 255): small enough to catch a shifted edge or a wrong colour,
/// large enough to ignore rounding in antialiased edges and blurs.
public struct ImageDiff: Sendable {
  /// Pixels that differ by more than the tolerance in some channel (every pixel outside the
  /// overlap when the sizes differ).
  public let differingPixels: Int
  /// Pixels compared: the larger width × the larger height.
  public let totalPixels: Int
  /// The largest difference in any channel of any pixel of the overlap, in steps of 255.
  public let maxChannelDifference: Int
  /// Whether the two images have different sizes.
  public let sizesDiffer: Bool
  /// The differences made visible: a differing pixel is red, brighter for a larger
  /// difference; a matching one is the expected image faded towards white.
  public let image: RenderedImage

  /// The share of pixels that differ, in [0, 1].
  public var differingFraction: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// Whether the images match: the same size, and at most `fraction` of the pixels differ.
  public func matches(allowingFraction fraction: Double) -> Bool {
    !sizesDiffer && differingFraction <= fraction
  }

  /// Compares `actual` with `expected`.
  ///
  /// - Parameter tolerance: the largest per-channel difference, in steps of 255, that still
  ///   counts as the same.
  /// - Complexity: O(pixels).
  public init(actual: RenderedImage, expected: RenderedImage, tolerance: Int = 2) {
    let width = Swift.max(actual.width, expected.width)
    let height = Swift.max(actual.height, expected.height)
    var picture = RenderedImage(width: width, height: height)
    var differing = 0
    var maxDifference = 0
    picture.bytes.withUnsafeMutableBytes { out in
      for y in 0..<height {
        for x in 0..<width {
          let inBoth =
            x < actual.width && y < actual.height && x < expected.width
            && y < expected.height
          let a = actual.word(x: x, y: y)
          let e = expected.word(x: x, y: y)
          let largest = Self.largestChannelDifference(a, e)
          let differs = !inBoth || largest > tolerance
          if inBoth { maxDifference = Swift.max(maxDifference, largest) }
          if differs { differing += 1 }
          out.storeBytes(
            of: differs ? Self.differenceColor(largest, inBoth: inBoth) : Self.faded(e),
            toByteOffset: y * picture.stride + x * 4, as: UInt32.self)
        }
      }
    }
    differingPixels = differing
    totalPixels = width * height
    maxChannelDifference = maxDifference
    sizesDiffer = actual.width != expected.width || actual.height != expected.height
    image = picture
  }

  /// The largest difference between the four 8-bit channels of two words.
  private static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    func delta(_ shift: UInt32) -> Int { abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) }
    return Swift.max(Swift.max(delta(0), delta(8)), Swift.max(delta(16), delta(24)))
  }

  /// Opaque red from 128 (barely over the tolerance) to 255 (a full-scale difference);
  /// magenta outside the overlap of two images of different sizes.
  private static func differenceColor(_ difference: Int, inBoth: Bool) -> UInt32 {
    guard inBoth else { return 0xFFFF_00FF }
    let red = UInt32(128 + Swift.min(difference, 255) / 2)
    return 0xFF00_0000 | (red << 16)
  }

  /// An expected pixel composited over white, then faded three quarters of the way to
  /// white, so the picture shows where things are without hiding the red.
  private static func faded(_ word: UInt32) -> UInt32 {
    let alpha = (word >> 24) & 0xFF
    func light(_ shift: UInt32) -> UInt32 {
      let overWhite = ((word >> shift) & 0xFF) + (255 - alpha)
      return (((overWhite + 3 * 255) / 4) & 0xFF) << shift
    }
    return 0xFF00_0000 | light(0) | light(8) | light(16)
  }
}
