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
    assertClose(layout.scale, (600 - 2 * CanvasLayout.marginUnits) / outerHeight)
    assertClose(layout.deviceRect.origin.y, CanvasLayout.marginUnits)
    assertClose(layout.deviceRect.midX, 400)
    assertClose(layout.screenRect.midY, 300)
    assertClose(layout.screenRect.width, 390 * layout.scale)
  }

  func testAWideCanvasIsLimitedByHeightAndANarrowOneByWidth() {
    let narrow = CanvasLayout(mode: .fit, canvas: Size(width: 300, height: 2000), screen: phone)
    assertClose(
      narrow.scale, (300 - 2 * CanvasLayout.marginUnits) / (390 + 2 * CanvasLayout.bezelPoints))
    assertClose(narrow.deviceRect.origin.x, CanvasLayout.marginUnits)
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
