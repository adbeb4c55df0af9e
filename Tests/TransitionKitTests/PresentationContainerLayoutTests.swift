import TestSupport
import TransitionKit
import XCTest

/// When the presentation's container is laid out around a transition: after a presentation's
/// animations start (the container is new to the window), and during a dismissal only if
/// something asked for it and then without `containerViewWillLayoutSubviews()`, so that a
/// controller that puts the presented view back at `frameOfPresentedViewInContainerView`
/// there does not undo the dismissal's own animation (DeckTransition's card rose back up over
/// the screen; SPStorkController's and Presentr's started a screen's height above it).
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

  /// Runs 20 frames of a dismissal begun from `resting`, checking it starts there and only
  /// moves down, and gives the presented view's last top.
  @MainActor private func topsOverTwentyFrames(
    of modal: ViewController, in rig: TransitionRig, from resting: Rect
  ) -> Double {
    var lastTop = modal.view.presentation.frame.minY
    XCTAssertEqual(lastTop, resting.minY)
    for _ in 0..<20 {
      rig.run(1.0 / 60)
      let top = modal.view.presentation.frame.minY
      XCTAssertGreaterThanOrEqual(top, lastTop - 1e-9, "the dismissed view only moves down")
      lastTop = top
    }
    return lastTop
  }

  @MainActor func testADismissalDoesNotLayTheContainerOutUnlessAsked() async {
    let log = EventLog()
    let (rig, modal, _) = presented(log)
    let resting = modal.view.frame
    log.clear()
    modal.dismiss(animated: true)
    XCTAssertFalse(log.contains("pc.containerWillLayout"))
    let lastTop = topsOverTwentyFrames(of: modal, in: rig, from: resting)
    XCTAssertGreaterThan(lastTop, resting.minY + 100)
    XCTAssertTrue(rig.settle())
  }

  /// SPStorkController deactivates constraints in the container in
  /// `dismissalTransitionWillBegin()`, which asks for its layout, and puts the presented view
  /// back at `frameOfPresentedViewInContainerView` in `containerViewWillLayoutSubviews()`.
  /// UIKit does not call that method while dismissing, so the card slides down from where it
  /// rests rather than from a screen's height above it.
  @MainActor func testADismissalAskedToLayOutDoesNotCallContainerViewWillLayoutSubviews() async {
    let log = EventLog()
    let (rig, modal, delegate) = presented(log)
    let resting = modal.view.frame
    log.clear()
    delegate.made?.containerView?.setNeedsLayout()
    modal.dismiss(animated: true)
    let lastTop = topsOverTwentyFrames(of: modal, in: rig, from: resting)
    XCTAssertTrue(log.contains("pc.containerDidLayout"), "the container was laid out")
    XCTAssertFalse(log.contains("pc.containerWillLayout"))
    XCTAssertGreaterThan(lastTop, resting.minY + 100)
    XCTAssertTrue(rig.settle())
    XCTAssertNil(modal.view.superview)
  }

  /// After a cancelled dismissal the presentation is back in place, and its container's
  /// layouts reach `containerViewWillLayoutSubviews()` again.
  @MainActor func testACancelledDismissalHearsContainerViewWillLayoutSubviewsAgain() async {
    let log = EventLog()
    let (rig, modal, delegate) = presented(log)
    let interactor = ManualInteractor()
    delegate.dismissInteractor = interactor
    modal.dismiss(animated: true)
    interactor.context!.cancelInteractiveTransition()
    interactor.context!.completeTransition(false)
    XCTAssertTrue(rig.settle())
    log.clear()
    delegate.made?.containerView?.setNeedsLayout()
    delegate.made?.containerView?.layoutIfNeeded()
    XCTAssertTrue(log.contains("pc.containerWillLayout"))
  }

  /// Presentr's animator starts a dismissal at `finalFrame(for:)` of the dismissed controller
  /// and slides that frame off the bottom; SPStorkController's sizes its off-screen frame
  /// from it. UIKit gives the dismissed view's frame there, not `.zero`.
  @MainActor func testADismissalsFinalFrameOfTheDismissedViewIsWhereItRests() async {
    let log = EventLog()
    let (rig, modal, delegate) = presented(log)
    let resting = modal.view.frame
    delegate.dismissAnimator = ClosureAnimator(duration: 0.4, log: log) { animator, context in
      let controller = context.viewController(forKey: .from)!
      let final = context.finalFrame(for: controller)
      XCTAssertEqual(final, resting)
      XCTAssertEqual(context.initialFrame(for: controller), resting)
      let view = context.view(forKey: .from)!
      view.frame = final
      View.animate(
        withDuration: animator.duration,
        animations: { view.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height) },
        completion: { _ in animator.complete(context) })
    }
    modal.dismiss(animated: true)
    rig.run(0.2)
    let halfway = modal.view.presentation.frame
    XCTAssertEqual(halfway.size, resting.size, "the view keeps its size as it slides")
    XCTAssertGreaterThan(halfway.minY, resting.minY + 50)
    XCTAssertTrue(rig.settle())
    XCTAssertNil(modal.view.superview)
  }
}
