import Foundation
import TestSupport
import TransitionKit
import XCTest

@testable import TransitionLab

/// The fit of the scene's screen on the canvas and the mapping of pointer positions.
final class CanvasLayoutTests: XCTestCase {
  private let phone = Size(width: 390, height: 844)

  func testFitCentresTheDeviceOutlineAndKeepsTheMargin() {
    let layout = CanvasLayout(mode: .fit, canvas: Size(width: 800, height: 600), screen: phone)
    let outerHeight = 844 + 2 * CanvasLayout.bezelPoints
    let exact = (600 - 2 * CanvasLayout.marginUnits) / outerHeight
    assertClose(layout.scale, CanvasLayout.steppedScale(exact))
    XCTAssertLessThanOrEqual(layout.scale, exact)
    XCTAssertGreaterThan(layout.scale, exact / pow(2, 1.0 / 16))
    XCTAssertGreaterThanOrEqual(layout.deviceRect.origin.y, CanvasLayout.marginUnits)
    assertClose(layout.deviceRect.midX, 400)
    assertClose(layout.screenRect.midY, 300)
    assertClose(layout.screenRect.width, 390 * layout.scale)
  }

  func testAWideCanvasIsLimitedByHeightAndANarrowOneByWidth() {
    let narrow = CanvasLayout(mode: .fit, canvas: Size(width: 300, height: 2000), screen: phone)
    let exact = (300 - 2 * CanvasLayout.marginUnits) / (390 + 2 * CanvasLayout.bezelPoints)
    assertClose(narrow.scale, CanvasLayout.steppedScale(exact))
    XCTAssertGreaterThanOrEqual(narrow.deviceRect.origin.x, CanvasLayout.marginUnits)
    assertClose(narrow.deviceRect.midX, 150)
  }

  /// Every size a window goes through puts the device at one of a few scales, so the canvas's
  /// text meets a few font sizes (cairo keeps a font and its glyphs for each), and the device
  /// still fits within the margins, at most one step smaller than it could be.
  func testTheDeviceTakesAFewStepsOfScaleAsTheWindowIsResized() {
    var scales = Set<Double>()
    let step = pow(2, 1.0 / CanvasLayout.scaleStepsPerOctave)
    for width in stride(from: 300.0, through: 1300, by: 7) {
      for height in stride(from: 380.0, through: 800, by: 5) {
        let canvas = Size(width: width, height: height)
        let layout = CanvasLayout(mode: .fit, canvas: canvas, screen: phone)
        let exact = Swift.min(
          (width - 2 * CanvasLayout.marginUnits) / (390 + 2 * CanvasLayout.bezelPoints),
          (height - 2 * CanvasLayout.marginUnits) / (844 + 2 * CanvasLayout.bezelPoints))
        XCTAssertLessThanOrEqual(layout.scale, exact * (1 + 1e-12), "\(canvas)")
        XCTAssertGreaterThan(layout.scale * step, exact, "\(canvas)")
        let device = layout.deviceRect
        XCTAssertGreaterThanOrEqual(device.minX, CanvasLayout.marginUnits - 1e-9, "\(canvas)")
        XCTAssertGreaterThanOrEqual(device.minY, CanvasLayout.marginUnits - 1e-9, "\(canvas)")
        scales.insert(layout.scale)
      }
    }
    // 143 widths by 85 heights, the exact fits from 0.39 to 0.87: about 1.2 octaves.
    XCTAssertLessThanOrEqual(scales.count, 19, "distinct scales")
    // Whole steps are exact: a canvas that holds the device at one point a point gets 1.
    XCTAssertEqual(CanvasLayout.steppedScale(1), 1)
    XCTAssertEqual(CanvasLayout.steppedScale(0.5), 0.5)
    XCTAssertEqual(CanvasLayout.steppedScale(2), 2)
  }

  func testCanvasAndScenePointsMapBothWays() {
    let layout = CanvasLayout(mode: .fit, canvas: Size(width: 700, height: 900), screen: phone)
    let point = Point(x: 123, y: 456)
    assertClose(layout.scenePoint(fromCanvas: layout.canvasPoint(fromScene: point)), point)
    assertClose(layout.canvasPoint(fromScene: .zero), layout.origin)
  }

  func testFillMakesTheScreenTheCanvasAtOnePointPerUnit() {
    let layout = CanvasLayout(mode: .fill, canvas: Size(width: 640, height: 480), screen: phone)
    XCTAssertEqual(layout.screen, Size(width: 640, height: 480))
    XCTAssertEqual(layout.scale, 1)
    XCTAssertEqual(layout.origin, .zero)
    XCTAssertEqual(layout.deviceRect, layout.screenRect)
    XCTAssertEqual(layout.scenePoint(fromCanvas: Point(x: 10, y: 20)), Point(x: 10, y: 20))
  }

  func testAPressOnTheBezelIsClampedOntoTheScreenAndOneOffTheDeviceIsIgnored() {
    let layout = CanvasLayout(mode: .fit, canvas: Size(width: 800, height: 1000), screen: phone)
    let onBezel = layout.canvasPoint(fromScene: Point(x: -5, y: 300))
    XCTAssertEqual(layout.pressLocation(fromCanvas: onBezel), Point(x: 0, y: 300))
    let offDevice = layout.canvasPoint(fromScene: Point(x: -40, y: 300))
    XCTAssertNil(layout.pressLocation(fromCanvas: offDevice))
    XCTAssertFalse(layout.isOverScreen(onBezel))
    XCTAssertTrue(layout.isOverScreen(layout.canvasPoint(fromScene: Point(x: 5, y: 5))))
  }

  func testATinyOrEmptyCanvasStillGivesAUsableScale() {
    for canvas in [Size(width: 0, height: 0), Size(width: 10, height: 10)] {
      let layout = CanvasLayout(mode: .fit, canvas: canvas, screen: phone)
      XCTAssertTrue(layout.scale.isFinite && layout.scale > 0, "\(canvas)")
      let fill = CanvasLayout(mode: .fill, canvas: canvas, screen: phone)
      XCTAssertGreaterThanOrEqual(fill.screen.width, 1)
    }
  }
}
