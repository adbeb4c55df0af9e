import TestSupport
import TransitionKit
import XCTest

/// Hiding and showing the navigation bar: the pages take the bar's room and give it back,
/// at once or over `hideShowBarDuration` on the frame clock.
final class NavigationBarHidingTests: EngineTestCase {
  @MainActor private func rig() -> (Window, NavigationController) {
    let (window, _) = makeGestureWindow(engine)
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @MainActor func testHidingGivesThePagesTheWholeScreenAndShowingTakesTheRoomBack() async {
    let (_, navigation) = rig()
    let barHeight = navigation.navigationBar.frame.height
    XCTAssertFalse(navigation.isNavigationBarHidden)
    XCTAssertEqual(navigation.transitionView.frame.minY, barHeight)
    navigation.setNavigationBarHidden(true, animated: false)
    XCTAssertTrue(navigation.isNavigationBarHidden)
    XCTAssertTrue(navigation.navigationBar.isHidden)
    XCTAssertEqual(navigation.transitionView.frame, Rect(x: 0, y: 0, width: 400, height: 800))
    XCTAssertEqual(navigation.topViewController?.view.frame.height, 800)
    navigation.isNavigationBarHidden = false
    XCTAssertFalse(navigation.navigationBar.isHidden)
    XCTAssertEqual(navigation.navigationBar.frame.minY, 0)
    XCTAssertEqual(navigation.transitionView.frame.minY, barHeight)
    XCTAssertEqual(navigation.topViewController?.view.frame.height, 800 - barHeight)
  }

  @MainActor func testAnAnimatedHideSlidesTheBarUpAndHidesItWhenItHasLeft() async {
    let (_, navigation) = rig()
    let bar = navigation.navigationBar
    let barHeight = bar.frame.height
    navigation.setNavigationBarHidden(true, animated: true)
    XCTAssertTrue(navigation.isNavigationBarHidden, "hidden as soon as asked")
    XCTAssertEqual(bar.frame.minY, -barHeight, "the model is where it ends")
    XCTAssertFalse(bar.isHidden, "still on screen while it leaves")
    run(for: NavigationController.hideShowBarDuration / 2)
    let halfway = bar.presentation.center.y - barHeight / 2
    XCTAssertLessThan(halfway, -1)
    XCTAssertGreaterThan(halfway, -barHeight + 1)
    run(for: NavigationController.hideShowBarDuration)
    XCTAssertTrue(bar.isHidden)
    XCTAssertEqual(navigation.transitionView.frame.minY, 0)
  }
}
