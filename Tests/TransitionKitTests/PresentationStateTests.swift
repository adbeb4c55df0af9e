import TestSupport
import TransitionKit
import XCTest

final class PresentationStateTests: EngineTestCase {
  private final class Recorder: ViewController {
    var seenInDidAppear: [Bool] = []
    var seenInDidDisappear: [Bool] = []
    override func viewDidAppear(_ animated: Bool) { seenInDidAppear.append(isBeingPresented) }
    override func viewDidDisappear(_ animated: Bool) {
      seenInDidDisappear.append(isBeingDismissed)
    }
  }

  @MainActor func testBeingPresentedAndDismissedHoldThroughTheDidCallbacks() async {
    let window = Window(engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let modal = Recorder()
    root.present(modal, animated: true)
    XCTAssertTrue(modal.isBeingPresented)
    run(for: 1)
    XCTAssertEqual(modal.seenInDidAppear, [true])
    XCTAssertFalse(modal.isBeingPresented)
    modal.dismiss(animated: true)
    XCTAssertTrue(modal.isBeingDismissed)
    run(for: 1)
    XCTAssertEqual(modal.seenInDidDisappear, [true])
  }

  @MainActor func testCancelAfterAResizePutsTheViewWhereTheNewLayoutHasIt() async {
    final class Slide: AnimatedTransitioning {
      func transitionDuration(using transitionContext: TransitionContext?) -> Double { 1 }
      func animateTransition(using transitionContext: TransitionContext) {
        let from = transitionContext.viewController(forKey: .from)!.view!
        View.animate(withDuration: 1, animations: { from.frame.origin.y = from.frame.height }) {
          _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }
    final class Delegate: TransitioningDelegate {
      let interactor = PercentDrivenInteractiveTransition()
      func animationController(forDismissed dismissed: ViewController) -> (
        any AnimatedTransitioning
      )? {
        Slide()
      }
      func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
      { interactor }
    }
    let window = Window(engine: engine)
    let root = ViewController()
    window.rootViewController = root
    let modal = ViewController()
    let delegate = Delegate()
    modal.transitioningDelegate = delegate
    root.present(modal, animated: false)
    modal.dismiss(animated: true)
    delegate.interactor.update(0.5)
    window.resize(to: Size(width: 600, height: 500))
    delegate.interactor.cancel()
    run(for: 1)
    XCTAssertNil(window.activeTransition)
    XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 0, width: 600, height: 500))
    XCTAssertEqual(modal.view.presentation.frame, Rect(x: 0, y: 0, width: 600, height: 500))
  }
}
