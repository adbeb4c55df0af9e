import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The shadow of a path (a `shadowPath`, or a background with continuous corners) is blurred
/// once while its path, scale and blur stay the same, and painted from the kept mask: the
/// same pixels as a mask made anew, wherever the layer moves.
final class PathShadowCacheTests: EngineTestCase {
  /// A white screen with a white card with continuous corners casting a black shadow: its
  /// shadow is the shadow of a path.
  @MainActor private func scene(
    size: Size = Size(width: 300, height: 300),
    card frame: Rect = Rect(x: 40, y: 50, width: 150, height: 120), cornerRadius: Double = 24,
    shadowRadius: Double = 14, opacity: Float = 0.6, offset: Size = Size(width: 0, height: 6)
  ) -> (root: View, card: View) {
    let root = Fixtures.screen(.white, size: size)
    let card = View(frame: frame)
    card.backgroundColor = .white
    card.layer.cornerRadius = cornerRadius
    card.layer.cornerCurve = .continuous
    card.layer.shadowColor = Color.black.cgColor
    card.layer.shadowOpacity = opacity
    card.layer.shadowRadius = shadowRadius
    card.layer.shadowOffset = offset
    root.addSubview(card)
    return (root, card)
  }

  @MainActor func testAMovingCardsPathShadowIsBlurredOnceAndPaintsTheSamePixels() async {
    let (root, card) = scene()
    let kept = Renderer(scale: 1.5)
    for frame in 0..<12 {
      card.center = Point(x: 115 + Double(frame) * 4.3, y: 110 + Double(frame) * 1.7)
      card.alpha = 1 - Double(frame) * 0.03
      let picture = Probe.render(root, size: root.bounds.size, renderer: kept)
      let fresh = Probe.render(root, size: root.bounds.size, renderer: Renderer(scale: 1.5))
      XCTAssertTrue(picture == fresh, "frame \(frame): the kept mask paints the same pixels")
    }
    XCTAssertEqual(kept.statistics.shadowBlurs, 1, "one blur for twelve frames")
    XCTAssertEqual(kept.statistics.cachedShadows, 1)

    // A new shape, a new scale: a mask each.
    card.bounds = Rect(x: 0, y: 0, width: 160, height: 120)
    _ = Probe.render(root, size: root.bounds.size, renderer: kept)
    XCTAssertEqual(kept.statistics.shadowBlurs, 2)
    kept.scale = 1
    _ = Probe.render(root, size: root.bounds.size, renderer: kept)
    XCTAssertEqual(kept.statistics.shadowBlurs, 3)
  }

  @MainActor func testAPathMaskNotPaintedForAWhileGoes() async {
    let (root, card) = scene()
    let renderer = Renderer()
    _ = Probe.render(root, size: root.bounds.size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.cachedShadows, 1)
    card.layer.shadowOpacity = 0
    for _ in 0...61 { _ = Probe.render(root, size: root.bounds.size, renderer: renderer) }
    XCTAssertEqual(renderer.statistics.cachedShadows, 0, "gone 60 frames after its last paint")
  }

  @MainActor func testTheMasksStayWithinTheirBudget() async {
    let (root, card) = scene(
      size: Size(width: 800, height: 800), card: Rect(x: 0, y: 0, width: 800, height: 800),
      cornerRadius: 40, shadowRadius: 2, opacity: 1, offset: .zero)
    let renderer = Renderer()
    // Each size a new path of about 650 KB of mask: far more than the budget in all.
    for step in 0..<30 {
      card.bounds = Rect(x: 0, y: 0, width: 780 - Double(step), height: 780)
      _ = Probe.render(root, size: root.bounds.size, renderer: renderer)
    }
    XCTAssertEqual(renderer.statistics.shadowBlurs, 30)
    let perMask = 800 * 800
    XCTAssertLessThanOrEqual(
      renderer.statistics.cachedShadows * perMask * 9 / 10, 8 << 20, "within 8 MB")
    XCTAssertGreaterThan(renderer.statistics.cachedShadows, 1, "the latest ones kept")
  }
}
