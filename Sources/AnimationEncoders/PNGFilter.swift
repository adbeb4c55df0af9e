import CairoRenderer

/// PNG's per-row filters (None, Sub, Up, Average, Paeth) for 8-bit RGBA rows, each row given
/// the filter whose residues have the smallest sum of magnitudes, the heuristic the PNG
/// specification suggests (section 12.8).
enum PNGFilter {
  static let bytesPerPixel = 4

  /// `pixels` (rows of `width` RGBA pixels) with a filter-type byte before each row.
  static func filter(_ pixels: UnsafeBufferPointer<UInt8>, width: Int) -> [UInt8] {
    let rowBytes = width * bytesPerPixel
    guard rowBytes > 0 else { return [] }
    let rows = pixels.count / rowBytes
    var out = [UInt8](repeating: 0, count: rows * (rowBytes + 1))
    var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
    out.withUnsafeMutableBufferPointer { target in
      for row in 0..<rows {
        let start = row * rowBytes
        var bestType = 0
        var bestSum = Int.max
        for type in 0..<5 {
          var sum = 0
          candidates[type].withUnsafeMutableBufferPointer { residues in
            for index in 0..<rowBytes {
              let value = pixels[start + index]
              let left = index >= bytesPerPixel ? pixels[start + index - bytesPerPixel] : 0
              let up = row > 0 ? pixels[start + index - rowBytes] : 0
              let upLeft =
                row > 0 && index >= bytesPerPixel
                ? pixels[start + index - rowBytes - bytesPerPixel] : 0
              let predicted: UInt8 =
                switch type {
                case 0: 0
                case 1: left
                case 2: up
                case 3: UInt8((Int(left) + Int(up)) / 2)
                default: paeth(left, up, upLeft)
                }
              let residue = value &- predicted
              residues[index] = residue
              sum += residue < 128 ? Int(residue) : 256 - Int(residue)
            }
          }
          if sum < bestSum {
            bestSum = sum
            bestType = type
          }
        }
        let base = row * (rowBytes + 1)
        target[base] = UInt8(bestType)
        candidates[bestType].withUnsafeBufferPointer { residues in
          for index in 0..<rowBytes { target[base + 1 + index] = residues[index] }
        }
      }
    }
    return out
  }

  /// The Paeth predictor: whichever of left, up and up-left is nearest to left + up - up-left.
  static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
    let estimate = Int(left) + Int(up) - Int(upLeft)
    let toLeft = abs(estimate - Int(left))
    let toUp = abs(estimate - Int(up))
    let toUpLeft = abs(estimate - Int(upLeft))
    if toLeft <= toUp, toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }
}
