import CCairo
import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Text is filled from outlines read once at the font's own size: whatever the device scale
/// or place, cairo is asked for no glyph image, so its glyph caches do not fill as the window
/// meets new scales (docs/performance.md, "Text from outlines").
final class TextOutlineTests: EngineTestCase {
  private let size = Size(width: 240, height: 80)

  @MainActor private func labelled(_ text: String = "Open Modal") -> (root: View, label: Label) {
    let root = Fixtures.screen(.white, size: size)
    let label = Label(
      frame: Rect(x: 20, y: 20, width: 200, height: 40), text: text, alignment: .left)
    root.addSubview(label)
    return (root, label)
  }

  /// The darkness-weighted centre of what is drawn, in pixels across.
  private func inkCentreX(_ image: RenderedImage) -> Double {
    var sum = 0.0
    var weight = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let ink = 255 - Double(image.pixel(x: x, y: y).red)
        sum += ink * Double(x)
        weight += ink
      }
    }
    return weight > 0 ? sum / weight : -1
  }

  /// Twelve device scales, as twelve window sizes give: the text is drawn at each, sized to
  /// it, and not one glyph is shown; each renderer takes the outline once.
  @MainActor func testEveryScaleFillsTheOutlineAndShowsNoGlyph() async {
    let (root, _) = labelled()
    var widths: [Double] = []
    for step in 0..<12 {
      let scale = 0.45 + Double(step) * 0.13
      let renderer = Renderer(scale: scale)
      let image = Probe.render(root, size: size, renderer: renderer)
      let ink = Probe.inkBounds(image, where: { $0.red < 160 })
      XCTAssertNotNil(ink, "text drawn at \(scale)")
      widths.append(Double((ink?.maxX ?? 0) - (ink?.minX ?? 0)) / scale)
      let statistics = renderer.statistics
      XCTAssertEqual(statistics.textStraightTransforms, 0, "no glyph shown at \(scale)")
      XCTAssertEqual(statistics.textOutlinesMade, 1)
      XCTAssertEqual(statistics.textMasksMade, 1)
    }
    // The same width in points at every scale, to a pixel or two of antialiasing.
    for (step, width) in widths.enumerated() {
      XCTAssertEqual(width, widths.last ?? 0, accuracy: 3, "width in points at step \(step)")
    }
  }

  /// Outline-filled text covers what Pango's glyphs cover: the same ink box to a pixel and
  /// the same amount of ink to a few per cent.
  @MainActor func testOutlinedTextInksAsGlyphsWould() async throws {
    let (root, _) = labelled("Payments 1234")
    let image = Probe.render(root, size: size, scale: 2)
    let width = image.width
    let height = image.height
    let drawn = (0..<height).flatMap { y in (0..<width).map { x in image.pixel(x: x, y: y).red } }
    // The same text shown glyph by glyph by Pango, in the renderer's font and options.
    let reference = Probe.painted(width, height) { cr in
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_scale(cr, 2, 2)
      let layout = pango_cairo_create_layout(cr)!
      defer { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }
      let options = cairo_font_options_create()
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
      cairo_font_options_destroy(options)
      pango_layout_context_changed(layout)
      let description = pango_font_description_from_string("Cantarell")!
      defer { pango_font_description_free(description) }
      pango_font_description_set_absolute_size(
        description, Font.body.size * Double(ccairo_pango_scale()))
      pango_layout_set_font_description(layout, description)
      pango_layout_set_text(layout, "Payments 1234", -1)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let unit = Double(ccairo_pango_scale())
      cairo_set_source_rgb(cr, 0, 0, 0)
      cairo_move_to(
        cr, 20, 20 + (40 - Double(logical.height) / unit) / 2 - Double(logical.y) / unit)
      pango_cairo_show_layout(cr, layout)
    }.map { UInt8(($0 >> 16) & 0xff) }
    /// The ink box (min x, max x, min y, max y) and the total ink of a picture's red channel.
    func measure(_ red: [UInt8]) -> (box: [Int], ink: Double) {
      var box = [Int.max, Int.min, Int.max, Int.min]
      var ink = 0.0
      for y in 0..<height {
        for x in 0..<width {
          let value = red[y * width + x]
          ink += 255 - Double(value)
          guard value < 128 else { continue }
          box = [min(box[0], x), max(box[1], x), min(box[2], y), max(box[3], y)]
        }
      }
      return (box, ink)
    }
    let outlined = measure(drawn)
    let glyphs = measure(reference)
    XCTAssertGreaterThan(glyphs.ink, 0, "the reference shows its text")
    for side in 0..<4 {
      XCTAssertEqual(
        outlined.box[side], glyphs.box[side], accuracy: 1, "\(outlined.box) \(glyphs.box)")
    }
    XCTAssertEqual(outlined.ink / glyphs.ink, 1, accuracy: 0.05)
  }

  /// Text that moves three tenths of a pixel a frame is painted within an eighth of a pixel
  /// of its place each frame, from the one mask it has; where it comes to rest, its mask is
  /// made again for that place (to the nearest quarter of a pixel) and paints what a
  /// renderer that saw only the resting frame paints.
  @MainActor func testMovingTextPaintsItsMaskAtItsPlaceAndRestsSharp() async {
    let (root, label) = labelled()
    let renderer = Renderer(scale: 1)
    var centres: [Double] = []
    var last = RenderedImage(width: 0, height: 0)
    for step in 0...8 {
      label.frame.origin.x = 20 + Double(step) * 0.3
      last = Probe.render(root, size: size, renderer: renderer)
      centres.append(inkCentreX(last))
    }
    for step in 1..<centres.count {
      XCTAssertEqual(
        centres[step] - centres[0], Double(step) * 0.3, accuracy: 0.13,
        "step \(step): \(centres)")
    }
    XCTAssertEqual(renderer.statistics.textMasksMade, 1, "one mask while the text moves")
    let resting = Probe.render(root, size: size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 2, "and one for where it rests")
    // At rest at 22.4 px, made for 22.5: within an eighth of a pixel of where it moved to.
    XCTAssertEqual(inkCentreX(resting), inkCentreX(last), accuracy: 0.13)
    XCTAssertEqual(resting, Probe.render(root, size: size, renderer: Renderer(scale: 1)))
    _ = Probe.render(root, size: size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 2, "at rest, nothing more is made")
    XCTAssertEqual(renderer.statistics.cachedTextMasks, 1)
  }

  /// A mask not painted for `maskKeepFrames` frames goes, though its label lives; shown again,
  /// the label gets a new one.
  @MainActor func testMasksUnpaintedForSixtyFramesGo() async {
    let (root, label) = labelled()
    let renderer = Renderer(scale: 1)
    _ = Probe.render(root, size: size, renderer: renderer)
    XCTAssertEqual(renderer.statistics.cachedTextMasks, 1)
    label.isHidden = true
    for _ in 0..<50 { _ = Probe.render(root, size: size, renderer: renderer) }
    XCTAssertEqual(renderer.statistics.cachedTextMasks, 1, "kept through 50 frames")
    for _ in 0..<50 { _ = Probe.render(root, size: size, renderer: renderer) }
    XCTAssertEqual(renderer.statistics.cachedTextMasks, 0, "gone after 100")
    XCTAssertEqual(renderer.statistics.cachedTextLayouts, 1, "the layout stays with its label")
    label.isHidden = false
    let image = Probe.render(root, size: size, renderer: renderer)
    XCTAssertNotNil(Probe.inkBounds(image, where: { $0.red < 128 }))
    XCTAssertEqual(renderer.statistics.textMasksMade, 2)
  }

  /// A new scale for every text at once (a resize, a compare layout) makes at most eight
  /// masks a frame; the others paint the mask they had, scaled, meanwhile, and a few frames
  /// later the picture is what a renderer that only ever saw the new scale draws.
  @MainActor func testANewScaleMakesEightMasksAFrameAndShowsTheOldMeanwhile() async {
    let canvas = Size(width: 240, height: 640)
    let root = Fixtures.screen(.white, size: canvas)
    for row in 0..<30 {
      root.addSubview(
        Label(
          frame: Rect(x: 10, y: 10 + Double(row) * 20, width: 220, height: 20),
          text: "Row \(row)", alignment: .left))
    }
    let renderer = Renderer(scale: 1)
    _ = Probe.render(root, size: canvas, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 30, "a first frame makes every mask")
    renderer.scale = 1.5
    let first = Probe.render(root, size: canvas, renderer: renderer)
    XCTAssertEqual(renderer.statistics.textMasksMade, 38, "eight more in the new scale's frame")
    // Every row is drawn in that frame, the waiting ones from their old masks.
    for row in 0..<30 {
      let top = Int((10 + Double(row) * 20) * 1.5)
      XCTAssertNotNil(
        Probe.inkBounds(first, in: (x: 0..<first.width, y: top..<(top + 30)), where: {
          $0.red < 160
        }), "row \(row) drawn")
    }
    var last = first
    for _ in 0..<4 { last = Probe.render(root, size: canvas, renderer: renderer) }
    XCTAssertEqual(renderer.statistics.textMasksMade, 60, "four frames later, all thirty")
    XCTAssertEqual(last, Probe.render(root, size: canvas, renderer: Renderer(scale: 1.5)))
  }

  /// Renderers drawing the same text at once (compare mode's devices, the inspector beside the
  /// canvas) take its outline once; new text is a new outline, taken once again.
  @MainActor func testRenderersDrawingTheSameTextShareItsOutline() async {
    let (root, label) = labelled()
    let first = Renderer(scale: 1)
    let second = Renderer(scale: 0.5)
    _ = Probe.render(root, size: size, renderer: first)
    let image = Probe.render(root, size: size, renderer: second)
    XCTAssertNotNil(Probe.inkBounds(image, where: { $0.red < 160 }), "the second draws it")
    XCTAssertEqual(first.statistics.textOutlinesMade, 1)
    XCTAssertEqual(second.statistics.textOutlinesMade, 0, "the first's outline is shared")
    label.text = "Close"
    _ = Probe.render(root, size: size, renderer: second)
    _ = Probe.render(root, size: size, renderer: first)
    XCTAssertEqual(second.statistics.textOutlinesMade, 1, "new text, a new outline")
    XCTAssertEqual(first.statistics.textOutlinesMade, 1, "taken once for both")
  }

  /// Emoji have colour pictures, not outlines: such text is shown glyph by glyph.
  @MainActor func testTextWithEmojiIsShownAsGlyphs() async {
    let (root, _) = labelled("Done 👍")
    let renderer = Renderer(scale: 2)
    let image = Probe.render(root, size: size, renderer: renderer)
    XCTAssertNotNil(Probe.inkBounds(image, where: { $0.red < 128 }))
    XCTAssertEqual(renderer.statistics.textStraightTransforms, 1)
    XCTAssertEqual(renderer.statistics.textMasksMade, 0)
  }
}
