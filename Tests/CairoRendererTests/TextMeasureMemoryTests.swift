import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// The renderer places a button's title by its measured size on every frame it draws the
/// button; the measure is taken with Pango once and remembered, until the font family changes.
final class TextMeasureMemoryTests: EngineTestCase {
  override func setUp() {
    super.setUp()
    MainActor.assumeIsolated { PangoTextMetrics.install() }
  }

  override func tearDown() {
    MainActor.assumeIsolated {
      Renderer.fontFamily = Renderer.defaultFontFamily
      TextMetrics.useEstimates()
    }
    super.tearDown()
  }

  @MainActor func testDrawingAButtonAgainDoesNotShapeItsTitleAgain() async throws {
    let size = Size(width: 300, height: 120)
    let root = Fixtures.screen(.white, size: size)
    let button = Button(frame: Rect(x: 20, y: 20, width: 260, height: 44))
    button.setTitle("Remembered title \(UInt64.random(in: 0...UInt64.max))", for: .normal)
    root.addSubview(button)
    let first = Probe.render(root, size: size)
    let shaped = PangoTextMetrics.shapedCount
    var again = first
    for _ in 0..<10 { again = Probe.render(root, size: size) }
    XCTAssertEqual(PangoTextMetrics.shapedCount, shaped, "the title was shaped again")
    // And it is drawn where it was.
    let ink = try XCTUnwrap(Probe.inkBounds(again, where: { $0.red < 200 }))
    let firstInk = try XCTUnwrap(Probe.inkBounds(first, where: { $0.red < 200 }))
    XCTAssertTrue(ink == firstInk, "\(ink) against \(firstInk)")
    // A new title is measured anew.
    button.setTitle("Another title", for: .normal)
    _ = Probe.render(root, size: size)
    XCTAssertGreaterThan(PangoTextMetrics.shapedCount, shaped)
  }

  @MainActor func testAnotherFontFamilyIsMeasuredAnew() async {
    let text = "Wide measured words"
    let before = TextMetrics.measure(text, .systemFont(ofSize: 20), nil, 1)
    XCTAssertEqual(TextMetrics.measure(text, .systemFont(ofSize: 20), nil, 1), before)
    let shaped = PangoTextMetrics.shapedCount
    Renderer.fontFamily = "DejaVu Sans"
    let after = TextMetrics.measure(text, .systemFont(ofSize: 20), nil, 1)
    XCTAssertEqual(PangoTextMetrics.shapedCount, shaped + 1)
    XCTAssertNotEqual(after.width, before.width, "the old family's measure was kept")
    Renderer.fontFamily = Renderer.defaultFontFamily
    XCTAssertEqual(TextMetrics.measure(text, .systemFont(ofSize: 20), nil, 1), before)
  }
}
