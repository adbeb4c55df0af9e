import TestSupport
import TransitionKit
import XCTest

/// The navigation stack, its bar, the system push and pop animation and the appearance
/// callbacks around them.
final class NavigationStackTests: EngineTestCase {
  @MainActor func testStackOperationsChangeTheStackAndTheViewShown() async {
    let nav = NavigationRig(engine: engine)
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertTrue(nav.navigation.topViewController === nav["A"])
    XCTAssertTrue(nav["A"].navigationController === nav.navigation)
    XCTAssertEqual(nav.shownViews, ["A"])

    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.navigation.pushViewController(nav["C"], animated: false)
    nav.navigation.pushViewController(nav["D"], animated: false)
    XCTAssertEqual(nav.stack, ["A", "B", "C", "D"])
    XCTAssertEqual(nav.shownViews, ["D"])
    XCTAssertEqual(nav["D"].view.frame, nav.navigation.transitionView.bounds)

    let popped = nav.navigation.popViewController(animated: false)
    XCTAssertTrue(popped === nav["D"])
    XCTAssertNil(nav["D"].navigationController)
    XCTAssertEqual(nav.stack, ["A", "B", "C"])
    XCTAssertEqual(nav.shownViews, ["C"])

    let toB = nav.navigation.popToViewController(nav["B"], animated: false)
    XCTAssertEqual(toB?.map { $0.title ?? "?" }, ["C"])
    XCTAssertEqual(nav.navigation.popToViewController(nav["B"], animated: false)?.count, 0)
    XCTAssertNil(nav.navigation.popToViewController(nav["D"], animated: false))

    nav.navigation.pushViewController(nav["C"], animated: false)
    let toRoot = nav.navigation.popToRootViewController(animated: false)
    XCTAssertEqual(toRoot?.map { $0.title ?? "?" }, ["B", "C"])
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertNil(nav.navigation.popViewController(animated: false), "the root stays")

    nav.navigation.setViewControllers([nav["A"], nav["C"]], animated: false)
    XCTAssertEqual(nav.stack, ["A", "C"])
    XCTAssertEqual(nav.shownViews, ["C"])
    XCTAssertTrue(nav["C"].navigationController === nav.navigation)
    // Pushing a controller already in the stack is refused.
    nav.navigation.pushViewController(nav["C"], animated: false)
    XCTAssertEqual(nav.stack, ["A", "C"])
    XCTAssertTrue(nav.rig.warningCodes.contains("navigation.push-twice"))
    // Every change went through a transition of its kind.
    XCTAssertEqual(
      nav.window.transitionLog.map(\.kind),
      [.push, .push, .push, .pop, .pop, .push, .pop, .push])
  }

  @MainActor func testSetViewControllersPlaysAPushOrAPopByWhetherTheNewTopWasInTheStack() async {
    let nav = NavigationRig(engine: engine)
    let delegate = ScriptedNavigationDelegate(log: nav.log)
    nav.navigation.delegate = delegate
    nav.navigation.setViewControllers([nav["A"], nav["B"], nav["C"]], animated: true)
    XCTAssertEqual(nav.window.transitionLog.last?.kind, .push)
    nav.rig.settle()
    nav.navigation.setViewControllers([nav["A"], nav["B"]], animated: true)
    XCTAssertEqual(nav.window.transitionLog.last?.kind, .pop)
    nav.rig.settle()
    nav.navigation.setViewControllers([nav["D"], nav["B"]], animated: true)
    XCTAssertEqual(nav.window.transitionLog.count, 2, "the same top: no transition")
    XCTAssertEqual(nav.stack, ["D", "B"])
    XCTAssertEqual(delegate.operationsAsked, [.push, .pop])
    XCTAssertNil(nav["A"].navigationController)
  }

