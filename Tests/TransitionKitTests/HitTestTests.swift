import TestSupport
import TransitionKit
import XCTest

final class HitTestTests: EngineTestCase {
  @MainActor private func makeWindow() -> (window: View, parent: View, child: View) {
    let window = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(parent)
    parent.addSubview(child)
    return (window, parent, child)
  }

  @MainActor func testDeepestViewUnderThePointWins() async {
    let (window, parent, child) = makeWindow()
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === child)
    XCTAssertTrue(window.hitTest(Point(x: 200, y: 200)) === parent)
    XCTAssertTrue(window.hitTest(Point(x: 10, y: 10)) === window)
    XCTAssertNil(window.hitTest(Point(x: 500, y: 10)))
    // The right and bottom edges are outside.
    XCTAssertTrue(window.hitTest(Point(x: 150, y: 120)) === parent)
  }

  @MainActor func testTopmostSiblingWins() async {
    let (window, parent, child) = makeWindow()
    let cover = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
    parent.addSubview(cover)
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === cover)
    XCTAssertTrue(window.hitTest(Point(x: 140, y: 140)) === child)
    parent.bringSubviewToFront(child)
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === child)
  }

  @MainActor func testHitTestingFollowsAScaledParent() async {
    let (window, parent, child) = makeWindow()
    // Half size about (200, 200): the parent covers (150, 150)–(250, 250) and the child
    // (150, 150)–(175, 175).
    parent.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    XCTAssertTrue(window.hitTest(Point(x: 160, y: 160)) === child)
    XCTAssertTrue(window.hitTest(Point(x: 180, y: 180)) === parent)
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === window)
    XCTAssertTrue(window.hitTest(Point(x: 140, y: 200)) === window)
  }

  @MainActor func testHitTestingFollowsARotatedParent() async {
    let (window, parent, child) = makeWindow()
    // A half turn about (200, 200) puts the child's corner at the parent's bottom right.
    parent.transform = AffineTransform(rotationAngle: .pi)
    XCTAssertTrue(window.hitTest(Point(x: 290, y: 290)) === child)
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === parent)

    // An eighth of a turn: the parent's corners move out, its edge middles move in.
    parent.transform = AffineTransform(rotationAngle: .pi / 4)
    XCTAssertTrue(window.hitTest(Point(x: 65, y: 200)) === parent)
    XCTAssertTrue(window.hitTest(Point(x: 105, y: 105)) === window)
  }

  @MainActor func testHitTestingFollowsATranslatedParentAndChild() async {
    let (window, parent, child) = makeWindow()
    parent.transform = AffineTransform(translationX: -100, y: 0)
    child.transform = AffineTransform(translationX: 0, y: 60)
    // The child now covers (0, 160)–(50, 210) in the window.
    XCTAssertTrue(window.hitTest(Point(x: 10, y: 170)) === child)
    XCTAssertTrue(window.hitTest(Point(x: 10, y: 110)) === parent)
    XCTAssertTrue(window.hitTest(Point(x: 250, y: 200)) === window)
  }

  @MainActor func testHiddenTransparentAndDisabledViewsAreSkipped() async {
    let (window, parent, child) = makeWindow()
    child.isHidden = true
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === parent)
    child.isHidden = false

    child.alpha = 0.009
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === parent)
    child.alpha = 0.01
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === child)

    child.isUserInteractionEnabled = false
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === parent)
    child.isUserInteractionEnabled = true

    // A hidden or disabled parent takes its subviews with it.
    parent.isHidden = true
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === window)
    parent.isHidden = false
    parent.isUserInteractionEnabled = false
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === window)
    parent.isUserInteractionEnabled = true
    parent.alpha = 0
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === window)
  }

  @MainActor func testPointsOutsideAParentDoNotReachItsChildren() async {
    let (window, parent, _) = makeWindow()
    let overhang = View(frame: Rect(x: -50, y: -50, width: 40, height: 40))
    parent.addSubview(overhang)
    // Drawn at (50, 50)–(90, 90) in the window, outside its parent.
    XCTAssertTrue(window.hitTest(Point(x: 60, y: 60)) === window)
    XCTAssertTrue(window.hitTest(Point(x: 120, y: 120)) !== overhang)
  }

  @MainActor func testAViewFlattenedToNothingIsNeverHit() async {
    let (window, parent, child) = makeWindow()
    child.transform = AffineTransform(scaleX: 0, y: 1)
    XCTAssertTrue(window.hitTest(Point(x: 125, y: 110)) === parent)
  }

  @MainActor func testHitTestingUsesWhereAViewIsDrawnWhileItMoves() async {
    let (window, parent, child) = makeWindow()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      child.center = Point(x: 175, y: 25)
    }
    step(0.5)
    // On screen the child spans x 75–125 in the parent (175–225 in the window).
    XCTAssertTrue(window.hitTest(Point(x: 180, y: 110)) === child)
    XCTAssertTrue(window.hitTest(Point(x: 280, y: 110)) === parent)
    XCTAssertTrue(window.hitTest(Point(x: 110, y: 110)) === parent)
  }
}
