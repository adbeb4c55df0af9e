import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The scroll view: offset as bounds origin, hit testing of scrolled content, the rubber band
/// while dragging, deceleration at 0.998 per millisecond in closed form, the bounce back, and a
/// press that stops a deceleration.
final class ScrollViewTests: EngineTestCase {
  @MainActor private func makeList() -> (Window, ScrollView, View) {
    let (window, background) = makeGestureWindow(engine)
    let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 500))
    scroll.contentSize = Size(width: 400, height: 2000)
    let row = View(frame: Rect(x: 0, y: 300, width: 400, height: 50))
    row.name = "row"
    scroll.addSubview(row)
    background.addSubview(scroll)
    return (window, scroll, row)
  }

  @MainActor func testTheOffsetIsTheBoundsOriginAndMovesWhatIsHit() async {
    let (window, scroll, _) = makeList()
    XCTAssertEqual(window.hitTest(Point(x: 10, y: 420))?.name, "row")
    scroll.contentOffset = Point(x: 0, y: 200)
    XCTAssertEqual(scroll.bounds.origin, Point(x: 0, y: 200))
    // The row at content y 300…350 is now drawn at screen y 100 + 100…150.
    XCTAssertEqual(window.hitTest(Point(x: 10, y: 220))?.name, "row")
    XCTAssertNotEqual(window.hitTest(Point(x: 10, y: 420))?.name, "row")
  }

  @MainActor func testTheRangeFollowsContentSizeAndInsets() async {
    let (_, scroll, _) = makeList()
    scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    XCTAssertEqual(scroll.minimumContentOffset.y, -20)
    XCTAssertEqual(scroll.maximumContentOffset.y, 2000 + 30 - 500)
  }

  func testRubberBandIsUIKitsCurvePastEitherEdge() {
    let d = 500.0
    for x in [10.0, 100, 400] {
      let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
      XCTAssertEqual(
        ScrollPhysics.rubberBanded(-x, minimum: 0, maximum: 1500, dimension: d), -expected,
        accuracy: 1e-9)
      XCTAssertEqual(
        ScrollPhysics.rubberBanded(1500 + x, minimum: 0, maximum: 1500, dimension: d),
        1500 + expected, accuracy: 1e-9)
    }
    XCTAssertEqual(
      ScrollPhysics.rubberBanded(-50, minimum: 0, maximum: 10, dimension: d, bounces: false), 0)
  }

  func testDecelerationMultipliesTheVelocityByTheRateEveryMillisecond() {
    let state = ScrollPhysics.decelerate(from: 0, velocity: 1000, rate: 0.998, elapsed: 0.1)
    XCTAssertEqual(state.velocity, 1000 * pow(0.998, 100), accuracy: 1e-9)
    // Summing the per-millisecond steps comes close to the closed form.
    var offset = 0.0
    var v = 1000.0
    for _ in 0..<100 {
      v *= 0.998
      offset += v / 1000
    }
    XCTAssertEqual(state.offset, offset, accuracy: 0.2)
    // At rest it has travelled about (v/1000)·r/(1−r) = 499 points.
    XCTAssertEqual(
      ScrollPhysics.restingOffset(from: 0, velocity: 1000, rate: 0.998), 499, accuracy: 1)
  }

  @MainActor func testADragMovesTheContentWithTheFingerAndRubberBandsAtTheTop() async {
    let (window, scroll, _) = makeList()
    let pointer = PointerScript(window: window)
    pointer.down(200, 300)
    pointer.move(200, 250)  // begins the pan, reading the 50 points less the 10 of hysteresis
    pointer.move(200, 150)
    XCTAssertTrue(scroll.isDragging)
    XCTAssertEqual(scroll.contentOffset.y, 140, accuracy: 1e-9)
    pointer.move(200, 450)  // 300 points down from there: 160 past the top
    let overshoot: Double = 160
    let d: Double = 500
    let expected: Double = (1 - 1 / (overshoot * 0.55 / d + 1)) * d
    XCTAssertEqual(scroll.contentOffset.y, -expected, accuracy: 1e-9)
    pointer.up(200, 450, at: engine.now + 0.5)
    XCTAssertFalse(scroll.isDragging)
    XCTAssertTrue(scroll.isDecelerating)
    engine.run(for: 2)
    XCTAssertEqual(scroll.contentOffset.y, 0)
    XCTAssertFalse(scroll.isDecelerating)
  }

  @MainActor func testAFlickDeceleratesInClosedFormAndAPressStopsIt() async {
    let (window, scroll, _) = makeList()
    let pointer = PointerScript(window: window)
    scroll.contentOffset = Point(x: 0, y: 500)
    var t = engine.now
    pointer.down(200, 500, at: t)
    for step in 1...6 {
      t += 0.01
      clock.advance(by: 0.01)
      pointer.move(200, 500 - Double(step) * 10, at: t)  // up at 1000 pt/s
    }
    let released = scroll.contentOffset.y
    pointer.up(200, 440, at: t)
    let velocity = 1000.0
    engine.advance(by: 0.2)
    let expected = ScrollPhysics.decelerate(
      from: released, velocity: velocity, rate: 0.998, elapsed: 0.2
    ).offset
    XCTAssertEqual(scroll.contentOffset.y, expected, accuracy: 1)
    XCTAssertTrue(scroll.isDecelerating)
    let before = scroll.contentOffset.y
    pointer.down(200, 300, at: engine.now)
    XCTAssertFalse(scroll.isDecelerating)
    engine.advance(by: 0.2)
    XCTAssertEqual(scroll.contentOffset.y, before)
  }

  @MainActor func testTheDelegateCanChangeTheTarget() async {
    final class Snap: ScrollViewDelegate {
      var velocity: Point?
      func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
      ) {
        self.velocity = velocity
        targetContentOffset.y = 800
      }
    }
    let (window, scroll, _) = makeList()
    let snap = Snap()
    scroll.delegate = snap
    let pointer = PointerScript(window: window)
    var t = engine.now
    pointer.down(200, 500, at: t)
    for step in 1...6 {
      t += 0.01
      clock.advance(by: 0.01)
      pointer.move(200, 500 - Double(step) * 10, at: t)
    }
    pointer.up(200, 440, at: t)
    XCTAssertEqual(snap.velocity?.y ?? 0, 1, accuracy: 0.05)  // points per millisecond
    engine.run(for: 6)
    XCTAssertEqual(scroll.contentOffset.y, 800, accuracy: 0.5)
  }
}
