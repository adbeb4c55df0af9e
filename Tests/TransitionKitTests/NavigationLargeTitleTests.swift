import TestSupport
import TransitionKit
import XCTest

/// Large titles: the strip under the standard row, the list starting under it and collapsing
/// it as it scrolls, and the large title travelling into the back button on a push.
final class NavigationLargeTitleTests: EngineTestCase {
  /// A rig whose root A holds a list 2000 points long, with large titles on.
  @MainActor private func largeRig() -> (NavigationRig, ScrollView) {
    let nav = NavigationRig(engine: engine)
    nav["A"].loadViewIfNeeded()
    let list = ScrollView(frame: nav["A"].view.bounds)
    list.autoresizingMask = .flexibleSize
    list.contentSize = Size(width: 400, height: 2000)
    nav["A"].view.addSubview(list)
    nav["B"].navigationItem.largeTitleDisplayMode = .never
    nav.navigation.navigationBar.prefersLargeTitles = true
    return (nav, list)
  }

  @MainActor func testTheLargeTitleCollapsesAsTheListScrolls() async {
    let (nav, list) = largeRig()
    let bar = nav.navigation.navigationBar
    XCTAssertEqual(bar.largeTitleLabel.text, "A")
    XCTAssertFalse(bar.largeTitleLabel.isHidden)
    XCTAssertEqual(bar.frame.height, 47 + 44 + 52, accuracy: 1e-9)
    XCTAssertEqual(bar.titleLabel.alpha, 0, "the standard title waits for the strip to go")
    // The list starts under the strip, the pages keep their place under the standard row.
    XCTAssertEqual(list.adjustedContentInset.top, 52, accuracy: 1e-9)
    XCTAssertEqual(list.contentOffset.y, -52, accuracy: 1e-9)
    XCTAssertEqual(nav.navigation.transitionView.frame.minY, 91, accuracy: 1e-9)

    list.contentOffset = Point(x: 0, y: -26)
    XCTAssertEqual(bar.largeTitleExpansion, 0.5, accuracy: 1e-9)
    XCTAssertEqual(bar.frame.height, 91 + 26, accuracy: 1e-9)
    XCTAssertEqual(bar.titleLabel.alpha, 0)
    list.contentOffset = Point(x: 0, y: -52 + 44)
    XCTAssertEqual(bar.titleLabel.alpha, 1 - (8.0 / 52) / 0.3, accuracy: 1e-9)
    list.contentOffset = Point(x: 0, y: 300)
    XCTAssertEqual(bar.largeTitleExpansion, 0)
    XCTAssertEqual(bar.frame.height, 91, accuracy: 1e-9)
    XCTAssertEqual(bar.titleLabel.alpha, 1)
    list.contentOffset = Point(x: 0, y: -52)
    XCTAssertEqual(bar.frame.height, 143, accuracy: 1e-9)

    // Off: one standard row, the list's inset given back and its offset at its top.
    nav.navigation.navigationBar.prefersLargeTitles = false
    XCTAssertEqual(bar.frame.height, 91, accuracy: 1e-9)
    XCTAssertTrue(bar.largeTitleLabel.isHidden)
    XCTAssertEqual(list.adjustedContentInset.top, 0, accuracy: 1e-9)
    XCTAssertEqual(list.contentOffset.y, 0, accuracy: 1e-9)
    XCTAssertEqual(bar.titleLabel.alpha, 1)
  }

  @MainActor func testAPushShrinksTheLargeTitleIntoTheBackButtonAndAPopBringsItBack() async {
    let (nav, _) = largeRig()
    let bar = nav.navigation.navigationBar
    let large = bar.largeTitleLabel
    let startWidth = large.frame.width
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.step(1.0 / 60)
    nav.rig.step(1.0 / 60)
    let p = 1 - nav["B"].view.presentation.frame.minX / nav.width
    XCTAssertTrue((0.2...0.8).contains(p), "mid-push: \(p)")
    // The strip goes with the page; the title shrinks toward 17 / 34 and rises toward the
    // back button's row, fading.
    XCTAssertLessThan(bar.frame.height, 143 - 10)
    XCTAssertGreaterThan(bar.frame.height, 91 + 5)
    XCTAssertLessThan(large.transform.a, 1 - 0.1)
    XCTAssertGreaterThan(large.transform.a, 0.5)
    XCTAssertLessThan(large.transform.ty, -3)
    XCTAssertLessThan(large.alpha, 0.8)
    // Its leading edge heads for the back button's.
    let left = large.frame.minX
    XCTAssertEqual(large.frame.width, startWidth * large.transform.a, accuracy: 1e-6)
    XCTAssertLessThanOrEqual(left, 16 + 1e-9)
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(bar.frame.height, 91, accuracy: 1e-9)
    XCTAssertTrue(bar.largeTitleLabel.isHidden, "B keeps the standard title")
    XCTAssertEqual(bar.titleLabel.text, "B")
    XCTAssertEqual(bar.titleLabel.alpha, 1)

    nav.navigation.popViewController(animated: true)
    nav.rig.step(1.0 / 60)
    nav.rig.step(1.0 / 60)
    let incoming = bar.incomingLargeTitleLabel
    XCTAssertEqual(incoming.text, "A")
    XCTAssertLessThan(incoming.transform.a, 1)
    XCTAssertGreaterThan(bar.frame.height, 91)
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(bar.frame.height, 143, accuracy: 1e-9)
    XCTAssertEqual(bar.largeTitleLabel.text, "A")
    XCTAssertEqual(bar.largeTitleLabel.transform, .identity)
  }
}
