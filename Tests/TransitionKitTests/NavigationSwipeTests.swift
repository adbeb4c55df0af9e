import TestSupport
import TransitionKit
import XCTest

/// The swipe back: the edge and content recognizers' begin rules, UIKit's augmented pop rule
/// on release, a delegate's animator turning the swipe off, and catching a running pop.
final class NavigationSwipeTests: EngineTestCase {
  static let edge = "NavigationController.edgeSwipe"
  static let content = "NavigationController.contentSwipe"

  /// A rig showing B over A, under the classic settle whose durations these tests pin
  /// (`NavigationFluidTests` pins iOS 26's).
  @MainActor private func pushedRig() -> NavigationRig {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.log.clear()
    nav.appearances.clear()
    return nav
  }

  @MainActor func testThePopRuleProjectsProgressVelocityAndAcceleration() async {
    assertClose(NavigationPopDecision.threshold(width: 390), 187.5 / 390)
    assertClose(NavigationPopDecision.threshold(width: 1024), 187.5 / 1024)
    XCTAssertEqual(NavigationPopDecision.threshold(width: 320), 0.5)
    var decision = NavigationPopDecision()
    decision.add(progress: 0.1, at: 0)
    decision.add(progress: 0.2, at: 0.005)  // too soon without enough movement? it moved
    XCTAssertEqual(decision.sampleCount, 2)
    decision.add(progress: 0.2, at: 0.009)  // not moved, under 10 ms: no sample
    XCTAssertEqual(decision.sampleCount, 2)
    XCTAssertTrue(decision.shouldPop(width: 400, duration: 0.35), "two samples: v > 0 pops")
    decision.add(progress: 0.15, at: 0.030)
    // Velocities 20 and −2: mean 9; acceleration clamped to 5.
    assertClose(decision.velocity, 9)
    assertClose(decision.acceleration, -5)
    assertClose(decision.projectedProgress(over: 0.35)!, 0.15 + 9 * 0.35 - 0.5 * 5 * 0.35 * 0.35)
    // The completion speed: the share left, or T·|v| when faster.
    assertClose(decision.completionSpeed(progress: 0.15, pops: true, duration: 0.35), 3.15)
    var slow = NavigationPopDecision()
    for step in 0...4 { slow.add(progress: 0.3 + 0.001 * Double(step), at: 0.1 * Double(step)) }
    XCTAssertFalse(slow.shouldPop(width: 400, duration: 0.35))
    assertClose(slow.completionSpeed(progress: 0.304, pops: false, duration: 0.35), 0.304)
  }

