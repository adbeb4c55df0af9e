import TestSupport
import TransitionKit
import XCTest

final class AutoresizingTests: EngineTestCase {
  @MainActor private func child(
    _ frame: Rect, _ mask: AutoresizingMask, in container: View
  ) -> View {
    let view = View(frame: frame)
    view.autoresizingMask = mask
    container.addSubview(view)
    return view
  }

  @MainActor func testFlexibleWidthAndHeightTakeTheWholeChange() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = child(Rect(x: 10, y: 20, width: 80, height: 60), .flexibleSize, in: container)
    container.frame = Rect(x: 0, y: 0, width: 200, height: 150)
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 180, height: 110))
    container.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 30, height: 10))
  }

  @MainActor func testFixedMarginsAndSizeStayPut() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = child(Rect(x: 10, y: 20, width: 30, height: 40), [], in: container)
    container.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
    XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @MainActor func testFlexibleLeftMarginPinsTheRightEdge() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = child(
      Rect(x: 70, y: 70, width: 20, height: 20), [.flexibleLeftMargin, .flexibleTopMargin],
      in: container)
    container.bounds = Rect(x: 0, y: 0, width: 200, height: 160)
    XCTAssertEqual(view.frame, Rect(x: 170, y: 130, width: 20, height: 20))
  }

  @MainActor func testFlexibleMarginsOnBothSidesShareTheChangeByLength() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    // Left margin 10, right margin 30: they take 1/4 and 3/4 of the change.
    let view = child(
      Rect(x: 10, y: 0, width: 60, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
      in: container)
    container.bounds = Rect(x: 0, y: 0, width: 180, height: 100)
    XCTAssertEqual(view.frame, Rect(x: 30, y: 0, width: 60, height: 10))

    // Centred views stay centred.
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let centred = child(
      Rect(x: 40, y: 40, width: 20, height: 20),
      [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
      in: box)
    box.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    XCTAssertEqual(centred.center, Point(x: 200, y: 150))
    XCTAssertEqual(centred.bounds.size, Size(width: 20, height: 20))
  }

  @MainActor func testFlexibleWidthAndMarginShareTheChange() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    // Width 50, right margin 50: each takes half of the change.
    let view = child(
      Rect(x: 0, y: 0, width: 50, height: 10), [.flexibleWidth, .flexibleRightMargin],
      in: container)
    container.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
    XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 100, height: 10))
  }

  @MainActor func testAnOverlayFollowsAContainerThatResizes() async {
    let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let container = View(frame: window.bounds)
    container.autoresizingMask = .flexibleSize
    window.addSubview(container)
    let overlay = View(frame: container.bounds)
    overlay.autoresizingMask = .flexibleSize
    container.addSubview(overlay)
    let inner = View(frame: overlay.bounds)
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    overlay.addSubview(inner)

    window.frame = Rect(x: 0, y: 0, width: 1024, height: 768)
    XCTAssertEqual(container.frame, Rect(x: 0, y: 0, width: 1024, height: 768))
    XCTAssertEqual(overlay.frame, Rect(x: 0, y: 0, width: 1024, height: 768))
    XCTAssertEqual(inner.frame, Rect(x: 0, y: 0, width: 1024, height: 768))
  }

  @MainActor func testAutoresizingCanBeTurnedOff() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    container.autoresizesSubviews = false
    let view = child(Rect(x: 0, y: 0, width: 100, height: 100), .flexibleSize, in: container)
    container.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
    XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @MainActor func testLayoutSubviewsRunsAfterAResize() async {
    final class Column: View {
      var layouts = 0
      override func layoutSubviews() {
        layouts += 1
        for (index, subview) in subviews.enumerated() {
          subview.frame = Rect(
            x: 0, y: Double(index) * bounds.height / 2, width: bounds.width,
            height: bounds.height / 2)
        }
      }
    }
    let column = Column(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    column.addSubview(View())
    column.addSubview(View())
    column.bounds = Rect(x: 0, y: 0, width: 60, height: 200)
    XCTAssertEqual(column.layouts, 1)
    XCTAssertEqual(column.subviews[1].frame, Rect(x: 0, y: 100, width: 60, height: 100))
    column.center = Point(x: 5, y: 5)
    XCTAssertEqual(column.layouts, 1)
    column.layoutIfNeeded()
    XCTAssertEqual(column.layouts, 1, "nothing waits for layout")
    column.setNeedsLayout()
    column.layoutIfNeeded()
    XCTAssertEqual(column.layouts, 2)
  }

  @MainActor func testAnOverlayFollowsAnAnimatedResize() async {
    let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let overlay = child(container.bounds, .flexibleSize, in: container)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      container.frame = Rect(x: 0, y: 0, width: 300, height: 100)
    }
    XCTAssertEqual(overlay.frame, Rect(x: 0, y: 0, width: 300, height: 100))
    step(0.5)
    XCTAssertEqual(overlay.presentation.bounds.width, 200)
    XCTAssertEqual(overlay.presentation.center.x, 100)
    step(0.5)
    XCTAssertEqual(overlay.presentation.frame, Rect(x: 0, y: 0, width: 300, height: 100))
  }
}
