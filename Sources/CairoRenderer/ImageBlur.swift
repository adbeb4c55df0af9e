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
    let pad = (widths.max() ?? 1) / 2 + 1
    let length = Swift.max(width, height) + 2 * pad
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
  /// `line` holds the line with `radius + 1` copies of each end pixel beyond it, so the
  /// running sums need no test for the ends; each average is a multiplication by the
  /// window's reciprocal (in 32-bit fixed point, exact for the sums a window of 8-bit values
  /// can reach) rather than a division.
  private static func pass(
    _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
    line: UnsafeMutablePointer<UInt32>
  ) {
    let pad = radius + 1
    for index in 0..<count {
      let p = start + index * step
      line[pad + index] =
        UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
    }
    for i in 0..<pad {
      line[i] = line[pad]
      line[pad + count + i] = line[pad + count - 1]
    }
    let window = UInt64(2 * radius + 1)
    let half = window / 2
    // ⌈2³² / window⌉: (n · reciprocal) >> 32 is ⌊n / window⌋ for every n below 256 · window
    // when the window is under 4,096 pixels wide.
    let reciprocal = ((1 << 32) + window - 1) / window
    let exact = window < 4096
    var s0: UInt32 = 0
    var s1: UInt32 = 0
    var s2: UInt32 = 0
    var s3: UInt32 = 0
    for i in (pad - radius)...(pad + radius) {
      let v = line[i]
      s0 &+= v & 0xFF
      s1 &+= (v >> 8) & 0xFF
      s2 &+= (v >> 16) & 0xFF
      s3 &+= v >> 24
    }
    // The averages are written out in the loop rather than through a function: a debug build
    // calls (and clears a frame for) a function four times a pixel, which was most of a blur.
    for index in 0..<count {
      let p = start + index * step
      let n0 = UInt64(s0) &+ half
      let n1 = UInt64(s1) &+ half
      let n2 = UInt64(s2) &+ half
      let n3 = UInt64(s3) &+ half
      if exact {
        p[0] = UInt8(truncatingIfNeeded: (n0 &* reciprocal) >> 32)
        p[1] = UInt8(truncatingIfNeeded: (n1 &* reciprocal) >> 32)
        p[2] = UInt8(truncatingIfNeeded: (n2 &* reciprocal) >> 32)
        p[3] = UInt8(truncatingIfNeeded: (n3 &* reciprocal) >> 32)
      } else {
        p[0] = UInt8(truncatingIfNeeded: n0 / window)
        p[1] = UInt8(truncatingIfNeeded: n1 / window)
        p[2] = UInt8(truncatingIfNeeded: n2 / window)
        p[3] = UInt8(truncatingIfNeeded: n3 / window)
      }
      let entering = line[pad + index + radius + 1]
      let leaving = line[pad + index - radius]
      s0 = s0 &+ (entering & 0xFF) &- (leaving & 0xFF)
      s1 = s1 &+ ((entering >> 8) & 0xFF) &- ((leaving >> 8) & 0xFF)
      s2 = s2 &+ ((entering >> 16) & 0xFF) &- ((leaving >> 16) & 0xFF)
      s3 = s3 &+ (entering >> 24) &- (leaving >> 24)
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
        // Each rounded and kept within 0…alpha, written out rather than through a function
        // (see `pass`).
        var nb = (luma + s * (b - luma)).rounded()
        var ng = (luma + s * (g - luma)).rounded()
        var nr = (luma + s * (r - luma)).rounded()
        if nb < 0 { nb = 0 } else if nb > a { nb = a }
        if ng < 0 { ng = 0 } else if ng > a { ng = a }
        if nr < 0 { nr = 0 } else if nr > a { nr = a }
        p[0] = UInt8(nb)
        p[1] = UInt8(ng)
        p[2] = UInt8(nr)
      }
    }
  }
}