  @MainActor func testASlowHalfSwipeFromTheEdgePops() async {
    let nav = pushedRig()
    // Pressed at 5; begins at 25 (20 points, read as 5 past the 15-point hysteresis); then
    // 10 points every 0.1 s (0.25 of the width per second) to 225: 205 points, 0.5125.
    nav.swipe(from: 5, moves: NavigationRig.steady(22, 10, every: 0.1), release: false)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    XCTAssertTrue(nav.window.activeTransition?.isInteractive == true)
    assertClose(nav.window.activeTransition!.percentComplete, 0.5125, tolerance: 1e-9)
    // Linear while interactive: the page follows the finger; the covered one moves 120
    // points in all (−120 + 0.5125 × 120).
    assertClose(nav["B"].view.presentation.frame.minX, 205, tolerance: 1e-6)
    assertClose(nav["A"].view.presentation.frame.minX, -58.5, tolerance: 1e-6)
    nav.pointer.up(225, 400)
    let released = nav.rig.now
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.swipePhases, ["begin pop", "complete pop true"])
    XCTAssertTrue(nav.window.transitionLog.last!.interactive)
    // Completion speed max(1 − 0.5125, 0.35 × 0.25) = 0.4875: the rest takes the full 0.35 s.
    assertClose(
      nav.window.transitionLog.last!.end! - released, 0.35, tolerance: 1.0 / 60 + 1e-9)
  }

  @MainActor func testAShortFlickPopsAndASlowShortSwipeDoesNot() async {
    let nav = pushedRig()
    // 12 points every 8 ms: 3.75 widths per second, released at 0.11 of the width.
    nav.swipe(from: 5, moves: NavigationRig.steady(5, 12, every: 0.008))
    XCTAssertEqual(nav.window.activeTransition?.transitionWasCancelled, false)
    let released = nav.rig.now
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    // Released at 45 / 400 = 0.1125: completion speed max(0.8875, 0.35 × 3.75) = 1.3125, so
    // the rest takes 0.8875 × 0.35 / 1.3125 s.
    assertClose(
      nav.window.transitionLog.last!.end! - released, 0.8875 * 0.35 / 1.3125,
      tolerance: 1.0 / 60 + 1e-9)

    let second = pushedRig()
    // 10 points every 0.1 s to a progress of 0.2: projected 0.2875, under 0.469.
    second.swipe(from: 5, moves: NavigationRig.steady(10, 10, every: 0.1))
    XCTAssertEqual(second.window.activeTransition?.transitionWasCancelled, true)
    second.rig.settle()
    XCTAssertEqual(second.stack, ["A", "B"])
    XCTAssertEqual(second.shownViews, ["B"])
    XCTAssertEqual(second.swipePhases, ["begin pop", "complete pop false"])
  }

  @MainActor func testAFlickBackCancelsAndCallsTheAppearanceCallbacksOfACancelledPop() async {
    let nav = pushedRig()
    let delegate = ScriptedNavigationDelegate(log: nav.log)
    nav.navigation.delegate = delegate
    // Out to 0.6 of the width, then back fast: 20 points every 10 ms.
    nav.swipe(
      from: 5,
      moves: NavigationRig.steady(13, 20, every: 0.05) + NavigationRig.steady(4, -20, every: 0.01))
    XCTAssertEqual(nav.window.activeTransition?.transitionWasCancelled, true)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(nav.shownViews, ["B"])
    assertClose(nav["B"].view.frame.minX, 0)
    XCTAssertEqual(nav.navigation.navigationBar.titleLabel.text, "B")
    XCTAssertEqual(
      nav.log.entries,
      [
        "delegate.willShow(A)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)",
        "B.viewDidAppear(true)",
      ])
    XCTAssertEqual(
      nav.appearances.entries,
      [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear",
      ])
    XCTAssertEqual(delegate.operationsAsked, [], "the swipe asks the delegate nothing")
  }

  @MainActor func testTheContentSwipeBeginsOnlyOutsideTheEdgeBandAndWithinTheCone() async {
    let nav = pushedRig()
    let states = GestureStateLog(nav.window)
    // In the edge band the edge swipe takes it.
    nav.swipe(from: 5, moves: NavigationRig.steady(3, 10, every: 0.05), release: false)
    XCTAssertEqual(states[Self.edge].first, .began)
    XCTAssertEqual(states[Self.content], [.failed])
    nav.pointer.cancel(35, 400)
    nav.rig.settle()

    // Outside it, the content swipe does: 30 points toward the back within its cone.
    let cone =
      nav.navigation.interactiveContentPopGestureRecognizer as! NavigationPopGestureRecognizer
    XCTAssertEqual(cone.hysteresis, 30)
    XCTAssertEqual(cone.crossLimit(along: 0), 10)
    XCTAssertEqual(cone.crossLimit(along: 15), 22)
    XCTAssertEqual(cone.crossLimit(along: 30), 25)
    nav.pointer.down(150, 400, sequence: 1)
    nav.rig.step(0.05)
    nav.pointer.move(166, 412, sequence: 1)  // 16 along, 12 across: still possible
    XCTAssertEqual(cone.state, .possible)
    nav.rig.step(0.05)
    nav.pointer.move(182, 420, sequence: 1)  // 32 along, 20 across (< 25): begins
    XCTAssertEqual(states[Self.content].last, .began)
    XCTAssertEqual(states[Self.edge].last, .failed)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    nav.pointer.cancel(182, 420, sequence: 1)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])

    // Too steep: 13 across after 3 along leaves the cone (12.4 there).
    nav.pointer.down(150, 400, sequence: 2)
    nav.rig.step(0.05)
    nav.pointer.move(153, 413, sequence: 2)
    XCTAssertEqual(states[Self.content].last, .failed)
    nav.rig.step(0.05)
    nav.pointer.move(250, 413, sequence: 2)
    nav.pointer.up(250, 413, sequence: 2)
    XCTAssertNil(nav.window.activeTransition)
    // Toward the trailing side: never.
    nav.swipe(from: 300, moves: NavigationRig.steady(4, -10, every: 0.05), sequence: 3)
    XCTAssertEqual(states[Self.content].last, .failed)
    XCTAssertNil(nav.window.activeTransition)
  }

  @MainActor func testTheSwipeDoesNotBeginOnTheRootOrOnTheBar() async {
    let nav = NavigationRig(engine: engine)
    let states = GestureStateLog(nav.window)
    nav.swipe(from: 5, moves: NavigationRig.steady(5, 20, every: 0.05))
    XCTAssertEqual(states[Self.edge], [.failed])
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.swipe(from: 5, 60, moves: NavigationRig.steady(5, 20, every: 0.05), sequence: 1)
    XCTAssertEqual(states[Self.edge], [.failed, .failed], "the edge swipe ignores the bar")
    XCTAssertTrue(states[Self.content].contains(.began), "the content swipe does not")
  }

  @MainActor func testADelegateAnimatorTurnsTheSwipeOffAndItsInteractionControllerBringsItBack()
    async
  {
    let nav = pushedRig()
    let delegate = ScriptedNavigationDelegate(log: nav.log)
    let animator = ClosureAnimator.slide(duration: 0.4)
    delegate.animator = animator
    nav.navigation.delegate = delegate
    // B came by the system's push: the swipe stays on, and its pop ignores the delegate.
    nav.swipe(from: 5, moves: NavigationRig.steady(20, 20, every: 0.05))
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.window.transitionLog.last?.kind, .pop)
    XCTAssertEqual(nav.window.transitionLog.last?.interactive, true)
    XCTAssertTrue(animator.contexts.isEmpty, "the swipe's pop played the system's animator")
    XCTAssertEqual(delegate.operationsAsked, [])

    // B comes again by the delegate's animator: now the system swipe is off.
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.settle()
    XCTAssertEqual(animator.contexts.map(\.kind), [.push])
    let states = GestureStateLog(nav.window)
    let transitions = nav.window.transitionLog.count
    nav.swipe(from: 5, moves: NavigationRig.steady(10, 20, every: 0.05), sequence: 1)
    XCTAssertEqual(states[Self.edge], [.failed])
    XCTAssertEqual(states[Self.content], [.failed])
    XCTAssertEqual(nav.window.transitionLog.count, transitions, "the system swipe is off")
    XCTAssertEqual(delegate.operationsAsked, [.push], "nothing was asked at the press")

    // The standard fix: the app's own edge pan drives the delegate's percent-driven
    // interaction controller.
    let interaction = PercentDrivenInteractiveTransition()
    let appPan = ScreenEdgePanGestureRecognizer()
    appPan.edges = .left
    appPan.name = "app-edge"
    let navigation = nav.navigation
    appPan.addAction { recognizer in
      let pan = recognizer as! PanGestureRecognizer
      let progress = pan.translation(in: navigation.view).x / navigation.view.bounds.width
      switch pan.state {
      case .began:
        delegate.interactor = interaction
        navigation.popViewController(animated: true)
      case .changed: interaction.update(progress)
      case .ended: progress > 0.3 ? interaction.finish() : interaction.cancel()
      default: interaction.cancel()
      }
    }
    navigation.view.addGestureRecognizer(appPan)
    nav.swipe(from: 5, moves: NavigationRig.steady(10, 20, every: 0.05), sequence: 2)
    XCTAssertEqual(states["app-edge"].first, .began)
    XCTAssertEqual(nav.window.transitionLog.last?.interactive, true)
    XCTAssertEqual(animator.contexts.map(\.kind), [.push, .pop])
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.window.transitionLog.last?.kind, .pop)
    XCTAssertEqual(nav.window.transitionLog.last?.completed, true)
  }

  @MainActor func testASwipeCatchesAPopRunningOnItsOwnAndDrivesItOn() async {
    let nav = pushedRig()
    // A slow short swipe: released at 0.2, it cancels over 0.35 s.
    nav.swipe(from: 5, moves: NavigationRig.steady(10, 10, every: 0.1))
    let context = nav.window.activeTransition!
    XCTAssertTrue(context.isInterruptible)
    XCTAssertTrue(context.transitionWasCancelled)
    nav.rig.run(0.1)
    XCTAssertFalse(nav.window.ignoresInteraction)
    let caughtAt = nav["B"].view.presentation.frame.minX
    XCTAssertGreaterThan(caughtAt, 0)
    XCTAssertLessThan(caughtAt, 80)
    // A press alone does not catch it: the pop goes on back under a still finger.
    nav.pointer.down(200, 400, sequence: 1)
    XCTAssertTrue(nav.window.activeTransition === context)
    XCTAssertFalse(context.isInteractive)
    nav.rig.step(0.02)
    let shownAtBegin = nav["B"].view.presentation.frame.minX
    XCTAssertLessThan(shownAtBegin, caughtAt)
    XCTAssertGreaterThan(shownAtBegin, 0)
    // The swipe begins 30 points on (the content swipe's hysteresis) and catches it there,
    // where it is now, driving it on from that progress.
    nav.pointer.move(230, 400, sequence: 1)
    XCTAssertTrue(nav.window.activeTransition === context)
    XCTAssertTrue(context.isInteractive)
    XCTAssertFalse(context.transitionWasCancelled)
    assertClose(context.percentComplete, shownAtBegin / 400, tolerance: 1e-6)
    nav.rig.step(0)
    assertClose(nav["B"].view.presentation.frame.minX, shownAtBegin, tolerance: 1e-6)
    // Dragged on fast, from where it was caught.
    for step in 1...6 {
      nav.rig.step(0.01)
      nav.pointer.move(230 + 20 * Double(step), 400, sequence: 1)
    }
    assertClose(context.percentComplete, shownAtBegin / 400 + 120.0 / 400, tolerance: 1e-6)
    nav.pointer.up(350, 400, sequence: 1)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.window.transitionLog.count, 2, "the push, then one pop caught once")
    XCTAssertEqual(nav.swipePhases, ["begin pop", "complete pop true"])

    // Off (before iOS 26), a press while it runs is ignored.
    let classic = pushedRig()
    classic.navigation.allowsInterruptingPops = false
    classic.swipe(from: 5, moves: NavigationRig.steady(10, 10, every: 0.1))
    classic.rig.run(0.1)
    classic.pointer.down(200, 400, sequence: 1)
    XCTAssertTrue(classic.window.activeTransition?.transitionWasCancelled == true)
    XCTAssertFalse(classic.window.activeTransition?.isInteractive ?? true)
  }

  @MainActor func testASwipeDuringASystemPushCompletesItAndPopsFromWhereThePagesAre() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    let delegate = ScriptedNavigationDelegate(log: nav.log)
    nav.navigation.delegate = delegate
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.run(0.1)
    XCTAssertFalse(nav.window.ignoresInteraction, "the system push takes presses")
    nav.log.clear()
    nav.pointer.down(300, 400)
    XCTAssertTrue(nav.window.activeTransition?.kind == .push, "a press alone preempts nothing")
    nav.rig.step(0.02)
    nav.pointer.move(310, 400)
    let shown = nav["B"].view.presentation.frame.minX
    XCTAssertGreaterThan(shown, 200)
    XCTAssertLessThan(shown, 400)
    XCTAssertTrue(nav.log.entries.isEmpty)
    // 35 points toward the back: the content swipe begins (reading 5 past its 30) and
    // preempts the push, which completes to appeared; a pop begins in the same turn from
    // where B was.
    nav.pointer.move(335, 400)
    XCTAssertEqual(
      nav.log.entries,
      [
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "delegate.didShow(B)",
        "delegate.willShow(A)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
      ])
    let pop = nav.window.activeTransition!
    XCTAssertEqual(pop.kind, .pop)
    XCTAssertTrue(pop.isInteractive)
    assertClose(pop.percentComplete, (shown + 5) / 400, tolerance: 1e-9)
    nav.rig.step(0)
    assertClose(nav["B"].view.presentation.frame.minX, shown + 5, tolerance: 1e-6)
    // Dragged on toward the back and released: it pops.
    for step in 1...4 {
      nav.rig.step(0.02)
      nav.pointer.move(335 + 10 * Double(step), 400)
    }
    nav.pointer.up(375, 400)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(nav.window.transitionLog.map(\.kind), [.push, .pop])
    XCTAssertEqual(nav.window.transitionLog.map(\.completed), [true, true])

    // Without interrupting, or with the delegate's own push, the press waits.
    let classic = NavigationRig(engine: engine)
    classic.navigation.allowsInterruptingPops = false
    classic.navigation.pushViewController(classic["B"], animated: true)
    classic.rig.run(0.1)
    XCTAssertTrue(classic.window.ignoresInteraction)
  }

  @MainActor func testTheWindowsReleaseArbiterDecidesTheSystemSwipe() async {
    let nav = pushedRig()
    var releases: [Bool] = []
    nav.window.releaseArbiter = { release in
      releases.append(release.finishes)
      return ReleaseVerdict(finishes: false)
    }
    // A short flick the pop rule pops, turned into a cancel by the window.
    nav.swipe(from: 5, moves: NavigationRig.steady(5, 12, every: 0.008))
    XCTAssertEqual(releases, [true])
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
  }
}

