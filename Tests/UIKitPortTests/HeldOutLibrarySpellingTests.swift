import TestSupport
import UIKit
import XCTest

// What ElasticTransition and Touchwonders' Transition use, written as the scene-file bridge
// leaves their code: each test is that it compiles and answers what UIKit documents.

/// A protocol the code holds weakly through a generic box, as ElasticTransition's
/// MotionAnimation holds its observers (`Weak<MotionAnimatorObserver>`).
@MainActor
private protocol Observer: AnyObject { func ping() -> Int }

@MainActor
private final class Watcher: Observer { func ping() -> Int { 7 } }

/// `class Weak<T: AnyObject> { weak var value: T? }` as the bridge writes it.
@MainActor
private final class Weak<T> {
  @WeakReference var value: T?
  init(value: T) { self.value = value }
}

/// Touchwonders' `DelegateProxy`, as the bridge writes it: it answers `responds(to:)` itself.
@MainActor
private class DelegateProxy<DelegateType>: NSObject, SelectorResponding {
  @WeakReference private(set) var primary: DelegateType?
  @WeakReference private(set) var secondary: DelegateType?

  init(primary: DelegateType, secondary: DelegateType) {
    self.primary = primary
    self.secondary = secondary
    super.init()
  }

  var delegates: [DelegateType] { [primary, secondary].compactMap { $0 } }

  func firstDelegateRespondingTo(_ selector: Selector) -> DelegateType? {
    delegates.first { ($0 as? any NSObjectProtocol)?.responds(to: selector) == true }
  }

  func responds(to aSelector: Selector!) -> Bool {
    firstDelegateRespondingTo(aSelector) != nil
  }
}

@MainActor
private final class NavigationProxy: DelegateProxy<UINavigationControllerDelegate>,
  UINavigationControllerDelegate
{
  static let animationSelector = Selector(
    NavigationProxy.navigationController(_:animationControllerFor:from:to:),
    name: "navigationController(_:animationControllerFor:from:to:)")

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    (firstDelegateRespondingTo(Self.animationSelector))?.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }
}

/// A navigation delegate that implements nothing (an app's existing delegate).
@MainActor
private final class Listener: NSObject, UINavigationControllerDelegate {}

/// One that animates its pushes, as the bridge declares it.
@MainActor
private final class Animating: NSObject, UINavigationControllerDelegate {
  var implementedTransitionMethods: NavigationDelegateTransitionMethods { [.animationController] }
}

/// A tab bar delegate that keeps the last tab from being chosen.
@MainActor
private final class TabGate: NSObject, UITabBarControllerDelegate {
  var selected: [String] = []
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { viewController.title != "Locked" }
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) { selected.append(viewController.title ?? "") }
}

@MainActor
private final class PressHandler: NSObject {
  var states: [UIGestureRecognizer.State] = []
  func pressed(_ recognizer: UILongPressGestureRecognizer) {
    states.append(recognizer.state)
  }
}

