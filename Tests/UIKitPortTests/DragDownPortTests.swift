import TestSupport
import UIKit
import XCTest

@testable import DragDownPort

/// The drag-down tutorial's own code, ported through `import UIKit`, does what the tutorial
/// says: the modal opens with the default slide and shows its coach mark; dragging it down
/// about half way dismisses it; dragging it down slightly snaps it back to the top.
final class DragDownPortTests: EngineTestCase {
  /// The tutorial's root with its modal opened and settled.
  @MainActor private func openModal() -> (
    PortWindow, DragDownPort.ViewController, ModalViewController
  ) {
    let root = DragDownPort.ViewController()
    let port = PortWindow(root, engine: engine)
    root.openModal()
    port.settle()
    let modal = root.presentedViewController as! ModalViewController
    return (port, root, modal)
  }

  @MainActor func testOpenModalPresentsItFullScreenWithTheSharedInteractor() async {
    let (port, root, modal) = openModal()
    XCTAssertIdentical(modal.interactor, root.interactor)
    XCTAssertIdentical(modal.view.window, port.window)
    assertClose(modal.view.presentation.frame, port.window.bounds)
    XCTAssertEqual(port.transitions.map(\.completed), [true])
  }

  @MainActor func testTheCoachMarkSlidesDownFadesAndGoes() async {
    let root = DragDownPort.ViewController()
    let port = PortWindow(root, engine: engine)
    root.openModal()
    while port.transitions.last?.completed == nil { port.advance(1.0 / 60) }
    let modal = root.presentedViewController!
    let circle = try! XCTUnwrap(modal.view.subviews.first)
    XCTAssertEqual(circle.frame.size, CGSize(width: 30, height: 30))
    XCTAssertEqual(circle.layer.cornerRadius, 15)
    port.advance(0.5)  // the 0.25 s delay, then half of the 0.5 s animation
    XCTAssertGreaterThan(circle.presentation.frame.origin.y, 100)
    XCTAssertLessThan(circle.presentation.frame.origin.y, 300)
    port.settle()
    XCTAssertTrue(modal.view.subviews.isEmpty, "the completion removes the circle")
  }

  @MainActor func testDraggingAboutHalfWayDownDismisses() async {
    let (port, root, modal) = openModal()
    port.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 600))
    let y = modal.view.presentation.frame.origin.y
    XCTAssertGreaterThan(y, 0, "the modal follows the finger")
    port.settle()
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(modal.view.window)
    XCTAssertIdentical(root.view.window, port.window, "fullScreen puts the root back")
    let dismissal = port.transitions.last!
    XCTAssertEqual(dismissal.kind, .dismiss)
    XCTAssertEqual(dismissal.interactive, true)
    XCTAssertEqual(dismissal.completed, true)
    XCTAssertFalse(root.interactor.hasStarted)
  }

  @MainActor func testDraggingDownSlightlySnapsBackToTheTop() async {
    let (port, root, modal) = openModal()
    port.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 300))
    port.settle()
    XCTAssertIdentical(root.presentedViewController, modal)
    XCTAssertIdentical(modal.view.window, port.window)
    assertClose(modal.view.presentation.frame, port.window.bounds)
    XCTAssertEqual(port.transitions.last?.kind, .dismiss)
    XCTAssertEqual(port.transitions.last?.completed, false)
  }

  @MainActor func testClosingWithoutADragPlaysTheAnimatorOnItsOwn() async {
    let (port, root, modal) = openModal()
    modal.dismiss(animated: true)
    port.advance(0.3)
    let y = modal.view.presentation.frame.origin.y
    XCTAssertGreaterThan(y, 0)
    XCTAssertLessThan(y, port.window.bounds.height)
    port.settle()
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(port.transitions.last?.interactive, false)
    XCTAssertEqual(port.transitions.last?.completed, true)
  }
}
