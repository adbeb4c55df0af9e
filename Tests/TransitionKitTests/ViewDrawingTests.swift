import TestSupport
import TransitionKit
import XCTest

/// A view that draws its own content, as iOS code writes one: an icon drawn with a path in
/// `draw(_:)`, redrawn with `setNeedsDisplay()` when its colour changes.
@MainActor
private final class IconView: View {
  var color = Color.black {
    didSet { setNeedsDisplay() }
  }
  var drawnRects: [Rect] = []

  override func draw(_ rect: Rect) {
    super.draw(rect)
    drawnRects.append(rect)
    let path = BezierPath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: rect.width, y: 0))
    path.addLine(to: Point(x: rect.width / 2, y: rect.height))
    path.close()
    color.setFill()
    path.fill()
  }
}

/// `draw(_:)`, `setNeedsDisplay()`, `UIBezierPath.fill()`/`stroke()`/`addClip()`, and
/// `CGGradient`: what a view that draws itself gets from UIKit.
final class ViewDrawingTests: EngineTestCase {
  @MainActor func testAViewThatDrawsShowsItsDrawingAsItsLayersContents() async {
    let icon = IconView(frame: Rect(x: 0, y: 0, width: 30, height: 20))
    XCTAssertTrue(icon.drawnRects.isEmpty, "nothing is drawn before the first commit")
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects, [Rect(x: 0, y: 0, width: 30, height: 20)])
    let image = try? XCTUnwrap(icon.layer.contents as? Image)
    XCTAssertEqual(image?.size, Size(width: 30, height: 20))
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects.count, 1, "drawn once, not at every frame")

    icon.color = .red
    XCTAssertTrue(icon.layer.needsDisplay())
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects.count, 2, "setNeedsDisplay() draws it again at the commit")
  }

  @MainActor func testAViewThatDrawsNothingKeepsNoContents() async {
    let plain = View(frame: Rect(x: 0, y: 0, width: 30, height: 20))
    plain.backgroundColor = .blue
    step(1 / 60.0)
    XCTAssertNil(plain.layer.contents)
  }

  @MainActor func testAViewMadeWithoutASizeIsDrawnOnceItHasOne() async {
    let icon = IconView()
    step(1 / 60.0)
    XCTAssertTrue(icon.drawnRects.isEmpty, "an empty view is not drawn")
    icon.frame = Rect(x: 5, y: 5, width: 10, height: 10)
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects, [Rect(x: 0, y: 0, width: 10, height: 10)])
  }

  @MainActor func testAResizedViewIsStretchedUnlessItsContentModeIsRedraw() async {
    let icon = IconView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    step(1 / 60.0)
    icon.frame.size = Size(width: 40, height: 40)
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects.count, 1, "scaleToFill stretches the drawing it has")
    icon.contentMode = .redraw
    icon.frame.size = Size(width: 50, height: 50)
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects.last, Rect(x: 0, y: 0, width: 50, height: 50))
  }

  @MainActor func testSetNeedsDisplayInARectPassesThatRectClippedToTheBounds() async {
    let icon = IconView(frame: Rect(x: 0, y: 0, width: 30, height: 30))
    step(1 / 60.0)
    icon.setNeedsDisplay(Rect(x: 20, y: 20, width: 20, height: 5))
    step(1 / 60.0)
    XCTAssertEqual(icon.drawnRects.last, Rect(x: 20, y: 20, width: 10, height: 5))
  }

  @MainActor func testAPathIsFilledStrokedAndClippedInTheCurrentContext() async {
    let path = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 3
    path.fill()  // no context: nothing happens
    let image = ImageRenderer(bounds: Rect(x: 0, y: 0, width: 10, height: 10)).image { _ in
      path.addClip()
      Color.red.setFill()
      path.fill()
      path.stroke()
    }
    guard case .drawing(let drawing) = image.source else { return XCTFail("a recorded image") }
    var kinds: [String] = []
    for command in drawing.commands {
      switch command {
      case .clipPath(let clip, let evenOdd):
        kinds.append("clip")
        XCTAssertEqual(clip.boundingBox, Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(evenOdd)
      case .fillPath: kinds.append("fill")
      case .strokePath(_, let width, _, _):
        kinds.append("stroke")
        XCTAssertEqual(width, 3)
      default: break
      }
    }
    XCTAssertEqual(kinds, ["clip", "fill", "stroke"])
  }

  @MainActor func testAGradientSpacesColoursEvenlyWithoutLocationsAndFailsWithoutColours() async {
    XCTAssertNil(Gradient(colorSpace: nil, colors: [], locations: nil))
    XCTAssertNil(Gradient(colorSpace: nil, colors: [.red, .blue], locations: [0]))
    let even = Gradient(colorSpace: .deviceRGB, colors: [.red, .green, .blue], locations: nil)
    XCTAssertEqual(even?.locations, [0, 0.5, 1])
    let given = Gradient(colorSpace: nil, colors: [.black, .white], locations: [0.25, 0.75])
    XCTAssertEqual(given?.color(at: 0), .black, "before the first location, the first colour")
    XCTAssertEqual(given?.color(at: 1), .white)
    XCTAssertEqual(given?.color(at: 0.5).light.red ?? 0, 0.5, accuracy: 1e-9)
  }
}
