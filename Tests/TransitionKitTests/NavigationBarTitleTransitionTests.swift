import TestSupport
import TransitionKit
import XCTest

/// The bar during a push or pop: iOS 26's timed cross-fade in place (the default), which does
/// not follow the page, and iOS 7–18's slide of the titles toward and from the back button.
final class NavigationBarTitleTransitionTests: EngineTestCase {
  @MainActor private func alphas(_ bar: NavigationBar) -> (
    title: Double, back: Double, incomingTitle: Double, incomingBack: Double
  ) {
    (
      bar.titleLabel.presentation.alpha, bar.backButton.presentation.alpha,
      bar.incomingTitleLabel.presentation.alpha, bar.incomingBackButton.presentation.alpha
    )
  }

  func testTheFadeClockFadesTheBackButtonOver140MsAndSwapsTheTitle90MsIn() {
    var clock = NavigationBarFadeClock(at: 2)
    clock.head(toArriving: true, at: 2)
    XCTAssertEqual(clock.values(at: 2.07).backButton, 0.5, accuracy: 1e-9)
    XCTAssertEqual(clock.values(at: 2.07).title, 0, accuracy: 1e-9)
    XCTAssertEqual(clock.values(at: 2.1).title, 0.2, accuracy: 1e-9)
    XCTAssertEqual(clock.values(at: 2.14).backButton, 1, accuracy: 1e-9)
    XCTAssertEqual(clock.values(at: 2.14).title, 1, accuracy: 1e-9)
    // Turned back half way: each item goes back from where it was.
    clock.head(toArriving: false, at: 2.07)
    XCTAssertEqual(clock.values(at: 2.07).backButton, 0.5, accuracy: 1e-9)
    XCTAssertEqual(clock.values(at: 2.14).backButton, 0.25, accuracy: 1e-9)
    XCTAssertEqual(clock.values(at: 2.21).backButton, 0, accuracy: 1e-9)
  }

  @MainActor func testThePushCrossFadesTheItemsOnATimerAheadOfThePage() async {
    let nav = NavigationRig(engine: engine)
    XCTAssertEqual(nav.navigation.swipeStyle.bar, .timed, "iOS 26's is the default")
    nav.navigation.pushViewController(nav["B"], animated: false)
    let bar = nav.navigation.navigationBar
    nav.navigation.pushViewController(nav["C"], animated: true)
    for _ in 0..<3 { nav.rig.step(1.0 / 60) }
    // 50 ms in: the page is more than half way, the back button at 50 / 140, the title not
    // yet swapped.
    let page = 1 - nav["C"].view.presentation.frame.minX / nav.width
    XCTAssertGreaterThan(page, 0.5)
    var now = alphas(bar)
    XCTAssertEqual(now.incomingBack, 0.05 / 0.14, accuracy: 1e-6)
    XCTAssertEqual(now.back, 1 - 0.05 / 0.14, accuracy: 1e-6)
    XCTAssertEqual(now.incomingTitle, 0, accuracy: 1e-9)
    XCTAssertEqual(now.title, 1, accuracy: 1e-9)
    // 100 ms in: the title is a fifth swapped.
    for _ in 0..<3 { nav.rig.step(1.0 / 60) }
    now = alphas(bar)
    XCTAssertEqual(now.incomingTitle, 0.2, accuracy: 1e-6)
    // The items stay in place.
    XCTAssertEqual(bar.incomingTitleLabel.transform, .identity)
    nav.rig.settle()
    XCTAssertEqual(bar.titleLabel.text, "C")
    XCTAssertEqual(bar.titleLabel.presentation.alpha, 1)
    XCTAssertNil(bar.crossFadeProgress)
  }

  @MainActor func testASwipeSwapsTheItems150MsInAndACancelSwapsThemBack() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    let bar = nav.navigation.navigationBar
    nav.pointer.down(5, 400)
    nav.rig.step(0.02)
    nav.pointer.move(25, 400)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    // 100 ms into the swipe, far enough that a linear fade would show: nothing swapped yet.
    for step in 1...6 {
      nav.rig.step(1.0 / 60)
      nav.pointer.move(25 + Double(step) * 20, 400)
    }
    XCTAssertEqual(alphas(bar).incomingTitle, 0, accuracy: 1e-9)
    XCTAssertEqual(alphas(bar).title, 1, accuracy: 1e-9)
    // 350 ms in: swapped, although the page is under half way.
    for _ in 0..<15 { nav.rig.step(1.0 / 60) }
    XCTAssertLessThan(nav.window.activeTransition!.percentComplete, 0.5)
    XCTAssertEqual(alphas(bar).incomingTitle, 1, accuracy: 1e-9)
    XCTAssertEqual(alphas(bar).title, 0, accuracy: 1e-9)
    // Given up: the leaving items come back whole before the page is back.
    for _ in 0..<6 {
      nav.rig.step(0.02)
      nav.pointer.move(30, 400)
    }
    nav.pointer.up(30, 400)
    for _ in 0..<12 { nav.rig.step(1.0 / 60) }
    XCTAssertEqual(alphas(bar).title, 1, accuracy: 1e-9)
    XCTAssertEqual(alphas(bar).back, 1, accuracy: 1e-9)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(bar.titleLabel.text, "B")
  }

  @MainActor func testTheClassicTitleSlidesIntoTheBackButtonAndTheNextComesFromTheRight() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle = .uikitClassic
    XCTAssertEqual(nav.navigation.swipeStyle.bar, .slide)
    nav.navigation.pushViewController(nav["B"], animated: false)
    let bar = nav.navigation.navigationBar
    let toBack = bar.backButton.center.x - bar.titleLabel.center.x
    nav.navigation.pushViewController(nav["C"], animated: true)
    nav.rig.run(0.15)
    let q = bar.crossFadeProgress!
    XCTAssertTrue((0.2...0.8).contains(q), "mid-push: \(q)")
    XCTAssertEqual(bar.titleLabel.transform.tx, toBack * q, accuracy: 1e-6)
    XCTAssertEqual(bar.titleLabel.presentation.alpha, 1 - q, accuracy: 1e-6)
    XCTAssertEqual(bar.incomingBackButton.transform.tx, -toBack * (1 - q), accuracy: 1e-6)
    XCTAssertEqual(bar.incomingTitleLabel.transform.tx, 200 * (1 - q), accuracy: 1e-6)
    nav.rig.settle()
    XCTAssertEqual(bar.titleLabel.transform, .identity)
    XCTAssertEqual(bar.titleLabel.text, "C")

    // A pop plays it backwards: the leaving title goes right, the arriving one comes out of
    // the back button.
    nav.navigation.popViewController(animated: true)
    nav.rig.run(0.15)
    let p = bar.crossFadeProgress!
    XCTAssertEqual(bar.titleLabel.transform.tx, 200 * p, accuracy: 1e-6)
    XCTAssertEqual(bar.incomingTitleLabel.transform.tx, toBack * (1 - p), accuracy: 1e-6)
    nav.rig.settle()
    XCTAssertEqual(bar.titleLabel.text, "B")
  }
}