/// The swipe back over scroll views: it wins over one that cannot scroll sideways or rests
/// at its leading edge, and leaves a sideways-scrolled one its drag.
final class NavigationScrollArbitrationTests: EngineTestCase {
  /// A rig showing B over A, with a scroll view filling B's view.
  @MainActor private func rig(contentWidth: Double) -> (NavigationRig, ScrollView) {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    let list = ScrollView(frame: nav["B"].view.bounds)
    list.name = "list"
    list.contentSize = Size(width: contentWidth, height: 3000)
    nav["B"].view.addSubview(list)
    return (nav, list)
  }

  @MainActor func testASidewaysSwipeOverAVerticalListPopsAndAVerticalDragScrollsIt() async {
    let (nav, list) = rig(contentWidth: 400)
    let states = GestureStateLog(nav.window)
    // Sideways: the list's drag would begin at 10 points; it waits, and the content swipe
    // begins at 15.
    nav.swipe(from: 150, moves: NavigationRig.steady(3, 10, every: 0.05), release: false)
    XCTAssertEqual(states[NavigationSwipeTests.content].first, .began)
    XCTAssertEqual(states["scroll"], [.failed])
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    XCTAssertEqual(list.contentOffset, .zero)
    nav.pointer.cancel(180, 400)
    nav.rig.settle()

    // Down the list: the content swipe leaves the cone and the list's drag begins at once.
    nav.pointer.down(150, 400, sequence: 1)
    nav.rig.step(0.05)
    nav.pointer.move(150, 390, sequence: 1)
    XCTAssertEqual(states[NavigationSwipeTests.content].last, .failed)
    XCTAssertEqual(states["scroll"].last, .began)
    nav.rig.step(0.05)
    nav.pointer.move(150, 300, sequence: 1)
    nav.pointer.up(150, 300, sequence: 1)
    XCTAssertGreaterThan(list.contentOffset.y, 0)
    XCTAssertEqual(
      nav.window.transitionLog.map(\.completed), [true, false], "the push and the cancelled pop")
  }

