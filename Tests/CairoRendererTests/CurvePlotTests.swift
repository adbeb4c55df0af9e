import CCairo
import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The curve plot's figures against published formulas, and its pixels probed: the marker in
/// its phase's colour where the curve is at its time, the seed's curve behind, both palettes.
final class CurvePlotTests: XCTestCase {
  private let light = CurvePlot.Palette.forAppearance(.light)

  func testAnUnderdampedSpringsOvershootAndPeakAreTheTextbookOnes() throws {
    // A step response from rest overshoots by exp(−πζ/√(1−ζ²)) at t = π / (ω₀√(1−ζ²)).
    let zeta = 0.5
    let omega = 10.0
    let spring = DampedSpring(dampingRatio: zeta, stiffness: omega * omega)
    let data = CurvePlotData(curve: .spring(spring, initialVelocity: 0, duration: 1))
    let damped = omega * (1 - zeta * zeta).squareRoot()
    XCTAssertEqual(
      data.overshoot, exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), accuracy: 1e-4)
    XCTAssertEqual(try XCTUnwrap(data.peakTime), Double.pi / damped, accuracy: 1e-3)
  }

  func testAnAnimatorSpringSettlesByItsDurationAndStaysInTheBand() {
    // UIKit's animator form: the spring with ratio ζ settles within the duration; the settle
    // time is when it stays within 0.1 % of the end for good.
    for ratio in [0.3, 0.8, 1.0] {
      let spring = DampedSpring.settling(dampingRatio: ratio, initialVelocity: 0, within: 0.6)
      let data = CurvePlotData(curve: .spring(spring, initialVelocity: 0, duration: 0.6))
      XCTAssertEqual(data.settleTime, 0.6, accuracy: 1e-6, "ratio \(ratio)")
      for index in 0...4000 {
        let t = data.settleTime + Double(index) / 4000 * 2
        XCTAssertLessThanOrEqual(abs(spring.value(at: t) - 1), 0.001, "ratio \(ratio) at \(t)")
      }
      if ratio >= 1 { XCTAssertEqual(data.overshoot, 0) }
    }
  }

  func testALinearCurveSettlesWhenWithinTheBandAndMovesAtOneDistancePerDuration() {
    let data = CurvePlotData(curve: .bezier(AnimationCurve.linear.bezier, duration: 0.5))
    // Within 0.001 of the end from 0.999 of the duration on.
    XCTAssertEqual(data.settleTime, 0.5 * 0.999, accuracy: 0.5 * 4 / 8000 + 1e-9)
    XCTAssertEqual(data.overshoot, 0)
    XCTAssertNil(data.peakTime)
    let middle = data.times.firstIndex { $0 >= 0.25 }!
    XCTAssertEqual(data.velocities[middle], 2, accuracy: 1e-6)
  }

  func testEaseInOutIsFastestInTheMiddleAtItsBezierSlope() {
    // B(s) with P1 = (0.42, 0), P2 = (0.58, 1): at s = ½, dx/ds = 0.75·0.42 + 1.5·0.16 +
    // 0.75·0.42 = 0.87 and dy/ds = 1.5, so the slope is 1.5 / 0.87 per duration.
    let duration = 0.4
    let data = CurvePlotData(curve: .bezier(AnimationCurve.easeInOut.bezier, duration: duration))
    let middle = data.times.firstIndex { $0 >= duration / 2 - 1e-12 }!
    XCTAssertEqual(data.times[middle], duration / 2, accuracy: data.span / 240)
    XCTAssertEqual(data.velocities[middle], 1.5 / 0.87 / duration, accuracy: 0.02)
    XCTAssertEqual(data.velocities.max()!, 1.5 / 0.87 / duration, accuracy: 0.02)
  }

  func testTheMarkerIsDrawnOnTheCurveInItsPhasesColour() throws {
    let data = CurvePlotData(curve: .bezier(AnimationCurve.easeInOut.bezier, duration: 0.6))
    let layout = CurvePlotLayout(width: 300, height: 160, data: data)
    for (time, phase) in [(0.15, PlotMarker.Phase.interactive), (0.45, .completing)] {
      let marker = PlotMarker(time: time, phase: phase)
      let image = CurvePlot.image(
        width: 300, height: 160, data: data, marker: marker, palette: light)
      // On the curve at that time: x from the margins and the span, y from the curve's value.
      let m = CurvePlotLayout.margins
      let x = m.left + time / data.span * (300 - m.left - m.right)
      let centre = CurvePlot.markerPoint(layout, data, marker)
      XCTAssertEqual(centre.x, x, accuracy: 1e-9)
      let expected = layout.point(
        time: time, value: AnimationCurve.easeInOut.bezier.value(at: time / 0.6))
      XCTAssertEqual(centre.y, expected.y, accuracy: 1.5)
      let pixel = image.pixel(x: Int(centre.x), y: Int(centre.y))
      let colour = light.marker(phase)
      XCTAssertEqual(Double(pixel.red) / 255, colour.red, accuracy: 0.05, "\(phase): \(pixel)")
      XCTAssertEqual(Double(pixel.green) / 255, colour.green, accuracy: 0.05, "\(phase): \(pixel)")
      XCTAssertEqual(Double(pixel.blue) / 255, colour.blue, accuracy: 0.05, "\(phase): \(pixel)")
    }
    XCTAssertNotEqual(light.interactive, light.completing, "the phases are told apart")
  }

  func testTheSeedsCurveIsDrawnFaintBehind() {
    let spring = DampedSpring.settling(dampingRatio: 0.3, initialVelocity: 0, within: 0.6)
    let data = CurvePlotData(curve: .spring(spring, initialVelocity: 0, duration: 0.6))
    let seed = CurvePlotData(curve: .bezier(AnimationCurve.linear.bezier, duration: 0.6))
    let layout = CurvePlotLayout(width: 300, height: 160, data: data)
    // Where the linear seed is at a quarter of the duration and the spring is far from it.
    let point = layout.point(time: 0.15, value: 0.25)
    let withSeed = CurvePlot.image(width: 300, height: 160, data: data, seed: seed, palette: light)
    let without = CurvePlot.image(width: 300, height: 160, data: data, palette: light)
    let faint = withSeed.pixel(x: Int(point.x), y: Int(point.y.rounded()))
    let background = without.pixel(x: Int(point.x), y: Int(point.y.rounded()))
    XCTAssertNotEqual(faint, background)
    XCTAssertLessThan(faint.red, background.red, "darker than the background")
    XCTAssertGreaterThan(Int(faint.red), 0x9A - 20, "but lighter than the seed's full colour")
  }

  func testTheDarkPaletteDrawsOnADarkBackground() {
    let data = CurvePlotData(curve: .bezier(AnimationCurve.easeInOut.bezier, duration: 0.6))
    for appearance in Appearance.allCases {
      let image = CurvePlot.image(
        width: 200, height: 120, data: data, palette: .forAppearance(appearance))
      let corner = image.pixel(x: 100, y: 3)
      XCTAssertEqual(corner.red > 128, appearance == .light, "\(appearance): \(corner)")
    }
  }

  /// The marker moves on every frame of a transition; its words are laid out once for each
  /// phrase and drawn from that layout, the same pixels every time.
  func testTheMarkersWordsAreLaidOutOnceAPhrase() {
    let data = CurvePlotData(curve: .bezier(AnimationCurve.easeInOut.bezier, duration: 0.6))
    let layout = CurvePlotLayout(width: 320, height: 170, data: data)
    let light = CurvePlot.Palette.forAppearance(.light)
    let first = PlotMarker(time: 0.2, phase: .interactive)
    let before = Self.pixels(320, 170) { cr in
      CurvePlot.drawMarker(cr, data: data, marker: first, palette: light, layout: layout)
    }
    let made = CurvePlot.markerLayoutsMade
    for step in 0..<40 {
      let marker = PlotMarker(
        time: Double(step) / 70, phase: step % 2 == 0 ? .interactive : .completing)
      _ = Self.pixels(320, 170) { cr in
        CurvePlot.drawMarker(cr, data: data, marker: marker, palette: light, layout: layout)
      }
    }
    XCTAssertLessThanOrEqual(CurvePlot.markerLayoutsMade - made, 1, "laid out again")
    let after = Self.pixels(320, 170) { cr in
      CurvePlot.drawMarker(cr, data: data, marker: first, palette: light, layout: layout)
    }
    XCTAssertEqual(after, before)
  }

  /// The window keeps the plot and draws the marker over it alone on a frame: the plot drawn
  /// without its marker and then the marker is the plot drawn with it, pixel for pixel, and
  /// the marker's extents hold every pixel the marker changed.
  func testTheMarkerDrawnOverThePlotIsThePlotWithItsMarker() {
    let data = CurvePlotData(curve: .bezier(AnimationCurve.easeInOut.bezier, duration: 0.6))
    let layout = CurvePlotLayout(width: 320, height: 170, data: data)
    for marker in [
      PlotMarker(time: 0.05, phase: .interactive), PlotMarker(time: 0.3, phase: .completing),
      PlotMarker(time: 0.58, phase: .interactive),
    ] {
      let whole = Self.pixels(320, 170) { cr in
        CurvePlot.draw(
          cr, width: 320, height: 170, data: data, marker: marker, palette: light, layout: layout)
      }
      let plot = Self.pixels(320, 170) { cr in
        CurvePlot.draw(cr, width: 320, height: 170, data: data, palette: light, layout: layout)
      }
      let layered = Self.pixels(320, 170) { cr in
        CurvePlot.draw(cr, width: 320, height: 170, data: data, palette: light, layout: layout)
        CurvePlot.drawMarker(cr, data: data, marker: marker, palette: light, layout: layout)
      }
      XCTAssertEqual(layered, whole, "\(marker)")
      let ink = CurvePlot.markerExtents(data: data, marker: marker, palette: light, layout: layout)
      XCTAssertGreaterThan(ink.width, 2 * CurvePlot.markerRadius, "the dot and the words")
      var changed = 0
      for y in 0..<170 {
        for x in 0..<320 where whole[y * 320 + x] != plot[y * 320 + x] {
          changed += 1
          XCTAssertTrue(
            Double(x) + 1 > ink.minX && Double(x) < ink.maxX && Double(y) + 1 > ink.minY
              && Double(y) < ink.maxY, "\(marker): (\(x), \(y)) outside \(ink)")
        }
      }
      XCTAssertGreaterThan(changed, 50, "the marker drew")
    }
  }

  /// The ARGB words of a `width` × `height` image that `paint` drew.
  private static func pixels(_ width: Int, _ height: Int, _ paint: (OpaquePointer) -> Void)
    -> [UInt32]
  {
    Probe.painted(width, height, paint)
  }
}
