import TestSupport
import UIKit
import XCTest

@testable import CardPort

/// The payment-card tutorial's own code, ported through `import UIKit`: the blue button's
/// target-action presents the card over a snapshot and a dimming overlay; dragging the card
/// down past a fifth of the screen dismisses it and the Payments screen is back; a short drag
/// snaps it back.
final class CardPortTests: EngineTestCase {
  /// The Payments screen with the card presented by a tap on its button, and settled.
  @MainActor private func presentCard() -> (PortWindow, RootViewController, ModalViewController) {
    let root = RootViewController()
    let port = PortWindow(root, engine: engine)
    port.tap(at: CGPoint(x: 195, y: 422))
    port.settle()
    let modal = root.presentedViewController as! ModalViewController
    return (port, root, modal)
  }

  @MainActor func testTheTutorialsConstraintsPlaceTheButton() async {
    let root = RootViewController()
    let port = PortWindow(root, engine: engine)
    let button = try! XCTUnwrap(root.view.first { $0 is UIButton })
    // "H:|-36-[button]-36-|", centred vertically, 60 points high.
    XCTAssertEqual(button.frame, CGRect(x: 36, y: 392, width: 318, height: 60))
    XCTAssertFalse(button.hasAmbiguousLayout)
    port.window.resize(to: CGSize(width: 600, height: 400))
    port.advance(1.0 / 60)
    XCTAssertEqual(button.frame, CGRect(x: 36, y: 170, width: 528, height: 60))
  }

  @MainActor func testTheDimmingOverlayIsHeldToTheContainerByItsConstraints() async {
    let (port, _, _) = presentCard()
    let dimming = UIColor.black.withAlphaComponent(0.6)
    let overlay = try! XCTUnwrap(port.window.first { $0.backgroundColor == dimming })
    XCTAssertEqual(overlay.frame, overlay.superview?.bounds)
    XCTAssertFalse(overlay.translatesAutoresizingMaskIntoConstraints)
  }

  @MainActor func testTheButtonPresentsTheCardOverADimmedSnapshot() async {
    let (port, root, modal) = presentCard()
    XCTAssertEqual(root.title, "Payments")
    XCTAssertEqual(modal.modalPresentationStyle, .currentContext)
    assertClose(modal.view.presentation.center, CGPoint(x: 195, y: 422))
    let dimming = UIColor.black.withAlphaComponent(0.6)
    XCTAssertNotNil(port.window.first { $0.presentation.backgroundColor == dimming })
    XCTAssertNotNil(port.window.first { $0 is SnapshotView })
    XCTAssertNil(root.view.window, "currentContext takes the Payments screen out")
  }

  @MainActor func testDraggingTheCardDownPastAFifthDismissesIt() async {
    let (port, root, modal) = presentCard()
    port.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 650))
    port.settle()
    XCTAssertNil(root.presentedViewController)
    XCTAssertNil(modal.view.window)
    XCTAssertIdentical(root.view.window, port.window, "currentContext puts the screen back")
    XCTAssertEqual(port.transitions.last?.kind, .dismiss)
    XCTAssertEqual(port.transitions.last?.interactive, true)
    XCTAssertEqual(port.transitions.last?.completed, true)
  }

  @MainActor func testAShortDragSnapsTheCardBack() async {
    let (port, root, modal) = presentCard()
    port.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 380))
    port.settle()
    XCTAssertIdentical(root.presentedViewController, modal)
    assertClose(modal.view.presentation.center, CGPoint(x: 195, y: 422))
    XCTAssertEqual(port.transitions.last?.completed, false)
  }
}
