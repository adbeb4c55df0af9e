import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A stack view's arrangement: axis, distributions, alignments, spacing, custom spacing, and
/// arranged subviews hidden and shown inside an animation block.
final class StackViewTests: EngineTestCase {
  override func setUp() {
    super.setUp()
    MainActor.assumeIsolated { TextMetrics.useEstimates() }
  }

  /// A view with a natural size.
  @MainActor final class Swatch: View {
    var natural: Size
    init(_ width: Double, _ height: Double) {
      natural = Size(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: Size { natural }
  }

  @MainActor private func stack(_ views: [View], in size: Size) -> (View, StackView) {
    let root = View(frame: Rect(origin: .zero, size: size))
    let stack = StackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, stack)
  }

  @MainActor func testAFillingRowGrowsTheViewThatHugsLeast() async {
    let a = Swatch(50, 20)
    let b = Swatch(60, 20)
    b.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    let (root, stack) = stack([a, b], in: Size(width: 300, height: 40))
    stack.spacing = 10
    root.layoutIfNeeded()
    XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 50, height: 40))
    XCTAssertEqual(b.frame, Rect(x: 60, y: 0, width: 240, height: 40))
    XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a, b], by: ===))
    XCTAssertTrue(stack.constraints.contains { $0.identifier == "UISV-spacing" })
  }

  @MainActor func testAColumnFillsEquallyWithSpacing() async {
    let views = [View(), View(), View()]
    let (root, stack) = stack(views, in: Size(width: 100, height: 320))
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 10
    root.layoutIfNeeded()
    XCTAssertEqual(
      views.map(\.frame),
      [
        Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 110, width: 100, height: 100),
        Rect(x: 0, y: 220, width: 100, height: 100),
      ])
  }

  @MainActor func testFillProportionallySharesByIntrinsicSize() async {
    let a = Swatch(100, 10)
    let b = Swatch(300, 10)
    let (root, stack) = stack([a, b], in: Size(width: 200, height: 10))
    stack.distribution = .fillProportionally
    root.layoutIfNeeded()
    XCTAssertEqual(a.frame.width, 50, accuracy: 1e-9)
    XCTAssertEqual(b.frame.width, 150, accuracy: 1e-9)
  }

  @MainActor func testEqualSpacingSpreadsTheGaps() async {
    let views = [Swatch(20, 10), Swatch(40, 10), Swatch(20, 10)]
    let (root, stack) = stack(views, in: Size(width: 200, height: 10))
    stack.distribution = .equalSpacing
    stack.spacing = 5
    root.layoutIfNeeded()
    XCTAssertEqual(views.map(\.frame.minX), [0, 80, 180])
    XCTAssertEqual(views.map(\.frame.width), [20, 40, 20])
  }

  @MainActor func testEqualCenteringSpacesTheCentres() async {
    let views = [Swatch(20, 10), Swatch(60, 10), Swatch(20, 10)]
    let (root, stack) = stack(views, in: Size(width: 220, height: 10))
    stack.distribution = .equalCentering
    root.layoutIfNeeded()
    XCTAssertEqual(views.map(\.center.x), [10, 110, 210])
  }

  @MainActor func testAlignmentsAcrossTheAxis() async {
    let small = Swatch(20, 10)
    let tall = Swatch(20, 30)
    let (root, stack) = stack([small, tall], in: Size(width: 40, height: 50))
    stack.alignment = .top
    root.layoutIfNeeded()
    XCTAssertEqual(small.frame, Rect(x: 0, y: 0, width: 20, height: 10))
    stack.alignment = .center
    root.layoutIfNeeded()
    XCTAssertEqual(small.frame, Rect(x: 0, y: 20, width: 20, height: 10))
    XCTAssertEqual(tall.frame, Rect(x: 20, y: 10, width: 20, height: 30))
    stack.alignment = .bottom
    root.layoutIfNeeded()
    XCTAssertEqual(small.frame.maxY, 50)
    stack.alignment = .fill
    root.layoutIfNeeded()
    XCTAssertEqual(small.frame.height, 50)
  }

  @MainActor func testABaselineRowLinesUpTheText() async {
    let big = Label()
    big.text = "Title"
    big.font = .systemFont(ofSize: 30)
    let small = Label()
    small.text = "note"
    small.font = .systemFont(ofSize: 12)
    let (root, stack) = stack([big, small], in: Size(width: 300, height: 100))
    stack.alignment = .firstBaseline
    stack.spacing = 4
    root.layoutIfNeeded()
    XCTAssertEqual(big.frame.minY + 28.5, small.frame.minY + 11.4, accuracy: 1e-9)
    XCTAssertEqual(small.frame.minX, big.frame.maxX + 4)
  }

  @MainActor func testCustomSpacingAfterAView() async {
    let views = [Swatch(10, 10), Swatch(10, 10), Swatch(10, 10)]
    let (root, stack) = stack(views, in: Size(width: 200, height: 10))
    stack.distribution = .equalSpacing
    stack.spacing = 0
    stack.setCustomSpacing(100, after: views[0])
    XCTAssertEqual(stack.customSpacing(after: views[0]), 100)
    root.layoutIfNeeded()
    XCTAssertGreaterThanOrEqual(views[1].frame.minX - views[0].frame.maxX, 100)
  }

  @MainActor func testHidingAnArrangedViewInAnAnimationBlockClosesTheGap() async {
    let views = [Swatch(10, 50), Swatch(10, 50), Swatch(10, 50)]
    let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 400))
    let stack = StackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    // Pinned at the top and sides: its height is its content's.
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    stack.axis = .vertical
    stack.spacing = 10
    root.layoutIfNeeded()
    XCTAssertEqual(stack.frame.height, 170)
    XCTAssertEqual(views[2].frame.minY, 120)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { views[1].isHidden = true }
    XCTAssertEqual(views[2].frame.minY, 60, "the model is the new layout at once")
    step(0.5)
    XCTAssertEqual(views[2].presentation.center.y, (145 + 85) / 2, accuracy: 1e-9)
    step(0.5)
    XCTAssertEqual(views[2].presentation.center.y, 85, accuracy: 1e-9)
    XCTAssertEqual(views[1].frame.height, 0)
    XCTAssertEqual(stack.frame.height, 110)
    // Shown again, it opens its gap the same way.
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { views[1].isHidden = false }
    step(1)
    XCTAssertEqual(views[1].frame, Rect(x: 0, y: 60, width: 10, height: 50))
    XCTAssertEqual(views[2].presentation.center.y, 145, accuracy: 1e-9)
  }

  @MainActor func testRemovingAndInsertingArrangedViews() async {
    let a = Swatch(10, 10)
    let b = Swatch(20, 10)
    let c = Swatch(30, 10)
    let (root, stack) = stack([a, b], in: Size(width: 200, height: 10))
    stack.distribution = .equalSpacing
    stack.insertArrangedSubview(c, at: 0)
    XCTAssertTrue(stack.arrangedSubviews.elementsEqual([c, a, b], by: ===))
    root.layoutIfNeeded()
    XCTAssertEqual(c.frame.minX, 0)
    XCTAssertEqual(b.frame.maxX, 200)
    stack.removeArrangedSubview(c)
    XCTAssertTrue(c.superview === stack, "it stays a subview, as in UIKit")
    a.removeFromSuperview()
    XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b], by: ===))
    root.layoutIfNeeded()
    XCTAssertEqual(b.frame.minX, 0)
  }
}
