import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// Text under a view's scale or rotation is painted from a mask made once, as Core Animation
/// scales a layer's backing store; the masks stay within their budget and go with their views
/// (and, unpainted, after `maskKeepFrames` frames).
final class TextMaskTests: EngineTestCase {
  private let size = Size(width: 240, height: 80)

  @MainActor private func scaledLabel() -> (root: View, label: Label) {
    let root = Fixtures.screen(.white, size: size)
    let label = Label(
      frame: Rect(x: 20, y: 20, width: 200, height: 40), text: "Open Modal", alignment: .center)
    root.addSubview(label)
    return (root, label)
  }

  @MainActor func testAnimatedScaleMakesOneMaskAndNoScaledFontPerFrame() async {
    let (root, label) = scaledLabel()
    let renderer = Renderer(scale: 2)
    _ = Probe.render(root, size: size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 1, "text at rest has its mask")
    var widths: [Int] = []
    for step in 0..<30 {
      let scale = 0.5 + Double(step) / 30
      label.transform = AffineTransform(scaleX: scale, y: scale)
      let image = Probe.render(root, size: size, renderer: renderer)
      guard let ink = Probe.inkBounds(image, where: { $0.red < 128 }) else {
        XCTFail("no text drawn at scale \(scale)")
        continue
      }
      widths.append(ink.maxX - ink.minX)
    }
    XCTAssertEqual(
      renderer.statistics.textMasksMade, 1, "the mask made at rest serves thirty scales")
    XCTAssertEqual(renderer.statistics.cachedTextMasks, 1)
    XCTAssertEqual(
      renderer.statistics.textStraightTransforms, 0, "no glyph shown at any scale")
    XCTAssertEqual(renderer.statistics.textOutlinesMade, 1, "the outline taken once")
    // The text grows with its view: about three times as wide at the end as at the start,
    // within a few pixels of antialiasing (at 0.5 the mask, made at 2, is reduced fourfold
    // and its thinnest ends fall under the probe's threshold).
    let first = Double(widths.first ?? 0)
    let last = Double(widths.last ?? 0)
    XCTAssertEqual(
      last / first, (0.5 + 29.0 / 30) / 0.5, accuracy: 0.1, "widths in pixels: \(widths)")
  }

  @MainActor func testMaskedTextLandsWhereStraightTextWould() async {
    let (root, label) = scaledLabel()
    label.transform = AffineTransform(scaleX: 1.0001, y: 1.0001)
    let masked = Probe.render(root, size: size, scale: 2)
    label.transform = .identity
    let straight = Probe.render(root, size: size, scale: 2)
    let maskedInk = Probe.inkBounds(masked, where: { $0.red < 128 })
    let straightInk = Probe.inkBounds(straight, where: { $0.red < 128 })
    XCTAssertNotNil(straightInk)
    XCTAssertEqual(maskedInk?.minX ?? -9, straightInk?.minX ?? 0, accuracy: 1)
    XCTAssertEqual(maskedInk?.maxX ?? -9, straightInk?.maxX ?? 0, accuracy: 1)
    XCTAssertEqual(maskedInk?.minY ?? -9, straightInk?.minY ?? 0, accuracy: 1)
    XCTAssertEqual(maskedInk?.maxY ?? -9, straightInk?.maxY ?? 0, accuracy: 1)
  }

  @MainActor func testNewTextOrColourUnderTheTransform() async {
    let (root, label) = scaledLabel()
    label.transform = AffineTransform(scaleX: 0.8, y: 0.8)
    let renderer = Renderer(scale: 2)
    let before = Probe.render(root, size: size, renderer: renderer)
    label.text = "Close"
    let after = Probe.render(root, size: size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 2, "new text makes a new mask")
    XCTAssertTrue(before != after)
    label.textColor = .systemRed
    let red = Probe.render(root, size: size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 2, "a colour paints the same mask")
    let ink = Probe.inkBounds(red, where: { $0.red > 200 && $0.green < 120 })
    XCTAssertNotNil(ink, "the text is painted in its new colour")
  }

  @MainActor func testMasksStayWithinTheirBudgetAndGoWithTheirViews() async {
    let canvas = Size(width: 1000, height: 120)
    let root = Fixtures.screen(.white, size: canvas)
    let renderer = Renderer(scale: 2)
    let text = String(repeating: "A transition of its own ", count: 12)
    do {
      var labels: [Label] = []
      for index in 0..<60 {
        let label = Label(
          frame: Rect(x: 0, y: 0, width: 1000, height: 110), text: "\(index) \(text)",
          alignment: .left)
        label.numberOfLines = 0
        label.transform = AffineTransform(scaleX: 0.95, y: 0.95)
        root.addSubview(label)
        labels.append(label)
      }
      _ = Probe.render(root, size: canvas, renderer: renderer)
      let statistics = renderer.statistics
      XCTAssertEqual(statistics.textMasksMade, 60)
      XCTAssertGreaterThan(statistics.textMaskBytes, 4 << 20, "the masks fill the budget")
      XCTAssertLessThanOrEqual(statistics.textMaskBytes, 8 << 20, "and stay within it")
      XCTAssertLessThan(statistics.cachedTextMasks, 60, "the oldest went to make room")
      for label in labels { label.removeFromSuperview() }
    }
    renderer.pruneDeadViews()
    XCTAssertEqual(renderer.statistics.cachedTextMasks, 0, "a label's mask goes with it")
    XCTAssertEqual(renderer.statistics.textMaskBytes, 0)
    XCTAssertEqual(renderer.statistics.cachedTextLayouts, 0)
  }
}

/// Every scene's own presentation, drawn frame by frame as the window draws it: text that
/// scales or turns with a view (the zoom's photo caption, the sheet's presenting screen, the
/// flip) is painted from masks, and every mask is filled from outlines, so cairo is asked
/// for no glyph at the frame's scale or any other.
final class SceneTextMaskTests: EngineTestCase {
  @MainActor func testPresentationsShowNoGlyphAtAnyScale() async {
    var masked: [String] = []
    for descriptor in SceneCatalog.all {
      let session = SceneStages.root(descriptor.id)
      let renderer = Renderer(scale: 2)
      for event in session.scene.script(for: .present, screen: SceneStages.screen).events {
        session.deliver(event)
      }
      var frames = 0
      repeat {
        _ = Probe.render(session.window, size: SceneStages.screen, renderer: renderer)
        SceneStages.advance(session, by: SceneStages.frame)
        frames += 1
      } while session.window.activeTransition != nil && frames < 120
      _ = Probe.render(session.window, size: SceneStages.screen, renderer: renderer)
      let statistics = renderer.statistics
      XCTAssertEqual(
        statistics.textStraightTransforms, 0,
        "\(descriptor.id): glyphs shown under \(statistics.textStraightTransforms) transforms")
      if statistics.textMasksMade > 0 { masked.append(descriptor.id) }
    }
    XCTAssertFalse(masked.isEmpty, "some presentation scales or turns text")
  }
}