  @MainActor func testAnAnimatedPushIsATransitionThatRefusesAnotherUntilItEnds() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: true)
    XCTAssertEqual(nav.stack, ["A", "B"], "the stack changes when the push begins")
    XCTAssertTrue(nav.navigation.isTransitioning)
    XCTAssertEqual(nav.window.activeTransition?.kind, .push)
    nav.navigation.pushViewController(nav["C"], animated: true)
    XCTAssertNil(nav.navigation.popViewController(animated: true))
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(nav.rig.warningCodes.filter { $0 == "navigation.in-flight" }.count, 2)
    nav.rig.run(0.2)
    XCTAssertEqual(nav.shownViews, ["A", "navigation-dimming", "B"])
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(nav.shownViews, ["B"])
    XCTAssertEqual(nav.rig.transitionPhases, ["begin push", "complete push true"])
    let record = nav.window.transitionLog[0]
    assertClose(record.end! - record.start, 0.35, tolerance: 1.0 / 60 + 1e-9)
  }

  @MainActor func testTheBarShowsTheTopTitleAndABackButtonTitledWithThePreviousOne() async {
    let nav = NavigationRig(engine: engine)
    let bar = nav.navigation.navigationBar
    XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 400, height: 47 + 44))
    XCTAssertEqual(nav.navigation.transitionView.frame, Rect(x: 0, y: 91, width: 400, height: 709))
    XCTAssertEqual(bar.titleLabel.text, "A")
    XCTAssertTrue(bar.backButton.isHidden, "no back button on the root")

    nav.navigation.pushViewController(nav["B"], animated: false)
    XCTAssertEqual(bar.titleLabel.text, "B")
    XCTAssertFalse(bar.backButton.isHidden)
    XCTAssertEqual(bar.backButton.title(for: .normal), "A")
    XCTAssertTrue(nav.window.view(named: "back") === bar.backButton)

    nav["B"].navigationItem.backButtonTitle = "Inbox"
    nav["C"].title = nil
    nav["C"].navigationItem.title = "Message"
    nav.navigation.pushViewController(nav["C"], animated: false)
    XCTAssertEqual(bar.titleLabel.text, "Message")
    XCTAssertEqual(bar.backButton.title(for: .normal), "Inbox")
    nav["C"].title = "C"

    // Tapping the back button pops, animated.
    let button = bar.backButton
    let center = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    nav.pointer.tap(center.x, center.y)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    XCTAssertTrue(nav.window.activeTransition?.isAnimated == true)
    XCTAssertEqual(bar.titleLabel.text, "Message", "the bar changes when the pop completes")
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(bar.titleLabel.text, "B")
    XCTAssertEqual(bar.backButton.title(for: .normal), "A")
  }

  @MainActor func testThePushSlidesTheNewPageInOverTheCoveredOneWhichMovesAThirdAsFarAndDims()
    async
  {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: true)
    let a = nav["A"].view!
    let b = nav["B"].view!
    let dimming = nav.navigation.transitionView.view(named: "navigation-dimming")!
    nav.rig.step(0)
    // Covered offset: 400 − round(400 × 0.7) = 120.
    XCTAssertEqual(NavigationParallaxTransitionAnimator.coveredPageOffset(width: 400), 120)
    assertClose(b.presentation.frame.minX, 400)
    assertClose(a.presentation.frame.minX, 0)
    XCTAssertGreaterThan(b.presentation.shadowOpacity, 0, "the moving page casts a shadow")
    // Half way in time is half way in place (ease in-out is symmetric).
    nav.rig.step(0.175)
    assertClose(b.presentation.frame.minX, 200, tolerance: 1e-6)
    assertClose(a.presentation.frame.minX, -60, tolerance: 1e-6)
    assertClose(dimming.presentation.alpha, 0.05, tolerance: 1e-6)
    nav.rig.settle()
    assertClose(b.frame.minX, 0)
    XCTAssertNil(a.superview)
    XCTAssertNil(dimming.superview)
    XCTAssertEqual(b.layer.shadowOpacity, 0, "no shadow at rest")
  }

  @MainActor func testThePopSlidesTheTopPageOutAndUncoversThePreviousOne() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    nav.navigation.pushViewController(nav["B"], animated: false)
    nav.navigation.popViewController(animated: true)
    let a = nav["A"].view!
    let b = nav["B"].view!
    nav.rig.step(0)
    assertClose(a.presentation.frame.minX, -120)
    assertClose(b.presentation.frame.minX, 0)
    XCTAssertEqual(nav.shownViews, ["A", "navigation-dimming", "B"])
    nav.rig.step(0.175)
    assertClose(a.presentation.frame.minX, -60, tolerance: 1e-6)
    assertClose(b.presentation.frame.minX, 200, tolerance: 1e-6)
    nav.rig.settle()
    XCTAssertEqual(nav.shownViews, ["A"])
    XCTAssertEqual(a.frame, nav.navigation.transitionView.bounds)
  }

  @MainActor func testPushAndPopCallTheAppearanceCallbacksAndTheDelegateInUIKitsOrder() async {
    let nav = NavigationRig(engine: engine)
    let delegate = ScriptedNavigationDelegate(log: nav.log)
    nav.navigation.delegate = delegate
    nav.log.clear()
    nav.appearances.clear()
    nav.navigation.pushViewController(nav["B"], animated: true)
    XCTAssertEqual(
      nav.log.entries,
      [
        "B.viewDidLoad", "delegate.willShow(B)", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)",
      ])
    nav.rig.settle()
    XCTAssertEqual(
      Array(nav.log.entries.dropFirst(4)),
      ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "delegate.didShow(B)"])
    XCTAssertEqual(
      nav.appearances.entries,
      ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])

    nav.log.clear()
    nav.navigation.popViewController(animated: false)
    XCTAssertEqual(
      nav.log.entries,
      [
        "delegate.willShow(A)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
        "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "delegate.didShow(A)",
      ])
  }

  @MainActor func testTheRootAppearsThroughTheNavigationController() async {
    let log = EventLog()
    let root = LoggingController("A", log: log)
    let navigation = NavigationController(rootViewController: root)
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), engine: engine)
    window.rootViewController = navigation
    XCTAssertEqual(
      log.entries, ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
  }

  @MainActor func testPresentationsAndTheRootReportTheirAppearanceCallbacksToo() async {
    let log = EventLog()
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), engine: engine)
    let appearances = AppearanceLog(window)
    window.rootViewController = LoggingController("Root", log: log)
    let modal = LoggingController("Modal", log: log)
    window.rootViewController!.present(modal, animated: false)
    modal.dismiss(animated: false)
    XCTAssertEqual(
      appearances.entries,
      [
        "Root.viewWillAppear", "Root.viewDidAppear",
        "Modal.viewWillAppear", "Root.viewWillDisappear", "Modal.viewDidAppear",
        "Root.viewDidDisappear",
        "Modal.viewWillDisappear", "Root.viewWillAppear", "Root.viewDidAppear",
        "Modal.viewDidDisappear",
      ])
  }

  @MainActor func testReduceMotionCrossfadesThePush() async {
    let nav = NavigationRig(engine: engine)
    nav.window.isReduceMotionEnabled = true
    nav.navigation.pushViewController(nav["B"], animated: true)
    let b = nav["B"].view!
    nav.rig.step(0)
    assertClose(b.presentation.frame.minX, 0)
    nav.rig.step(0.175)
    XCTAssertGreaterThan(b.presentation.alpha, 0)
    XCTAssertLessThan(b.presentation.alpha, 1)
    nav.rig.settle()
    XCTAssertEqual(nav.shownViews, ["B"])
    XCTAssertEqual(b.alpha, 1)
  }
}
