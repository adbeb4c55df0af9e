/// An approximate Gaussian blur of a single-channel image: three box blurs in a row along
/// each axis. By the central limit theorem three passes of a box are within a few percent of
/// a Gaussian, and each pass costs O(1) per pixel whatever the radius, using a running sum.
///
/// The box widths follow the usual "boxes for Gauss" construction: for `n` passes with widths
/// `w` (odd), the variance of the sum is `Σ (w² − 1) / 12`; pick the odd widths `wl` and
/// `wl + 2` around `√(12σ²/n + 1)` and use `m` of the smaller so that the variance is as close
/// to `σ²` as whole widths allow.
enum GaussianBlur {
  /// Number of box passes per axis.
  static let passes = 3

  /// Odd box widths, one per pass, whose combined variance is close to `sigma²`. A sigma at
  /// or below zero gives widths of 1 (no blur).
  static func boxWidths(sigma: Double) -> [Int] {
    guard sigma > 0, sigma.isFinite else { return Array(repeating: 1, count: passes) }
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = Swift.max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
    let smaller = Swift.min(Swift.max(Int(mIdeal.rounded()), 0), passes)
    return (0..<passes).map { $0 < smaller ? lower : upper }
  }

  /// How far, in pixels, the blur spreads a pixel to each side: the sum of the box radii.
  static func support(sigma: Double) -> Int {
    boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
  }

  /// Blurs `pixels` (row-major, `width` × `height`) in place; values outside the image count
  /// as zero. Give the image a margin of `support(sigma:)` pixels to keep the whole blur.
  ///
  /// - Complexity: O(width × height × passes), independent of sigma.
  static func blur(_ pixels: inout [Float], width: Int, height: Int, sigma: Double) {
    guard width > 0, height > 0, pixels.count >= width * height else { return }
    var scratch = [Float](repeating: 0, count: Swift.max(width, height))
    for boxWidth in boxWidths(sigma: sigma) where boxWidth > 1 {
      let radius = (boxWidth - 1) / 2
      pixels.withUnsafeMutableBufferPointer { image in
        scratch.withUnsafeMutableBufferPointer { line in
          for y in 0..<height {
            boxPass(image, start: y * width, step: 1, count: width, radius: radius, line: line)
          }
          for x in 0..<width {
            boxPass(image, start: x, step: width, count: height, radius: radius, line: line)
          }
        }
      }
    }
  }

  /// One box blur of radius `radius` along a line of `count` samples `step` apart, through
  /// the scratch buffer `line`.
  private static func boxPass(
    _ image: UnsafeMutableBufferPointer<Float>, start: Int, step: Int, count: Int, radius: Int,
    line: UnsafeMutableBufferPointer<Float>
  ) {
    for i in 0..<count { line[i] = image[start + i * step] }
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in 0..<Swift.min(radius, count) { sum += line[i] }
    for i in 0..<count {
      let entering = i + radius
      if entering < count { sum += line[entering] }
      let leaving = i - radius - 1
      if leaving >= 0 { sum -= line[leaving] }
      image[start + i * step] = sum * scale
    }
  }
}
