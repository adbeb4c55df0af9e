import TestSupport
import TransitionKit
import XCTest

final class ViewGeometryTests: EngineTestCase {
  @MainActor func testFrameBoundsAndCentre() async {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    XCTAssertEqual(view.center, Point(x: 60, y: 45))
    XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))
    XCTAssertEqual(view.presentation, view.modelValues)

    view.center = Point(x: 0, y: 0)
    XCTAssertEqual(view.frame, Rect(x: -50, y: -25, width: 100, height: 50))

    // A new bounds size grows the frame about the centre.
    view.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
    XCTAssertEqual(view.frame, Rect(x: -10, y: -5, width: 20, height: 10))
    XCTAssertEqual(view.center, .zero)

    // Moving the bounds origin scrolls the content, not the view.
    view.bounds = Rect(x: 5, y: 5, width: 20, height: 10)
    XCTAssertEqual(view.frame, Rect(x: -10, y: -5, width: 20, height: 10))

    view.frame = Rect(x: 100, y: 100, width: -40, height: 30)
    XCTAssertEqual(view.frame, Rect(x: 60, y: 100, width: 40, height: 30))
    XCTAssertEqual(view.bounds.origin, Point(x: 5, y: 5))
  }

  @MainActor func testTransformActsAboutTheCentre() async {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    view.transform = AffineTransform(scaleX: 2, y: 2)
    XCTAssertEqual(view.frame, Rect(x: -40, y: -5, width: 200, height: 100))
    XCTAssertEqual(view.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    XCTAssertEqual(view.center, Point(x: 60, y: 45))

    // With a transform, a frame assigned reads back as assigned: the bounds are its size
    // through the transform's inverse (ViewFrameTransformTests).
    view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
    XCTAssertEqual(view.center, Point(x: 20, y: 20))
    XCTAssertEqual(view.bounds.size, Size(width: 20, height: 20))
    XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 40, height: 40))

    view.transform = AffineTransform(rotationAngle: .pi / 2)
    view.bounds = Rect(x: 0, y: 0, width: 40, height: 10)
    assertClose(view.frame, Rect(x: 15, y: 0, width: 10, height: 40), tolerance: 1e-12)
  }

  @MainActor func testConvertThroughOffsetsAndBoundsOrigins() async {
    let window = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)

    XCTAssertEqual(child.convert(Point(x: 0, y: 0), to: nil), Point(x: 110, y: 110))
    XCTAssertEqual(child.convert(Point(x: 5, y: 5), to: window), Point(x: 115, y: 115))
    XCTAssertEqual(child.convert(Point(x: 5, y: 5), to: parent), Point(x: 15, y: 15))
    XCTAssertEqual(window.convert(Point(x: 115, y: 115), to: child), Point(x: 5, y: 5))
    XCTAssertEqual(child.convert(Point(x: 115, y: 115), from: nil), Point(x: 5, y: 5))
    XCTAssertEqual(parent.convert(Point(x: 5, y: 5), from: child), Point(x: 15, y: 15))

    parent.bounds = Rect(x: 50, y: 0, width: 200, height: 200)
    XCTAssertEqual(child.convert(Point.zero, to: window), Point(x: 60, y: 110))
  }

  @MainActor func testConvertThroughTransforms() async {
    let window = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)

    // Scaled about the parent's centre (200, 200): (10, 10) in the parent lands at (20, 20).
    parent.transform = AffineTransform(scaleX: 2, y: 2)
    XCTAssertEqual(child.convert(Point.zero, to: window), Point(x: 20, y: 20))
    XCTAssertEqual(child.convert(Point(x: 20, y: 20), from: window), Point.zero)

    // A half turn about the centre sends (10, 10) to (290, 290).
    parent.transform = AffineTransform(rotationAngle: .pi)
    assertClose(child.convert(Point.zero, to: window), Point(x: 290, y: 290), tolerance: 1e-9)

    // Between siblings, each with its own transform.
    let other = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(other)
    other.transform = AffineTransform(translationX: 30, y: 0)
    parent.transform = .identity
    XCTAssertEqual(child.convert(Point.zero, to: other), Point(x: 80, y: 110))
    XCTAssertEqual(other.convert(Point(x: 80, y: 110), to: child), Point.zero)

    // Round trips hold for any combination.
    parent.transform = AffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.7)
    child.transform = AffineTransform(translationX: 4, y: -9).rotated(by: -1)
    let p = Point(x: 12.5, y: -3)
    assertClose(other.convert(child.convert(p, to: other), to: child), p, tolerance: 1e-9)
    assertClose(child.convert(child.convert(p, to: nil), from: nil), p, tolerance: 1e-9)
  }

  @MainActor func testConvertRects() async {
    let window = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    window.addSubview(parent)
    let rect = Rect(x: 0, y: 0, width: 20, height: 10)
    XCTAssertEqual(parent.convert(rect, to: window), Rect(x: 100, y: 100, width: 20, height: 10))
    XCTAssertEqual(parent.convert(Rect(x: 100, y: 100, width: 20, height: 10), from: window), rect)
    XCTAssertEqual(parent.convert(rect, to: nil), Rect(x: 100, y: 100, width: 20, height: 10))
    XCTAssertEqual(parent.convert(Rect(x: 100, y: 100, width: 20, height: 10), from: nil), rect)

    parent.transform = AffineTransform(rotationAngle: .pi / 2)
    // About (200, 200): the corner (100, 100) turns to (300, 100); the box is 10 wide, 20 tall.
    assertClose(
      parent.convert(rect, to: window), Rect(x: 290, y: 100, width: 10, height: 20),
      tolerance: 1e-9)
  }

  @MainActor func testConvertFromRootOnScreenUsesPresentationValues() async {
    let window = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.center = Point(x: 250, y: 50)
    }
    step(0.5)
    // On screen the card's centre is at (150, 50); in the model at (250, 50).
    XCTAssertEqual(card.convertFromRootOnScreen(Point(x: 150, y: 50)), Point(x: 50, y: 50))
    XCTAssertEqual(card.convert(Point(x: 250, y: 50), from: nil), Point(x: 50, y: 50))
  }
}
