import CGtk
import CairoRenderer
import Scenes
import TransitionKit
import XCTest

@testable import TransitionLab

/// The canvas's frame as render nodes: over a held drag the backdrop is painted once and kept,
/// each frame paints only the device's screen, over the screen's rectangle, and the nodes
/// together are the picture the painter paints in one pass.
final class StageNodesTests: XCTestCase {
  private let canvas = Size(width: 705, height: 593)

  override func setUp() {
    super.setUp()
    // GSK registers its node types as GTK starts; without a display GTK starts that far and
    // says false, which is all these tests need.
    _ = gtk_init_check()
  }

  @MainActor private func placed(_ session: SceneSession) -> PlacedDevice {
    PlacedDevice(
      layout: CanvasLayout(mode: .fit, canvas: canvas, screen: session.window.screen.bounds.size),
      offset: .zero)
  }

  @MainActor private func device(_ session: SceneSession, finger: Point?) -> PaintedDevice {
    PaintedDevice(
      session: session, index: 0, count: 1, placed: placed(session), finger: finger,
      isScrubbed: false, appearance: .light)
  }

  @MainActor private func overlays() -> [DeviceOverlay] {
    [ReleaseGhostOverlay(), GuidesOverlay { Set(GuideMark.Kind.allCases) }, FingerMarkOverlay()]
  }

  /// One frame of the drag-down modal dragged down by `step` moves.
  @MainActor private func dragFrame(_ session: SceneSession, step: Int) -> Point {
    let finger = Point(x: 195, y: 300 + 6 * Double(step))
    session.step(1.0 / 60)
    session.send(
      PointerEvent(
        kind: step == 0 ? .down : .move, location: finger, timestamp: session.now,
        device: .mouse, sequence: 1))
    session.tick()
    return finger
  }

  @MainActor private func frame(
    _ nodes: StageNodes, _ painter: StagePainter, _ session: SceneSession, finger: Point?
  ) -> [RenderNode] {
    nodes.frame(
      painter: painter, devices: [device(session, finger: finger)], canvas: canvas, labels: [],
      selected: nil, labelLayout: { _, _, _ in nil }, sceneDrawing: nil, overlays: overlays())
  }

