import TestSupport
import TransitionKit
import XCTest

/// Zooming: the scale on the delegate's view within the limits, the content size, `zoom(to:)`,
/// an animated zoom on the frame clock, and a pinch about the point between the fingers.
final class ScrollViewZoomingTests: EngineTestCase {
  final class Zoomer: ScrollViewDelegate {
    let content: View
    var zooms = 0
    var ended: [Double] = []
    init(_ content: View) { self.content = content }
    func viewForZooming(in scrollView: ScrollView) -> View? { content }
    func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    { ended.append(scale) }
  }

  @MainActor private func rig(content size: Size) -> (Window, ScrollView, View, Zoomer) {
    let (window, background) = makeGestureWindow(engine)
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let content = View(frame: Rect(origin: .zero, size: size))
    scroll.addSubview(content)
    background.addSubview(scroll)
    let zoomer = Zoomer(content)
    scroll.delegate = zoomer
    return (window, scroll, content, zoomer)
  }

  @MainActor func testTheScaleTransformsTheViewWithinTheLimitsAndSizesTheContent() async {
    let fresh = ScrollView()
    XCTAssertEqual(fresh.zoomScale, 1)
    XCTAssertEqual(fresh.minimumZoomScale, 1)
    XCTAssertEqual(fresh.maximumZoomScale, 1)
    XCTAssertNil(fresh.pinchGestureRecognizer, "no zooming until the limits allow it")
    let (_, scroll, content, zoomer) = rig(content: Size(width: 200, height: 100))
    scroll.minimumZoomScale = 0.5
    scroll.maximumZoomScale = 4
    XCTAssertNotNil(scroll.pinchGestureRecognizer)
    scroll.zoomScale = 2
    XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 400, height: 200))
    XCTAssertEqual(content.bounds.size, Size(width: 200, height: 100))
    XCTAssertEqual(scroll.contentSize, Size(width: 400, height: 200))
    XCTAssertEqual(zoomer.zooms, 1)
    scroll.zoomScale = 10
    XCTAssertEqual(scroll.zoomScale, 4, "clamped to the maximum")
    XCTAssertEqual(content.frame.size, Size(width: 800, height: 400))
    scroll.zoomScale = 0.1
    XCTAssertEqual(scroll.zoomScale, 0.5, "clamped to the minimum")
    XCTAssertEqual(scroll.contentSize, Size(width: 100, height: 50))
  }

  @MainActor func testZoomToARectFillsTheViewWithItCentred() async {
    let (_, scroll, _, zoomer) = rig(content: Size(width: 400, height: 400))
    scroll.maximumZoomScale = 4
    XCTAssertTrue(scroll.delegate === zoomer)
    scroll.zoom(to: Rect(x: 100, y: 100, width: 100, height: 100), animated: false)
    XCTAssertEqual(scroll.zoomScale, 4)
    // The rect's middle, 150 in the view, is 600 in the content, at the middle of the 400.
    XCTAssertEqual(scroll.contentOffset, Point(x: 400, y: 400))
    scroll.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
    XCTAssertEqual(scroll.zoomScale, 4, "a small rect zooms no further than the maximum")
    XCTAssertEqual(scroll.contentOffset, .zero, "and the offset stays within the content")
  }

  @MainActor func testAnAnimatedZoomMovesOnTheFrameClockAndTellsTheDelegateEachFrame() async {
    let (_, scroll, _, zoomer) = rig(content: Size(width: 400, height: 400))
    scroll.maximumZoomScale = 4
    scroll.setZoomScale(2, animated: true)
    XCTAssertEqual(scroll.zoomScale, 1, "nothing moves before a frame")
    run(for: ScrollView.zoomAnimationSeconds / 2)
    XCTAssertGreaterThan(scroll.zoomScale, 1.2)
    XCTAssertLessThan(scroll.zoomScale, 1.8)
    XCTAssertGreaterThan(zoomer.zooms, 5)
    XCTAssertEqual(zoomer.ended, [])
    run(for: ScrollView.zoomAnimationSeconds)
    XCTAssertEqual(scroll.zoomScale, 2)
    XCTAssertEqual(scroll.contentOffset, Point(x: 200, y: 200), "the middle stays the middle")
    XCTAssertEqual(zoomer.ended, [2])
  }

  @MainActor func testAPinchZoomsAboutThePointBetweenTheFingers() async {
    let (window, scroll, _, zoomer) = rig(content: Size(width: 400, height: 400))
    scroll.maximumZoomScale = 4
    let pointer = PointerScript(window: window)
    pointer.down(150, 200, sequence: 1)
    pointer.down(250, 200, sequence: 2)
    pointer.move(350, 200, sequence: 2)  // 100 points apart, now 200: twice the scale
    XCTAssertTrue(scroll.isZooming)
    XCTAssertEqual(scroll.zoomScale, 2, accuracy: 1e-9)
    // The content point under the fingers' middle (250, 200) stays under it.
    XCTAssertEqual(scroll.contentOffset.x, 250, accuracy: 1e-9)
    XCTAssertEqual(scroll.contentOffset.y, 200, accuracy: 1e-9)
    pointer.up(350, 200, sequence: 2)
    pointer.up(150, 200, sequence: 1)
    XCTAssertFalse(scroll.isZooming)
    XCTAssertEqual(zoomer.ended.count, 1)
  }
}
