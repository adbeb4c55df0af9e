import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// Shadows: the blur's profile, the offset, seams, clipping and caching.
final class ShadowProbeTests: EngineTestCase {
  /// A white screen with one opaque white card casting a black shadow.
  @MainActor private func shadowed(
    card frame: Rect, radius: Double, offset: Size = .zero, opacity: Double = 1,
    size: Size = Size(width: 300, height: 300)
  ) -> (root: View, card: View) {
    let root = Fixtures.screen(.white, size: size)
    let card = View(frame: frame)
    card.backgroundColor = .white
    card.layer.shadowColor = Color.black.cgColor
    card.layer.shadowOpacity = Float(opacity)
    card.layer.shadowRadius = radius
    card.layer.shadowOffset = offset
    root.addSubview(card)
    return (root, card)
  }

  /// Grey level beside a straight edge blurred with `sigma`, at `distance` outside it:
  /// 255 × Φ(distance / sigma) over white.
  private func expectedGrey(distance: Double, sigma: Double) -> Double {
    255 * 0.5 * (1 + erf(distance / (sigma * 2.0.squareRoot())))
  }

  @MainActor func testEdgeProfileIsAGaussianWithSigmaHalfTheRadius() async {
    let (root, _) = shadowed(card: Rect(x: 50, y: 50, width: 200, height: 200), radius: 16)
    for scale in [1.0, 2.0] {
      let image = Probe.render(root, size: Size(width: 300, height: 300), scale: scale)
      let y = Int(150 * scale)
      for offsetPixels in [0, 3, 8, 16, 30] {
        let x = Int(250 * scale) + offsetPixels
        let distance = (Double(x) + 0.5) / scale - 250
        let expected = expectedGrey(distance: distance, sigma: 8)
        let actual = Double(image.pixel(x: x, y: y).red)
        XCTAssertEqual(actual, expected, accuracy: 5, "at \(distance) pt outside, scale \(scale)")
      }
      assertPixel(image, x: Int(290 * scale), y: y, .white, tolerance: 0, "beyond three sigmas")
    }
  }

  @MainActor func testOffsetMovesTheShadowDown() async {
    let (root, _) = shadowed(
      card: Rect(x: 50, y: 50, width: 200, height: 200), radius: 8,
      offset: Size(width: 0, height: 10))
    let image = Probe.render(root, size: Size(width: 300, height: 300))
    let above = image.pixel(x: 150, y: 47).red
    let below = image.pixel(x: 150, y: 252).red
    XCTAssertLessThan(below, above, "the shadow is heavier below the card")
    XCTAssertLessThan(below, 200)
    XCTAssertGreaterThan(above, 240)
  }

  @MainActor func testUIKitsDefaultOffsetIsUpwards() async {
    let (root, card) = shadowed(card: Rect(x: 50, y: 50, width: 200, height: 200), radius: 3)
    card.layer.shadowOffset = Size(width: 0, height: -3)
    let image = Probe.render(root, size: Size(width: 300, height: 300))
    XCTAssertLessThan(image.pixel(x: 150, y: 48).red, image.pixel(x: 150, y: 251).red)
  }

  @MainActor func testNoSeamsAlongAStretchedEdge() async {
    for scale in [1.0, 1.25, 2.0] {
      let (root, _) = shadowed(
        card: Rect(x: 50.3, y: 40.6, width: 200, height: 180), radius: 12,
        offset: Size(width: 0, height: 4))
      let image = Probe.render(root, size: Size(width: 300, height: 300), scale: scale)
      for row in [224.0, 230.0] {
        let y = Int(row * scale)
        let levels = (Int(80 * scale)..<Int(220 * scale)).map { image.pixel(x: $0, y: y).red }
        XCTAssertLessThanOrEqual(
          Int(levels.max()!) - Int(levels.min()!), 1,
          "row \(row) pt at scale \(scale) should be even along the edge")
      }
    }
  }