  private static func bounds(_ node: RenderNode) -> Rect {
    var rect = graphene_rect_t()
    gsk_render_node_get_bounds(node.node, &rect)
    return Rect(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  @MainActor func testAHeldDragPaintsTheBackdropOnceAndEachFrameOnlyTheScreen() async {
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    let session = lab.session
    let nodes = StageNodes()
    let painter = StagePainter(renderer: Renderer())
    var backdrops: Set<OpaquePointer> = []
    var screens: Set<OpaquePointer> = []
    // Every frame's nodes held, so no node's address is taken again by a later one.
    var frames: [[RenderNode]] = []
    for step in 0..<120 {
      let finger = dragFrame(session, step: step)
      let frame = frame(nodes, painter, session, finger: finger)
      frames.append(frame)
      XCTAssertEqual(frame.count, 2, "the backdrop and the one screen")
      backdrops.insert(frame[0].node)
      screens.insert(frame[1].node)
      let screen = Self.bounds(frame[1])
      XCTAssertEqual(
        screen, StageNodes.screenBounds(of: placed(session), canvas: canvas),
        "the screen's node covers the screen")
    }
    XCTAssertNotNil(session.window.activeTransition, "the drag drove the dismissal")
    XCTAssertEqual(nodes.backdropPaints, 1, "120 frames of a held drag, one backdrop")
    XCTAssertEqual(backdrops.count, 1, "the same node every frame: no damage from it")
    XCTAssertEqual(screens.count, 120, "a new screen every frame")
    let screen = StageNodes.screenBounds(of: placed(session), canvas: canvas)
    XCTAssertLessThan(
      screen.width * screen.height, canvas.width * canvas.height / 2,
      "a frame repaints under half the canvas")
  }

  @MainActor func testTheBackdropIsPaintedAgainWhenWhatItShowsChanges() async {
    let session = SceneSession(descriptor: DragDownScene.descriptor, parameters: nil)
    let nodes = StageNodes()
    let renderer = Renderer()
    var painter = StagePainter(renderer: renderer)
    _ = frame(nodes, painter, session, finger: nil)
    _ = frame(nodes, painter, session, finger: nil)
    XCTAssertEqual(nodes.backdropPaints, 1)
    renderer.appearance = .dark
    _ = frame(nodes, painter, session, finger: nil)
    XCTAssertEqual(nodes.backdropPaints, 2, "a new appearance")
    painter.deviceScale = 2
    _ = frame(nodes, painter, session, finger: nil)
    XCTAssertEqual(nodes.backdropPaints, 3, "a new scale")
    nodes.purge()
    _ = frame(nodes, painter, session, finger: nil)
    XCTAssertEqual(nodes.backdropPaints, 4, "the font changed")
  }

  /// The nodes drawn in order over the canvas's background give the picture of the painter's
  /// one pass in one node (what the drawing area made), mid-drag with every overlay drawing; only the rounding of the anti-aliased
  /// pixels along the screen's edge and corners may differ, by a level or two: the screen's
  /// edge is blended over the outline in the frame rather than in one drawing.
  @MainActor func testTheNodesPaintThePictureOfOnePass() async {
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    let session = lab.session
    var finger = Point.zero
    for step in 0..<12 { finger = dragFrame(session, step: step) }
    XCTAssertNotNil(ReleaseGhostOverlay.preview(of: session), "the preview draws")
    let painter = StagePainter(renderer: Renderer())
    let layered = Self.canvasImage(canvas) { cr in
      for node in frame(StageNodes(), painter, session, finger: finger) {
        gsk_render_node_draw(node.node, cr)
      }
    }
    // What a drawing area made: one cairo node over the canvas, painted in one pass.
    let onePass = Self.canvasImage(canvas) { cr in
      let node = RenderNode.drawing(Rect(origin: .zero, size: canvas)) { cr in
        painter.paint(
          cr, devices: [device(session, finger: finger)], labels: [], selected: nil,
          slotWidth: canvas.width, labelLayout: { _, _, _ in nil }, sceneDrawing: nil,
          overlays: overlays())
      }
      gsk_render_node_draw(node.node, cr)
    }
    defer {
      cairo_surface_destroy(layered)
      cairo_surface_destroy(onePass)
    }
    let screen = placed(session).layout.screenRect
    let corner = Canvas.cornerRadius(of: session.window) * placed(session).layout.scale
    // Along the screen's edge: within 2 units of it, or in a corner's square.
    let onEdge = { (x: Int, y: Int) -> Bool in
      let px = Double(x) + 0.5
      let py = Double(y) + 0.5
      let outer =
        px > screen.minX - 2 && px < screen.maxX + 2 && py > screen.minY - 2
        && py < screen.maxY + 2
      let inner =
        px > screen.minX + 2 && px < screen.maxX - 2 && py > screen.minY + 2
        && py < screen.maxY - 2
      let nearX = px < screen.minX + corner + 2 || px > screen.maxX - corner - 2
      let nearY = py < screen.minY + corner + 2 || py > screen.maxY - corner - 2
      return outer && (!inner || (nearX && nearY))
    }
    let (differing, largest, inked, offEdge) = Self.compare(layered, onePass, allowed: onEdge)
    XCTAssertGreaterThan(inked, 100_000, "the device and its screen were drawn")
    // A translucent overlay (the release preview's pill) over the screen is composited
    // through the screen node's own surface in one and straight onto the canvas in the other:
    // a few of its pixels round a step or three apart, at some scales of the device and not
    // at others.
    XCTAssertLessThanOrEqual(largest, 3, "no pixel differs by more than rounding")
    XCTAssertLessThanOrEqual(
      offEdge, 8, "of \(differing) pixels that differ, at most a few off the screen's edge")
  }

  /// A surface of `size` with the canvas's light background, then `paint`.
  private static func canvasImage(_ size: Size, _ paint: (OpaquePointer) -> Void) -> OpaquePointer {
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 0xe8 / 255.0, 0xe8 / 255.0, 0xed / 255.0)
    cairo_paint(cr)
    paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }

  /// How many pixels differ, by how much at most (in any channel), how many pixels of the
  /// first are not the background, and how many differ where `allowed` says they may not.
  private static func compare(
    _ a: OpaquePointer, _ b: OpaquePointer, allowed: (Int, Int) -> Bool
  ) -> (Int, Int, Int, Int) {
    let width = Int(cairo_image_surface_get_width(a))
    let height = Int(cairo_image_surface_get_height(a))
    let stride = Int(cairo_image_surface_get_stride(a))
    let first = cairo_image_surface_get_data(a)!
    let second = cairo_image_surface_get_data(b)!
    let background = (0..<4).map { first[$0] }
    var differing = 0
    var largest = 0
    var inked = 0
    var disallowed = 0
    for y in 0..<height {
      for x in 0..<width {
        let offset = y * stride + x * 4
        var worst = 0
        var isBackground = true
        for channel in 0..<4 {
          worst = max(worst, abs(Int(first[offset + channel]) - Int(second[offset + channel])))
          if first[offset + channel] != background[channel] { isBackground = false }
        }
        if worst > 0 {
          differing += 1
          if !allowed(x, y) { disallowed += 1 }
        }
        largest = max(largest, worst)
        if !isBackground { inked += 1 }
      }
    }
    return (differing, largest, inked, disallowed)
  }
}
