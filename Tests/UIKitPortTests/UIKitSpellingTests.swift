import TestSupport
import UIKit
import XCTest

/// Counts the calls its action methods get, as a controller's `@objc` methods would.
@MainActor
private final class Counter {
  var taps = 0
  var senders: [UIButton] = []
  var gestures: [UIGestureRecognizer.State] = []

  func tapped() { taps += 1 }
  func buttonTapped(_ sender: UIButton) { senders.append(sender) }
  func handleTap() { gestures.append(.recognized) }
}

/// UIKit's names are TransitionKit's types, and the extensions that give UIKit's shapes
/// (target-action without `#selector`, `UIAction`, `UIButton(type:)`) work through a window.
final class UIKitSpellingTests: EngineTestCase {
  @MainActor func testTheNamesAreTransitionKitsTypes() async {
    XCTAssertTrue(CGFloat.self == Double.self)
    XCTAssertTrue(CGRect.self == Rect.self)
    XCTAssertTrue(CGPoint.self == Point.self)
    XCTAssertTrue(CGSize.self == Size.self)
    XCTAssertTrue(CGVector.self == Vector.self)
    XCTAssertTrue(CGAffineTransform.self == TransitionKit.AffineTransform.self)
    XCTAssertTrue(UIView.self == View.self)
    XCTAssertTrue(UIViewController.self == TransitionKit.ViewController.self)
    XCTAssertTrue(UIViewPropertyAnimator.self == PropertyAnimator.self)
    XCTAssertTrue(
      UIPercentDrivenInteractiveTransition.self == PercentDrivenInteractiveTransition.self)
    XCTAssertTrue(UIViewControllerContextTransitioning.self == TransitionContext.self)
    XCTAssertTrue(
      (any UIViewControllerAnimatedTransitioning).self == (any AnimatedTransitioning).self)
    XCTAssertTrue(UIGestureRecognizer.State.self == GestureState.self)
    XCTAssertTrue(UIView.AnimationOptions.self == AnimationOptions.self)
    XCTAssertTrue(UIView.AnimationCurve.self == AnimationCurve.self)
    XCTAssertTrue(UIControl.State.self == ControlState.self)
    XCTAssertTrue(TimeInterval.self == Double.self)
    XCTAssertTrue(UINavigationController.self == NavigationController.self)
    XCTAssertTrue(UINavigationController.Operation.self == NavigationController.Operation.self)
    XCTAssertTrue(
      (any UINavigationControllerDelegate).self == (any NavigationControllerDelegate).self)
  }

  @MainActor func testCoreGraphicsGeometryReadsAsInUIKit() async {
    let frame = CGRect(origin: CGPoint(x: 0, y: 844), size: CGSize(width: 390, height: 844))
    XCTAssertEqual(frame.height, 844)
    XCTAssertEqual(frame.midX, 195)
    let transform = CGAffineTransform.identity
      .concatenating(CGAffineTransform(scaleX: 0.6, y: 0.6))
      .concatenating(CGAffineTransform(translationX: 0, y: -200))
    assertClose(CGPoint(x: 100, y: 100).applying(transform), CGPoint(x: 60, y: -140))
    XCTAssertEqual(UIColor(cgColor: UIColor.black.cgColor), UIColor.black)
  }

  @MainActor func testUIKitsOtherNamedColoursAreThere() async {
    let view = UIView()
    view.backgroundColor = .systemOrange
    XCTAssertEqual(view.backgroundColor?.resolved(for: .light), RGBA(255, 149, 0))
    XCTAssertEqual(view.backgroundColor?.resolved(for: .dark), RGBA(255, 159, 10))
    XCTAssertEqual(UIColor.orange, UIColor(red: 1, green: 0.5, blue: 0))
  }

  @MainActor func testUIScreenMainIsTheWindowsScreen() async {
    let window = UIWindow(screen: UIScreen(size: CGSize(width: 320, height: 568)), engine: engine)
    XCTAssertEqual(UIScreen.main.bounds, window.bounds)
  }

  @MainActor func testAddTargetCallsTheMethodOncePerTapAndHoldsItsTargetWeakly() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    root.view.addSubview(button)
    var counter: Counter? = Counter()
    button.addTarget(counter!, action: Counter.tapped, for: .touchUpInside)
    button.addTarget(counter!, action: Counter.buttonTapped(_:), for: .touchUpInside)
    port.tap(at: CGPoint(x: 150, y: 120))
    XCTAssertEqual(counter?.taps, 1)
    XCTAssertEqual(counter?.senders.count, 1)
    XCTAssertIdentical(counter?.senders.first, button)
    port.tap(at: CGPoint(x: 150, y: 300))
    XCTAssertEqual(counter?.taps, 1, "a tap off the button sends nothing")
    weak let gone = counter
    counter = nil
    XCTAssertNil(gone, "the button does not keep its target")
    port.tap(at: CGPoint(x: 150, y: 120))
    XCTAssertEqual(button.tapCount, 2)
  }

  @MainActor func testUIActionRunsForATapAndAsThePrimaryAction() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    var titles: [String] = []
    let button = UIButton(
      frame: CGRect(x: 100, y: 100, width: 100, height: 44),
      primaryAction: UIAction(title: "primary") { titles.append($0.title) })
    button.addAction(UIAction(title: "added") { titles.append($0.title) }, for: .touchUpInside)
    button.addAction(UIAction { _ in titles.append("untitled") }, for: .touchUpInside)
    root.view.addSubview(button)
    port.tap(at: CGPoint(x: 150, y: 120))
    XCTAssertEqual(titles, ["primary", "added", "untitled"])
  }

  @MainActor func testAnAccessibilityIdentifierNamesTheView() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let card = UIView()
    card.accessibilityIdentifier = "card"
    root.view.addSubview(card)
    XCTAssertIdentical(port.window.view(named: "card"), card)
  }

  @MainActor func testButtonTypesTakeUIKitsTitleColours() async {
    XCTAssertEqual(UIButton(type: .system).titleColor(for: .normal), .systemBlue)
    XCTAssertEqual(UIButton(type: .custom).titleColor(for: .normal), .white)
  }

  @MainActor func testAGestureActionWithoutArgumentsRunsOnRecognition() async {
    let root = UIViewController()
    let port = PortWindow(root, engine: engine)
    let counter = Counter()
    root.view.addGestureRecognizer(
      UITapGestureRecognizer(target: counter, action: Counter.handleTap))
    port.tap(at: CGPoint(x: 150, y: 120))
    XCTAssertEqual(counter.gestures, [.ended])
  }
}
