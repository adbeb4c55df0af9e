import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A blur over a still screen is blurred once and kept, and every frame drawn from the kept
/// backdrop is the frame a renderer that blurs anew draws; a change behind the effect view,
/// or the view moving, blurs again; a change in front of it does not.
final class BackdropCacheTests: EngineTestCase {
  /// The largest difference, in steps of 255, allowed between a frame from the kept backdrop
  /// and one blurred anew: the same pixels, up to pixman's rounding of a scaled-up picture
  /// placed at another offset.
  static let channelSlack = 1

  @MainActor func assertSame(
    _ kept: RenderedImage, _ root: View, _ message: String, line: UInt = #line
  ) throws {
    let fresh = Renderer(scale: 2)
    fresh.keepsBlurredBackdrops = false
    let expected = try fresh.renderImage(root, size: LayerFixtures.size)
    let diff = ImageDiff(actual: kept, expected: expected, tolerance: Self.channelSlack)
    XCTAssertFalse(diff.sizesDiffer, message, line: line)
    XCTAssertEqual(diff.differingPixels, 0, message, line: line)
  }

  @MainActor func testAStillBlurIsBlurredOnceAndEachFrameIsABlurDrawnAnew() async throws {
    for style in [BlurEffect.Style.light, .dark] {
      let root = LayerFixtures.blur(style)
      let kept = Renderer(scale: 2)
      for index in 0..<3 {
        let frame = try kept.renderImage(root, size: LayerFixtures.size)
        try assertSame(frame, root, "frame \(index) of \(style)")
        XCTAssertEqual(kept.backdropDraws, 1)
        XCTAssertEqual(kept.backdropReuses, index)
      }
    }
  }

  @MainActor func testAChangeBehindBlursAgainAndAChangeInFrontDoesNot() async throws {
    let root = LayerFixtures.blur(.light)
    let bar = root.subviews[0]
    guard let effect = root.subviews.last as? VisualEffectView else {
      return XCTFail("the fixture's top view is its effect view")
    }
    let kept = Renderer(scale: 2)
    _ = try kept.renderImage(root, size: LayerFixtures.size)
    bar.backgroundColor = .black
    try assertSame(try kept.renderImage(root, size: LayerFixtures.size), root, "a bar turned black")
    XCTAssertEqual(kept.backdropDraws, 2)
    XCTAssertEqual(kept.backdropReuses, 0)

    let label = Label(
      frame: Rect(x: 10, y: 10, width: 200, height: 30), text: "In front",
      font: .boldSystemFont(ofSize: 20), color: .white, alignment: .left)
    effect.contentView.addSubview(label)
    try assertSame(try kept.renderImage(root, size: LayerFixtures.size), root, "a label in front")
    XCTAssertEqual(kept.backdropDraws, 2, "what is in front of the blur is not behind it")
    XCTAssertEqual(kept.backdropReuses, 1)

    effect.frame.origin.y += 12
    try assertSame(try kept.renderImage(root, size: LayerFixtures.size), root, "the view moved")
    XCTAssertEqual(kept.backdropDraws, 3)
  }

  @MainActor func testAnAnimatingBlurIsBlurredOnEveryFrame() async throws {
    let root = LayerFixtures.blur(nil)
    guard let effect = root.subviews.last as? VisualEffectView else {
      return XCTFail("the fixture's top view is its effect view")
    }
    let kept = Renderer(scale: 2)
    for radius in [8.0, 16.0, 30.0] {
      effect.backdropLayer.backdropState = BackdropState(
        blurRadius: radius, darkBlurRadius: radius, saturation: 1.8,
        tint: Color(white: 1, alpha: 0.3))
      try assertSame(
        try kept.renderImage(root, size: LayerFixtures.size), root, "blur at \(radius)")
    }
    XCTAssertEqual(kept.backdropDraws, 3)
    XCTAssertEqual(kept.backdropReuses, 0)
  }
}
