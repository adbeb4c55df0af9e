import TestSupport
import TransitionKit
import XCTest

/// The percent-driven interaction driving an animator's interruptible animator: scrubbed
/// through `fractionComplete`, finished and cancelled through `continueAnimation`.
final class PercentDrivenInterruptibleTests: EngineTestCase {
  /// An animator that offers an interruptible animator (one per transition) moving the modal
  /// down and fading it, along ease-in-out.
  @MainActor private func interruptibleSetup(duration: Double = 1) -> (
    PercentDrivenTests.Setup, [PropertyAnimator], () -> PropertyAnimator?
  ) {
    let setup = PercentDrivenTests.Setup(engine: engine, duration: duration)
    var made: [ObjectIdentifier: PropertyAnimator] = [:]
    var order: [PropertyAnimator] = []
    setup.animator.body = { animator, context in
      animator.interruptibleAnimator(using: context)!.startAnimation()
    }
    setup.animator.interruptible = { animator, context in
      if let existing = made[ObjectIdentifier(context)] { return existing }
      let view = context.viewController(forKey: .from)!.view!
      let height = context.containerView.bounds.height
      let property = PropertyAnimator(duration: animator.duration, curve: .easeInOut) {
        view.center.y += height
        view.alpha = 0
      }
      property.addCompletion { _ in animator.complete(context) }
      made[ObjectIdentifier(context)] = property
      order.append(property)
      return property
    }
    return (setup, order, { order.last })
  }

  @MainActor func testAnInterruptibleAnimatorIsScrubbedThroughFractionComplete() async {
    let (setup, _, driven) = interruptibleSetup()
    setup.beginDrag()
    XCTAssertEqual(setup.animator.contexts.count, 1)
    let property = try! XCTUnwrap(driven())
    XCTAssertEqual(property.state, .active)
    XCTAssertFalse(property.isRunning, "paused for the interaction")
    setup.rig.run(0.3)
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    for p in [0.4, 0.7, 0.2] {
      setup.interactor.update(p)
      assertClose(property.fractionComplete, p, tolerance: 1e-12)
      // Scrubbing is linear by default.
      assertClose(
        setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height * p,
        tolerance: 1e-9)
      assertClose(setup.view.presentation.alpha, 1 - p, tolerance: 1e-12)
    }
  }

  @MainActor func testAnInterruptibleAnimatorThatDoesNotScrubLinearlyFollowsItsCurve() async {
    let (setup, _, driven) = interruptibleSetup()
    setup.beginDrag()
    let property = try! XCTUnwrap(driven())
    property.scrubsLinearly = false
    for p in [0.3, 0.8] {
      setup.interactor.update(p)
      assertClose(
        setup.view.presentation.center.y,
        setup.modalBefore.center.y + setup.height * PercentDrivenTests.easeInOut.value(at: p),
        tolerance: 1e-9)
    }
  }

  @MainActor func testAnInterruptibleAnimatorFinishesThroughContinueAnimation() async {
    let (setup, _, driven) = interruptibleSetup(duration: 0.8)
    setup.interactor.completionSpeed = 2
    setup.beginDrag()
    setup.interactor.update(0.25)
    setup.endDrag()
    setup.interactor.finish()
    XCTAssertTrue(try! XCTUnwrap(driven()).isRunning)
    let took = try! XCTUnwrap(setup.timeToComplete())
    let expected = 0.75 * 0.8 / 2
    XCTAssertGreaterThanOrEqual(took, expected - 1e-9)
    XCTAssertLessThanOrEqual(took, expected + PercentDrivenTests.frame + 1e-9)
    XCTAssertEqual(setup.view.alpha, 0)
    XCTAssertNil(setup.rig.root.presentedViewController)
    XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [false])
    XCTAssertEqual(setup.rig.warningCodes, [])
  }

  @MainActor func testAnInterruptibleAnimatorCancelsThroughContinueAnimationAndPutsValuesBack()
    async
  {
    let (setup, _, _) = interruptibleSetup(duration: 0.8)
    setup.beginDrag()
    setup.interactor.update(0.6)
    setup.endDrag()
    setup.interactor.cancel()
    let took = try! XCTUnwrap(setup.timeToComplete())
    let expected = 0.6 * 0.8
    XCTAssertGreaterThanOrEqual(took, expected - 1e-9)
    XCTAssertLessThanOrEqual(took, expected + PercentDrivenTests.frame + 1e-9)
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    XCTAssertEqual(setup.view.modelValues, setup.modalBefore)
    XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [true])
    XCTAssertTrue(setup.rig.root.presentedViewController === setup.modal)
    XCTAssertEqual(setup.rig.warningCodes, [])
  }

  @MainActor func testAnInterruptibleAnimatorFollowsTheTimingCurveWhenFinishing() async {
    let (setup, _, _) = interruptibleSetup(duration: 1)
    setup.interactor.timingCurve = CubicTimingParameters.linear
    setup.beginDrag()
    setup.interactor.update(0.4)
    setup.endDrag()
    setup.interactor.finish()
    setup.rig.step(0.3)
    // Halfway through the remaining 0.6 s, linearly: 0.4 + 0.6 × 0.5.
    assertClose(
      setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height * 0.7,
      tolerance: 1e-6)
  }

  @MainActor func testAnInterruptibleAnimatorThatStartsRunningCanBePaused() async {
    let (setup, _, driven) = interruptibleSetup(duration: 1)
    setup.interactor.wantsInteractiveStart = false
    setup.beginDrag()
    XCTAssertTrue(try! XCTUnwrap(driven()).isRunning)
    setup.rig.run(0.5)
    setup.interactor.pause()
    XCTAssertTrue(setup.context.isInteractive)
    XCTAssertFalse(driven()!.isRunning)
    assertClose(setup.interactor.percentComplete, 0.5, tolerance: 1e-9)
    setup.interactor.update(0.2)
    assertClose(
      setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height * 0.2,
      tolerance: 1e-9)
    setup.endDrag()
    setup.interactor.cancel()
    setup.rig.settle()
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    XCTAssertEqual(setup.window.transitionLog.last?.completed, false)
  }
}
