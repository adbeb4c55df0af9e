import AllocationCounter
import CCairo
import CairoRenderer
import TestSupport
import TransitionKit
import XCTest

/// Text at the frame's plain scale is painted from one mask frame after frame: a transform a
/// rounding error away from the last, or a layout made anew each frame, would be a mask (or,
/// shown glyph by glyph, a cairo scaled font with its own glyph images) per frame, memory that
/// grows with use (see docs/performance.md, "What grows after the first minute").
final class StraightTextTests: EngineTestCase {
  private let size = Size(width: 240, height: 80)

  /// A spring's last frames come within a millionth of their target scale without reaching
  /// it; the text is painted as at rest there, from one mask, not one per frame.
  @MainActor func testTextSettlingOnThePlainScaleMeetsOneScaledFont() async {
    let root = Fixtures.screen(.white, size: size)
    let label = Label(
      frame: Rect(x: 20, y: 20, width: 200, height: 40), text: "Open Modal", alignment: .center)
    root.addSubview(label)
    let renderer = Renderer(scale: 2)
    let rest = Probe.render(root, size: size, renderer: renderer)
    for step in 0..<60 {
      let away = Double(60 - step) / 60
      label.transform = AffineTransform(scaleX: 1 - 9e-7 * away, y: 1 + 5e-7 * away)
        .rotated(by: 3e-7 * away)
      let image = Probe.render(root, size: size, renderer: renderer)
      XCTAssertEqual(
        Probe.inkBounds(image, where: { $0.red < 128 }).map {
          [$0.minX, $0.maxX, $0.minY, $0.maxY]
        },
        Probe.inkBounds(rest, where: { $0.red < 128 }).map {
          [$0.minX, $0.maxX, $0.minY, $0.maxY]
        },
        "the text lands where it does at rest (step \(step))")
    }
    let statistics = renderer.statistics
    XCTAssertEqual(statistics.textMasksMade, 1, "61 frames within a millionth of rest, one mask")
    XCTAssertEqual(statistics.textOutlinesMade, 1)
    XCTAssertEqual(statistics.textStraightTransforms, 0, "no glyph shown under any transform")
  }

  /// The status bar's time is drawn on every frame of every window; it is laid out once, and
  /// a frame with the status bar allocates only what showing a laid-out line takes.
  @MainActor func testTheStatusBarsTimeIsLaidOutOnce() async {
    let window = Window(screen: Screen(), engine: engine)
    let root = ViewController()
    window.rootViewController = root
    root.view.backgroundColor = .white
    let renderer = Renderer(scale: 2)
    let width = Int32(window.bounds.width * 2)
    let height = Int32(window.bounds.height * 2)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, 2, 2)
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    /// Allocations a frame over `frames` frames, after two frames to warm up.
    func allocationsPerFrame(statusBar: Bool, frames: Int = 40) -> Double {
      renderer.drawsStatusBar = statusBar
      renderer.draw(window, in: cr)
      renderer.draw(window, in: cr)
      let before = allocation_count()
      for _ in 0..<frames { renderer.draw(window, in: cr) }
      return Double(allocation_count() - before) / Double(frames)
    }
    let without = allocationsPerFrame(statusBar: false)
    let layouts = renderer.statistics.textLayoutsCreated
    let with = allocationsPerFrame(statusBar: true)
    XCTAssertEqual(
      renderer.statistics.textLayoutsCreated, layouts + 1, "the time laid out once in 42 frames")
    XCTAssertEqual(renderer.statistics.textStraightTransforms, 0)
    XCTAssertEqual(renderer.statistics.textMasksMade, 1, "the time painted from one mask")
    // Measured: 41 blocks a frame with a layout made each frame, 23 with the kept one shown
    // glyph by glyph (the glyph run Pango shows).
    XCTAssertLessThanOrEqual(
      with - without, 32, "blocks allocated a frame for the status bar (without it: \(without))")
  }
}
