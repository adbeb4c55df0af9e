import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The zoom as iOS 26 moves it, against the classic one: the eased shrink, the soft follow,
/// the pinch capped at 1.0 and released by the fingers' ratio, and the critically damped
/// spring of ω 19.
final class ZoomFidelityTests: XCTestCase {
  func testTheShrinkIs067PerHeightEasingTowardTheFloor() {
    let spec = ZoomTransitionSpec()
    let height = 874.0
    // The measurement: 0.80 at 0.3 H, 0.545 at 0.8 H, an asymptote of 0.37.
    XCTAssertEqual(
      spec.scale(distance: 0.3 * height, extent: height, edge: false), 0.799, accuracy: 0.005)
    XCTAssertEqual(
      spec.scale(distance: 0.8 * height, extent: height, edge: false), 0.545, accuracy: 0.005)
    XCTAssertGreaterThan(spec.scale(distance: 5 * height, extent: height, edge: false), 0.37)
    XCTAssertEqual(
      spec.scale(distance: 5 * height, extent: height, edge: false), 0.37, accuracy: 0.01)
    // Linear up to the knee, and from the edge linear to 0.56 of the width.
    XCTAssertEqual(
      spec.scale(distance: 0.1 * height, extent: height, edge: false), 1 - 0.067, accuracy: 1e-9)
    XCTAssertEqual(
      spec.scale(distance: 0.5 * 402, extent: 402, edge: true), 1 - 0.335, accuracy: 1e-9)
    var last = 1.0
    for step in 0...200 {
      let scale = spec.scale(distance: Double(step) * 5, extent: height, edge: false)
      XCTAssertLessThanOrEqual(scale, last + 1e-12)
      last = scale
    }
    // The classic shrink: 1 − t / H, stopping at 0.5.
    let classic = ZoomTransitionSpec.classic
    XCTAssertEqual(
      classic.scale(distance: 0.3 * height, extent: height, edge: false), 0.7, accuracy: 1e-9)
    XCTAssertEqual(
      classic.scale(distance: 0.8 * height, extent: height, edge: false), 0.5, accuracy: 1e-9)
  }

  func testTheSoftFollowFallsBehindAndRubberBandsSideways() {
    let spec = ZoomTransitionSpec()
    let size = Size(width: 402, height: 874)
    func lag(_ share: Double) -> Double {
      let t = share * size.height
      return t - spec.followed(translation: Vector(dx: 0, dy: t), size: size, edge: false).dy
    }
    // The measurement: 9 pt behind at 0.28 H, 39 at 0.48, 185 at 0.78.
    XCTAssertEqual(lag(0.28), 9, accuracy: 2)
    XCTAssertEqual(lag(0.48), 39, accuracy: 6)
    XCTAssertEqual(lag(0.78), 185, accuracy: 5)
    // Sideways: 26 pt for 50, 49 for 100, 69 for 150, 85 for 195, either way.
    for (sweep, moved) in [(50.0, 26.0), (100, 49), (150, 69), (195, 85)] {
      let right = spec.followed(translation: Vector(dx: sweep, dy: 0), size: size, edge: false)
      let left = spec.followed(translation: Vector(dx: -sweep, dy: 0), size: size, edge: false)
      XCTAssertEqual(right.dx, moved, accuracy: 2, "\(sweep)")
      XCTAssertEqual(left.dx, -right.dx, accuracy: 1e-9)
    }
    // From the edge the card follows the finger's vertical movement at 0.43.
    let edge = spec.followed(translation: Vector(dx: 100, dy: 100), size: size, edge: true)
    XCTAssertEqual(edge.dx, 100)
    XCTAssertEqual(edge.dy, 43, accuracy: 1e-9)
    // The classic follow keeps the pressed point under the finger.
    let classic = ZoomTransitionSpec.classic.followed(
      translation: Vector(dx: 30, dy: 300), size: size, edge: false)
    XCTAssertEqual(classic, Vector(dx: 30, dy: 300))
  }

  @MainActor func testADragDownOfAThirdOfTheHeightShowsTheMeasuredScale() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    let p = z.pointer
    let press = 300.0
    p.down(195, press)
    let hysteresis = PanGestureRecognizer.defaultHysteresis
    let target = press + hysteresis + 0.3 * 844
    for step in 1...20 {
      z.rig.step(1.0 / 60)
      p.move(195, press + (target - press) * Double(step) / 20)
    }
    z.rig.run(0.6)
    XCTAssertEqual(z.morphFrame!.width / 390, 0.799, accuracy: 0.005)
    p.up(195, target)
    z.rig.settle()
  }

  /// Spreads then closes two fingers from 100 points apart to `ratio` of that; the largest
  /// scale the card took and whether it was dismissed.
  @MainActor private func pinch(to ratio: Double, spreadFirst: Bool) -> (
    largest: Double, dismissed: Bool
  ) {
    let z = ZoomRig(engine: AnimationEngine())
    z.present()
    var largest = 0.0
    z.zoom.frameHandler = { largest = Swift.max(largest, $0.frame.width / 390) }
    let p = z.pointer
    p.down(245, 400, sequence: 1)
    p.down(145, 400, sequence: 2)
    var half = 50.0
    var moves: [Double] = []
    // Closes a little to begin, spreads to 1.6×, then closes to the ratio.
    moves += stride(from: 48.0, through: 40, by: -2).map { $0 }
    if spreadFirst { moves += stride(from: 44.0, through: 80, by: 4).map { $0 } }
    moves += stride(from: 78.0, through: 50 * ratio, by: -2).map { $0 }
    moves.append(50 * ratio)
    for next in moves {
      half = next
      z.rig.step(1.0 / 60)
      p.move(195 + half, 400, sequence: 1)
      p.move(195 - half, 400, sequence: 2)
    }
    z.rig.run(0.3)
    p.up(195 + half, 400, sequence: 1)
    p.up(195 - half, 400, sequence: 2)
    z.rig.settle()
    return (largest, z.rig.root.presentedViewController == nil)
  }

  @MainActor func testAPinchNeverGrowsTheCardPastItsSizeAndReleasesByTheFingersRatio() async {
    let spread = pinch(to: 0.9, spreadFirst: true)
    XCTAssertLessThanOrEqual(spread.largest, 1.0 + 1e-6, "a spreading pinch stops at 1.0")
    XCTAssertFalse(spread.dismissed)
    // The measurement: 0.515 went back, 0.494 landed.
    XCTAssertFalse(pinch(to: 0.53, spreadFirst: false).dismissed)
    XCTAssertTrue(pinch(to: 0.47, spreadFirst: false).dismissed)
  }

  @MainActor func testTheZoomSpringIsCriticallyDampedAtOmega19() async {
    let z = ZoomRig(engine: AnimationEngine())
    var frames: [(time: Double, frame: Rect)] = []
    z.zoom.frameHandler = { frames.append((z.rig.now, $0.frame)) }
    let start = z.rig.now
    z.present(settle: false)
    z.rig.run(0.1)
    // 1 − (1 + ωt)e^(−ωt) at ω = 2π / 0.33.
    let omega = 2 * Double.pi / 0.33
    let expected = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    let width = frames.last { $0.time <= start + 0.1 + 1e-9 }!.frame.width
    XCTAssertEqual((width - 100) / (390 - 100), expected, accuracy: 0.03)
    z.rig.settle()
    // It never passes full size.
    XCTAssertLessThanOrEqual(frames.map(\.frame.width).max() ?? 0, 390 + 0.5)
  }
}
