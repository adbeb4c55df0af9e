import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A percent-driven transition's completion on the timeline path (no interruptible animator):
/// the timeline's time follows the completion curve, each animation keeps its own, and
/// `timingCurve` is ignored, as UIKit's header says.
final class PercentDrivenTimingCurveTests: EngineTestCase {
  typealias Setup = PercentDrivenTests.Setup
  static let frame = 1.0 / 60
  static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// The largest value of the step response of a spring with damping ratio ζ and no initial
  /// velocity, from the textbook formula 1 + exp(−ζπ / √(1 − ζ²)).
  static func peak(dampingRatio zeta: Double) -> Double {
    1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
  }

  @MainActor func testASpringTimingCurveIsIgnoredOnTheTimelinePath() async {
    // No interruptible animator is vended: the completion follows the completion curve, as
    // UIKit's header says, and no spring overshoot shows.
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.interactor.timingCurve = SpringTimingParameters(dampingRatio: 0.3)
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

  @MainActor func testAPauseDuringTheCompletionHoldsTheValuesAndAnotherFinishEndsOnce() async {
    let setup = Setup(engine: engine, duration: 1, linearOnly: true)
    setup.beginDrag()
    setup.interactor.update(0.4)
    setup.interactor.finish()
    setup.rig.run(0.2)
    setup.interactor.pause()
    let held = setup.view.presentation
    setup.rig.run(0.5)
    XCTAssertEqual(setup.view.presentation, held, "paused where the completion had it")
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
