import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A card turned in 3-D, rendered, against its corners projected here by hand: the pixels
/// inside the projected quadrilateral are the card's, those outside the stage's, and the card
/// is one even colour inside (no seams).
final class PerspectivePixelTests: EngineTestCase {
  static let stage = Size(width: 300, height: 240)
  static let card = Rect(x: 90, y: 50, width: 120, height: 140)
  static let distance = 500.0

  /// A white card on a black stage, turned `angle` about its vertical middle.
  @MainActor func render(angle: Double, scale: Double) throws -> RenderedImage {
    let (root, card) = perspectiveStage(size: Self.stage, card: Self.card, distance: Self.distance)
    card.layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    return try Renderer(scale: scale).renderImage(root, size: Self.stage)
  }

  /// The card's corners on screen, worked out from the geometry alone: a corner at (±w/2, ±h/2)
  /// from the card's centre turns to x·cos θ across and −x·sin θ in depth, then the stage's
  /// perspective about its own centre divides by 1 + depth·(−1/d)... written out below.
  static func projectedCorners(angle: Double) -> [Point] {
    let center = Point(x: card.midX, y: card.midY)
    let stageCenter = Point(x: stage.width / 2, y: stage.height / 2)
    return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
      let x = sx * card.width / 2
      let y = sy * card.height / 2
      // Rotation about y by θ (row vectors, as Core Animation): x' = x cos θ, z' = −x sin θ.
      let xr = x * cos(angle)
      let zr = -x * sin(angle)
      // Placed at the card's centre, then seen from the stage's centre with m34 = −1/d:
      // w = 1 − z/d, and the point is divided by w about the stage's centre.
      let px = center.x + xr - stageCenter.x
      let py = center.y + y - stageCenter.y
      let w = 1 - zr / distance
      return Point(x: stageCenter.x + px / w, y: stageCenter.y + py / w)
    }
  }

  /// Whether a point is inside a convex quadrilateral (corners in order), and how far from its
  /// nearest edge.
  static func inside(_ p: Point, _ quad: [Point]) -> (Bool, Double) {
    var sign = 0.0
    var nearest = Double.infinity
    for index in 0..<4 {
      let a = quad[index]
      let b = quad[(index + 1) % 4]
      let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
      let length = a.distance(to: b)
      nearest = Swift.min(nearest, abs(cross) / length)
      if sign == 0 {
        sign = cross > 0 ? 1 : -1
      } else if (cross > 0 ? 1 : -1) != sign {
        return (false, nearest)
      }
    }
    return (true, nearest)
  }

  @MainActor func testTheTurnedCardCoversExactlyItsProjectedCorners() async throws {
    for angle in [0.3, 0.8, 1.2, 2.0, 2.9] {
      for scale in [1.0, 2.0] {
        let image = try render(angle: angle, scale: scale)
        let quad = Self.projectedCorners(angle: angle)
        var wrong = 0
        var checked = 0
        for py in 0..<image.height {
          for px in 0..<image.width {
            let point = Point(x: (Double(px) + 0.5) / scale, y: (Double(py) + 0.5) / scale)
            let (isInside, margin) = Self.inside(point, quad)
            // Pixels within a pixel of an edge are antialiased; the rest are decided.
            guard margin * scale > 1.0 else { continue }
            checked += 1
            let value = image.pixel(x: px, y: py)
            if isInside ? value.red < 254 : value.red > 1 { wrong += 1 }
          }
        }
        XCTAssertGreaterThan(checked, 1000)
        XCTAssertEqual(
          wrong, 0, "angle \(angle) at scale \(scale): \(wrong) of \(checked) pixels wrong")
      }
    }
  }

  @MainActor func testTheCardIsOneEvenColourInside() async throws {
    let image = try render(angle: 0.9, scale: 2)
    let quad = Self.projectedCorners(angle: 0.9)
    var darkest = 255
    for py in 0..<image.height {
      for px in 0..<image.width {
        let point = Point(x: (Double(px) + 0.5) / 2, y: (Double(py) + 0.5) / 2)
        let (isInside, margin) = Self.inside(point, quad)
        guard isInside, margin > 1.5 else { continue }
        darkest = Swift.min(darkest, Int(image.pixel(x: px, y: py).green))
      }
    }
    XCTAssertGreaterThanOrEqual(darkest, 254, "a seam would show darker")
  }

  @MainActor func testABackFaceIsHiddenWhenTheLayerIsNotDoubleSided() async throws {
    let root = View(frame: Rect(origin: .zero, size: Self.stage))
    root.backgroundColor = .black
    let card = View(frame: Self.card)
    card.backgroundColor = .white
    card.layer.isDoubleSided = false
    var perspective = Transform3D.identity
    perspective.m34 = -1 / Self.distance
    card.layer.transform = Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0).concatenating(
      perspective)
    root.addSubview(card)
    let image = try Renderer(scale: 1).renderImage(root, size: Self.stage)
    XCTAssertEqual(image.pixel(x: 150, y: 120).red, 0)
    card.layer.isDoubleSided = true
    let shown = try Renderer(scale: 1).renderImage(root, size: Self.stage)
    XCTAssertEqual(shown.pixel(x: 150, y: 120).red, 255)
  }
}
