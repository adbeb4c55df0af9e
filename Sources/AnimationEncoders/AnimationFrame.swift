import CairoRenderer

/// One picture of an animation and how long it shows.
///
/// The delay is a fraction of a second, `delayNumerator / delayDenominator`, so a frame rate
/// that does not divide a second (1/30 s) is kept exactly where the format can say so (an
/// animated PNG's frame control), and rounded only where it cannot (a GIF's centiseconds,
/// see `GIFEncoder.centiseconds(for:)`).
public struct AnimationFrame: Sendable {
  public var image: RenderedImage
  /// The delay's numerator, in seconds over `delayDenominator`.
  public var delayNumerator: Int
  /// The delay's denominator; at least 1.
  public var delayDenominator: Int

  public init(image: RenderedImage, delayNumerator: Int, delayDenominator: Int) {
    self.image = image
    self.delayNumerator = Swift.max(delayNumerator, 0)
    self.delayDenominator = Swift.max(delayDenominator, 1)
  }

  /// The delay in seconds.
  public var delaySeconds: Double { Double(delayNumerator) / Double(delayDenominator) }
}

/// Where two pictures of the same size differ: the smallest rectangle holding every pixel
/// whose word differs, in pixels; nil when they are the same.
struct ChangedRegion: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of `image`.
  init(all image: RenderedImage) {
    self.init(x: 0, y: 0, width: image.width, height: image.height)
  }

  /// The region of `image` that differs from `previous`; a single pixel at the origin when
  /// nothing does (every format needs a frame to carry the delay).
  init(_ image: RenderedImage, since previous: RenderedImage) {
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    image.bytes.withUnsafeBytes { now in
      previous.bytes.withUnsafeBytes { before in
        for y in 0..<image.height {
          let row = y * image.stride
          var first = -1
          var last = -1
          for x in 0..<image.width {
            let offset = row + x * 4
            if now.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
              != before.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            {
              if first < 0 { first = x }
              last = x
            }
          }
          guard first >= 0 else { continue }
          minX = Swift.min(minX, first)
          maxX = Swift.max(maxX, last)
          minY = Swift.min(minY, y)
          maxY = y
        }
      }
    }
    guard maxX >= 0 else {
      self.init(x: 0, y: 0, width: 1, height: 1)
      return
    }
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}

extension RenderedImage {
  /// Runs `body` with the pixels of `region`, row by row, as 8-bit red, green, blue and alpha
  /// bytes, not premultiplied (what PNG and GIF store), read straight from the pixel words.
  func withStraightRGBA<T>(
    _ region: ChangedRegion, _ body: (UnsafeBufferPointer<UInt8>) throws -> T
  ) rethrows -> T {
    var out = [UInt8](repeating: 0, count: region.width * region.height * 4)
    bytes.withUnsafeBytes { source in
      out.withUnsafeMutableBufferPointer { target in
        var index = 0
        for y in region.y..<(region.y + region.height) {
          let row = y * stride
          for x in region.x..<(region.x + region.width) {
            let word = source.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
            let alpha = word >> 24
            var red = (word >> 16) & 0xFF
            var green = (word >> 8) & 0xFF
            var blue = word & 0xFF
            if alpha == 0 {
              red = 0
              green = 0
              blue = 0
            } else if alpha < 255 {
              red = Swift.min(255, (red * 255 + alpha / 2) / alpha)
              green = Swift.min(255, (green * 255 + alpha / 2) / alpha)
              blue = Swift.min(255, (blue * 255 + alpha / 2) / alpha)
            }
            target[index] = UInt8(red)
            target[index + 1] = UInt8(green)
            target[index + 2] = UInt8(blue)
            target[index + 3] = UInt8(alpha)
            index += 4
          }
        }
      }
    }
    return try out.withUnsafeBufferPointer(body)
  }
}

/// Why an animation could not be encoded; reads as a one-line message.
public struct AnimationEncodingError: Error, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
