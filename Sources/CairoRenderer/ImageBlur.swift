/// Blurring and saturating an ARGB32 (premultiplied) image in place, for backdrops: the same
/// three box passes per axis `GaussianBlur` uses on one channel (within a few percent of a
/// Gaussian of the given standard deviation), on each of the four channels, with edges
/// extended (a pixel outside the image counts as the nearest one inside, as UIKit's blur
/// treats the backdrop's edge).
enum ImageBlur {
  /// Blurs `pixels` (`width` × `height`, `stride` bytes a row) with standard deviation
  /// `sigma` in pixels.
  ///
  /// - Complexity: O(width × height), whatever sigma.
  static func blur(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    guard width > 0, height > 0, sigma > 0.05 else { return }
    let widths = GaussianBlur.boxWidths(sigma: sigma)
    let length = Swift.max(width, height)
    let line = UnsafeMutablePointer<UInt32>.allocate(capacity: length)
    defer { line.deallocate() }
    for boxWidth in widths where boxWidth > 1 {
      let radius = (boxWidth - 1) / 2
      for y in 0..<height {
        pass(pixels + y * stride, step: 4, count: width, radius: radius, line: line)
      }
      for x in 0..<width {
        pass(pixels + x * 4, step: stride, count: height, radius: radius, line: line)
      }
    }
  }

  /// One box pass along a line of `count` pixels `step` bytes apart, each channel alone.
  private static func pass(
    _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
    line: UnsafeMutablePointer<UInt32>
  ) {
    let window = UInt32(2 * radius + 1)
    let half = window / 2
    for index in 0..<count {
      let p = start + index * step
      line[index] = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
    }
    func channel(_ i: Int, _ c: Int) -> UInt32 {
      (line[Swift.min(Swift.max(i, 0), count - 1)] >> UInt32(8 * c)) & 0xFF
    }
    var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
    for i in -radius...radius {
      sums.0 += channel(i, 0)
      sums.1 += channel(i, 1)
      sums.2 += channel(i, 2)
      sums.3 += channel(i, 3)
    }
    for index in 0..<count {
      let p = start + index * step
      p[0] = UInt8((sums.0 + half) / window)
      p[1] = UInt8((sums.1 + half) / window)
      p[2] = UInt8((sums.2 + half) / window)
      p[3] = UInt8((sums.3 + half) / window)
      let entering = index + radius + 1
      let leaving = index - radius
      sums.0 = sums.0 + channel(entering, 0) - channel(leaving, 0)
      sums.1 = sums.1 + channel(entering, 1) - channel(leaving, 1)
      sums.2 = sums.2 + channel(entering, 2) - channel(leaving, 2)
      sums.3 = sums.3 + channel(entering, 3) - channel(leaving, 3)
    }
  }

  /// Scales each pixel's colour away from (or toward) its luminance: 1 leaves it, 0 makes it
  /// grey, 1.8 (UIKit's blurs) livelier. Rec. 709 weights, on premultiplied values, each
  /// channel kept within the pixel's alpha.
  static func saturate(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, amount: Double
  ) {
    guard amount != 1, amount.isFinite else { return }
    let s = Float(amount)
    for y in 0..<height {
      let row = pixels + y * stride
      for x in 0..<width {
        let p = row + x * 4
        // ARGB32 in memory on a little-endian machine: blue, green, red, alpha.
        let b = Float(p[0])
        let g = Float(p[1])
        let r = Float(p[2])
        let a = Float(p[3])
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func clamp(_ v: Float) -> UInt8 { UInt8(Swift.min(Swift.max(v.rounded(), 0), a)) }
        p[0] = clamp(luma + s * (b - luma))
        p[1] = clamp(luma + s * (g - luma))
        p[2] = clamp(luma + s * (r - luma))
      }
    }
  }
}