  @MainActor func testASidewaysScrolledListKeepsItsDragAndOneAtItsEdgeGivesItUp() async {
    let (nav, list) = rig(contentWidth: 1200)
    let states = GestureStateLog(nav.window)
    list.contentOffset = Point(x: 200, y: 0)
    nav.swipe(from: 150, moves: NavigationRig.steady(4, 10, every: 0.05))
    XCTAssertEqual(states["scroll"].first, .began)
    XCTAssertEqual(states[NavigationSwipeTests.content], [.failed])
    XCTAssertLessThan(list.contentOffset.x, 200)
    XCTAssertEqual(nav.window.transitionLog.count, 1)

    // Back at its leading edge, once it stopped moving, the list gives the swipe up.
    nav.rig.settle()
    list.contentOffset = .zero
    nav.swipe(from: 150, moves: NavigationRig.steady(3, 10, every: 0.05), sequence: 1)
    XCTAssertTrue(states[NavigationSwipeTests.content].contains(.began))
    XCTAssertEqual(nav.window.transitionLog.last?.kind, .pop)
    // From the edge band over the list, the edge swipe takes it.
    nav.rig.settle()
    nav.navigation.pushViewController(nav["C"], animated: false)
    let other = ScrollView(frame: nav["C"].view.bounds)
    other.contentSize = Size(width: 400, height: 3000)
    nav["C"].view.addSubview(other)
    nav.swipe(from: 5, moves: NavigationRig.steady(3, 10, every: 0.05), sequence: 2)
    XCTAssertTrue(states[NavigationSwipeTests.edge].contains(.began))
  }
}

