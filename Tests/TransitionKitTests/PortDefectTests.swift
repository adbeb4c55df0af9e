import TestSupport
import TransitionKit
import XCTest

/// What the ports of real transitions found, each pinned: `initialFrame(for:)` is the frame
/// at the start, a child of a presented navigation stack dismisses the stack, and `update(_:)`
/// on a transition that started running does what UIKit does.
final class PortDefectTests: EngineTestCase {
  @MainActor func testInitialFrameIsTheFrameWhenTheTransitionBeganNotTheLiveOne() async {
    var seen: [Rect] = []
    let animator = ClosureAnimator(duration: 0.5) { animator, context in
      let from = context.viewController(forKey: .from)!
      let view = context.view(forKey: .from)!
      view.frame = view.frame.offsetBy(dx: 0, dy: 300)
      seen.append(context.initialFrame(for: from))
      View.animate(withDuration: 0.5, animations: { view.alpha = 0 }) { _ in
        seen.append(context.initialFrame(for: from))
        animator.complete(context)
      }
    }
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    delegate.dismissAnimator = animator
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    rig.root.present(modal, animated: false)
    let start = modal.view.frame
    rig.root.dismiss(animated: true)
    rig.run(1)
    XCTAssertEqual(seen, [start, start])
  }

  @MainActor func testDismissFromAChildOfAPresentedStackDismissesTheStack() async {
    let rig = TransitionRig(engine: engine)
    let child = ViewController()
    let stack = NavigationController(rootViewController: child)
    rig.root.present(stack, animated: false)
    rig.window.tick()
    XCTAssertTrue(child.presentingViewController === rig.root, "the stack's presenter")
    child.dismiss(animated: true)
    rig.run(1)
    XCTAssertNil(rig.root.presentedViewController)
    XCTAssertEqual(rig.window.transitionLog.last?.kind, .dismiss)
    XCTAssertEqual(rig.window.transitionLog.last?.completed, true)
  }

  @MainActor func testUpdateOnATransitionStartedRunningStopsItWhereThePercentagePutsIt() async {
    let setup = PercentDrivenTests.Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.wantsInteractiveStart = false
    setup.beginDrag()
    let y0 = setup.modalBefore.center.y
    setup.interactor.update(0.6)
    XCTAssertEqual(
      setup.rig.warningCodes, ["interactive.update-while-running"],
      "before the first frame it is dropped")
    setup.rig.run(0.25)
    assertClose(setup.view.presentation.center.y, y0 + setup.height * 0.25, tolerance: 1e-6)
    setup.interactor.update(0.1)
    XCTAssertFalse(setup.context.isInteractive, "it does not become interactive")
    XCTAssertEqual(setup.interactor.percentComplete, 0, "and records no percentage")
    assertClose(setup.view.presentation.center.y, y0 + setup.height * 0.1, tolerance: 1e-9)
    setup.rig.run(1)
    assertClose(
      setup.view.presentation.center.y, y0 + setup.height * 0.1, tolerance: 1e-9,
      "held there: nothing runs it on")
    XCTAssertNotNil(setup.window.activeTransition)
    setup.endDrag()
    setup.interactor.finish()
    let took = try! XCTUnwrap(setup.timeToComplete())
    XCTAssertEqual(
      took, 1, accuracy: 1.0 / 60 + 1e-9, "the whole duration: it never was interactive")
    XCTAssertEqual(setup.window.transitionLog.last?.completed, true)
  }

  @MainActor func testCancelOnATransitionStartedRunningTakesItBack() async {
    let setup = PercentDrivenTests.Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.wantsInteractiveStart = false
    setup.beginDrag()
    setup.rig.run(0.4)
    setup.endDrag()
    setup.interactor.cancel()
    XCTAssertTrue(setup.context.transitionWasCancelled)
    let took = try! XCTUnwrap(setup.timeToComplete())
    XCTAssertEqual(took, 0.4, accuracy: 1.0 / 60 + 1e-9, "back over the time it ran")
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    XCTAssertEqual(setup.window.transitionLog.last?.completed, false)
  }

  @MainActor func testATransitionHeldByAnUpdateThatNothingFinishesIsCancelledByTheWindow() async {
    let setup = PercentDrivenTests.Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.wantsInteractiveStart = false
    setup.beginDrag()
    setup.rig.run(0.25)
    setup.interactor.update(0.3)
    setup.rig.run(2)
    XCTAssertNotNil(setup.window.activeTransition, "a finger is still down: it waits")
    setup.endDrag()
    setup.rig.run(Window.interactiveIdleLimit + 0.5)
    XCTAssertNil(setup.window.activeTransition)
    XCTAssertEqual(setup.window.transitionLog.last?.completed, false)
    XCTAssertTrue(setup.rig.warningCodes.contains("transition.interactive-without-driver"))
  }
}
