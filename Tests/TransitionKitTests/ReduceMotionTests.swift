import TestSupport
import TransitionKit
import XCTest

/// With reduced motion, every animated transition crossfades over its animator's duration:
/// the presented view fades where it rests, nothing moves, and an interaction scrubs the fade.
final class ReduceMotionTests: EngineTestCase {
  @MainActor func testAPresentationAndADismissalFadeInPlaceOverTheAnimatorsDuration() async {
    for style in [ModalPresentationStyle.fullScreen, .overFullScreen] {
      let rig = TransitionRig(engine: engine)
      rig.window.isReduceMotionEnabled = true
      let modal = ViewController()
      modal.modalPresentationStyle = style
      let delegate = ScriptedDelegate()
      let slide = ClosureAnimator.slide(duration: 0.8)
      delegate.presentAnimator = slide
      delegate.dismissAnimator = slide
      modal.transitioningDelegate = delegate
      rig.keep(delegate)
      rig.root.present(modal, animated: true)
      XCTAssertEqual(slide.contexts.count, 0, "the slide does not run")
      let bounds = rig.window.bounds
      rig.run(0.4)
      XCTAssertEqual(modal.view.presentation.frame, bounds, "\(style): it does not move")
      let halfway = AnimationCurve.easeInOut.bezier.value(at: 0.5)
      assertClose(modal.view.presentation.alpha, halfway, tolerance: 1e-6)
      rig.settle()
      XCTAssertEqual(modal.view.presentation.alpha, 1)
      let presented = rig.window.transitionLog[0]
      assertClose(presented.end! - presented.start, 0.8, tolerance: 1.0 / 60 + 1e-9)

      rig.root.dismiss(animated: true)
      rig.run(0.4)
      XCTAssertEqual(modal.view.presentation.frame, bounds)
      assertClose(modal.view.presentation.alpha, 1 - halfway, tolerance: 1e-6)
      rig.settle()
      XCTAssertNil(rig.root.presentedViewController)
      XCTAssertTrue(rig.root.view.superview === rig.window, "\(style): the root is back")
      XCTAssertEqual(modal.view.alpha, 1, "the view keeps its opacity for next time")
      XCTAssertEqual(rig.warningCodes, [])
    }
  }

  @MainActor func testAnInteractiveDismissalScrubsTheFadeAndACancelPutsItBack() async {
    let rig = TransitionRig(engine: engine)
    rig.window.isReduceMotionEnabled = true
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    let interactor = PercentDrivenInteractiveTransition()
    delegate.dismissAnimator = ClosureAnimator.slide(duration: 1)
    delegate.dismissInteractor = interactor
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    rig.root.present(modal, animated: false)
    rig.root.dismiss(animated: true)
    interactor.update(0.5)
    XCTAssertEqual(modal.view.presentation.frame, rig.window.bounds)
    assertClose(
      modal.view.presentation.alpha, 1 - AnimationCurve.easeInOut.bezier.value(at: 0.5),
      tolerance: 1e-9)
    interactor.cancel()
    rig.settle()
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertEqual(modal.view.presentation.alpha, 1)
    XCTAssertEqual(rig.window.transitionLog.last?.completed, false)
  }

  @MainActor func testWithoutReducedMotionTheAnimatorRuns() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    let slide = ClosureAnimator.slide(duration: 0.5)
    delegate.presentAnimator = slide
    modal.transitioningDelegate = delegate
    rig.keep(delegate)
    rig.root.present(modal, animated: true)
    XCTAssertEqual(slide.contexts.count, 1)
    rig.settle()
  }
}
