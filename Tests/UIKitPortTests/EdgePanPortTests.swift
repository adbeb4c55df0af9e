import TestSupport
import UIKit
import XCTest

@testable import EdgePanPort

/// The edge-pan tutorial's own code, ported through `import UIKit`: the modal grows into place
/// on a spring, a swipe from the left edge past half of 200 points dismisses it, a shorter one
/// puts it back, and a swipe that does not start at the edge does nothing.
final class EdgePanPortTests: EngineTestCase {
  /// The contacts page with the modal shown and settled.
  @MainActor private func showModal() -> (
    PortWindow, ContactsViewController, CustomPresentedViewController
  ) {
    let root = ContactsViewController()
    let port = PortWindow(root, engine: engine)
    root.showModal()
    port.settle()
    let modal = root.presentedViewController as! CustomPresentedViewController
    return (port, root, modal)
  }

  @MainActor func testShowModalGrowsItIntoPlaceOnASpring() async {
    let root = ContactsViewController()
    let port = PortWindow(root, engine: engine)
    root.showModal()
    let modal = root.presentedViewController!
    port.advance(0.1)
    XCTAssertGreaterThan(modal.view.presentation.alpha, 0)
    XCTAssertLessThan(modal.view.presentation.alpha, 1)
    XCTAssertLessThan(modal.view.presentation.transform.a, 1, "still smaller than full size")
    port.settle()
    XCTAssertEqual(modal.view.presentation.transform, CGAffineTransform.identity)
    XCTAssertEqual(modal.view.presentation.alpha, 1)
    XCTAssertEqual(modal.view.backgroundColor, UIColor.systemBlue)
    XCTAssertEqual(port.transitions.map(\.completed), [true])
  }

  @MainActor func testASwipeFromTheLeftEdgePastHalfDismisses() async {
    let (port, root, modal) = showModal()
    port.drag(from: CGPoint(x: 4, y: 422), to: CGPoint(x: 124, y: 422))
    XCTAssertLessThan(modal.view.presentation.alpha, 1, "the modal fades with the swipe")
    port.settle()
    XCTAssertNil(root.presentedViewController)
    XCTAssertIdentical(root.view.window, port.window)
    XCTAssertEqual(port.transitions.last?.kind, .dismiss)
    XCTAssertEqual(port.transitions.last?.interactive, true)
    XCTAssertEqual(port.transitions.last?.completed, true)
  }

  @MainActor func testAShortSwipeFromTheEdgePutsTheModalBack() async {
    let (port, root, modal) = showModal()
    port.drag(from: CGPoint(x: 4, y: 422), to: CGPoint(x: 40, y: 422))
    port.settle()
    XCTAssertIdentical(root.presentedViewController, modal)
    XCTAssertEqual(modal.view.presentation.transform, CGAffineTransform.identity)
    XCTAssertEqual(modal.view.presentation.alpha, 1)
    XCTAssertEqual(port.transitions.last?.completed, false)
  }

  @MainActor func testASwipeFromMidScreenDoesNothing() async {
    let (port, root, modal) = showModal()
    port.drag(from: CGPoint(x: 150, y: 422), to: CGPoint(x: 390, y: 422))
    port.settle()
    XCTAssertIdentical(root.presentedViewController, modal)
    XCTAssertEqual(port.transitions.count, 1, "only the presentation")
  }
}
