import CGtk
import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// The canvas's one drawing path for one to four devices, and that painting writes nothing:
/// no trace line and no session event comes out of a paint, with every overlay drawing.
final class StagePainterTests: XCTestCase {
  /// A stage of one held mid-drag on the drag-down scene's modal, so the release preview, the
  /// guides and the finger's mark all draw.
  @MainActor private func heldDrag(_ session: SceneSession) -> Point {
    let finger = Point(x: 195, y: 420)
    session.send(
      PointerEvent(
        kind: .down, location: Point(x: 195, y: 300), timestamp: session.now, device: .mouse,
        sequence: 1))
    for step in 1...12 {
      session.step(1.0 / 60)
      session.send(
        PointerEvent(
          kind: .move, location: Point(x: 195, y: 300 + 10 * Double(step)),
          timestamp: session.now, device: .mouse, sequence: 1))
      session.tick()
    }
    return finger
  }

  @MainActor private func paint(
    _ sessions: [SceneSession], labels: [String], finger: Point?
  ) -> (ink: Int, placed: [PlacedDevice]) {
    let size = Size(width: 1000, height: 700)
    let placed: [PlacedDevice]
    if sessions.count == 1 {
      placed = [
        PlacedDevice(
          layout: CanvasLayout(
            mode: .fit, canvas: size, screen: sessions[0].window.screen.bounds.size),
          offset: .zero)
      ]
    } else {
      placed = Canvas.layouts(
        screens: sessions.map { $0.window.screen.bounds.size }, canvas: size, band: 30
      ).map { PlacedDevice(layout: $0.0, offset: Point(x: $0.1, y: 30)) }
    }
    let devices = sessions.enumerated().map { index, session in
      PaintedDevice(
        session: session, index: index, count: sessions.count, placed: placed[index],
        finger: finger, isScrubbed: false, appearance: .light)
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1000, 700)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    let painter = StagePainter(renderer: Renderer())
    painter.paint(
      cr, devices: devices, labels: labels, selected: sessions.count > 1 ? 1 : nil,
      slotWidth: size.width / Double(sessions.count), labelLayout: { _, _, _ in nil },
      sceneDrawing: nil,
      overlays: [
        ReleaseGhostOverlay(), GuidesOverlay { Set(GuideMark.Kind.allCases) },
        FingerMarkOverlay(),
      ])
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    var ink = 0
    for y in 0..<700 {
      for x in 0..<1000 where data[y * stride + x * 4 + 3] != 0 { ink += 1 }
    }
    return (ink, placed)
  }

  @MainActor func testAPaintMidDragWritesNoTraceLineAndNoEvent() async {
    let lab = Lab(descriptor: DragDownScene.descriptor, start: .presented)
    let session = lab.session
    let finger = heldDrag(session)
    XCTAssertNotNil(ReleaseGhostOverlay.preview(of: session), "the preview has something to draw")
    var lines = 0
    var events = 0
    session.traceSink = { _ in lines += 1 }
    let observation = session.events.observe { _, _ in events += 1 }
    defer { observation.cancel() }
    let painted = (0..<30).map { _ in paint([session], labels: [], finger: finger) }
    XCTAssertGreaterThan(painted[0].ink, 100_000, "the device and its screen were drawn")
    XCTAssertEqual(lines, 0, "thirty paints, no trace line")
    XCTAssertEqual(events, 0, "thirty paints, no session event")
    session.tick()
    XCTAssertEqual(ReleaseGhostOverlay.preview(of: session) != nil, true, "the drag still held")
  }

  @MainActor func testFourDevicesArePaintedLikeOneEachInItsSlot() async {
    let sessions = (0..<4).map { _ in
      SceneSession(descriptor: DragDownScene.descriptor, parameters: nil)
    }
    var lines = 0
    for session in sessions { session.traceSink = { _ in lines += 1 } }
    let one = paint([sessions[0]], labels: [], finger: nil)
    let four = paint(sessions, labels: ["1", "2", "3", "4"], finger: nil)
    XCTAssertEqual(lines, 0)
    XCTAssertEqual(four.placed.count, 4)
    // Each slot holds a device: ink at the centre of every device's outline.
    for device in four.placed {
      let rect = device.layout.deviceRect
      XCTAssertGreaterThan(rect.width, 50)
      XCTAssertEqual(device.offset.y, 30, "under the label band")
    }
    XCTAssertGreaterThan(four.ink, one.ink / 2, "four smaller devices, all drawn")
  }
}
