import CGtk
import CairoRenderer
import Scenes
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// The device's screen has round corners: the screen's picture shows within the rounded
/// outline, the device's body (and its rim) outside it, and a pixel on the outline mixes the
/// two.
final class ScreenCornerTests: XCTestCase {
  private let size = Size(width: 900, height: 700)

  /// The bytes (blue, green, red, alpha) of a canvas-sized image `draw` painted.
  @MainActor private func image(_ draw: (OpaquePointer) -> Void) -> [UInt8] {
    Probe.painted(900, 700, draw).flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
    }
  }

  /// How far a point lies outside the rounded rectangle `rect` with corners of `radius`
  /// (negative inside).
  private func distanceOutside(_ p: Point, _ rect: Rect, radius r: Double) -> Double {
    let cx = Swift.min(Swift.max(p.x, rect.minX + r), rect.maxX - r)
    let cy = Swift.min(Swift.max(p.y, rect.minY + r), rect.maxY - r)
    return ((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot() - r
  }

  @MainActor func testTheScreenShowsWithinItsRoundedOutlineAndTheBodyOutside() async {
    // Light and dark; a device the panel does not edit at the canvas's scale, and one it edits
    // (its thick accent rim) small, as compare mode's four are.
    for (appearance, fitIn, selected) in [
      (Appearance.light, size, false), (.dark, size, false),
      (.light, Size(width: 250, height: 330), true), (.dark, Size(width: 250, height: 330), true),
    ] {
      let session = SceneSession(descriptor: DragDownScene.descriptor)
      session.run { session.scene.presentWithoutAnimation() }
      session.window.tick()
      let layout = CanvasLayout(
        mode: .fit, canvas: fitIn, screen: session.window.screen.bounds.size)
      let device = PaintedDevice(
        session: session, index: 0, count: 1,
        placed: PlacedDevice(layout: layout, offset: .zero), finger: nil, isScrubbed: false,
        appearance: appearance)
      let renderer = Renderer(appearance: appearance)
      let painter = StagePainter(renderer: renderer)
      let painted = image { cr in
        painter.paint(
          cr, devices: [device], labels: [], selected: selected ? 0 : nil, slotWidth: size.width,
          labelLayout: { _, _, _ in nil }, sceneDrawing: nil, overlays: [])
      }
      // The backdrop alone, and the screen's picture unclipped over it.
      let backdrop = image { cr in
        painter.paintBackdrop(
          cr, devices: [device], labels: [], selected: selected ? 0 : nil, slotWidth: size.width,
          labelLayout: { _, _, _ in nil })
      }
      let picture = image { cr in
        painter.paintBackdrop(
          cr, devices: [device], labels: [], selected: selected ? 0 : nil, slotWidth: size.width,
          labelLayout: { _, _, _ in nil })
        cairo_translate(cr, layout.origin.x, layout.origin.y)
        cairo_scale(cr, layout.scale, layout.scale)
        renderer.scale = layout.scale
        renderer.drawContents(of: session.window, in: cr)
      }
      let screen = Rect(origin: .zero, size: layout.screen)
      let radius = Canvas.cornerRadius(of: session.window)
      var (inside, outside, edge) = (0, 0, 0)
      for y in 0..<700 {
        for x in 0..<900 {
          let point = layout.scenePoint(fromCanvas: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
          let pixels = distanceOutside(point, screen, radius: radius) * layout.scale
          let at = y * 900 * 4 + x * 4
          let got = Array(painted[at..<at + 4])
          let expected: [UInt8]
          if pixels < -1 {
            expected = Array(picture[at..<at + 4])
            inside += 1
          } else if pixels > 1 {
            expected = Array(backdrop[at..<at + 4])
            outside += 1
          } else {
            // On the outline: between the body and the picture, channel by channel, within a
            // few steps (cairo rounds each of the steps that mix them).
            edge += 1
            let between = (0..<4).allSatisfy { channel in
              let low = Swift.min(backdrop[at + channel], picture[at + channel])
              let high = Swift.max(backdrop[at + channel], picture[at + channel])
              return (Int(low) - 8...Int(high) + 8).contains(Int(painted[at + channel]))
            }
            if !between {
              XCTFail(
                "\(appearance), selected \(selected), (\(x), \(y)) on the outline: \(got), not "
                  + "between \(Array(backdrop[at..<at + 4])) and \(Array(picture[at..<at + 4]))")
              return
            }
            continue
          }
          if zip(got, expected).contains(where: { abs(Int($0) - Int($1)) > 1 }) {
            XCTFail(
              "\(appearance), selected \(selected), (\(x), \(y)), \(pixels) px from the outline: "
                + "\(got) for \(expected)")
            return
          }
        }
      }
      XCTAssertGreaterThan(inside, fitIn == size ? 100_000 : 10_000)
      XCTAssertGreaterThan(outside, 100_000)
      XCTAssertGreaterThan(edge, fitIn == size ? 400 : 100)
    }
  }
}
