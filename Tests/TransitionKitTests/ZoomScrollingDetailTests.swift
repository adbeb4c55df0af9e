import Foundation
import TestSupport
import TransitionKit
import XCTest

/// The zoom's drag over a page that scrolls: begun on the page scrolled away from its top, the
/// drag scrolls it back and over-scrolls there, never handing over to the dismissal; begun at
/// the top, a drag down dismisses and the page does not scroll.
final class ZoomScrollingDetailTests: XCTestCase {
  @MainActor private func rig() -> (ZoomRig, ScrollView) {
    let z = ZoomRig(engine: AnimationEngine())
    z.detail.loadViewIfNeeded()
    let page = ScrollView(frame: z.detail.view.bounds)
    page.autoresizingMask = .flexibleSize
    page.alwaysBounceVertical = true
    page.contentSize = Size(width: 390, height: 3000)
    z.detail.view.addSubview(page)
    z.present()
    // At its top, under the status bar's inset, as UIKit lays a new scroll view out.
    page.contentOffset = Point(x: 0, y: -page.adjustedContentInset.top)
    XCTAssertEqual(page.contentOffset.y, -47)
    return (z, page)
  }

  /// A drag down from (195, 300) by `distance` points in 30 moves at 60 Hz, not released.
  @MainActor private func drag(_ z: ZoomRig, by distance: Double, x: Double = 195) {
    z.pointer.down(x, 300)
    for step in 1...30 {
      z.rig.step(1.0 / 60)
      z.pointer.move(x, 300 + distance * Double(step) / 30)
    }
  }

  @MainActor func testADragOnAScrolledPageScrollsItToTheTopAndOverScrollsThere() async {
    let (z, page) = rig()
    page.contentOffset = Point(x: 0, y: 53)
    drag(z, by: 300)
    XCTAssertEqual(z.zoom.phase, .idle, "the dismissal never takes the drag over")
    XCTAssertNil(z.window.activeTransition)
    XCTAssertLessThan(page.contentOffset.y, -47 - 20, "over the top: \(page.contentOffset.y)")
    z.pointer.up(195, 600)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(page.contentOffset.y, -47, accuracy: 0.5, "it springs back to its top")
  }

  @MainActor func testADragAtTheTopDismissesAndLeavesThePageWhereItIs() async {
    let (z, page) = rig()
    drag(z, by: 300)
    XCTAssertEqual(z.zoom.phase, .tracking)
    XCTAssertEqual(page.contentOffset.y, -47, accuracy: 1e-9, "the page does not scroll")
    z.pointer.up(195, 600)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
  }

  @MainActor func testTheEdgeDragStillDismissesAScrolledPage() async {
    let (z, page) = rig()
    page.contentOffset = Point(x: 0, y: 53)
    z.pointer.down(6, 300)
    for step in 1...30 {
      z.rig.step(1.0 / 60)
      z.pointer.move(6 + 300 * Double(step) / 30, 300)
    }
    XCTAssertEqual(z.zoom.phase, .tracking)
    XCTAssertTrue(z.zoom.dismissGestureRecognizer.isEdgeDismissal)
    z.pointer.up(306, 300)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
  }
}
