import TestSupport
import TransitionKit
import XCTest

/// A frame assigned under a transform reads back as assigned: Core Animation sets the position
/// and bounds "to match the rectangle you specified" (CALayer.frame), and the frame read is the
/// transformed bounds' bounding box.
final class ViewFrameTransformTests: EngineTestCase {
  @MainActor func testUnderATranslationTheCentreIsTheFramesMiddleLessTheTranslation() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    view.transform = AffineTransform(translationX: 10, y: 20)
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))

    view.frame = Rect(x: 0, y: 300, width: 100, height: 50)
    XCTAssertEqual(view.center, Point(x: 40, y: 305))
    XCTAssertEqual(view.bounds.size, Size(width: 100, height: 50))
    XCTAssertEqual(view.frame, Rect(x: 0, y: 300, width: 100, height: 50))
    // Taking the translation away leaves the view where its centre is.
    view.transform = .identity
    XCTAssertEqual(view.frame, Rect(x: -10, y: 280, width: 100, height: 50))
  }

  @MainActor func testUnderAScaleTheBoundsAreTheFrameUnscaled() async {
    let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    view.transform = AffineTransform(scaleX: 2, y: 0.5)
    view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
    XCTAssertEqual(view.bounds.size, Size(width: 20, height: 80))
    XCTAssertEqual(view.center, Point(x: 20, y: 20))
    assertClose(view.frame, Rect(x: 0, y: 0, width: 40, height: 40), tolerance: 1e-12)
  }

  @MainActor func testUnderAQuarterTurnWidthAndHeightSwap() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
    view.transform = AffineTransform(rotationAngle: -.pi / 2)
    assertClose(view.frame, Rect(x: 25, y: -25, width: 50, height: 100), tolerance: 1e-9)
    // What GuillotineMenu does: turned a quarter, placed above the screen by its frame.
    view.frame = Rect(x: 0, y: -100 + 64, width: 50, height: 100)
    assertClose(view.bounds.width, 100, tolerance: 1e-9)
    assertClose(view.bounds.height, 50, tolerance: 1e-9)
    assertClose(view.frame, Rect(x: 0, y: -36, width: 50, height: 100), tolerance: 1e-9)
  }

  @MainActor func testUnderAnotherRotationTheFrameReadBackIsCentredOnTheOneAssigned() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.transform = AffineTransform(rotationAngle: .pi / 6)
    view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertEqual(view.center, Point(x: 50, y: 50))
    XCTAssertGreaterThan(view.frame.width, 100)
    assertClose(view.frame.midX, 50, tolerance: 1e-9)
    assertClose(view.frame.midY, 50, tolerance: 1e-9)
  }

  @MainActor func testAnAnchorPointOtherThanTheMiddleIsPlacedFromTheFrame() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.layer.anchorPoint = Point(x: 0, y: 0)
    view.transform = AffineTransform(scaleX: 2, y: 2)
    view.frame = Rect(x: 10, y: 10, width: 100, height: 100)
    XCTAssertEqual(view.bounds.size, Size(width: 50, height: 50))
    XCTAssertEqual(view.center, Point(x: 10, y: 10))
    XCTAssertEqual(view.frame, Rect(x: 10, y: 10, width: 100, height: 100))
  }

  @MainActor func testALayersFrameUnderAScaleReadsBackAsAssigned() async {
    let layer = Layer()
    layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.transform = Transform3D(AffineTransform(scaleX: 0.5, y: 0.5))
    layer.frame = Rect(x: 20, y: 20, width: 10, height: 10)
    XCTAssertEqual(layer.bounds.size, Size(width: 20, height: 20))
    XCTAssertEqual(layer.position, Point(x: 25, y: 25))
    XCTAssertEqual(layer.frame, Rect(x: 20, y: 20, width: 10, height: 10))
  }

  /// DeckTransition's dismissal: the card, dragged down by a translation, animates its frame
  /// off the bottom. The centre animates to the frame's middle less the translation, so the
  /// card only moves down and ends exactly on the frame assigned.
  @MainActor func testAnAnimatedFrameUnderATranslationMovesStraightToTheFrameAssigned() async {
    let card = View(frame: Rect(x: 0, y: 40, width: 400, height: 800))
    card.transform = AffineTransform(translationX: 0, y: 90)
    let offscreen = Rect(x: 0, y: 844, width: 400, height: 844)
    View.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut) {
      card.frame = offscreen
    }
    XCTAssertEqual(card.frame, offscreen)
    var lastTop = card.presentation.frame.minY
    XCTAssertEqual(lastTop, 130)
    for _ in 0..<24 {
      step(1.0 / 60)
      let top = card.presentation.frame.minY
      XCTAssertGreaterThanOrEqual(top, lastTop - 1e-9)
      lastTop = top
    }
    XCTAssertEqual(card.presentation.frame, offscreen)
  }
}