final class HeldOutLibrarySpellingTests: EngineTestCase {
  @MainActor func testASlidersValueIsAFloatAsOnIOS() async {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 30))
    slider.minimumValue = 0.5
    slider.maximumValue = 2
    var heard: [Float] = []
    let onChange: (Float) -> Void = { heard.append($0) }
    slider.value = 1.25
    onChange(slider.value)
    slider.setValue(9, animated: false)
    onChange(slider.value)
    XCTAssertEqual(heard, [1.25, 2], "kept within its Float range")
  }

  @MainActor func testAWeakBoxOverAProtocolHoldsItsObjectWeakly() async {
    var watcher: Watcher? = Watcher()
    let box = Weak<Observer>(value: watcher!)
    XCTAssertEqual(box.value?.ping(), 7)
    watcher = nil
    XCTAssertNil(box.value, "held weakly, as `weak var` holds it")
    XCTAssertNil(Weak<Observer>(value: Watcher()).value, "nothing else holds it")
  }

  @MainActor func testADelegateProxyPassesTheAnimatorQuestionToTheDelegateThatImplementsIt()
    async
  {
    let listener = Listener()
    let animating = Animating()
    let proxy = NavigationProxy(primary: listener, secondary: animating)
    let selector = NavigationProxy.animationSelector
    XCTAssertFalse(listener.responds(to: selector), "it implements no transition method")
    XCTAssertTrue(animating.responds(to: selector), "it says it implements the animator's")
    XCTAssertTrue(proxy.firstDelegateRespondingTo(selector) === animating)
    let asObject: NSObject = proxy
    XCTAssertTrue(asObject.responds(to: selector), "the proxy's own answer, asked as an NSObject")
    let alone = NavigationProxy(primary: listener, secondary: Listener())
    XCTAssertFalse((alone as NSObject).responds(to: selector))
    XCTAssertTrue(
      listener.responds(to: Selector(Listener.isEqual)), "a method of its own type, unnamed")
  }

  @MainActor func testATabBarDelegateDecidesWhichTappedTabIsSelected() async {
    let tabs = UITabBarController()
    let first = UIViewController()
    first.title = "First"
    let second = UIViewController()
    second.title = "Second"
    let locked = UIViewController()
    locked.title = "Locked"
    tabs.viewControllers = [first, second, locked]
    let gate = TabGate()
    tabs.delegate = gate
    let port = PortWindow(tabs, engine: engine)
    let bar = tabs.tabBar.frame
    let width = bar.width / 3
    port.tap(at: CGPoint(x: width * 2.5, y: bar.midY))
    XCTAssertEqual(tabs.selectedIndex, 0, "the delegate refused the locked tab")
    port.tap(at: CGPoint(x: width * 1.5, y: bar.midY))
    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertEqual(gate.selected, ["Second"])
    tabs.selectedIndex = 0
    XCTAssertEqual(gate.selected, ["Second"], "a change in code is not a tap: nothing is asked")
  }

  @MainActor func testALongPressWithNoWaitBeginsOnThePressAndEndsOnTheLift() async {
    let root = UIViewController()
    let handler = PressHandler()
    let press = UILongPressGestureRecognizer(
      target: handler, action: Selector(PressHandler.pressed(_:)))
    press.minimumPressDuration = 0.0
    let port = PortWindow(root, engine: engine)
    root.view.addGestureRecognizer(press)
    port.tap(at: CGPoint(x: 100, y: 300))
    XCTAssertEqual(handler.states, [.began, .ended])
  }

  @MainActor func testAPropertyReadOnAnAnyObjectSenderIsTheViewsOrNil() async {
    let button = UIButton(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    let sender: AnyObject = button
    let center: CGPoint? = AnyObjectMembers(sender).center
    XCTAssertEqual(center, CGPoint(x: 60, y: 40))
    let notAView: AnyObject = UIViewController()
    XCTAssertNil(AnyObjectMembers(notAView).center as CGPoint?)
  }

  @MainActor func testAWindowTheSceneMakesKeepsItsRootOffTheStage() async {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let port = PortWindow(navigation, engine: engine)
    let stageFrame = navigation.view.frame
    let window = UIWindow(frame: UIScreen.main.bounds)
    XCTAssertEqual(window.frame, UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    XCTAssertTrue(
      window.rootViewController as? UINavigationController === navigation,
      "read back, as an app delegate reads it")
    XCTAssertTrue(navigation.view.superview === port.window, "the stage keeps showing it")
    XCTAssertEqual(navigation.view.frame, stageFrame)
    XCTAssertTrue(port.window.isKeyWindow)
    XCTAssertFalse(window.isKeyWindow)
    XCTAssertTrue(UIScreen.main === port.window.screen)
    XCTAssertFalse(UIWindow().isOffStage, "a window made as before is a stage")
  }

  @MainActor func testAColourGivesItsComponentsASwitchTakesIsOnAndAnimatorsCompareByIdentity()
    async
  {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
    XCTAssertEqual([r, g, b, a], [0.2, 0.4, 0.6, 0.8])
    var h: CGFloat = 0
    var s: CGFloat = 0
    var v: CGFloat = 0
    UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(
      &h, saturation: &s, brightness: &v, alpha: &a)
    XCTAssertEqual(h, 0.25, accuracy: 1e-9)
    XCTAssertEqual(s, 0.5, accuracy: 1e-9)
    XCTAssertEqual(v, 0.8, accuracy: 1e-9)
    var white: CGFloat = 0
    UIColor.white.getWhite(&white, alpha: &a)
    XCTAssertEqual(white, 1, accuracy: 1e-9)

    let toggle = UISwitch()
    var sent = 0
    toggle.addAction(for: .valueChanged) { _ in sent += 1 }
    toggle.isOn = true
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(sent, 0, "setting isOn sends no event, as on iOS")

    let one = UIViewPropertyAnimator(duration: 1, curve: .easeOut)
    let other = UIViewPropertyAnimator(duration: 1, curve: .easeOut)
    XCTAssertTrue(one == one)
    XCTAssertFalse(one == other)
    XCTAssertEqual(Set([one, other, one]).count, 2)
  }
}
