import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A two-coloured card turned about a horizontal, a vertical and a slanted axis under a
/// perspective — the three ways the renderer resamples a layer's picture (row by row, column by
/// column, pixel by pixel) — against its halves projected here by hand: every pixel well inside
/// the projected left half is the left half's colour, every pixel well inside the right half the
/// right half's, and every pixel well outside the stage's.
final class PerspectiveResamplingTests: EngineTestCase {
  static let stage = Size(width: 320, height: 260)
  static let card = Rect(x: 90, y: 50, width: 140, height: 150)
  static let distance = 400.0

  /// A white card whose left half is red, on a black stage, turned `angle` about `axis`.
  @MainActor func render(angle: Double, axis: (Double, Double), scale: Double) throws
    -> RenderedImage
  {
    let (root, card) = perspectiveStage(size: Self.stage, card: Self.card, distance: Self.distance)
    let left = View(
      frame: Rect(x: 0, y: 0, width: Self.card.width / 2, height: Self.card.height))
    left.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.addSubview(left)
    card.layer.transform = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: 0)
    return try Renderer(scale: scale).renderImage(root, size: Self.stage)
  }

  /// Where a point of the card (relative to its centre) lands on the stage: turned by
  /// Rodrigues' formula about the unit axis k, v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ),
  /// then seen from the stage's centre with m34 = −1/d (divided by w = 1 − z/d).
  static func project(_ x: Double, _ y: Double, angle: Double, axis: (Double, Double)) -> Point {
    let length = (axis.0 * axis.0 + axis.1 * axis.1).squareRoot()
    let kx = axis.0 / length
    let ky = axis.1 / length
    let c = cos(angle)
    let s = sin(angle)
    let dot = kx * x + ky * y
    // k × v for k = (kx, ky, 0) and v = (x, y, 0) is (0, 0, kx·y − ky·x).
    let xr = x * c + kx * dot * (1 - c)
    let yr = y * c + ky * dot * (1 - c)
    let zr = (kx * y - ky * x) * s
    let w = 1 - zr / distance
    let px = card.midX + xr - stage.width / 2
    let py = card.midY + yr - stage.height / 2
    return Point(x: stage.width / 2 + px / w, y: stage.height / 2 + py / w)
  }

  /// The projected quadrilateral of the card's part from `x0` to `x1` (relative to its centre).
  static func quad(from x0: Double, to x1: Double, angle: Double, axis: (Double, Double))
    -> [Point]
  {
    let h = card.height / 2
    return [(x0, -h), (x1, -h), (x1, h), (x0, h)].map {
      project($0.0, $0.1, angle: angle, axis: axis)
    }
  }

  /// Whether a point is inside a convex quadrilateral, and how far from its nearest edge.
  static func inside(_ p: Point, _ quad: [Point]) -> (Bool, Double) {
    var sign = 0.0
    var nearest = Double.infinity
    for index in 0..<4 {
      let a = quad[index]
      let b = quad[(index + 1) % 4]
      let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
      nearest = Swift.min(nearest, abs(cross) / a.distance(to: b))
      if sign == 0 {
        sign = cross > 0 ? 1 : -1
      } else if (cross > 0 ? 1 : -1) != sign {
        return (false, nearest)
      }
    }
    return (true, nearest)
  }

  @MainActor func check(angle: Double, axis: (Double, Double)) throws {
    let w = Self.card.width / 2
    for scale in [1.0, 2.0] {
      let image = try render(angle: angle, axis: axis, scale: scale)
      let left = Self.quad(from: -w, to: 0, angle: angle, axis: axis)
      let right = Self.quad(from: 0, to: w, angle: angle, axis: axis)
      var counts = (red: 0, white: 0, black: 0)
      var wrong = 0
      for py in 0..<image.height {
        for px in 0..<image.width {
          let point = Point(x: (Double(px) + 0.5) / scale, y: (Double(py) + 0.5) / scale)
          let (inLeft, leftMargin) = Self.inside(point, left)
          let (inRight, rightMargin) = Self.inside(point, right)
          // Pixels within a pixel and a half of an edge are blended; the rest are decided.
          guard leftMargin * scale > 1.5, rightMargin * scale > 1.5 else { continue }
          let value = image.pixel(x: px, y: py)
          if inLeft {
            counts.red += 1
            if value.red < 250 || value.green > 5 { wrong += 1 }
          } else if inRight {
            counts.white += 1
            if value.red < 250 || value.green < 250 { wrong += 1 }
          } else {
            counts.black += 1
            if value.red > 5 || value.green > 5 { wrong += 1 }
          }
        }
      }
      XCTAssertGreaterThan(counts.red, 500, "axis \(axis) at scale \(scale)")
      XCTAssertGreaterThan(counts.white, 500, "axis \(axis) at scale \(scale)")
      XCTAssertGreaterThan(counts.black, 1000, "axis \(axis) at scale \(scale)")
      XCTAssertEqual(wrong, 0, "axis \(axis), angle \(angle), scale \(scale): \(wrong) wrong")
    }
  }

  @MainActor func testATurnAboutAHorizontalLineIsResampledRowByRow() async throws {
    try check(angle: 0.9, axis: (1, 0))
  }

  @MainActor func testATurnAboutAVerticalLineIsResampledColumnByColumn() async throws {
    try check(angle: 1.1, axis: (0, 1))
    try check(angle: 2.4, axis: (0, 1))
  }

  @MainActor func testATurnAboutASlantedLineIsResampledPixelByPixel() async throws {
    try check(angle: 0.8, axis: (1, 1))
    try check(angle: 0.6, axis: (1, -0.4))
  }
}
