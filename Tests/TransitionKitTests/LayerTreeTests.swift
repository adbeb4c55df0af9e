import TestSupport
import TransitionKit
import XCTest

final class LayerTreeTests: EngineTestCase {
  final class ShapeView: View {
    override class var layerClass: AnyClass { ShapeLayer.self }
  }

  @MainActor func testAViewsLayerKeepsTheViewsGeometryAndLook() async {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    XCTAssertEqual(view.layer.position, Point(x: 60, y: 45))
    XCTAssertEqual(view.layer.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    view.layer.opacity = 0.5
    XCTAssertEqual(view.alpha, 0.5)
    view.layer.position = Point(x: 0, y: 0)
    XCTAssertEqual(view.center, .zero)
    XCTAssertTrue(view.layer.view === view)
  }

  @MainActor func testTheLayerClassOfAViewSubclassMakesItsLayer() async {
    let view = ShapeView(frame: .zero)
    XCTAssertTrue(view.layer is ShapeLayer)
    XCTAssertTrue(View(frame: .zero).layer is Layer)
  }

  @MainActor func testSublayersInterleaveWithTheLayersOfSubviews() async {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = View(frame: .zero)
    let b = View(frame: .zero)
    parent.addSubview(a)
    let gradient = GradientLayer()
    parent.layer.insertSublayer(gradient, at: 0)
    parent.addSubview(b)
    let border = Layer()
    parent.layer.addSublayer(border)
    XCTAssertEqual(
      parent.layer.sublayers?.map(ObjectIdentifier.init),
      [gradient, a.layer, b.layer, border].map(ObjectIdentifier.init))
    parent.insertSubview(b, at: 0)
    XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [b, a].map(ObjectIdentifier.init))
    XCTAssertEqual(
      parent.layer.sublayers?.map(ObjectIdentifier.init),
      [b.layer, gradient, a.layer, border].map(ObjectIdentifier.init))
    a.removeFromSuperview()
    gradient.removeFromSuperlayer()
    XCTAssertEqual(
      parent.layer.sublayers?.map(ObjectIdentifier.init),
      [b.layer, border].map(ObjectIdentifier.init))
    XCTAssertTrue(border.superlayer === parent.layer)
    XCTAssertNil(gradient.superlayer)
  }

  @MainActor func testAddingAViewsLayerAsASublayerMovesTheView() async {
    let parent = View(frame: .zero)
    let child = View(frame: .zero)
    let marker = Layer()
    parent.layer.addSublayer(marker)
    parent.layer.insertSublayer(child.layer, below: marker)
    XCTAssertTrue(child.superview === parent)
    XCTAssertEqual(
      parent.layer.sublayers?.map(ObjectIdentifier.init),
      [child.layer, marker].map(ObjectIdentifier.init))
    child.layer.removeFromSuperlayer()
    XCTAssertNil(child.superview)
  }

  @MainActor func testALayerCannotBeAddedInsideItself() async {
    let outer = Layer()
    let inner = Layer()
    outer.addSublayer(inner)
    inner.addSublayer(outer)
    XCTAssertNil(outer.superlayer)
    XCTAssertTrue(warningCodes.contains("layer.cycle"))
  }

  @MainActor func testTheAnchorPointPlacesTheBoundsAndTheFrame() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 200))
    view.layer.anchorPoint = Point(x: 0, y: 0.5)
    // UIKit keeps the position (the centre) and moves the frame.
    XCTAssertEqual(view.center, Point(x: 50, y: 100))
    XCTAssertEqual(view.frame, Rect(x: 50, y: 0, width: 100, height: 200))
    view.frame = Rect(x: 0, y: 0, width: 100, height: 200)
    XCTAssertEqual(view.layer.position, Point(x: 0, y: 100))
    let parent = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    parent.addSubview(view)
    XCTAssertEqual(view.convert(Point(x: 0, y: 0), to: parent), Point(x: 0, y: 0))
  }

  @MainActor func testConvertingThroughAPerspectiveTurnFollowsTheProjection() async {
    let parent = Layer()
    parent.bounds = Rect(x: 0, y: 0, width: 400, height: 400)
    parent.position = Point(x: 200, y: 200)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    parent.sublayerTransform = perspective
    let card = Layer()
    card.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    card.position = Point(x: 200, y: 200)
    card.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    parent.addSublayer(card)
    // The card's left edge turns toward the viewer: it lands left of its flat place, enlarged.
    let corner = card.convert(Point(x: 0, y: 0), to: parent)
    let z = 100 * sin(Double.pi / 4)
    let w = 1 - z / 500
    assertClose(corner, Point(x: 200 - 100 * cos(.pi / 4) / w, y: 200 - 100 / w), tolerance: 1e-9)
    assertClose(parent.convert(corner, to: card), .zero, tolerance: 1e-9)
  }

  @MainActor func testAViewTransformAndALayerTransformAreOneProperty() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    XCTAssertEqual(view.transform, AffineTransform(scaleX: 2, y: 2))
    view.layer.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    XCTAssertEqual(view.layer.transform, Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0))
    XCTAssertEqual(view.transform, Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).affine)
    view.transform = .identity
    XCTAssertEqual(view.layer.transform, .identity)
    XCTAssertEqual(view.layer.presentedTransform, .identity)
  }

  @MainActor func testAPresentationCopyShowsWhatIsOnScreen() async {
    let layer = ShapeLayer()
    layer.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.strokeEnd = 0.25
    let copy = layer.presentation()
    XCTAssertEqual((copy as? ShapeLayer)?.strokeEnd, 0.25)
    XCTAssertTrue(copy?.model() === layer)
  }

  @MainActor func testAHitTestFindsTheDeepestLayerUnderAPoint() async {
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    root.position = Point(x: 50, y: 50)
    let child = Layer()
    child.frame = Rect(x: 10, y: 10, width: 20, height: 20)
    root.addSublayer(child)
    XCTAssertTrue(root.hitTest(Point(x: 15, y: 15)) === child)
    XCTAssertTrue(root.hitTest(Point(x: 80, y: 80)) === root)
    XCTAssertNil(root.hitTest(Point(x: 150, y: 80)))
  }
}
