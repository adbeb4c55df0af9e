import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// Subviews hidden entirely by an opaque sibling above them are not drawn: the picture is the
/// same, and the work (here, laying out the hidden text) is not done.
final class OcclusionTests: EngineTestCase {
  static let size = Size(width: 120, height: 80)

  /// A label under a full-screen view of `color` at `offset`.
  @MainActor func tree(
    cover color: Color, alpha: Double = 1, offset: Double = 0, radius: Double = 0
  )
    -> View
  {
    let root = View(frame: Rect(origin: .zero, size: Self.size))
    let label = Label(frame: Rect(x: 10, y: 10, width: 100, height: 30), text: "Hidden")
    let cover = View(frame: Rect(x: offset, y: 0, width: Self.size.width, height: Self.size.height))
    cover.backgroundColor = color
    cover.alpha = alpha
    cover.layer.cornerRadius = radius
    root.addSubview(label)
    root.addSubview(cover)
    return root
  }

  @MainActor func layouts(_ root: View, scale: Double = 1) -> Int {
    let renderer = Renderer(scale: scale)
    _ = Probe.render(root, size: Self.size, renderer: renderer)
    return renderer.statistics.textLayoutsCreated
  }

  @MainActor func testAnOpaqueCoverHidesWhatIsUnderIt() async {
    XCTAssertEqual(layouts(tree(cover: .white)), 0)
    XCTAssertEqual(layouts(tree(cover: .white), scale: 2), 0)
    // Covering more than the screen hides it too.
    let wide = tree(cover: .white)
    wide.subviews[1].frame = Rect(x: -5, y: -5, width: 200, height: 200)
    XCTAssertEqual(layouts(wide), 0)
  }

  @MainActor func testWhatShowsThroughIsDrawn() async {
    XCTAssertEqual(layouts(tree(cover: .white, alpha: 0.99)), 1, "a translucent view")
    XCTAssertEqual(layouts(tree(cover: .white.withAlphaComponent(0.5))), 1, "a translucent colour")
    XCTAssertEqual(layouts(tree(cover: .white, radius: 8)), 1, "rounded corners")
    XCTAssertEqual(layouts(tree(cover: .white, offset: 0.5)), 1, "a half-pixel gap")
    XCTAssertEqual(layouts(tree(cover: .white, offset: 2)), 1, "a gap at the left")
    let rotated = tree(cover: .white)
    rotated.subviews[1].transform = TransitionKit.AffineTransform(rotationAngle: 0.01)
    XCTAssertEqual(layouts(rotated), 1, "a turned cover")
  }

  @MainActor func testACoverMayBeASnapshotInsideAContainer() async {
    let root = View(frame: Rect(origin: .zero, size: Self.size))
    let screen = View(frame: root.bounds)
    screen.backgroundColor = .systemBackground
    screen.addSubview(Label(frame: Rect(x: 10, y: 10, width: 100, height: 30), text: "Screen"))
    root.addSubview(screen)
    let container = View(frame: root.bounds)
    let snapshot = screen.snapshotView(afterScreenUpdates: false)!
    container.addSubview(snapshot)
    root.addSubview(container)
    let renderer = Renderer()
    let image = Probe.render(root, size: Self.size, renderer: renderer)
    // The snapshot's picture lays the text out once; the live screen under it is skipped.
    XCTAssertEqual(renderer.statistics.textLayoutsCreated, 1)
    assertPixel(image, x: 100, y: 70, .white)
  }

  @MainActor func testTheCardScenesScreenUnderItsSnapshotIsSkippedWithTheSamePicture() async {
    let session = SceneStages.presenting("card", at: 0.2)
    let renderer = Renderer()
    let first = Probe.render(session.window, size: SceneStages.screen, renderer: renderer)
    let laidOut = renderer.statistics.textLayoutsCreated
    // Another renderer draws the scene without the snapshot's help: the Payments screen shows.
    session.window.first { $0.name == "origin-snapshot" }?.isHidden = true
    let uncovered = Renderer()
    _ = Probe.render(session.window, size: SceneStages.screen, renderer: uncovered)
    XCTAssertGreaterThan(uncovered.statistics.textLayoutsCreated, 0)
    XCTAssertEqual(laidOut, 2, "the snapshot's own heading and button title, once")
    XCTAssertGreaterThan(first.width, 0)
  }
}
