import Foundation
import TestSupport
import TransitionKit
import XCTest

/// iOS 26's navigation against iOS 7–18's: the push that starts at full speed and settles by
/// 0.45 s, and the released swipe that lands on one spring (ω 22, ζ 0.85) from the finger's
/// speed.
final class NavigationFluidTests: EngineTestCase {
  /// Where the arriving page of a push is after each of `times` seconds, as progress.
  @MainActor private func pushProgress(
    style: NavigationSwipeStyle, at times: [Double]
  ) -> (progress: [Double], end: Double?) {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = style
    let start = nav.rig.now
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.step(0)
    var result: [Double] = []
    var elapsed = 0.0
    for time in times {
      nav.rig.step(time - elapsed)
      elapsed = time
      result.append(1 - nav["B"].view.presentation.frame.minX / nav.width)
    }
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    return (result, nav.window.transitionLog.last?.end.map { $0 - start })
  }

  @MainActor func testTheIOS26PushStartsAtFullSpeedAndSettlesBy045Seconds() async {
    XCTAssertEqual(NavigationController(rootViewController: ViewController()).swipeStyle, .uikit)
    let frame = 1.0 / 60
    let fluid = pushProgress(style: .uikit, at: [frame, 0.1, 0.45])
    // The distance left is e^(−t / 0.06): a quarter of the width on the first frame (the
    // measurement: "the first frame already moves a fifth of the width").
    assertClose(fluid.progress[0], 1 - exp(-frame / 0.06), tolerance: 1e-3)
    XCTAssertGreaterThan(fluid.progress[0], 0.2)
    assertClose(fluid.progress[1], 1 - exp(-0.1 / 0.06), tolerance: 1e-3)
    XCTAssertGreaterThanOrEqual(fluid.progress[2], 0.999)
    XCTAssertLessThanOrEqual(fluid.end ?? 1, 0.45 + frame + 1e-9)
    // The classic push eases in: barely moved after a frame, and it takes 0.35 s.
    let classic = pushProgress(style: .uikitClassic, at: [frame, 0.175])
    XCTAssertLessThan(classic.progress[0], 0.02)
    assertClose(classic.progress[1], 0.5, tolerance: 1e-6)
    assertClose(classic.end ?? 0, 0.35, tolerance: frame + 1e-9)
  }

  @MainActor func testTheIOS26PopIsTheSameDecay() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.navigation.popViewController(animated: true)
    nav.rig.step(0)
    nav.rig.step(0.1)
    assertClose(
      nav["B"].view.presentation.frame.minX / nav.width, 1 - exp(-0.1 / 0.06), tolerance: 1e-3)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
  }

  /// A slow swipe to 0.5125 of the width, released; the share of what was left covered 0.2 s
  /// later, and the time the settle took.
  @MainActor private func releasedSwipe(style: NavigationSwipeStyle) -> (
    covered: Double, took: Double
  ) {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = style
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.swipe(from: 5, moves: NavigationRig.steady(22, 10, every: 0.1), release: false)
    let at = nav["B"].view.presentation.frame.minX
    nav.pointer.up(225, 400)
    let released = nav.rig.now
    nav.rig.run(0.2)
    let covered = (nav["B"].view.presentation.frame.minX - at) / (nav.width - at)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    return (covered, (nav.window.transitionLog.last?.end ?? 0) - released)
  }

  @MainActor func testTheIOS26ReleaseLandsOnOneSpringFromTheFingersSpeed() async {
    // ω 22, ζ 0.85, started at 0.25 widths per second over the 0.4875 left.
    let omega = NavigationSwipeStyle.fluidSettleFrequency
    let zeta = NavigationSwipeStyle.fluidSettleDampingRatio
    let v0 = 0.25 / 0.4875
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let t = 0.2
    let expected =
      1 - exp(-zeta * omega * t)
      * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
    let fluid = releasedSwipe(style: .uikit)
    assertClose(fluid.covered, expected, tolerance: 0.01)
    XCTAssertGreaterThan(fluid.covered, 0.97, "98 % of the distance in 0.2 s, as measured")
    XCTAssertLessThan(fluid.took, 0.45)
    // The classic completion runs the rest over the whole 0.35 s from rest.
    let classic = releasedSwipe(style: .uikitClassic)
    XCTAssertLessThan(classic.covered, 0.85)
    assertClose(classic.took, 0.35, tolerance: 1.0 / 60 + 1e-9)
  }
}

/// What turns the swipe back off, as `_shouldInteractivePopGestureBeEnabled` does.
final class NavigationSwipeEnablingTests: EngineTestCase {
  @MainActor private func swipeOver(_ configure: (NavigationItem) -> Void) -> [String] {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    configure(nav["B"].navigationItem)
    nav.swipe(from: 5, moves: NavigationRig.steady(24, 10, every: 0.02))
    nav.rig.settle()
    return nav.stack
  }

  @MainActor func testAHiddenOrReplacedBackButtonTurnsTheSwipeOff() async {
    XCTAssertEqual(swipeOver { _ in }, ["A"], "the swipe pops with the back button shown")
    XCTAssertEqual(swipeOver { $0.hidesBackButton = true }, ["A", "B"])
    XCTAssertEqual(
      swipeOver {
        $0.leftBarButtonItem = BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      }, ["A", "B"])
    XCTAssertEqual(
      swipeOver {
        $0.leftBarButtonItem = BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        $0.leftItemsSupplementBackButton = true
      }, ["A"])
  }
}

