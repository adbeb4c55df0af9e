import Foundation
import Resampling
import TransitionKit
import XCTest

/// The single resampling pass that draws a turned layer (the `Resampling` module), on its own:
/// a non-square picture turned about several axes under a perspective, against an exact
/// reference worked out here pixel by pixel in double precision, and the picture's corners
/// against where the projection puts them.
final class ResamplingKernelTests: XCTestCase {
  static let target = (width: 320, height: 240)
  /// Never written by the kernel: its red exceeds its alpha, which no premultiplied pixel does.
  static let untouched: UInt32 = 0x1234_5678

  /// A turn of a picture: about the unit axis (kx, ky) in its plane, by `degrees`, scaled by
  /// `scale`, seen from `distance` pixels in front, its centre at the target's centre.
  struct Turn {
    var degrees: Double
    var axis: (Double, Double)
    var scale = 1.0
    var distance = 500.0
  }

  /// Picture pixels → target pixels (row vectors): the picture's centre at the origin, turned
  /// by Rodrigues' rotation, scaled, then divided by w = 1 − z / distance about the target's
  /// centre.
  static func forward(_ turn: Turn, pictureWidth: Int, pictureHeight: Int) -> PlaneProjection {
    let length = (turn.axis.0 * turn.axis.0 + turn.axis.1 * turn.axis.1).squareRoot()
    let (kx, ky) = (turn.axis.0 / length, turn.axis.1 / length)
    let angle = turn.degrees * .pi / 180
    let (c, s) = (cos(angle), sin(angle))
    // Where (1, 0, 0) and (0, 1, 0) go: v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ).
    let xAxis = (c + kx * kx * (1 - c), ky * kx * (1 - c), -ky * s)
    let yAxis = (kx * ky * (1 - c), c + ky * ky * (1 - c), kx * s)
    let (cx, cy) = (Double(target.width) / 2, Double(target.height) / 2)
    let d = turn.distance
    let k = turn.scale
    let centred = PlaneProjection(
      AffineTransform(
        translationX: -Double(pictureWidth) / 2, y: -Double(pictureHeight) / 2))
    let seen = PlaneProjection(
      m11: k * xAxis.0 - cx * k * xAxis.2 / d, m12: k * xAxis.1 - cy * k * xAxis.2 / d,
      m13: -k * xAxis.2 / d,
      m21: k * yAxis.0 - cx * k * yAxis.2 / d, m22: k * yAxis.1 - cy * k * yAxis.2 / d,
      m23: -k * yAxis.2 / d,
      m31: cx, m32: cy, m33: 1)
    return centred.concatenating(seen)
  }

  static func image(_ pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int)
    -> ResamplingImage
  {
    ResamplingImage(
      pixels: pixels.baseAddress, width: Int32(width), height: Int32(height),
      stride: Int32(width * 4))
  }

  /// The kernel's target for `picture` turned by `turn`, every pixel not written `untouched`;
  /// and the outline passed (the picture's projected corners).
  static func resample(
    _ picture: [UInt32], width: Int, height: Int, turn: Turn, kernel: ResamplingKernel
  ) -> (pixels: [UInt32], outline: [Point], forward: PlaneProjection) {
    let forward = Self.forward(turn, pictureWidth: width, pictureHeight: height)
    let corners = [
      Point(x: 0, y: 0), Point(x: Double(width), y: 0),
      Point(x: Double(width), y: Double(height)), Point(x: 0, y: Double(height)),
    ].map { forward.apply($0)! }
    let inverse = forward.inverted()!
    var source = picture
    var pixels = [UInt32](repeating: untouched, count: target.width * target.height)
    let outline = corners.flatMap { [$0.x, $0.y] }
    source.withUnsafeMutableBufferPointer { sourcePixels in
      pixels.withUnsafeMutableBufferPointer { targetPixels in
        resampling_fill(
          image(targetPixels, width: target.width, height: target.height),
          image(sourcePixels, width: width, height: height),
          ResamplingProjection(
            m11: inverse.m11, m12: inverse.m12, m13: inverse.m13, m21: inverse.m21,
            m22: inverse.m22, m23: inverse.m23, m31: inverse.m31, m32: inverse.m32,
            m33: inverse.m33),
          outline, Int32(corners.count), 0, Int32(target.height), kernel)
      }
    }
    return (pixels, corners, forward)
  }

