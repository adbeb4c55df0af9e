import TestSupport
import TransitionKit
import XCTest

/// When the presentation's container is laid out around a transition: after a presentation's
/// animations start (the container is new to the window), and during a dismissal only if
/// something asked for it, so that a controller that puts the presented view back at
/// `frameOfPresentedViewInContainerView` in `containerViewWillLayoutSubviews()` does not undo
/// the dismissal's own animation (DeckTransition's card rose back up over the screen).
final class PresentationContainerLayoutTests: EngineTestCase {
  @MainActor private func slide(_ log: EventLog) -> ClosureAnimator {
    ClosureAnimator(duration: 0.4, log: log) { animator, context in
      let container = context.containerView
      switch context.kind {
      case .present:
        let view = context.view(forKey: .to)!
        container.addSubview(view)
        let final = context.finalFrame(for: context.viewController(forKey: .to)!)
        view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        View.animate(
          withDuration: animator.duration, animations: { view.frame = final },
          completion: { _ in animator.complete(context) })
      default:
        let view = context.view(forKey: .from)!
        let offscreen = Rect(
          x: 0, y: container.bounds.height, width: container.bounds.width,
          height: container.bounds.height)
        View.animate(
          withDuration: animator.duration, animations: { view.frame = offscreen },
          completion: { _ in animator.complete(context) })
      }
    }
  }

  @MainActor private func presented(_ log: EventLog) -> (
    TransitionRig, LoggingController, PresentationControllerDelegate
  ) {
    let root = LoggingController("root", log: log)
    let rig = TransitionRig(engine: engine, root: root)
    let modal = LoggingController("modal", log: log)
    let delegate = PresentationControllerDelegate(log: log)
    delegate.animator = slide(log)
    delegate.dismissAnimator = slide(log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    root.present(modal, animated: true)
    XCTAssertTrue(rig.settle())
    return (rig, modal, delegate)
  }

  @MainActor func testADismissalDoesNotLayTheContainerOutUnlessAsked() async {
    let log = EventLog()
    let (rig, modal, _) = presented(log)
    let resting = modal.view.frame
    log.clear()
    modal.dismiss(animated: true)
    XCTAssertFalse(log.contains("pc.containerWillLayout"))
    var lastTop = modal.view.presentation.frame.minY
    XCTAssertEqual(lastTop, resting.minY)
    for _ in 0..<20 {
      rig.run(1.0 / 60)
      let top = modal.view.presentation.frame.minY
      XCTAssertGreaterThanOrEqual(top, lastTop - 1e-9, "the dismissed view only moves down")
      lastTop = top
    }
    XCTAssertGreaterThan(lastTop, resting.minY + 100)
    XCTAssertTrue(rig.settle())
  }

  @MainActor func testADismissalLaysTheContainerOutWhenItWasAskedTo() async {
    let log = EventLog()
    let (rig, modal, delegate) = presented(log)
    log.clear()
    delegate.made?.containerView?.setNeedsLayout()
    modal.dismiss(animated: true)
    rig.run(1.0 / 60)
    XCTAssertTrue(log.contains("pc.containerWillLayout"))
    XCTAssertTrue(rig.settle())
  }
}
