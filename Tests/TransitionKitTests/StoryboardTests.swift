import TestSupport
import TransitionKit
import XCTest

/// A recognizer subclass written as on iOS: it overrides the designated `init(target:action:)`.
@MainActor
private final class DirectionalPan: PanGestureRecognizer {
  let upward: Bool

  init(upward: Bool, target: Any?, action: Selector?) {
    self.upward = upward
    super.init(target: target, action: action)
  }
}

@MainActor
private final class PanReceiver {
  var states: [GestureState] = []
  func moved(_ recognizer: PanGestureRecognizer) { states.append(recognizer.state) }
}

@MainActor
private final class DetailController: ViewController {}

/// Storyboards by name whose controllers a scene registers in code, and recognizer subclasses
/// that call UIKit's designated initializer.
final class StoryboardTests: EngineTestCase {
  override func tearDown() {
    MainActor.assumeIsolated { Storyboard.removeAllRegistrations() }
    super.tearDown()
  }

  @MainActor func testAStoryboardMakesANewCopyOfItsRegisteredControllersEachTime() async {
    Storyboard.register(name: "Modal") {
      NavigationController(rootViewController: DetailController())
    }
    Storyboard.register(name: "Modal", identifier: "detail") { DetailController() }
    let storyboard = Storyboard(name: "Modal", bundle: nil)
    let first = storyboard.instantiateInitialViewController() as? NavigationController
    let second = storyboard.instantiateInitialViewController() as? NavigationController
    XCTAssertNotNil(first?.topViewController as? DetailController)
    XCTAssertFalse(first === second)
    let detail = storyboard.instantiateViewController(withIdentifier: "detail")
    XCTAssertTrue(detail is DetailController)
    XCTAssertFalse(detail === storyboard.instantiateViewController(withIdentifier: "detail"))
    XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
  }

  @MainActor func testWhatNobodyRegisteredIsAWarningAndAControllerThatSaysSo() async {
    let storyboard = Storyboard(name: "Main", bundle: nil)
    XCTAssertEqual(engine.warnings.map(\.code), ["storyboard.unknown-name"])
    XCTAssertNil(storyboard.instantiateInitialViewController())
    let missing = storyboard.instantiateViewController(withIdentifier: "detail")
    XCTAssertFalse(missing is DetailController)
    let label = missing.view.subviews.first as? Label
    XCTAssertTrue(label?.text?.contains("identifier 'detail'") ?? false, "\(label?.text ?? "")")
    XCTAssertEqual(
      engine.warnings.map(\.code),
      ["storyboard.unknown-name", "storyboard.no-initial", "storyboard.unknown-identifier"])
  }

  @MainActor func testARecognizerSubclassCallsTheDesignatedInitializerAndKeepsItsTarget() async {
    let receiver = PanReceiver()
    let pan = DirectionalPan(
      upward: true, target: receiver, action: Selector(PanReceiver.moved(_:)))
    XCTAssertTrue(pan.upward)
    pan.setState(.began)
    XCTAssertEqual(receiver.states, [.began])
    // The edge pan overrides it too, and keeps its hysteresis; `init()` stays.
    let edge = ScreenEdgePanGestureRecognizer(target: nil, action: nil)
    XCTAssertEqual(edge.hysteresis, ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis)
    XCTAssertEqual(
      ScreenEdgePanGestureRecognizer().hysteresis,
      ScreenEdgePanGestureRecognizer.defaultEdgeHysteresis)
  }
}
