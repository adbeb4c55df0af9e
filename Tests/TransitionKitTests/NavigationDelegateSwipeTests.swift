import TestSupport
import TransitionKit
import XCTest

/// Whether a navigation delegate's custom transitions leave the system swipe back on, decided
/// as UIKit's `_shouldUseBuiltinInteractionController` decides: from the animator the last
/// push or pop played and the methods the delegate implements, asking the delegate nothing
/// at the press.
final class NavigationDelegateSwipeTests: EngineTestCase {
  static let edge = NavigationSwipeTests.edge
  static let content = NavigationSwipeTests.content

  /// A rig showing A, under the classic settle, with `delegate` set.
  @MainActor private func rig(_ delegate: CountingNavigationDelegate) -> NavigationRig {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.delegate = delegate
    return nav
  }

  /// A full swipe from the edge, released, and the transition left to end.
  @MainActor private func swipeBack(_ nav: NavigationRig, sequence: Int) {
    nav.swipe(from: 5, moves: NavigationRig.steady(20, 20, every: 0.05), sequence: sequence)
    nav.rig.settle()
  }

  @MainActor func testThePressAndTheSwipeAskTheDelegateNothing() async {
    let delegate = CountingNavigationDelegate(methods: .all)
    let nav = rig(delegate)
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.settle()
    XCTAssertEqual(delegate.animatorQuestions, [.push])
    // A press alone, then a whole swipe: the swipe pops with the system's animator.
    nav.pointer.down(5, 400)
    nav.rig.step(0.05)
    nav.pointer.up(5, 400)
    XCTAssertEqual(delegate.animatorQuestions, [.push], "a press asks nothing")
    swipeBack(nav, sequence: 1)
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.window.transitionLog.last?.interactive, true)
    XCTAssertEqual(delegate.animatorQuestions, [.push], "the swipe's pop ignores the delegate")
    XCTAssertEqual(delegate.interactionQuestions, 0)
  }

  @MainActor func testADelegateThatAnimatesPushesOnlyLosesTheSwipeAfterItsPush() async {
    let delegate = CountingNavigationDelegate(methods: .animationController)
    delegate.pushAnimator = ClosureAnimator.slide(duration: 0.3)
    let nav = rig(delegate)
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.settle()
    let states = GestureStateLog(nav.window)
    nav.swipe(from: 5, moves: NavigationRig.steady(10, 20, every: 0.05))
    nav.rig.settle()
    XCTAssertEqual(states[Self.edge], [.failed])
    XCTAssertEqual(states[Self.content], [.failed])
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(nav.window.transitionLog.count, 1, "only the push played")
    // The back button's pop plays the system's animator (the delegate gives none for a
    // pop); the next page the system brings keeps the swipe.
    nav.navigation.popViewController(animated: true)
    nav.rig.settle()
    delegate.pushAnimator = nil
    nav.navigation.pushViewController(nav["C"], animated: true)
    nav.rig.settle()
    swipeBack(nav, sequence: 1)
    XCTAssertEqual(nav.stack, ["A"])
  }

  @MainActor func testADelegateThatAnimatesWithoutSayingSoIsSeenToImplementIt() async {
    let delegate = CountingNavigationDelegate(methods: [])
    delegate.pushAnimator = ClosureAnimator.slide(duration: 0.3)
    let nav = rig(delegate)
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.settle()
    let states = GestureStateLog(nav.window)
    nav.swipe(from: 5, moves: NavigationRig.steady(10, 20, every: 0.05))
    XCTAssertEqual(states[Self.edge], [.failed])
    XCTAssertEqual(nav.stack, ["A", "B"])
  }

  @MainActor func testADelegateWithoutTheMethodsKeepsTheSwipe() async {
    let plain = ShowingNavigationDelegate()
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.delegate = plain
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.settle()
    swipeBack(nav, sequence: 0)
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.window.transitionLog.last?.interactive, true)
    XCTAssertEqual(plain.shown, ["B", "A"])

    // A page a custom delegate brought: off while that delegate is set, on again once a
    // delegate without the methods replaces it (UIKit reads the methods when it is set).
    let custom = CountingNavigationDelegate(methods: .all)
    custom.pushAnimator = ClosureAnimator.slide(duration: 0.3)
    nav.navigation.delegate = custom
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.settle()
    nav.swipe(from: 5, moves: NavigationRig.steady(10, 20, every: 0.05), sequence: 1)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    nav.navigation.delegate = plain
    swipeBack(nav, sequence: 2)
    XCTAssertEqual(nav.stack, ["A"])
  }
}

/// A navigation delegate that declares the methods it is told to, gives the animators it is
/// given, and counts the questions it is asked.
@MainActor
final class CountingNavigationDelegate: NavigationControllerDelegate {
  let implementedTransitionMethods: NavigationDelegateTransitionMethods
  var pushAnimator: (any AnimatedTransitioning)?
  var popAnimator: (any AnimatedTransitioning)?
  private(set) var animatorQuestions: [NavigationController.Operation] = []
  private(set) var interactionQuestions = 0

  init(methods: NavigationDelegateTransitionMethods) { implementedTransitionMethods = methods }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    animatorQuestions.append(operation)
    return operation == .push ? pushAnimator : popAnimator
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interactionQuestions += 1
    return nil
  }
}

/// A navigation delegate with none of the custom-transition methods: it hears what is shown.
@MainActor
final class ShowingNavigationDelegate: NavigationControllerDelegate {
  private(set) var shown: [String] = []

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
  }
}
