import TestSupport
import TransitionKit
import XCTest

/// What a press does while a transition runs: UIKit ignores interaction events while a
/// transition that cannot be interrupted runs on its own, and lets them through while an
/// interaction drives it or its animator is interruptible.
final class InteractionDuringTransitionTests: EngineTestCase {
  /// A rig whose root view has a pan recognizer and a tap-counting button, and a modal
  /// presented by `animator` (default: the system slide).
  @MainActor private func setUp() -> (TransitionRig, ActionRecorder, () -> Int) {
    let rig = TransitionRig(engine: engine)
    let pan = PanGestureRecognizer()
    rig.root.view.addGestureRecognizer(pan)
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    var taps = 0
    button.addAction { taps += 1 }
    rig.root.view.addSubview(button)
    return (rig, ActionRecorder(pan), { taps })
  }

  @MainActor func testAPressDuringAPresentationIsIgnoredToTheEndOfItsSequence() async {
    let (rig, actions, taps) = setUp()
    let modal = ViewController()
    modal.modalPresentationStyle = .overFullScreen
    rig.root.present(modal, animated: true)
    rig.run(0.1)
    XCTAssertTrue(rig.window.ignoresInteraction)
    let pointer = PointerScript(window: rig.window)
    pointer.down(50, 800)  // below the modal still sliding in: the root's view is there
    pointer.move(50, 700)
    rig.settle()
    XCTAssertFalse(rig.window.ignoresInteraction, "the presentation completed")
    // The rest of the ignored sequence stays ignored, even though the transition is over.
    pointer.move(50, 600)
    pointer.up(50, 600)
    XCTAssertEqual(actions.states, [])
    XCTAssertFalse(rig.window.isTrackingPointer)
    XCTAssertEqual(rig.warningCodes, [])

    // A new press after the transition goes through as usual.
    rig.root.dismiss(animated: false)
    rig.settle()
    pointer.tap(50, 22)
    XCTAssertEqual(taps(), 1)
  }

  @MainActor func testAPressWhileAnInteractiveTransitionFinishesOnItsOwnIsIgnored() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    modal.modalPresentationStyle = .overFullScreen
    let delegate = ScriptedDelegate()
    let interactor = PercentDrivenInteractiveTransition()
    delegate.dismissAnimator = ClosureAnimator.slide(duration: 1)
    delegate.dismissInteractor = interactor
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    let pan = PanGestureRecognizer()
    modal.loadViewIfNeeded()
    modal.view.addGestureRecognizer(pan)
    let actions = ActionRecorder(pan)
    rig.root.present(modal, animated: false)
    rig.root.dismiss(animated: true)
    interactor.update(0.3)
    XCTAssertFalse(rig.window.ignoresInteraction, "an interaction drives it")
    interactor.finish()
    XCTAssertTrue(rig.window.ignoresInteraction, "it now runs on its own")
    let pointer = PointerScript(window: rig.window)
    pointer.down(200, 600)
    pointer.move(200, 500)
    pointer.up(200, 500)
    XCTAssertEqual(actions.states, [])
    rig.settle()
    XCTAssertEqual(rig.window.transitionLog.map(\.completed), [true, true])
  }

  @MainActor func testAnInterruptibleTransitionLetsPressesThrough() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    modal.modalPresentationStyle = .overFullScreen
    let delegate = ScriptedDelegate()
    let interactor = PercentDrivenInteractiveTransition()
    let animator = ClosureAnimator.slide(duration: 1)
    var vended: PropertyAnimator?
    animator.interruptible = { animator, context in
      if let vended { return vended }
      let from = context.viewController(forKey: .from)!
      let bounds = context.containerView.bounds
      let property = PropertyAnimator(duration: 1, curve: .linear) {
        from.view.frame = bounds.offsetBy(dx: 0, dy: bounds.height)
      }
      property.addCompletion { _ in animator.complete(context) }
      vended = property
      return property
    }
    delegate.dismissAnimator = animator
    delegate.dismissInteractor = interactor
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    rig.root.present(modal, animated: false)
    rig.root.dismiss(animated: true)
    interactor.update(0.3)
    interactor.finish()
    rig.run(0.1)
    let context = try! XCTUnwrap(rig.window.activeTransition)
    XCTAssertTrue(context.isInterruptible)
    XCTAssertFalse(rig.window.ignoresInteraction)
    let held = modal.view.presentation.frame.minY
    interactor.pause()
    XCTAssertEqual(modal.view.presentation.frame.minY, held, "caught without a jump")
    assertClose(interactor.percentComplete, held / rig.window.bounds.height, tolerance: 1e-9)
    rig.run(0.2)
    XCTAssertEqual(modal.view.presentation.frame.minY, held, "held while paused")
    interactor.update(interactor.percentComplete + 0.1)
    assertClose(
      modal.view.presentation.frame.minY, held + 0.1 * rig.window.bounds.height, tolerance: 1e-6)
    interactor.finish()
    rig.settle()
    XCTAssertEqual(rig.window.transitionLog.map(\.completed), [true, true])
  }

  @MainActor func testAnUnanimatedCustomPresentationRunsTheDelegatesAnimator() async {
    // UIKit's header: under .custom, animateTransition(using:) runs even when not animated.
    for (style, runs) in [(ModalPresentationStyle.custom, true), (.overFullScreen, false)] {
      let rig = TransitionRig(engine: engine)
      let modal = ViewController()
      modal.modalPresentationStyle = style
      let delegate = ScriptedDelegate()
      let animator = ClosureAnimator.slide(duration: 0.5)
      delegate.presentAnimator = animator
      modal.transitioningDelegate = delegate
      rig.keep(delegate)
      rig.root.present(modal, animated: false)
      XCTAssertEqual(animator.contexts.count, runs ? 1 : 0, "\(style)")
      XCTAssertEqual(animator.contexts.first?.isAnimated, runs ? false : nil)
      rig.settle()
      XCTAssertTrue(rig.root.presentedViewController === modal)
    }
  }
}