/// iOS 26's springs after a zoom's release and its edge swipe's boundary.
final class ZoomReleaseSpringTests: XCTestCase {
  @MainActor private func edgeSwipe(to x: Double, spec: ZoomTransitionSpec = .uikit) -> Bool {
    let options = ZoomOptions()
    options.spec = spec
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    let p = z.pointer
    p.down(5, 400)
    // Slowly, over 3 s: the release projects a few points.
    for step in 1...30 {
      z.rig.run(0.1)
      p.move(5 + (x - 5) * Double(step) / 30, 400)
    }
    p.up(x, 400)
    z.rig.settle()
    return z.rig.root.presentedViewController == nil
  }

  @MainActor func testAnEdgeSwipeAtRestDismissesPastTheScaleOf070() async {
    // 1 − 0.67·tx / 390 < 0.70 needs tx > 175 pt (the pan's 10 points come off the finger's).
    XCTAssertFalse(edgeSwipe(to: 170))
    XCTAssertTrue(edgeSwipe(to: 200))
    // The classic rule dismissed any edge swipe past 100 pt.
    XCTAssertTrue(edgeSwipe(to: 130, spec: .classic))
    XCTAssertFalse(edgeSwipe(to: 130))
  }

  /// A finger held still before it lifts reads at rest, as the navigation swipe's does: a
  /// swipe at 288 pt/s held for 0.4 s is judged by where it is alone (175 pt), not by a speed
  /// it no longer has (which would dismiss it from about 155 pt).
  @MainActor func testAnEdgeSwipeHeldStillBeforeTheReleaseReadsAtRest() async {
    func heldSwipe(to x: Double) -> Bool {
      let z = ZoomRig(engine: AnimationEngine(), options: ZoomOptions())
      z.present()
      let p = z.pointer
      p.down(5, 400)
      var finger = 5.0
      while finger < x {
        z.rig.step(1.0 / 60)
        finger = Swift.min(finger + 4.8, x)
        p.move(finger, 400)
      }
      z.rig.run(0.4)
      p.up(x, 400)
      z.rig.settle()
      return z.rig.root.presentedViewController == nil
    }
    // 150 pt of pan (1 − 0.67·150 / 390 = 0.74): 288 pt/s × 0.12 s would take it to 0.68.
    XCTAssertFalse(heldSwipe(to: 165))
    XCTAssertTrue(heldSwipe(to: 200))
  }

  @MainActor func testASpringBackRunsOnTheQuickerCancelSpring() async {
    func springBack(_ spec: ZoomTransitionSpec) -> Double {
      let options = ZoomOptions()
      options.spec = spec
      let z = ZoomRig(engine: AnimationEngine(), options: options)
      z.present()
      let p = z.pointer
      p.down(195, 300)
      for step in 1...10 {
        z.rig.step(1.0 / 60)
        p.move(195, 300 + Double(step) * 5)
      }
      z.rig.run(0.5)
      p.up(195, 350)
      let released = z.rig.now
      z.rig.settle()
      return (z.window.transitionLog.last?.end ?? 0) - released
    }
    let fluid = springBack(.uikit)
    let classic = springBack(.classic)
    XCTAssertLessThan(fluid, classic - 0.1, "ω 22.5 against the 0.45-s zoom spring")
  }
}

/// A press catches only a pop going back; a swipe during a pop that finishes preempts it
/// into the next pop (`_shouldPauseRunningTransition`, `_isCurrentTransitionPreemptable`).
final class NavigationPopPreemptionTests: EngineTestCase {
  @MainActor func testAFinishingPopIsNotCaughtButASwipePopsTheNextPage() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.navigation.pushViewController(nav["C"], animated: false)
    // A flick: it pops C, finishing on its own.
    nav.swipe(from: 5, moves: NavigationRig.steady(5, 24, every: 0.01))
    let first = nav.window.activeTransition
    XCTAssertEqual(first?.transitionWasCancelled, false)
    // A press does not catch it.
    nav.pointer.down(200, 400, sequence: 1)
    XCTAssertFalse(first?.isInteractive ?? true, "a finishing pop is not caught by a press")
    // A swipe completes it at once and pops B.
    for step in 1...20 {
      nav.rig.step(0.02)
      nav.pointer.move(200 + 10 * Double(step), 400, sequence: 1)
    }
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    XCTAssertFalse(nav.window.activeTransition === first)
    nav.pointer.up(400, 400, sequence: 1)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
  }

  /// A still finger pressed 50 ms into a cancelling pop's spring back leaves it springing: it
  /// is caught only when the swipe begins, where the pop has got to by then.
  @MainActor func testAStillPressDoesNotFreezeACancellingPop() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    // A slow short swipe: released near 0.3, it springs back.
    nav.swipe(from: 5, moves: NavigationRig.steady(12, 10, every: 0.1))
    let context = nav.window.activeTransition!
    XCTAssertTrue(context.transitionWasCancelled)
    nav.rig.run(0.05)
    let pressedAt = nav["B"].view.presentation.frame.minX
    XCTAssertGreaterThan(pressedAt, 40)
    nav.pointer.down(200, 400, sequence: 1)
    for _ in 0..<30 { nav.rig.step(0.01) }
    XCTAssertFalse(context.isInteractive, "a still finger does not catch the pop")
    let shownAtBegin = nav["B"].view.presentation.frame.minX
    XCTAssertLessThan(shownAtBegin, pressedAt * 0.2, "0.3 s on, the spring has gone most way")
    XCTAssertTrue(nav.window.activeTransition === context)
    // Moved 30 points, the swipe begins and catches it where it is.
    nav.pointer.move(230, 400, sequence: 1)
    XCTAssertTrue(context.isInteractive)
    XCTAssertFalse(context.transitionWasCancelled)
    assertClose(context.percentComplete, shownAtBegin / 400, tolerance: 1e-3)
    nav.pointer.up(230, 400, sequence: 1)
    nav.rig.settle()
    XCTAssertNil(nav.window.activeTransition, "the caught pop completes after the release")
  }
}
