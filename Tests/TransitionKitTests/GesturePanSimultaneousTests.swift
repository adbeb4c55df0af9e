import TestSupport
import TransitionKit
import XCTest

/// A pan that recognizes together with a scroll view's own (DeckTransition's card pan over its
/// text view): a translation reset when it begins counts from there, as for a lone pan.
final class GesturePanSimultaneousTests: EngineTestCase {
  @MainActor private final class Together: GestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: GestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { true }
  }

  @MainActor func testAResetOnBeganCountsFromThereWhileATextViewScrollsToo() async {
    let (window, background) = makeGestureWindow(engine)
    let card = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    background.addSubview(card)
    let text = TextView(frame: Rect(x: 20, y: 20, width: 360, height: 760))
    text.text = String(repeating: "A long text that scrolls. ", count: 200)
    card.addSubview(text)
    var readings: [(GestureState, Double)] = []
    let pan = PanGestureRecognizer(action: { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer else { return }
      readings.append((pan.state, pan.translation(in: card).y))
      if pan.state == .began { pan.setTranslation(.zero, in: background) }
    })
    let together = Together()
    pan.delegate = together
    pan.maximumNumberOfTouches = 1
    pan.cancelsTouchesInView = false
    card.addGestureRecognizer(pan)
    let pointer = PointerScript(window: window)
    pointer.down(200, 200)
    pointer.move(200, 241.67)
    XCTAssertTrue(text.panGestureRecognizer.isActive, "the text view's pan recognizes too")
    pointer.move(200, 283.33)
    pointer.move(200, 325)
    pointer.up(200, 325)
    XCTAssertEqual(readings.map(\.0), [.began, .changed, .changed, .ended])
    let values = readings.map(\.1)
    XCTAssertEqual(values.count, 4)
    assertClose(values[0], 31.67, tolerance: 1e-9)
    assertClose(values[1], 41.66, tolerance: 1e-9)
    assertClose(values[2], 83.33, tolerance: 1e-9)
  }
}
