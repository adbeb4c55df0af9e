import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A blur is drawn at a fraction of the device's resolution, with three box passes for a
/// Gaussian, and scaled back up: within a few steps of 255 of the exact Gaussian blur of the
/// full-resolution backdrop, worked out here (a sampled Gaussian kernel to four standard
/// deviations, along each axis, the backdrop's edge extended), whether it is blurred anew or
/// kept from an earlier frame.
final class BlurAccuracyTests: EngineTestCase {
  /// The largest difference allowed in any channel of any pixel, and on average, in steps of
  /// 255.
  /// (The three box passes and the reduced resolution move a sharp edge's blur by up to about
  /// 18 steps, and the whole by about one on average.)
  static let largestDifference = 20
  static let meanDifference = 1.5
  /// The same over a snapshot of the backdrop, whose picture is painted small rather than its
  /// views drawn small: from the halved copies, up to 22 steps at the edge of a 6-point blur
  /// at scale 2 and 1.8 on average under a 24-point blur (through cairo's own filter, without
  /// the copies, a 12-point blur was 26 steps off).
  static let largestSnapshotDifference = 24
  static let meanSnapshotDifference = 2.0

  /// The blur fixture without its effect view's tint or saturation, blurred `radius` points.
  @MainActor func fixture(radius: Double) -> (root: View, effect: VisualEffectView) {
    let root = LayerFixtures.blur(nil)
    guard let effect = root.subviews.last as? VisualEffectView else {
      preconditionFailure("the blur fixture's top view is its effect view")
    }
    effect.backdropLayer.backdropState = BackdropState(
      blurRadius: radius, darkBlurRadius: radius, saturation: 1, tint: nil)
    return (root, effect)
  }

  /// The blur fixture with a snapshot of its bars and text behind the effect view instead of
  /// the views themselves: a backdrop paints the snapshot's picture small, from a halved copy
  /// of it when that is a quarter of its size or less.
  @MainActor func snapshotFixture(radius: Double) -> (root: View, effect: VisualEffectView) {
    let (bars, effect) = fixture(radius: radius)
    effect.removeFromSuperview()
    guard let snapshot = bars.snapshotView(afterScreenUpdates: true) else {
      preconditionFailure("the blur fixture has a size")
    }
    snapshot.frame = Rect(origin: .zero, size: LayerFixtures.size)
    let root = View(frame: Rect(origin: .zero, size: LayerFixtures.size))
    root.backgroundColor = .white
    root.addSubview(snapshot)
    root.addSubview(effect)
    return (root, effect)
  }

  /// The exact Gaussian blur of `image`, standard deviation `sigma` pixels, edges extended;
  /// premultiplied channels as floating point, four a pixel.
  static func gaussian(_ image: RenderedImage, sigma: Double, rows: Range<Int>) -> [Double] {
    let reach = Int((4 * sigma).rounded(.up))
    var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    let w = image.width
    let h = image.height
    var channels = [Double](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let p = image.pixel(x: x, y: y)
        let base = (y * w + x) * 4
        channels[base] = Double(p.red)
        channels[base + 1] = Double(p.green)
        channels[base + 2] = Double(p.blue)
        channels[base + 3] = Double(p.alpha)
      }
    }
    func pass(_ input: [Double], horizontal: Bool, rows: Range<Int>) -> [Double] {
      var output = [Double](repeating: 0, count: input.count)
      for y in rows {
        for x in 0..<w {
          for c in 0..<4 {
            var sum = 0.0
            for (k, weight) in kernel.enumerated() {
              let offset = k - reach
              let sx = horizontal ? Swift.min(Swift.max(x + offset, 0), w - 1) : x
              let sy = horizontal ? y : Swift.min(Swift.max(y + offset, 0), h - 1)
              sum += weight * input[(sy * w + sx) * 4 + c]
            }
            output[(y * w + x) * 4 + c] = sum
          }
        }
      }
      return output
    }
    // Across only the rows the second pass reads.
    let across = pass(
      channels, horizontal: true,
      rows: ((rows.lowerBound - reach)..<(rows.upperBound + reach)).clamped(to: 0..<h))
    return pass(across, horizontal: false, rows: rows.clamped(to: 0..<h))
  }

  /// Checks the blur of `fixture` against the exact one, blurred anew and kept; returns how
  /// many times the renderer that blurred it anew painted a snapshot from a halved copy.
  @discardableResult
  @MainActor func assertNearExact(
    radius: Double, scale: Double, snapshot: Bool = false, line: UInt = #line
  ) throws -> Int {
    let (root, effect) = snapshot ? snapshotFixture(radius: radius) : fixture(radius: radius)
    let size = LayerFixtures.size
    let fresh = Renderer(scale: scale)
    fresh.keepsBlurredBackdrops = false
    let blurred = try fresh.renderImage(root, size: size)
    let kept = Renderer(scale: scale)
    _ = try kept.renderImage(root, size: size)
    let keptFrame = try kept.renderImage(root, size: size)
    XCTAssertEqual(kept.backdropReuses, 1, line: line)
    effect.isHidden = true
    let behind = try Renderer(scale: scale).renderImage(root, size: size)
    let rows = Int(effect.frame.minY * scale)..<Int(effect.frame.maxY * scale)
    let exact = Self.gaussian(behind, sigma: radius * scale, rows: rows)
    for (name, image) in [("blurred anew", blurred), ("kept", keptFrame)] {
      var largest = 0.0
      var total = 0.0
      var count = 0
      for y in rows {
        for x in 0..<image.width {
          let p = image.pixel(x: x, y: y)
          let base = (y * image.width + x) * 4
          for (c, value) in [p.red, p.green, p.blue, p.alpha].enumerated() {
            let difference = abs(Double(value) - exact[base + c])
            largest = Swift.max(largest, difference)
            total += difference
            count += 1
          }
        }
      }
      let message = "\(name), radius \(radius), scale \(scale)"
      let limits =
        snapshot
        ? (Self.largestSnapshotDifference, Self.meanSnapshotDifference)
        : (Self.largestDifference, Self.meanDifference)
      XCTAssertLessThanOrEqual(largest, Double(limits.0), message, line: line)
      XCTAssertLessThanOrEqual(total / Double(count), limits.1, message, line: line)
    }
    return fresh.halvedSnapshotPaints
  }

  @MainActor func testAReducedBlurIsWithinAFewStepsOfTheExactOne() async throws {
    // Drawn at the device's resolution and at a quarter of it.
    try assertNearExact(radius: 4, scale: 1)
    try assertNearExact(radius: 12, scale: 1)
  }

  @MainActor func testASnapshotBehindABlurIsPaintedFromAHalvedCopyWithinAFewStepsOfTheExactOne()
    async throws
  {
    // A backdrop at a quarter of the device's pixels (painted from a copy halved twice), at an
    // eighth (three times), and at a quarter of a picture made at two pixels a point.
    XCTAssertGreaterThan(try assertNearExact(radius: 12, scale: 1, snapshot: true), 0)
    XCTAssertGreaterThan(try assertNearExact(radius: 24, scale: 1, snapshot: true), 0)
    XCTAssertGreaterThan(try assertNearExact(radius: 6, scale: 2, snapshot: true), 0)
    // A blur too small to draw its backdrop at half the device's pixels paints the picture
    // itself.
    XCTAssertEqual(try assertNearExact(radius: 4, scale: 1, snapshot: true), 0)
  }
}
