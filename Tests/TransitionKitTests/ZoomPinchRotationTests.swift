import Foundation
import TestSupport
import TransitionKit
import XCTest

/// iOS 26's pinch turns the card with the fingers, 1:1 about their midpoint, and the spring
/// after the release (the spring back or the landing) turns it upright again; the classic
/// pinch leaves it upright.
final class ZoomPinchRotationTests: XCTestCase {
  /// Where the fingers are: `half` points either side of (195, 400) on a line at `angle`.
  private func fingers(half: Double, angle: Double) -> (Point, Point) {
    let (dx, dy) = (half * cos(angle), half * sin(angle))
    return (Point(x: 195 + dx, y: 400 + dy), Point(x: 195 - dx, y: 400 - dy))
  }

  /// Presents, then two fingers 100 points apart close to `2 · half` while turning to
  /// `angle`, a frame at a time, and hold there 0.3 s.
  @MainActor private func pinch(
    _ z: ZoomRig, to half: Double, turning angle: Double, frames: Int = 20
  ) {
    let p = z.pointer
    let (a, b) = fingers(half: 50, angle: 0)
    p.down(a.x, a.y, sequence: 1)
    p.down(b.x, b.y, sequence: 2)
    for i in 1...frames {
      let t = Double(i) / Double(frames)
      let (a, b) = fingers(half: 50 + (half - 50) * t, angle: angle * t)
      z.rig.step(1.0 / 60)
      p.move(a.x, a.y, sequence: 1)
      p.move(b.x, b.y, sequence: 2)
    }
    z.rig.run(0.3)
  }

  @MainActor private func lift(_ z: ZoomRig, half: Double, angle: Double) {
    let (a, b) = fingers(half: half, angle: angle)
    z.pointer.up(a.x, a.y, sequence: 1)
    z.pointer.up(b.x, b.y, sequence: 2)
  }

  @MainActor func testThePinchTurnsTheCardAboutTheFingersAndTheSpringBackTurnsItUpright()
    async throws
  {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    let angle = 0.5
    pinch(z, to: 40, turning: angle)
    XCTAssertEqual(z.zoom.pinchGestureRecognizer.rotation, angle, accuracy: 1e-9)
    let held = try XCTUnwrap(frames.last)
    XCTAssertEqual(held.rotation, angle, accuracy: 0.005, "1:1 with the fingers' angle")
    XCTAssertEqual(held.frame.width / 390, 0.8, accuracy: 0.005, "1:1 with their distance")
    // Every point of the detail sits where the turn and scale about the fingers' midpoint
    // (195, 400) send it: its corners, through the views' own transforms.
    let pivot = Point(x: 195, y: 400)
    for corner in [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844)] {
      let on = z.detail.view.convert(corner, to: nil)
      let (dx, dy) = (0.8 * (corner.x - pivot.x), 0.8 * (corner.y - pivot.y))
      XCTAssertEqual(on.x, pivot.x + cos(angle) * dx - sin(angle) * dy, accuracy: 1, "\(corner)")
      XCTAssertEqual(on.y, pivot.y + sin(angle) * dx + cos(angle) * dy, accuracy: 1, "\(corner)")
    }
    // Released at 0.8 of the fingers' distance: it springs back, turning upright on the way.
    frames.removeAll()
    lift(z, half: 40, angle: angle)
    z.rig.run(0.05)
    let returning = try XCTUnwrap(frames.last?.rotation)
    XCTAssertGreaterThan(returning, 0.01)
    XCTAssertLessThan(returning, angle)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(frames.last?.rotation ?? 1, 0, accuracy: 0.005)
    XCTAssertTrue(z.detail.view.transform.isIdentity, "upright and in place")
    XCTAssertEqual(z.detail.view.frame, z.window.bounds)
  }

  @MainActor func testTheLandingTurnsTheCardUprightIntoTheSource() async throws {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    // Turned the other way, a third of a turn, and closed to 0.4: it dismisses.
    pinch(z, to: 20, turning: -2.1, frames: 30)
    XCTAssertEqual(frames.last?.rotation ?? 0, -2.1, accuracy: 0.01)
    frames.removeAll()
    lift(z, half: 20, angle: -2.1)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
    let turns = frames.map(\.rotation)
    XCTAssertEqual(turns.last ?? 1, 0, accuracy: 0.005, "it lands upright")
    XCTAssertEqual(frames.last?.frame.width ?? 0, 100, accuracy: 0.5, "in the source")
    // It turns back without passing upright the other way by more than a few degrees.
    XCTAssertLessThan(turns.max() ?? 0, 0.1)
  }

  @MainActor func testTheClassicPinchStaysUpright() async throws {
    let options = ZoomOptions()
    options.spec = .classic
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    pinch(z, to: 40, turning: 0.5)
    XCTAssertFalse(frames.isEmpty)
    XCTAssertTrue(frames.allSatisfy { $0.rotation == 0 })
    XCTAssertTrue(z.morph?.transform.isIdentity ?? false)
    lift(z, half: 40, angle: 0.5)
    z.rig.settle()
  }

  /// The recognizer's rotation counts on past half a turn, the short way round each move.
  @MainActor func testThePinchsRotationCountsPastHalfATurn() async {
    let rig = TransitionRig(engine: AnimationEngine())
    let pinch = PinchGestureRecognizer()
    rig.root.view.addGestureRecognizer(pinch)
    let p = PointerScript(window: rig.window)
    p.down(295, 400, sequence: 1)
    p.down(95, 400, sequence: 2)
    var angle = 0.0
    while angle < 1.5 * Double.pi {
      angle += 0.2
      let (a, b) = fingers(half: 90, angle: angle)
      rig.step(1.0 / 60)
      p.move(a.x, a.y, sequence: 1)
      p.move(b.x, b.y, sequence: 2)
    }
    XCTAssertEqual(pinch.state, .changed)
    XCTAssertEqual(pinch.rotation, angle, accuracy: 1e-9)
    p.up(195, 400, sequence: 1)
    XCTAssertEqual(pinch.rotation, 0, "reset once it ends")
  }
}