  /// The exact colour at the target pixel (x, y): its centre taken back through `inverse` in
  /// double precision, into pixel-index space (centres at integers) clamped to the picture, and
  /// the four nearest pixels' premultiplied channels blended by the exact fractions.
  static func reference(
    _ picture: [UInt32], width: Int, height: Int, inverse: PlaneProjection, x: Int, y: Int
  ) -> [Double] {
    let point = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))!
    let px = Swift.min(Swift.max(point.x - 0.5, 0), Double(width - 1))
    let py = Swift.min(Swift.max(point.y - 0.5, 0), Double(height - 1))
    let i = Int(px.rounded(.down))
    let j = Int(py.rounded(.down))
    let (fx, fy) = (px - Double(i), py - Double(j))
    let i1 = Swift.min(i + 1, width - 1)
    let j1 = Swift.min(j + 1, height - 1)
    return (0..<4).map { channel in
      func value(_ column: Int, _ row: Int) -> Double {
        Double((picture[row * width + column] >> (8 * UInt32(channel))) & 0xFF)
      }
      let top = value(i, j) * (1 - fx) + value(i1, j) * fx
      let bottom = value(i, j1) * (1 - fx) + value(i1, j1) * fx
      return top * (1 - fy) + bottom * fy
    }
  }

  /// A picture of premultiplied pixels, each a different colour and alpha (some fully
  /// transparent), from a fixed sequence.
  static func noisePicture(width: Int, height: Int) -> [UInt32] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<(width * height)).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let bits = state >> 24
      let alpha = UInt32(bits & 0xFF) < 40 ? 0 : UInt32(bits & 0xFF)
      func channel(_ shift: UInt64) -> UInt32 {
        UInt32((bits >> shift) & 0xFF) * alpha / 255
      }
      return alpha << 24 | channel(8) << 16 | channel(16) << 8 | channel(24)
    }
  }

  static let turns = [
    Turn(degrees: 20, axis: (0, 1)),
    Turn(degrees: 65, axis: (0, 1), scale: 1.4),
    Turn(degrees: -75, axis: (0, 1)),
    Turn(degrees: 40, axis: (1, 0), scale: 0.6),
    Turn(degrees: 50, axis: (1, 1)),
    Turn(degrees: 30, axis: (1, -0.4), scale: 2.2, distance: 300),
  ]

  func testTheSinglePassMatchesAnExactSamplerWithinThreeStepsOf255() throws {
    let (width, height) = (181, 113)
    let picture = Self.noisePicture(width: width, height: height)
    var vectorCompared = false
    for turn in Self.turns {
      let label = "\(turn.degrees)° about \(turn.axis), scale \(turn.scale)"
      let (pixels, outline, forward) = Self.resample(
        picture, width: width, height: height, turn: turn, kernel: RESAMPLING_KERNEL_AUTOMATIC)
      let portable = Self.resample(
        picture, width: width, height: height, turn: turn, kernel: RESAMPLING_KERNEL_PORTABLE)
      // The vector kernel, where the processor has one, gives the portable kernel's pixels.
      XCTAssertEqual(pixels, portable.pixels, label)
      vectorCompared = vectorCompared || resampling_has_vector_kernel() != 0
      let inverse = forward.inverted()!
      var largest = 0.0
      var total = 0.0
      var compared = 0
      var stray = 0
      for y in 0..<Self.target.height {
        for x in 0..<Self.target.width {
          let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
          let (inside, margin) = Self.inside(centre, outline)
          let value = pixels[y * Self.target.width + x]
          if !inside {
            // The kernel writes the pixels of each row within a pixel of the outline taken over
            // the band a pixel either side of the row: nothing three pixels beyond it.
            if margin > 3, value != Self.untouched { stray += 1 }
            continue
          }
          XCTAssertNotEqual(value, Self.untouched, "(\(x), \(y)) not written, \(label)")
          let exact = Self.reference(
            picture, width: width, height: height, inverse: inverse, x: x, y: y)
          for channel in 0..<4 {
            let got = Double((value >> (8 * UInt32(channel))) & 0xFF)
            let difference = abs(got - exact[channel])
            largest = Swift.max(largest, difference)
            total += difference
          }
          compared += 1
        }
      }
      XCTAssertGreaterThan(compared, 5000, label)
      XCTAssertEqual(stray, 0, "pixels written beyond the outline, \(label)")
      // Weights in 128ths, each rounded to the nearest (off by at most a 256th), and the
      // three blends each rounded: at most three steps of 255 from the exact blend (two at
      // most, measured), a third of a step on average, over pixels each unlike its neighbours.
      XCTAssertLessThanOrEqual(largest, 3, label)
      XCTAssertLessThan(total / Double(4 * compared), 0.4, label)
    }
    if !vectorCompared {
      print("no vector kernel on this processor: the portable kernel alone was checked")
    }
  }

  /// The vector kernels the processor runs, each once (a kernel asked for that the processor
  /// lacks falls back to the best below it).
  static var vectorKernelsRun: [ResamplingKernel] {
    var kernels: [ResamplingKernel] = []
    for asked in [RESAMPLING_KERNEL_AVX2, RESAMPLING_KERNEL_AVX512] {
      let used = resampling_kernel_used(asked)
      if used.rawValue != RESAMPLING_KERNEL_PORTABLE.rawValue,
        !kernels.contains(where: { $0.rawValue == used.rawValue })
      {
        kernels.append(used)
      }
    }
    return kernels
  }

  /// A picture of 8 × 8 blocks, each one colour (some fully transparent, some translucent),
  /// with a dot of another colour here and there: flat areas, where the vector kernels take a
  /// pixel's four equal neighbours without blending them, and edges between them.
  static func blockPicture(width: Int, height: Int) -> [UInt32] {
    let colours: [UInt32] = [
      0xFF20_4080, 0, 0x8040_2010, 0xFFFF_FFFF, 0x0000_0000, 0xC0C0_0000, 0xFF00_0000, 0x4010_2030,
    ]
    return (0..<(width * height)).map { index in
      let (x, y) = (index % width, index / width)
      if (x * 7 + y * 13) % 97 == 0 { return 0xFF12_3456 }
      return colours[(x / 8 + 3 * (y / 8)) % colours.count]
    }
  }

  func testEveryVectorKernelGivesThePortableKernelsPixelsBitForBit() throws {
    // Asking for the portable kernel gets it; asking for none in particular gets the best the
    // processor runs.
    XCTAssertEqual(
      resampling_kernel_used(RESAMPLING_KERNEL_PORTABLE).rawValue,
      RESAMPLING_KERNEL_PORTABLE.rawValue)
    XCTAssertEqual(
      resampling_kernel_used(RESAMPLING_KERNEL_AUTOMATIC).rawValue,
      resampling_kernel_used(RESAMPLING_KERNEL_AVX512).rawValue)
    XCTAssertEqual(
      resampling_has_vector_kernel() != 0,
      resampling_kernel_used(RESAMPLING_KERNEL_AVX2).rawValue
        != RESAMPLING_KERNEL_PORTABLE.rawValue)
    let kernels = Self.vectorKernelsRun
    guard !kernels.isEmpty else {
      print("no vector kernel on this processor: nothing to compare with the portable kernel")
      return
    }
    let pictures: [(name: String, width: Int, height: Int, pixels: [UInt32])] = [
      ("noise", 181, 113, Self.noisePicture(width: 181, height: 113)),
      ("blocks", 240, 170, Self.blockPicture(width: 240, height: 170)),
      ("coordinates", 200, 120, Self.coordinatePicture(width: 200, height: 120)),
      // Larger than the target: shrunk, so a group's points lie far apart in the picture.
      ("large blocks", 900, 640, Self.blockPicture(width: 900, height: 640)),
      ("one pixel", 1, 1, [0x8040_2010]),
      ("one row", 5, 1, Self.noisePicture(width: 5, height: 1)),
      ("one column", 1, 7, Self.noisePicture(width: 1, height: 7)),
    ]
    // Turned about a vertical axis (w the same down each column: what a row works out is kept
    // for the next), about a horizontal one (w the same along each row), slanted, seen from
    // behind, not turned at all, magnified and shrunk.
    let turns: [Turn] =
      Self.turns + [
        Turn(degrees: 35, axis: (0, 1)),
        Turn(degrees: -60, axis: (0, 1), scale: 0.3),
        Turn(degrees: 170, axis: (0, 1)),
        Turn(degrees: -50, axis: (1, 0), scale: 1.3),
        Turn(degrees: 0, axis: (0, 1), scale: 3),
        Turn(degrees: 25, axis: (0.3, 1), scale: 0.8, distance: 250),
      ]
    var compared = 0
    for picture in pictures {
      for turn in turns {
        // Only where the whole picture is in front of the viewer (the outline passed is its
        // projected corners).
        let forward = Self.forward(
          turn, pictureWidth: picture.width, pictureHeight: picture.height)
        let (width, height) = (Double(picture.width), Double(picture.height))
        let corners: [(Double, Double)] = [(0, 0), (width, 0), (width, height), (0, height)]
        guard corners.allSatisfy({ forward.w($0.0, $0.1) > 0.05 }) else {
          continue
        }
        let portable = Self.resample(
          picture.pixels, width: picture.width, height: picture.height, turn: turn,
          kernel: RESAMPLING_KERNEL_PORTABLE
        ).pixels
        let drawn = portable.reduce(0) { $0 + ($1 != Self.untouched ? 1 : 0) }
        for kernel in kernels {
          let label =
            "kernel \(kernel.rawValue), \(picture.name) picture, \(turn.degrees)° about "
            + "\(turn.axis), scale \(turn.scale)"
          let pixels = Self.resample(
            picture.pixels, width: picture.width, height: picture.height, turn: turn,
            kernel: kernel
          ).pixels
          if pixels != portable {
            let differing = pixels.indices.filter { pixels[$0] != portable[$0] }
            let index = differing[0]
            let (x, y) = (index % Self.target.width, index / Self.target.width)
            XCTFail(
              "\(differing.count) pixels differ, the first at (\(x), \(y)): "
                + "\(String(pixels[index], radix: 16)) for "
                + "\(String(portable[index], radix: 16)), \(label)")
          }
          compared += drawn
        }
      }
    }
    // Over a million pixels drawn by each kernel (those of the portable kernel, which each
    // matched).
    XCTAssertGreaterThan(compared, kernels.count * 1_000_000)
  }

  /// A picture whose red is its column and green its row: a blend of it tells where in the
  /// picture a target pixel was sampled, to a 256th of a pixel.
  static func coordinatePicture(width: Int, height: Int) -> [UInt32] {
    (0..<(width * height)).map { index in
      0xFF00_0000 | UInt32(index % width) << 16 | UInt32(index / width) << 8
    }
  }

  func testThePicturesCornersLandWithinAPixelOfTheirProjection() throws {
    let (width, height) = (200, 120)
    let picture = Self.coordinatePicture(width: width, height: height)
    var checked = 0
    for turn in Self.turns {
      let label = "\(turn.degrees)° about \(turn.axis), scale \(turn.scale)"
      let (pixels, outline, forward) = Self.resample(
        picture, width: width, height: height, turn: turn, kernel: RESAMPLING_KERNEL_AUTOMATIC)
      let inverse = forward.inverted()!
      let cornerPixels = [(0, 0), (width - 1, 0), (width - 1, height - 1), (0, height - 1)]
      for (corner, pixel) in zip(outline, cornerPixels) {
        // The target pixel the projected corner lands on: its centre is within half a pixel of
        // the corner each way, so it shows the picture within a target pixel of the corner.
        let x = Int(corner.x.rounded(.down))
        let y = Int(corner.y.rounded(.down))
        guard (0..<Self.target.width).contains(x), (0..<Self.target.height).contains(y) else {
          continue
        }
        checked += 1
        let value = pixels[y * Self.target.width + x]
        XCTAssertNotEqual(value, Self.untouched, "corner \(pixel) not drawn, \(label)")
        let sampled = (column: Int((value >> 16) & 0xFF), row: Int((value >> 8) & 0xFF))
        // How many picture pixels one target pixel spans there, each way.
        let here = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))!
        let across = inverse.apply(Point(x: Double(x) + 1.5, y: Double(y) + 0.5))!
        let down = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 1.5))!
        let reach =
          Swift.max(here.distance(to: across), here.distance(to: down)) + 1
        XCTAssertLessThanOrEqual(
          abs(Double(sampled.column - pixel.0)), reach, "corner \(pixel) column, \(label)")
        XCTAssertLessThanOrEqual(
          abs(Double(sampled.row - pixel.1)), reach, "corner \(pixel) row, \(label)")
      }
    }
    // The corners that land on the target (those of the largest turns lie beyond it).
    XCTAssertGreaterThan(checked, 16)
  }

  /// Whether a point is inside a convex polygon, and how far from its nearest edge.
  static func inside(_ p: Point, _ polygon: [Point]) -> (Bool, Double) {
    var sign = 0.0
    var nearest = Double.infinity
    var inside = true
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
      nearest = Swift.min(nearest, abs(cross) / a.distance(to: b))
      let side = cross > 0 ? 1.0 : -1.0
      if sign == 0 {
        sign = side
      } else if side != sign {
        inside = false
      }
    }
    return (inside, nearest)
  }
}
