import TestSupport
import TransitionKit
import XCTest

/// `sizeToFit()` and `sizeThatFits(_:)` as UIKit's views answer them, and a button's image.
final class SizeToFitTests: EngineTestCase {
  @MainActor func testEachViewSizesItselfToItsContentAndKeepsItsOrigin() async {
    let plain = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
    plain.sizeToFit()
    XCTAssertEqual(plain.frame, Rect(x: 10, y: 20, width: 30, height: 40))

    let label = Label(frame: Rect(x: 15, y: 25, width: 0, height: 0))
    label.text = "Close"
    label.sizeToFit()
    XCTAssertEqual(label.frame.origin, Point(x: 15, y: 25))
    XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
    XCTAssertGreaterThan(label.frame.width, 0)
    // A label of several lines wraps at the width it is asked to fit.
    label.numberOfLines = 0
    label.text = String(repeating: "word ", count: 40)
    let wrapped = label.sizeThatFits(Size(width: 120, height: 0))
    XCTAssertLessThanOrEqual(wrapped.width, 120)
    XCTAssertGreaterThan(wrapped.height, label.sizeThatFits(Size(width: 600, height: 0)).height)

    let button = Button(frame: Rect(x: 5, y: 5, width: 200, height: 100))
    button.setTitle("Close", for: .normal)
    button.sizeToFit()
    XCTAssertEqual(button.frame.origin, Point(x: 5, y: 5))
    XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
    XCTAssertLessThan(button.frame.width, 200)

    let icon = ImageRenderer(size: Size(width: 24, height: 20)).image { _ in }
    let imageView = ImageView(frame: Rect(x: 1, y: 2, width: 100, height: 100))
    imageView.image = icon
    imageView.sizeToFit()
    XCTAssertEqual(imageView.frame, Rect(x: 1, y: 2, width: 24, height: 20))
  }

  @MainActor func testAButtonShowsItsImageCentredOrBeforeItsTitle() async {
    let icon = ImageRenderer(size: Size(width: 24, height: 20)).image { _ in }
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    XCTAssertNil(button.imageView)
    button.setImage(icon, for: .normal)
    XCTAssertTrue(button.currentImage === icon)
    XCTAssertTrue(button.image(for: .highlighted) === icon)
    let imageView = try? XCTUnwrap(button.imageView)
    XCTAssertTrue(imageView?.superview === button)
    XCTAssertEqual(imageView?.frame, Rect(x: 38, y: 12, width: 24, height: 20))
    XCTAssertEqual(button.intrinsicContentSize, Size(width: 24, height: 20))
    button.sizeToFit()
    XCTAssertEqual(button.frame, Rect(x: 0, y: 0, width: 24, height: 20))

    // With a title the image sits just before it, and the natural size holds both.
    button.frame = Rect(x: 0, y: 0, width: 200, height: 44)
    button.setTitle("Menu", for: .normal)
    button.layoutIfNeeded()
    let titleWidth = button.intrinsicContentSize.width - 24
    XCTAssertGreaterThan(titleWidth, 0)
    XCTAssertEqual(imageView?.frame.maxX ?? 0, 100 - titleWidth / 2, accuracy: 0.5)
    // No image: the view stays, empty.
    button.setImage(nil, for: .normal)
    XCTAssertNil(button.imageView?.image)
  }
}
