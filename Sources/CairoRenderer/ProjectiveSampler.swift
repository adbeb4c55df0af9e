/// Resamples a picture through a projection, pixel by pixel: for every device pixel of a
/// convex region, the point of the picture the projection takes there, exactly (one division
/// per pixel), and the picture's colour at that point, interpolated between its four nearest
/// pixels (bilinear, eight-bit weights, as pixman's bilinear filter). The picture's edge pixels
/// extend beyond it. Pixels are premultiplied ARGB32, cairo's.
enum ProjectiveSampler {
  /// A picture's pixels.
  struct Pixels {
    var data: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    /// Bytes per row.
    var stride: Int
  }

  /// Fills, in `target`, every pixel whose centre is within `outline` (device pixels, relative
  /// to the target's top-left) or within one pixel of it, with `source` at the point `inverse`
  /// takes the pixel's centre to (source pixels, their centres at half-integers). Rows are
  /// independent; pixels outside the region are left as they are.
  static func fill(
    _ target: Pixels, outline: [(x: Double, y: Double)], from source: Pixels,
    inverse g: (
      m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
      m31: Double, m32: Double, m33: Double
    )
  ) {
    guard outline.count >= 3, source.width > 0, source.height > 0 else { return }
    let maxU = Double(source.width - 1)
    let maxV = Double(source.height - 1)
    let lastColumn = source.width - 1
    let lastRow = source.height - 1
    for row in 0..<target.height {
      let y = Double(row) + 0.5
      guard let (first, last) = span(ofRow: y, in: outline, width: target.width) else {
        continue
      }
      let out = UnsafeMutableRawPointer(target.data + row * target.stride)
        .assumingMemoryBound(to: UInt32.self)
      // Homogeneous source coordinates at the first pixel's centre, and their step per pixel.
      let x0 = Double(first) + 0.5
      var u = x0 * g.m11 + y * g.m21 + g.m31
      var v = x0 * g.m12 + y * g.m22 + g.m32
      var w = x0 * g.m13 + y * g.m23 + g.m33
      for column in first...last {
        defer {
          u += g.m11
          v += g.m12
          w += g.m13
        }
        guard w > 1e-12 else { continue }
        let k = 1 / w
        // Into pixel-index space (centres at integers), clamped so the edge extends.
        let px = Swift.min(Swift.max(u * k - 0.5, 0), maxU)
        let py = Swift.min(Swift.max(v * k - 0.5, 0), maxV)
        let i = Int(px)
        let j = Int(py)
        let fx = UInt64((px - Double(i)) * 256)
        let fy = UInt64((py - Double(j)) * 256)
        let i1 = i < lastColumn ? i + 1 : i
        let j1 = j < lastRow ? j + 1 : j
        let top = UnsafeRawPointer(source.data + j * source.stride)
          .assumingMemoryBound(to: UInt32.self)
        let bottom = UnsafeRawPointer(source.data + j1 * source.stride)
          .assumingMemoryBound(to: UInt32.self)
        let upper = lerp(spread(top[i]), spread(top[i1]), fx)
        let lower = lerp(spread(bottom[i]), spread(bottom[i1]), fx)
        out[column] = gather(lerp(upper, lower, fy))
      }
    }
  }

  /// The pixels of a row (its centre line at `y`) within a convex outline or a pixel of it:
  /// the first and the last, within `0..<width`; `nil` for none.
  ///
  /// The outline is taken over the band a pixel either side of the centre line, not at the
  /// line alone: where an edge runs nearly along the row, the pixels it crosses lie far beyond
  /// where it meets the centre line, and each of them is partly covered, so it is painted.
  static func span(ofRow y: Double, in outline: [(x: Double, y: Double)], width: Int) -> (
    Int, Int
  )? {
    // Plain comparisons rather than `min` and `max`, which are generic: this runs for every
    // row of a resampling.
    var left = Double.infinity
    var right = -Double.infinity
    let top = y - 1
    let bottom = y + 1
    let count = outline.count
    for index in 0..<count {
      let a = outline[index]
      let b = outline[index + 1 == count ? 0 : index + 1]
      let low = a.y < b.y ? a.y : b.y
      let high = a.y < b.y ? b.y : a.y
      guard high >= top, low <= bottom else { continue }
      let dy = b.y - a.y
      if dy < 1e-9 && dy > -1e-9 {
        let l = a.x < b.x ? a.x : b.x
        let r = a.x < b.x ? b.x : a.x
        if l < left { left = l }
        if r > right { right = r }
      } else {
        // The part of the edge within the band: its two ends.
        var t0 = (top - a.y) / dy
        var t1 = (bottom - a.y) / dy
        if t0 < 0 { t0 = 0 } else if t0 > 1 { t0 = 1 }
        if t1 < 0 { t1 = 0 } else if t1 > 1 { t1 = 1 }
        let x0 = a.x + (b.x - a.x) * t0
        let x1 = a.x + (b.x - a.x) * t1
        if x0 < left { left = x0 }
        if x0 > right { right = x0 }
        if x1 < left { left = x1 }
        if x1 > right { right = x1 }
      }
    }
    guard left <= right else { return nil }
    var first = Int((left - 1).rounded(.down))
    if first < 0 { first = 0 }
    var last = Int((right + 1).rounded(.up))
    if last > width - 1 { last = width - 1 }
    return first <= last ? (first, last) : nil
  }

  /// A pixel's four channels, each in a sixteen-bit lane.
  @inline(__always)
  private static func spread(_ p: UInt32) -> UInt64 {
    let q = UInt64(p)
    return (q | (q << 24)) & 0x00FF_00FF_00FF_00FF
  }

  @inline(__always)
  private static func gather(_ q: UInt64) -> UInt32 {
    let masked = q & 0x00FF_00FF_00FF_00FF
    return UInt32(truncatingIfNeeded: masked | (masked >> 24))
  }

  /// a + (b − a) · f / 256 in every lane, rounded, f in 0…256.
  @inline(__always)
  private static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
    ((a &* (256 &- f) &+ b &* f &+ 0x0080_0080_0080_0080) >> 8) & 0x00FF_00FF_00FF_00FF
  }
}
