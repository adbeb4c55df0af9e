import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A percent-driven transition's `timingCurve` on the timeline path: finishing or cancelling
/// continues every animation from where its values are, along that curve — a spring included —
/// over the same completion time as without it.
final class PercentDrivenTimingCurveTests: EngineTestCase {
  typealias Setup = PercentDrivenTests.Setup
  static let frame = 1.0 / 60
  static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// The largest value of the step response of a spring with damping ratio ζ and no initial
  /// velocity, from the textbook formula 1 + exp(−ζπ / √(1 − ζ²)).
  static func peak(dampingRatio zeta: Double) -> Double {
    1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
  }

  @MainActor func testASpringTimingCurveFinishesAlongTheSpringFromWhereTheValuesAre() async {
    for speed in [1.0, 2.0] {
      let setup = Setup(engine: engine, duration: 1, linearOnly: true)
      setup.interactor.completionSpeed = speed
      setup.interactor.timingCurve = SpringTimingParameters(dampingRatio: 0.3)
      setup.beginDrag()
      setup.interactor.update(0.4)
      setup.endDrag()
      let y0 = setup.modalBefore.center.y
      let height = setup.height
      setup.interactor.finish()
      let seconds = 0.6 / speed
      let spring = DampedSpring.settling(dampingRatio: 0.3, within: seconds)
      let start = setup.rig.now
      var highest = 0.4
      while setup.window.activeTransition != nil {
        setup.rig.step(Self.frame)
        let s = setup.rig.now - start
        guard s < seconds - 1e-9 else { break }
        let progress = (setup.view.presentation.center.y - y0) / height
        assertClose(
          progress, 0.4 + 0.6 * spring.value(at: s, initialVelocity: 0), tolerance: 1e-9,
          "s = \(s), speed = \(speed)")
        highest = max(highest, progress)
      }
      // The spring passes the end by (almost, at 60 Hz) its textbook overshoot of what was left.
      let overshoot = (highest - 1) / 0.6
      XCTAssertGreaterThan(overshoot, 0.8 * (Self.peak(dampingRatio: 0.3) - 1), "speed \(speed)")
      XCTAssertLessThanOrEqual(overshoot, Self.peak(dampingRatio: 0.3) - 1 + 1e-9)
      setup.rig.run(until: { setup.window.activeTransition == nil }, limit: 2)
      let took = setup.animator.completionTimes.last! - start
      XCTAssertGreaterThanOrEqual(took, seconds - 1e-9, "speed \(speed)")
      XCTAssertLessThanOrEqual(took, seconds + Self.frame + 1e-9, "speed \(speed)")
      XCTAssertEqual(setup.view.presentation.center.y, y0 + height, "exactly at the end")
      XCTAssertEqual(setup.animator.completeCount(setup.context), 1)
      XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [false])
      XCTAssertEqual(setup.window.transitionLog.last?.completed, true)
      XCTAssertNil(setup.rig.root.presentedViewController)
      setup.rig.run(0.5)
      XCTAssertEqual(setup.animator.completeCount(setup.context), 1, "once")
      XCTAssertEqual(setup.rig.warningCodes, [])
    }
  }

  @MainActor func testCancelWithASpringTimingCurvePutsEveryValueBackExactly() async {
    let setup = Setup(engine: engine, duration: 1)
    setup.interactor.timingCurve = SpringTimingParameters(dampingRatio: 0.3)
    setup.beginDrag()
    setup.interactor.update(0.6)
    setup.endDrag()
    setup.interactor.cancel()
    XCTAssertTrue(setup.context.transitionWasCancelled)
    let start = setup.rig.now
    setup.rig.run(until: { setup.window.activeTransition == nil }, limit: 2)
    let took = setup.animator.completionTimes.last! - start
    XCTAssertGreaterThanOrEqual(took, 0.6 - 1e-9)
    XCTAssertLessThanOrEqual(took, 0.6 + Self.frame + 1e-9)
    XCTAssertEqual(setup.view.presentation, setup.modalBefore)
    XCTAssertEqual(setup.view.modelValues, setup.modalBefore)
    XCTAssertEqual(setup.badge.presentation, setup.badgeBefore)
    XCTAssertEqual(setup.badge.modelValues, setup.badgeBefore)
    XCTAssertEqual(setup.animator.completeCount(setup.context), 1)
    XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [true])
    XCTAssertTrue(setup.rig.root.presentedViewController === setup.modal)
    XCTAssertEqual(setup.rig.warningCodes, [])

    // The same cancel, watched frame by frame: the spring passes the start on its way back.
    let again = Setup(engine: engine, duration: 1)
    again.interactor.timingCurve = SpringTimingParameters(dampingRatio: 0.3)
    again.beginDrag()
    again.interactor.update(0.6)
    again.endDrag()
    again.interactor.cancel()
    let y0 = again.modalBefore.center.y
    var lowest = again.view.presentation.center.y
    while again.window.activeTransition != nil {
      again.rig.step(Self.frame)
      lowest = min(lowest, again.view.presentation.center.y)
    }
    XCTAssertLessThan(lowest, y0 - 0.1 * again.height, "it overshoots the start")
    XCTAssertEqual(again.view.presentation, again.modalBefore)
  }

  @MainActor func testACubicTimingCurveContinuesEachAnimationFromWhereItIs() async {
    let setup = Setup(engine: engine, duration: 1)
    setup.interactor.timingCurve = CubicTimingParameters.easeOut
    setup.beginDrag()
    setup.interactor.update(0.5)
    setup.endDrag()
    let before = setup.modalBefore!
    let centre0 = (setup.view.presentation.center.y - before.center.y) / setup.height
    assertClose(centre0, PercentDrivenTests.easeInOut.value(at: 0.5), tolerance: 1e-9)
    let badge0 = PercentDrivenTests.easeIn.value(at: (0.5 - 0.2) / 0.5)
    setup.interactor.finish()
    let start = setup.rig.now
    var checked = 0
    while setup.window.activeTransition != nil {
      setup.rig.step(Self.frame)
      let u = (setup.rig.now - start) / 0.5
      guard u < 1 - 1e-9 else { break }
      let c = Self.easeOut.value(at: u)
      let shown = setup.view.presentation
      assertClose(
        shown.center.y, before.center.y + setup.height * (centre0 + (1 - centre0) * c),
        tolerance: 1e-6, "u = \(u)")
      assertClose(shown.alpha, 1 - (0.5 + 0.5 * c), tolerance: 1e-6, "u = \(u)")
      let badge = badge0 + (1 - badge0) * c
      assertClose(
        setup.badge.presentation.center.y, 40 + (setup.badgeEnd.y - 40) * badge, tolerance: 1e-6,
        "u = \(u)")
      checked += 1
    }
    XCTAssertGreaterThan(checked, 20)
    setup.rig.settle()
    XCTAssertEqual(setup.animator.completeCount(setup.context), 1)
    XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [false])
    XCTAssertEqual(setup.badge.presentation.center, setup.badgeEnd)
  }

  @MainActor func testWithoutATimingCurveTheCompletionCurveMovesTheTimeline() async {
    // Each animation keeps its own curve and the timeline's time follows the completion curve:
    // a linear animation released at 0.4 shows 0.4 + 0.6 · easeInOut(u).
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    XCTAssertNil(setup.interactor.timingCurve)
    setup.beginDrag()
    setup.interactor.update(0.4)
    setup.endDrag()
    setup.interactor.finish()
    let y0 = setup.modalBefore.center.y
    let start = setup.rig.now
    for _ in 0..<30 {
      setup.rig.step(Self.frame)
      let u = (setup.rig.now - start) / 0.6
      let progress = 0.4 + 0.6 * PercentDrivenTests.easeInOut.value(at: u)
      assertClose(
        setup.view.presentation.center.y, y0 + setup.height * progress, tolerance: 1e-6,
        "u = \(u)")
    }
    setup.rig.settle()
    XCTAssertEqual(setup.animator.completeCount(setup.context), 1)
  }

  @MainActor func testAPauseDuringASpringCompletionHoldsTheValuesAndAnotherFinishEndsOnce() async {
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.timingCurve = SpringTimingParameters(dampingRatio: 0.3)
    setup.beginDrag()
    setup.interactor.update(0.4)
    setup.interactor.finish()
    setup.rig.run(0.2)
    setup.interactor.pause()
    let held = setup.view.presentation
    setup.rig.run(0.5)
    XCTAssertEqual(setup.view.presentation, held, "paused where the spring had it")
    XCTAssertNil(setup.window.transitionLog.last?.completed)
    setup.interactor.finish()
    setup.rig.step(Self.frame)
    XCTAssertLessThan(
      abs(setup.view.presentation.center.y - held.center.y), 0.05 * setup.height,
      "it goes on from where it was held")
    setup.rig.settle()
    XCTAssertEqual(setup.animator.completeCount(setup.context), 1)
    XCTAssertEqual(setup.animator.cancelledFlagsAtCompletion, [false])
    XCTAssertEqual(setup.view.presentation.center.y, setup.modalBefore.center.y + setup.height)
    XCTAssertEqual(setup.rig.warningCodes, [])
  }
}
