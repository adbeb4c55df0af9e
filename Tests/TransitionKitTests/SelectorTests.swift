import TestSupport
import TransitionKit
import XCTest

/// A receiver of target-actions that records what it was sent.
@MainActor
private final class Receiver {
  var calls: [String] = []
  func plain() { calls.append("plain") }
  func withButton(_ sender: Button) { calls.append("button \(sender.name ?? "")") }
  func withRecognizer(_ sender: PanGestureRecognizer) { calls.append("pan \(sender.state)") }
  func withTimer(_ timer: FrameTimer) { calls.append("timer") }
  func withLink(_ link: DisplayLink) { calls.append("link \(link.timestamp)") }
  func withNotification(_ notification: Notification) {
    calls.append("note \(notification.name.rawValue)")
  }
}

/// `Selector`, the unbound method the scene-file bridge writes for `#selector`, and the
/// gesture recognizer's and notification center's APIs that take one.
final class SelectorTests: EngineTestCase {
  @MainActor func testASelectorCallsItsMethodWithTheSenderOfItsType() async {
    let receiver = Receiver()
    XCTAssertTrue(Selector(Receiver.plain).perform(on: receiver, sender: nil))
    let button = Button()
    button.name = "open"
    XCTAssertTrue(Selector(Receiver.withButton(_:)).perform(on: receiver, sender: button))
    XCTAssertEqual(receiver.calls, ["plain", "button open"])
    // A sender of another type, or a target of another type, calls nothing (UIKit would
    // stop with an unrecognized selector).
    XCTAssertFalse(Selector(Receiver.withButton(_:)).perform(on: receiver, sender: "text"))
    XCTAssertFalse(Selector(Receiver.plain).perform(on: Button(), sender: nil))
    XCTAssertEqual(receiver.calls.count, 2)
  }

  @MainActor func testARecognizerMadeWithASelectorCallsItsTargetWeakly() async {
    var receiver: Receiver? = Receiver()
    let calls = { receiver?.calls ?? [] }
    let pan = PanGestureRecognizer(target: receiver, action: Selector(Receiver.withRecognizer(_:)))
    pan.setState(.began)
    XCTAssertEqual(calls(), ["pan began"])
    pan.addTarget(receiver!, action: Selector(Receiver.plain))
    pan.setState(.changed)
    XCTAssertEqual(calls(), ["pan began", "pan changed", "plain"])
    weak var gone = receiver
    receiver = nil
    XCTAssertNil(gone, "the recognizer does not keep its target")
    pan.setState(.ended)
  }

  @MainActor func testNotificationsReachASelectorUntilTheObserverIsRemoved() async {
    let center = NotificationCenter()
    let receiver = Receiver()
    let name = Notification.Name("card-moved")
    center.addObserver(
      receiver, selector: Selector(Receiver.withNotification(_:)), name: name, object: nil)
    center.post(name: name, object: nil)
    XCTAssertEqual(receiver.calls, ["note card-moved"])
    center.removeObserver(receiver)
    center.post(name: name, object: nil)
    XCTAssertEqual(receiver.calls, ["note card-moved"])
  }
}
