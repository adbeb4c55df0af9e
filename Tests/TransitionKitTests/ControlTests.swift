import TestSupport
import TransitionKit
import XCTest

final class ControlTests: EngineTestCase {
  @MainActor func testLabelHoldsItsText() async {
    let label = Label(
      frame: Rect(x: 0, y: 0, width: 200, height: 30), text: "Hello",
      font: .boldSystemFont(ofSize: 22), color: .secondaryLabel, alignment: .center)
    XCTAssertEqual(label.text, "Hello")
    XCTAssertEqual(label.font, Font(size: 22, weight: .bold))
    XCTAssertEqual(label.textColor, .secondaryLabel)
    XCTAssertEqual(label.textAlignment, .center)
    XCTAssertEqual(label.numberOfLines, 1)
    // Labels let touches through to what is behind them.
    XCTAssertFalse(label.isUserInteractionEnabled)
    XCTAssertNil(label.hitTest(Point(x: 10, y: 10)))

    let plain = Label()
    XCTAssertNil(plain.text)
    XCTAssertEqual(plain.font, .body)
    XCTAssertEqual(plain.font.size, 17)
    XCTAssertEqual(plain.textColor, .label)
    XCTAssertEqual(Font.systemFont(ofSize: 12, weight: .semibold).weight, .semibold)
  }

  @MainActor func testATapFiresTheActionsOnce() async {
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    var first = 0
    var second = 0
    button.addAction { first += 1 }
    button.addAction { second += 1 }
    button.sendActions()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(second, 1)
    XCTAssertEqual(button.tapCount, 1)
    button.sendActions()
    XCTAssertEqual(first, 2)
    XCTAssertEqual(button.tapCount, 2)
  }

  @MainActor func testADisabledButtonDoesNothing() async {
    let window = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(button)
    var fired = 0
    button.addAction { fired += 1 }
    button.isEnabled = false
    button.sendActions()
    XCTAssertEqual(fired, 0)
    XCTAssertEqual(button.tapCount, 0)
    XCTAssertEqual(button.currentState, .disabled)
    XCTAssertTrue(window.hitTest(Point(x: 10, y: 10)) === window)

    button.isEnabled = true
    XCTAssertTrue(window.hitTest(Point(x: 10, y: 10)) === button)
    button.sendActions()
    XCTAssertEqual(fired, 1)
  }

  @MainActor func testTitlesAndColoursPerState() async {
    let button = Button()
    button.setTitle("Open", for: .normal)
    XCTAssertEqual(button.currentTitle, "Open")
    XCTAssertEqual(button.title(for: .highlighted), "Open")
    button.setTitle("Opening", for: .highlighted)
    button.isHighlighted = true
    XCTAssertEqual(button.currentState, .highlighted)
    XCTAssertEqual(button.currentTitle, "Opening")

    // Without a highlighted colour, the normal one is dimmed.
    XCTAssertEqual(button.currentTitleColor, Color.systemBlue.withAlphaComponent(0.4))
    button.setTitleColor(.red, for: .highlighted)
    XCTAssertEqual(button.currentTitleColor, .red)
    XCTAssertEqual(button.titleColor(for: .highlighted), .red)

    button.isHighlighted = false
    XCTAssertEqual(button.currentState, .normal)
    XCTAssertEqual(button.currentTitleColor, .systemBlue)
    button.setTitleColor(.white, for: .normal)
    XCTAssertEqual(button.currentTitleColor, .white)
    button.isEnabled = false
    XCTAssertEqual(button.currentTitleColor, Color.white.withAlphaComponent(0.4))
  }

  @MainActor func testSnapshotFreezesWhatIsOnScreen() async {
    let card = View(frame: Rect(x: 50, y: 60, width: 100, height: 80))
    card.backgroundColor = .red
    card.layer.cornerRadius = 12
    card.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    card.alpha = 0.5
    let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    badge.backgroundColor = .blue
    card.addSubview(badge)
    let title = Label(frame: Rect(x: 0, y: 40, width: 100, height: 20), text: "Card")
    card.addSubview(title)

    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      badge.center = Point(x: 110, y: 10)
    }
    step(0.5)
    guard let snapshot = card.snapshotView(afterScreenUpdates: false) as? SnapshotView else {
      return XCTFail("no snapshot")
    }
    // The snapshot is the view's bounds, at the origin, without its own transform or alpha.
    XCTAssertEqual(snapshot.frame, Rect(x: 0, y: 0, width: 100, height: 80))
    let content = snapshot.content
    XCTAssertEqual(content.presentation.transform, .identity)
    XCTAssertEqual(content.presentation.alpha, 1)
    XCTAssertEqual(content.presentation.backgroundColor, .red)
    XCTAssertEqual(content.presentation.cornerRadius, 12)
    XCTAssertEqual(content.subviews.count, 2)
    XCTAssertEqual(content.subviews[0].presentation.center, Point(x: 60, y: 10))
    XCTAssertEqual((content.subviews[1] as? Label)?.text, "Card")

    // Later changes to the original do not reach the snapshot.
    step(0.5)
    card.backgroundColor = .green
    badge.alpha = 0
    title.text = "Changed"
    badge.removeFromSuperview()
    XCTAssertEqual(content.presentation.backgroundColor, .red)
    XCTAssertEqual(content.subviews.count, 2)
    XCTAssertEqual(content.subviews[0].presentation.center, Point(x: 60, y: 10))
    XCTAssertEqual(content.subviews[0].presentation.alpha, 1)
    XCTAssertEqual((content.subviews[1] as? Label)?.text, "Card")
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testSnapshotOfAnEmptyViewIsNil() async {
    XCTAssertNil(View().snapshotView(afterScreenUpdates: true))
    XCTAssertNil(
      View(frame: Rect(x: 0, y: 0, width: 10, height: 0)).snapshotView(afterScreenUpdates: true))
  }

  @MainActor func testLayerPropertiesAreViewValues() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(view.layer.shadowOffset, Size(width: 0, height: -3))
    XCTAssertEqual(view.layer.shadowOpacity, 0)
    view.layer.shadowColor = Color.blue.cgColor
    view.layer.shadowOpacity = 0.4
    view.layer.shadowOffset = Size(width: 0, height: 8)
    view.layer.shadowRadius = 16
    view.layer.opacity = 0.7
    view.layer.masksToBounds = true
    XCTAssertEqual(view.presentation.shadowColor, .blue)
    XCTAssertEqual(view.presentation.shadowOpacity, Double(Float(0.4)), "a Float, as CALayer's")
    XCTAssertEqual(view.presentation.shadowOffset, Size(width: 0, height: 8))
    XCTAssertEqual(view.presentation.shadowRadius, 16)
    XCTAssertEqual(view.alpha, 0.7)
    XCTAssertTrue(view.clipsToBounds)
    let shown = view.layer.presentation()
    XCTAssertEqual(shown?.shadowOpacity, Float(view.presentation.shadowOpacity))
    XCTAssertEqual(shown?.opacity, view.presentation.alpha)
    XCTAssertEqual(shown?.position, view.presentation.center)
  }
}