  @MainActor func testCornerShadowIsRoundAndSymmetric() async {
    let (root, card) = shadowed(card: Rect(x: 100, y: 100, width: 100, height: 100), radius: 10)
    card.layer.cornerRadius = 20
    let image = Probe.render(root, size: Size(width: 300, height: 300))
    for (x, y) in [(97, 150), (150, 97), (202, 150), (150, 202)] {
      XCTAssertEqual(
        Double(image.pixel(x: x, y: y).red), Double(image.pixel(x: 97, y: 150).red), accuracy: 1)
    }
    // At the rounded corner's diagonal the shadow is lighter than beside a straight edge.
    XCTAssertGreaterThan(image.pixel(x: 100, y: 100).red, image.pixel(x: 97, y: 150).red)
  }

  @MainActor func testClipsToBoundsHidesTheShadowAsMasksToBoundsDoes() async {
    let (root, card) = shadowed(card: Rect(x: 50, y: 50, width: 200, height: 200), radius: 16)
    card.clipsToBounds = true
    let image = Probe.render(root, size: Size(width: 300, height: 300))
    assertPixel(image, x: 252, y: 150, .white, tolerance: 0)
  }

  @MainActor func testShadowShowsThroughATranslucentBackgroundOnly() async {
    let (root, card) = shadowed(card: Rect(x: 50, y: 50, width: 200, height: 200), radius: 4)
    assertPixel(
      Probe.render(root, size: Size(width: 300, height: 300)), x: 150, y: 150, .white,
      tolerance: 0, "an opaque card hides its shadow")
    card.backgroundColor = Color(white: 1, alpha: 0.5)
    // The shadow is as opaque as the background (0.5 black), then half white goes over it.
    assertPixel(
      Probe.render(root, size: Size(width: 300, height: 300)), x: 150, y: 150, .gray(191),
      tolerance: 1)
  }

  @MainActor func testShadowOpacityScalesTheShadow() async {
    let (root, _) = shadowed(
      card: Rect(x: 50, y: 50, width: 200, height: 200), radius: 16, opacity: 0.5)
    let image = Probe.render(root, size: Size(width: 300, height: 300))
    let expected = 255 - (255 - expectedGrey(distance: 0.5, sigma: 8)) * 0.5
    XCTAssertEqual(Double(image.pixel(x: 250, y: 150).red), expected, accuracy: 4)
  }

  @MainActor func testShadowIsBlurredOnceAcrossFramesAndSizes() async {
    let (root, card) = shadowed(card: Rect(x: 50, y: 50, width: 120, height: 100), radius: 12)
    card.layer.cornerRadius = 16
    let renderer = Renderer(scale: 2)
    for frame in 0..<10 {
      card.center = Point(x: 110 + Double(frame) * 3.7, y: 100 + Double(frame))
      card.bounds = Rect(
        x: 0, y: 0, width: 120 + Double(frame) * 9, height: 100 + Double(frame) * 5)
      _ = Probe.render(root, size: Size(width: 300, height: 300), renderer: renderer)
    }
    XCTAssertEqual(renderer.statistics.shadowBlurs, 1, "a long enough shape is sliced: one blur")
    XCTAssertEqual(renderer.statistics.cachedShadows, 1)
    renderer.scale = 1
    _ = Probe.render(root, size: Size(width: 300, height: 300), renderer: renderer)
    XCTAssertEqual(renderer.statistics.shadowBlurs, 2, "another scale needs its own mask")
  }

  @MainActor func testSmallShapeShadowIsCachedPerSize() async {
    let (root, dot) = shadowed(card: Rect(x: 100, y: 100, width: 30, height: 30), radius: 10)
    dot.layer.cornerRadius = 15
    let renderer = Renderer()
    for _ in 0..<5 {
      _ = Probe.render(root, size: Size(width: 300, height: 300), renderer: renderer)
    }
    XCTAssertEqual(renderer.statistics.shadowBlurs, 1)
    let image = Probe.render(root, size: Size(width: 300, height: 300), renderer: renderer)
    XCTAssertLessThan(image.pixel(x: 115, y: 97).red, 250, "a small circle still casts a shadow")
    XCTAssertEqual(
      Double(image.pixel(x: 97, y: 115).red), Double(image.pixel(x: 132, y: 115).red), accuracy: 1)
  }
}
