import CairoRenderer
import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A view drawing with Core Graphics' path calls in `draw(_:)` (`addPath`, `fillPath`,
/// `strokePath`, `drawPath(using:)`), as XLActionController's Skype sheet draws its curved
/// top, and a button's title placed by its content alignment and semantic content attribute.
final class ContextPathProbeTests: EngineTestCase {
  /// The Skype sheet's background: a rectangle under a curve bulging `bulge` points up.
  @MainActor private final class CurvedTop: View {
    var bulge = 20.0
    var fillColor = Color(red: 1, green: 0, blue: 0)

    override func draw(_ rect: Rect) {
      let path = BezierPath()
      path.move(to: Point(x: 0, y: frame.height))
      path.addLine(to: Point(x: frame.width, y: frame.height))
      path.addLine(to: Point(x: frame.width, y: 25))
      path.addQuadCurve(
        to: Point(x: 0, y: 25), controlPoint: Point(x: frame.width / 2, y: 25 - bulge))
      path.close()
      guard let context = GraphicsContext.current else { return }
      context.addPath(path.cgPath)
      fillColor.set()
      context.fillPath()
    }
  }

  @MainActor func testAPathAddedToTheContextAndFilledIsDrawn() async {
    let root = Fixtures.screen(.white, size: Size(width: 100, height: 100))
    let top = CurvedTop(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    top.backgroundColor = .clear
    root.addSubview(top)
    step(1 / 60.0)
    let picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 50, y: 80, .pureRed, "below the curve")
    assertPixel(picture, x: 50, y: 20, .pureRed, "inside the bulge: its peak is 15 above 25")
    assertPixel(picture, x: 50, y: 5, .white, "above the bulge")
    assertPixel(picture, x: 3, y: 20, .white, "outside the curve at the side")
  }

  @MainActor func testDrawPathFillsAndStrokesAndAPathIsNotMovedByALaterTransform() async {
    let image = ImageRenderer(size: Size(width: 60, height: 60)).image { renderer in
      let context = renderer.cgContext
      context.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
      context.translateBy(x: 30, y: 0)
      context.setFillColor(Color(red: 0, green: 0, blue: 1))
      context.setStrokeColor(Color(red: 1, green: 0, blue: 0))
      context.setLineWidth(4)
      context.drawPath(using: .fillStroke)
      XCTAssertTrue(context.isPathEmpty, "painting empties the path")
      context.strokePath()
    }
    let root = Fixtures.screen(.white, size: Size(width: 60, height: 60))
    let view = ImageView(frame: root.bounds)
    view.image = image
    root.addSubview(view)
    let picture = Probe.render(root, size: root.bounds.size)
    assertPixel(picture, x: 20, y: 20, RGBA8(red: 0, green: 0, blue: 255), "filled where built")
    assertPixel(picture, x: 10, y: 20, .pureRed, "stroked along its edge")
    assertPixel(picture, x: 50, y: 20, .white, "the later translation did not move it")
  }

  @MainActor private func titleInk(
    _ alignment: Control.ContentHorizontalAlignment,
    semantic: SemanticContentAttribute = .unspecified
  ) -> (minX: Int, maxX: Int)? {
    let root = Fixtures.screen(.white, size: Size(width: 200, height: 40))
    let button = Button(frame: root.bounds)
    button.setTitle("Save", for: .normal)
    button.setTitleColor(.black, for: .normal)
    button.contentHorizontalAlignment = alignment
    button.semanticContentAttribute = semantic
    root.addSubview(button)
    let picture = Probe.render(root, size: root.bounds.size)
    return Probe.inkBounds(picture) { $0.red < 128 }.map { ($0.minX, $0.maxX) }
  }

  @MainActor func testAButtonsTitleIsDrawnWhereItsContentAlignmentSays() async throws {
    let centred = try XCTUnwrap(titleInk(.center))
    XCTAssertEqual(Double(centred.minX + centred.maxX) / 2, 100, accuracy: 3)
    let left = try XCTUnwrap(titleInk(.left))
    XCTAssertLessThan(left.minX, 4)
    let right = try XCTUnwrap(titleInk(.right))
    XCTAssertGreaterThan(right.maxX, 195)
    let leading = try XCTUnwrap(titleInk(.leading))
    XCTAssertEqual(leading.minX, left.minX, "leading is left, left to right")
    let rightToLeft = try XCTUnwrap(titleInk(.leading, semantic: .forceRightToLeft))
    XCTAssertEqual(rightToLeft.maxX, right.maxX, "and right when forced right to left")
    let trailing = try XCTUnwrap(titleInk(.trailing, semantic: .forceRightToLeft))
    XCTAssertEqual(trailing.minX, left.minX)
  }
}
