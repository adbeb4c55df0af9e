import TestSupport
import TransitionKit
import XCTest

/// A swipe back whose release the window's arbiter turns the other way completes at the
/// speed of the way it goes, not of the way the pop rule chose (the classic settle, whose
/// speed is the rule's).
final class NavigationReleaseArbiterTests: EngineTestCase {
  /// A swipe held still at 94 % of the width, which the pop rule pops at the speed left for
  /// the pop (max(1 − p, T·|v|) = 0.06): turned into a cancel, it goes back over p × 0.35 s
  /// at speed p, in 0.35 s, where the pop's speed took 5 s.
  @MainActor func testACancelTheArbiterChoseRunsAtTheCancelsSpeed() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.window.releaseArbiter = { _ in ReleaseVerdict(finishes: false) }
    nav.swipe(from: 5, moves: NavigationRig.steady(39, 10, every: 0.02), release: false)
    let held = nav.window.activeTransition
    XCTAssertGreaterThan(held?.percentComplete ?? 0, 0.9)
    nav.rig.step(0.2)
    nav.pointer.up(395, 400)
    XCTAssertTrue(held?.transitionWasCancelled == true)
    nav.rig.run(0.4)
    XCTAssertNil(nav.window.activeTransition, "the cancel ran its 0.35 s")
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(nav.window.transitionLog.last?.completed, false)
  }

  /// The other way round: a swipe the pop rule cancels, popped by the arbiter, runs at the
  /// pop's speed.
  @MainActor func testAPopTheArbiterChoseRunsAtThePopsSpeed() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.window.releaseArbiter = { _ in ReleaseVerdict(finishes: true) }
    // 2 % of the width, held: the rule cancels at speed p = 0.02 (0.35 s back).
    nav.swipe(from: 5, moves: [(20, 0.02), (8, 0.02)], release: false)
    let held = nav.window.activeTransition
    XCTAssertLessThan(held?.percentComplete ?? 1, 0.1)
    nav.rig.step(0.2)
    nav.pointer.up(33, 400)
    XCTAssertTrue(held?.transitionWasCancelled == false)
    nav.rig.run(0.4)
    XCTAssertNil(nav.window.activeTransition, "the pop ran its 0.35 s")
    XCTAssertEqual(nav.stack, ["A"])
  }
}
