import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A card turned under a perspective lands where its corners, projected here by hand, say:
/// each edge of the rendered card, read from the pixels' coverage, lies within a pixel of the
/// line between two projected corners, at several angles, about either axis, at scale 1 and 2.
final class ProjectedCornerTests: EngineTestCase {
  static let stage = Size(width: 320, height: 200)
  static let card = Rect(x: 50, y: 30, width: 220, height: 140)
  static let distance = 500.0

  enum Axis { case vertical, horizontal }

  /// A white card on a black stage, turned `degrees` about its vertical or horizontal middle.
  @MainActor func render(_ degrees: Double, about axis: Axis, scale: Double) throws
    -> RenderedImage
  {
    let (root, card) = perspectiveStage(size: Self.stage, card: Self.card, distance: Self.distance)
    let angle = degrees * .pi / 180
    card.layer.transform =
      axis == .vertical
      ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
      : Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
    return try Renderer(scale: scale).renderImage(root, size: Self.stage)
  }

  /// The card's corners on screen (top left, top right, bottom right, bottom left), in points.
  /// As Core Animation (row vectors): a turn by θ about y takes (x, y, 0) from the card's
  /// centre to (x cos θ, y, −x sin θ), about x to (x, y cos θ, y sin θ); the stage's
  /// perspective (m34 = −1/d) divides by w = 1 − z/d about the stage's centre.
  static func corners(_ degrees: Double, about axis: Axis) -> [Point] {
    let angle = degrees * .pi / 180
    return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
      var x = sx * card.width / 2
      var y = sy * card.height / 2
      var z = 0.0
      switch axis {
      case .vertical:
        z = -x * sin(angle)
        x *= cos(angle)
      case .horizontal:
        z = y * sin(angle)
        y *= cos(angle)
      }
      let w = 1 - z / distance
      let px = card.midX + x - stage.width / 2
      let py = card.midY + y - stage.height / 2
      return Point(x: stage.width / 2 + px / w, y: stage.height / 2 + py / w)
    }
  }

  /// Where an edge crosses a line of pixels: the dark pixels before `middle` summed, each by
  /// how much of it is not card (white), in pixels from the line's start; `forward` false sums
  /// from the far end instead.
  static func edge(_ darkness: (Int) -> Double, count: Int, middle: Int, forward: Bool) -> Double {
    var sum = 0.0
    if forward {
      for index in 0..<middle { sum += darkness(index) }
      return sum
    }
    for index in middle..<count { sum += darkness(index) }
    return Double(count) - sum
  }

  /// The y of the line through a and b at x (or the x at y when `yAtX` is false).
  static func along(_ a: Point, _ b: Point, at value: Double, yAtX: Bool) -> Double {
    yAtX
      ? a.y + (b.y - a.y) * (value - a.x) / (b.x - a.x)
      : a.x + (b.x - a.x) * (value - a.y) / (b.y - a.y)
  }

  @MainActor func assertEdges(_ degrees: Double, about axis: Axis, scale: Double) throws {
    let image = try render(degrees, about: axis, scale: scale)
    let quad = Self.corners(degrees, about: axis).map { Point(x: $0.x * scale, y: $0.y * scale) }
    let (tl, tr, br, bl) = (quad[0], quad[1], quad[2], quad[3])
    func dark(_ x: Int, _ y: Int) -> Double { 1 - Double(image.pixel(x: x, y: y).red) / 255 }
    let w = image.width
    let h = image.height
    let label = "\(degrees)° about the \(axis) axis at scale \(scale)"
    switch axis {
    case .vertical:
      // The left and right edges are upright; the top and bottom slant.
      let row = h / 2
      let left = Self.edge({ dark($0, row) }, count: w, middle: w / 2, forward: true)
      let right = Self.edge({ dark($0, row) }, count: w, middle: w / 2, forward: false)
      XCTAssertEqual(left, tl.x, accuracy: 1, "left edge, \(label)")
      XCTAssertEqual(right, tr.x, accuracy: 1, "right edge, \(label)")
      for x in [Int(tl.x.rounded(.up)) + 2, Int(tr.x.rounded(.down)) - 3] {
        let centre = Double(x) + 0.5
        let top = Self.edge({ dark(x, $0) }, count: h, middle: h / 2, forward: true)
        let bottom = Self.edge({ dark(x, $0) }, count: h, middle: h / 2, forward: false)
        XCTAssertEqual(
          top, Self.along(tl, tr, at: centre, yAtX: true), accuracy: 1, "top at \(x), \(label)")
        XCTAssertEqual(
          bottom, Self.along(bl, br, at: centre, yAtX: true), accuracy: 1,
          "bottom at \(x), \(label)")
      }
    case .horizontal:
      let column = w / 2
      let top = Self.edge({ dark(column, $0) }, count: h, middle: h / 2, forward: true)
      let bottom = Self.edge({ dark(column, $0) }, count: h, middle: h / 2, forward: false)
      XCTAssertEqual(top, tl.y, accuracy: 1, "top edge, \(label)")
      XCTAssertEqual(bottom, bl.y, accuracy: 1, "bottom edge, \(label)")
      for y in [Int(tl.y.rounded(.up)) + 2, Int(bl.y.rounded(.down)) - 3] {
        let centre = Double(y) + 0.5
        let left = Self.edge({ dark($0, y) }, count: w, middle: w / 2, forward: true)
        let right = Self.edge({ dark($0, y) }, count: w, middle: w / 2, forward: false)
        XCTAssertEqual(
          left, Self.along(tl, bl, at: centre, yAtX: false), accuracy: 1, "left at \(y), \(label)")
        XCTAssertEqual(
          right, Self.along(tr, br, at: centre, yAtX: false), accuracy: 1, "right at \(y), \(label)"
        )
      }
    }
  }

  @MainActor func testTheCardsEdgesLieOnItsProjectedCorners() async throws {
    for axis in [Axis.vertical, .horizontal] {
      for degrees in [5.0, 20, 40, 60, -35] {
        for scale in [1.0, 2.0] {
          try assertEdges(degrees, about: axis, scale: scale)
        }
      }
    }
  }
}
