import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Core Animation's features against their golden images (`__Goldens__/layer-*.png`).
final class LayerGoldenTests: EngineTestCase {
  @MainActor func testAPerspectiveFlipAtThreeAngles() async {
    for (name, angle) in [("30", Double.pi / 6), ("60", Double.pi / 3), ("150", 5 * Double.pi / 6)]
    {
      assertGolden(
        LayerFixtures.flip(angle: angle), size: LayerFixtures.size, scale: 2,
        named: "layer-flip-\(name)")
    }
  }

  @MainActor func testDepthOrderAndAHiddenBackFace() async {
    assertGolden(
      LayerFixtures.depthOrder(), size: LayerFixtures.size, scale: 2, named: "layer-depth")
  }

  @MainActor func testBordersAndCorners() async {
    assertGolden(
      LayerFixtures.bordersAndCorners(), size: LayerFixtures.size, scale: 2, named: "layer-borders")
  }

  @MainActor func testGradients() async {
    assertGolden(
      LayerFixtures.gradients(), size: LayerFixtures.size, scale: 2, named: "layer-gradients")
  }

  @MainActor func testShapesDashesAndCaps() async {
    assertGolden(LayerFixtures.shapes(), size: LayerFixtures.size, scale: 2, named: "layer-shapes")
  }

  @MainActor func testACircularMask() async {
    assertGolden(
      LayerFixtures.maskReveal(radius: 60), size: LayerFixtures.size, scale: 2, named: "layer-mask")
  }

  @MainActor func testBlurStyles() async {
    for (name, style) in [
      ("light", BlurEffect.Style.light), ("extra-light", .extraLight), ("dark", .dark),
    ] {
      assertGolden(
        LayerFixtures.blur(style), size: LayerFixtures.size, scale: 2, named: "layer-blur-\(name)")
    }
    assertGolden(
      LayerFixtures.blur(.dark, vibrant: true), size: LayerFixtures.size, scale: 2,
      named: "layer-blur-vibrancy")
  }
}
