import TestSupport
import TransitionKit
import XCTest

/// iOS 26 lets a push or pop take over one that runs; the classic style refuses it. And the
/// swipes' begin rules: the edge swipe's is the screen-edge pan's, the content swipe's a cone
/// with 30 points of hysteresis.
final class NavigationPreemptionTests: EngineTestCase {
  @MainActor func testAPopDuringAPushTurnsThePageRoundWhereItIs() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.navigation.pushViewController(nav["C"], animated: true)
    for _ in 0..<3 { nav.rig.step(1.0 / 60) }
    let before = nav["C"].view.presentation.frame.minX
    XCTAssertTrue((20...nav.width - 20).contains(before), "mid-push: \(before)")
    XCTAssertTrue(nav.navigation.popViewController(animated: true) === nav["C"])
    XCTAssertFalse(nav.rig.warningCodes.contains("navigation.in-flight"))
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    // The page goes back from where it was, without a jump.
    nav.rig.step(1.0 / 60)
    let after = nav["C"].view.presentation.frame.minX
    XCTAssertGreaterThanOrEqual(after, before - 0.5)
    XCTAssertLessThan(after, before + 0.35 * nav.width)
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(nav.shownViews, ["B"])
    XCTAssertEqual(
      nav.rig.transitionPhases.suffix(4),
      ["begin push", "complete push true", "begin pop", "complete pop true"])
    // The handed-off pop lands on the critically damped hand-off spring: about 0.35 s · 2.
    let pop = nav.window.transitionLog.last!
    XCTAssertLessThan(pop.end! - pop.start, 0.8)
  }

  @MainActor func testAPushDuringAPushOrAPopCompletesItAndGoesOn() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.step(1.0 / 60)
    nav.navigation.pushViewController(nav["C"], animated: true)
    XCTAssertEqual(nav.stack, ["A", "B", "C"])
    XCTAssertEqual(nav.window.activeTransition?.kind, .push)
    nav.rig.step(1.0 / 60)
    XCTAssertTrue(nav.navigation.popToRootViewController(animated: true) != nil)
    nav.rig.step(1.0 / 60)
    nav.navigation.pushViewController(nav["D"], animated: true)
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(nav.stack, ["A", "D"])
    XCTAssertEqual(nav.shownViews, ["D"])
    XCTAssertFalse(nav.rig.warningCodes.contains("navigation.in-flight"))
    XCTAssertEqual(
      nav.rig.transitionPhases,
      [
        "begin push", "complete push true", "begin push", "complete push true", "begin pop",
        "complete pop true", "begin push", "complete push true",
      ])
  }

  @MainActor func testTheClassicStyleRefusesAndAFingerKeepsItsSwipe() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.step(1.0 / 60)
    XCTAssertNil(nav.navigation.popViewController(animated: true))
    XCTAssertEqual(nav.rig.warningCodes, ["navigation.in-flight"])
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(nav.stack, ["A", "B"])

    // Under iOS 26, a swipe a finger drives is not taken over either.
    nav.navigation.swipeStyle = .uikit
    nav.pointer.down(5, 400)
    nav.rig.step(0.02)
    nav.pointer.move(45, 400)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    nav.navigation.pushViewController(nav["C"], animated: true)
    XCTAssertEqual(nav.rig.warningCodes.last, "navigation.in-flight")
    nav.pointer.up(45, 400)
    nav.rig.settle()
    XCTAssertFalse(nav.stack.contains("C"))
  }

  @MainActor func testTheEdgeSwipeBeginsByTheScreenEdgeRuleAndTheContentSwipeAt30Points() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    // 16 down for 6 across (69° off the inward direction): inside ±77.5°, where the cone
    // failed at 13 across.
    nav.pointer.down(5, 400)
    nav.rig.step(0.03)
    nav.pointer.move(11, 416)
    XCTAssertEqual(nav.navigation.interactivePopGestureRecognizer?.state, .began)
    nav.pointer.cancel(11, 416)
    nav.rig.settle()
    // 16 down for 3 across (79°): outside.
    nav.pointer.down(5, 400, sequence: 1)
    nav.rig.step(0.03)
    nav.pointer.move(8, 416, sequence: 1)
    XCTAssertEqual(nav.navigation.interactivePopGestureRecognizer?.state, .failed)
    nav.pointer.up(8, 416, sequence: 1)
    nav.rig.settle()
    XCTAssertNil(nav.window.activeTransition)
    // The content swipe has not begun after 20 points straight, and begins at 30.
    let content = nav.navigation.interactiveContentPopGestureRecognizer!
    nav.pointer.down(150, 400, sequence: 2)
    nav.rig.step(0.03)
    nav.pointer.move(170, 400, sequence: 2)
    XCTAssertEqual(content.state, .possible)
    nav.rig.step(0.03)
    nav.pointer.move(181, 400, sequence: 2)
    XCTAssertEqual(content.state, .began)
    nav.pointer.cancel(181, 400, sequence: 2)
    nav.rig.settle()
  }
}