/// `require(toFail:)`, which the swipe back's hold on scroll views is built on.
final class GestureFailureRequirementTests: EngineTestCase {
  @MainActor func testAPanThatRequiresAnotherToFailWaitsThenBeginsOrFails() async {
    let (window, background) = makeGestureWindow(engine)
    let inner = View(frame: background.bounds)
    background.addSubview(inner)
    let innerPan = PanGestureRecognizer()
    innerPan.name = "inner"
    inner.addGestureRecognizer(innerPan)
    let outerPan = ScreenEdgePanGestureRecognizer()
    outerPan.edges = .left
    outerPan.recognizesWithoutEdge = true
    outerPan.name = "outer"
    background.addGestureRecognizer(outerPan)
    innerPan.require(toFail: outerPan)
    let states = GestureStateLog(window)
    let pointer = PointerScript(window: window)
    // Rightward: the inner pan would begin at 10, waits, and the outer one begins at 15.
    pointer.down(100, 400)
    pointer.move(112, 400)
    XCTAssertEqual(innerPan.state, .possible)
    pointer.move(120, 400)
    XCTAssertEqual(states["outer"], [.began])
    XCTAssertEqual(states["inner"], [.failed])
    pointer.up(120, 400)
    // Leftward: the outer one fails at 15 (outward), and the inner one begins then.
    pointer.down(100, 400, sequence: 1)
    pointer.move(88, 400, sequence: 1)
    XCTAssertEqual(innerPan.state, .possible)
    pointer.move(84, 400, sequence: 1)
    XCTAssertEqual(states["outer"].last, .failed)
    XCTAssertEqual(states["inner"].last, .began)
    assertClose(innerPan.translation(in: nil), Point(x: -6, y: 0))
    pointer.up(84, 400, sequence: 1)
  }
}
