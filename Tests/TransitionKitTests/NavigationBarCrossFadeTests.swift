import TestSupport
import TransitionKit
import XCTest

/// The bar's linear cross-fade (`NavigationSwipeStyle.BarTransition.progress`): the leaving
/// controller's title and back button fade out and the arriving one's fade in, following the
/// transition's progress, a swipe's included; once it ends the bar shows what stays. iOS 26's
/// timed cross-fade and the classic slide are `NavigationBarTitleTransitionTests`.
final class NavigationBarCrossFadeTests: EngineTestCase {
  /// The bar's alphas as drawn: (title, back, incoming title, incoming back).
  @MainActor private func alphas(_ bar: NavigationBar) -> (Double, Double, Double, Double) {
    (
      bar.titleLabel.presentation.alpha, bar.backButton.presentation.alpha,
      bar.incomingTitleLabel.presentation.alpha, bar.incomingBackButton.presentation.alpha
    )
  }

  @MainActor func testAPushFadesTheTitlesOverAtMidProgress() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle.bar = .progress
    nav.navigation.pushViewController(nav["B"], animated: false)
    let bar = nav.navigation.navigationBar
    XCTAssertEqual(bar.titleLabel.text, "B")
    XCTAssertEqual(bar.backButton.title(for: .normal), "A")
    XCTAssertNil(bar.crossFadeProgress, "nothing fades at rest")

    nav.navigation.pushViewController(nav["C"], animated: true)
    XCTAssertEqual(bar.incomingTitleLabel.text, "C")
    XCTAssertEqual(bar.incomingBackButton.title(for: .normal), "B", "the back button follows")
    // Step to where the arriving page has come half way in, then one frame more for the bar.
    var steps = 0
    while nav["C"].view.presentation.frame.minX > nav.width / 2, steps < 200 {
      nav.rig.step(1.0 / 60)
      steps += 1
    }
    nav.rig.step(1.0 / 60)
    let progress = 1 - nav["C"].view.presentation.frame.minX / nav.width
    XCTAssertTrue(nav.navigation.isTransitioning)
    XCTAssertTrue((0.45...0.75).contains(progress), "mid-push: \(progress)")
    let (title, back, incomingTitle, incomingBack) = alphas(bar)
    // One frame behind the page at most.
    assertClose(incomingTitle, progress, tolerance: 0.12)
    assertClose(title, 1 - incomingTitle, tolerance: 1e-9)
    assertClose(back, title, tolerance: 1e-9)
    assertClose(incomingBack, incomingTitle, tolerance: 1e-9)
    XCTAssertTrue((0.3...0.8).contains(title), "the leaving title is half faded: \(title)")

    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B", "C"])
    XCTAssertEqual(bar.titleLabel.text, "C")
    XCTAssertEqual(bar.backButton.title(for: .normal), "B")
    XCTAssertEqual(bar.titleLabel.presentation.alpha, 1)
    XCTAssertTrue(bar.incomingTitleLabel.isHidden)
    XCTAssertNil(bar.crossFadeProgress)
  }

  /// A swipe back held at about 36 % shows the leaving title at 64 % and the arriving one at
  /// 36 %; a cancelled swipe brings the leaving title back whole.
  @MainActor func testASwipeDrivesTheCrossFadeAndACancelPutsItBack() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.swipeStyle.bar = .progress
    nav.navigation.pushViewController(nav["B"], animated: false)
    let bar = nav.navigation.navigationBar
    // Pressed at 5, 160 points on; the swipe counts from where it began (145 of 400).
    nav.swipe(from: 5, moves: NavigationRig.steady(16, 10, every: 0.1), release: false)
    nav.rig.step(1.0 / 60)
    nav.rig.step(1.0 / 60)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    let progress = nav.window.activeTransition!.percentComplete
    assertClose(progress, 145.0 / 400, tolerance: 0.01)
    XCTAssertEqual(bar.incomingTitleLabel.text, "A")
    XCTAssertTrue(bar.incomingBackButton.isHidden, "the root has no back button")
    let (title, back, incomingTitle, _) = alphas(bar)
    assertClose(title, 1 - progress, tolerance: 1e-6)
    assertClose(back, 1 - progress, tolerance: 1e-6)
    assertClose(incomingTitle, progress, tolerance: 1e-6)

    // Back toward the edge and up: the pop is cancelled, B's title whole again.
    for _ in 0..<12 {
      nav.rig.step(0.02)
      nav.pointer.move(60, 400)
    }
    nav.pointer.up(60, 400)
    nav.rig.settle()
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(bar.titleLabel.text, "B")
    XCTAssertEqual(bar.titleLabel.presentation.alpha, 1)
    XCTAssertEqual(bar.backButton.presentation.alpha, 1)
    XCTAssertTrue(bar.incomingTitleLabel.isHidden)
  }

  /// Under Reduce Motion the pages fade instead of sliding, and the titles fade with them.
  @MainActor func testUnderReduceMotionTheTitlesFadeWithThePage() async {
    let nav = NavigationRig(engine: engine)
    nav.window.isReduceMotionEnabled = true
    nav.navigation.pushViewController(nav["B"], animated: true)
    let bar = nav.navigation.navigationBar
    nav.rig.step(0)
    nav.rig.step(0.175)
    nav.rig.step(1.0 / 60)
    let alpha = nav["B"].view.presentation.alpha
    XCTAssertTrue((0.2...0.8).contains(alpha), "mid-fade: \(alpha)")
    assertClose(bar.incomingTitleLabel.presentation.alpha, alpha, tolerance: 0.12)
    XCTAssertTrue((0.2...0.8).contains(bar.titleLabel.presentation.alpha))
    nav.rig.settle()
    XCTAssertEqual(bar.titleLabel.text, "B")
    XCTAssertEqual(bar.titleLabel.presentation.alpha, 1)
  }
}
