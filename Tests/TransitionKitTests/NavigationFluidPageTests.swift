import TestSupport
import TransitionKit
import XCTest

/// iOS 26's moving page: its leading corners take the display's radius while it moves, and a
/// swipe dragged back past its start pulls it on a rubber band; the classic page is square
/// and stops at its place.
final class NavigationFluidPageTests: EngineTestCase {
  @MainActor func testTheMovingPagesLeadingCornersTakeTheDisplaysRadiusWhileItMoves() async {
    let device = DeviceCatalog.device(id: "iphone-14")!
    let nav = NavigationRig(engine: engine, screen: Screen(device: device))
    nav.navigation.pushViewController(nav["B"], animated: true)
    nav.rig.step(1.0 / 60)
    let layer = nav["B"].view.layer
    XCTAssertEqual(layer.cornerRadius, DeviceCatalog.notchedCornerRadius)
    XCTAssertEqual(layer.maskedCorners, [.topLeft, .bottomLeft])
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(layer.cornerRadius, 0, "square again at rest")
    XCTAssertEqual(layer.maskedCorners, .allCorners)

    let classic = NavigationRig(engine: engine, screen: Screen(device: device))
    classic.navigation.swipeStyle = .uikitClassic
    classic.navigation.pushViewController(classic["B"], animated: true)
    classic.rig.step(1.0 / 60)
    XCTAssertEqual(classic["B"].view.layer.cornerRadius, 0)
    classic.rig.settle()
  }

  @MainActor func testASwipeDraggedBackPastItsStartPullsThePageOnARubberBand() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    let page = nav["B"].view!
    let swipe = nav.navigation.interactiveContentPopGestureRecognizer!
    nav.pointer.down(150, 400)
    nav.rig.step(0.02)
    nav.pointer.move(200, 400)
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    for step in 1...5 {
      nav.rig.step(0.02)
      nav.pointer.move(200 - 20 * Double(step), 400)
    }
    let raw = swipe.translation(in: nav.navigation.view).x / nav.width
    XCTAssertLessThan(raw, -0.1)
    let expected = -NavigationController.rubberBand(-raw * nav.width, width: nav.width)
    XCTAssertEqual(page.transform.tx, expected, accuracy: 1e-6)
    XCTAssertLessThan(expected, -10)
    XCTAssertGreaterThan(expected, raw * nav.width, "less than the finger went")
    nav.pointer.up(100, 400)
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(nav.stack, ["A", "B"])
    XCTAssertEqual(page.transform, .identity)

    // The classic swipe stops the page at its place.
    let classic = NavigationRig(engine: engine)
    classic.navigation.swipeStyle = .uikitClassic
    classic.navigation.pushViewController(classic["B"], animated: false)
    classic.pointer.down(150, 400)
    classic.rig.step(0.02)
    classic.pointer.move(200, 400)
    classic.rig.step(0.02)
    classic.pointer.move(80, 400)
    XCTAssertEqual(classic["B"].view.transform, .identity)
    classic.pointer.up(80, 400)
    classic.rig.settle()
  }

  /// Past the end the page coming back goes on past its place on the same rubber band, and
  /// springs back when the finger lifts.
  @MainActor func testASwipeDraggedPastItsEndPullsTheCoveredPageOnARubberBand() async {
    let nav = NavigationRig(engine: engine)
    nav.navigation.pushViewController(nav["B"], animated: false)
    let covered = nav["A"].view!
    let swipe = nav.navigation.interactiveContentPopGestureRecognizer!
    nav.pointer.down(40, 400)
    for step in 1...20 {
      nav.rig.step(0.05)
      nav.pointer.move(40 + 25 * Double(step), 400)
    }
    XCTAssertEqual(nav.window.activeTransition?.kind, .pop)
    let raw = swipe.translation(in: nav.navigation.view).x / nav.width
    XCTAssertGreaterThan(raw, 1.1)
    let expected = NavigationController.rubberBand((raw - 1) * nav.width, width: nav.width)
    XCTAssertEqual(covered.transform.tx, expected, accuracy: 1e-6)
    XCTAssertGreaterThan(expected, 10)
    XCTAssertLessThan(expected, (raw - 1) * nav.width, "less than the finger went")
    XCTAssertEqual(nav["B"].view.transform, .identity)
    nav.pointer.up(540, 400)
    XCTAssertTrue(nav.rig.settle())
    XCTAssertEqual(nav.stack, ["A"])
    XCTAssertEqual(covered.transform, .identity)
  }
}
