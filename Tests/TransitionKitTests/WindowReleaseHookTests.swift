import TestSupport
import TransitionKit
import XCTest

/// What a window can install around a percent-driven transition whose code is a tutorial's:
/// a release arbiter, interruptible animators taken from what `animateTransition` starts,
/// catching a completing transition with a press, and a timing for default-curve blocks.
final class WindowReleaseHookTests: EngineTestCase {
  /// A modal dismissed by a downward pan whose handler is the drag-down tutorial's: progress
  /// is the translation over the view's height, and `.ended` finishes past `threshold`.
  @MainActor final class Scene {
    let rig: TransitionRig
    let modal = ViewController()
    let delegate = ScriptedDelegate()
    let interactor = PercentDrivenInteractiveTransition()
    let animator: ClosureAnimator
    let pan = PanGestureRecognizer()
    var threshold = 0.3
    var shouldFinish = false
    var progresses: [Double] = []

    init(engine: AnimationEngine) {
      rig = TransitionRig(engine: engine)
      modal.modalPresentationStyle = .overFullScreen
      modal.transitioningDelegate = delegate
      rig.keep(delegate)
      animator = ClosureAnimator(duration: 1) { animator, context in
        let view = context.viewController(forKey: .from)!.view!
        let height = context.containerView.bounds.height
        View.animate(
          withDuration: animator.duration, animations: { view.center.y += height },
          completion: { _ in animator.complete(context) })
      }
      delegate.dismissAnimator = animator
      delegate.dismissInteractor = interactor
      rig.root.present(modal, animated: false)
      modal.view.backgroundColor = .red
      pan.addAction { [unowned self] recognizer in self.handle(recognizer as! PanGestureRecognizer)
      }
      modal.view.addGestureRecognizer(pan)
    }

    func handle(_ sender: PanGestureRecognizer) {
      let translation = sender.translation(in: modal.view)
      let progress = min(max(translation.y / modal.view.bounds.height, 0), 1)
      progresses.append(progress)
      switch sender.state {
      case .began:
        modal.dismiss(animated: true)
      case .changed:
        shouldFinish = progress > threshold
        interactor.update(progress)
      case .ended:
        shouldFinish ? interactor.finish() : interactor.cancel()
      default:
        interactor.cancel()
      }
    }

    var window: Window { rig.window }

    /// Drags from y = 200 down by `distance` points in 10 moves, and lifts.
    func drag(by distance: Double) {
      let script = PointerScript(window: window)
      script.down(195, 200)
      for step in 1...10 {
        rig.step(1.0 / 60)
        script.move(195, 200 + distance * Double(step) / 10)
      }
      rig.step(1.0 / 60)
      script.up(195, 200 + distance)
    }
  }

  @MainActor func testWithoutAnArbiterTheHandlersCallStands() async {
    let scene = Scene(engine: engine)
    scene.drag(by: 400)
    scene.rig.run(2)
    XCTAssertEqual(scene.window.transitionLog.last?.completed, true)
  }

  @MainActor func testTheArbiterDecidesTheCallMadeAsThePanEnds() async {
    let scene = Scene(engine: engine)
    var asked: [InteractiveRelease] = []
    scene.window.releaseArbiter = { release in
      asked.append(release)
      return ReleaseVerdict(finishes: !release.finishes)
    }
    scene.drag(by: 400)
    XCTAssertEqual(asked.count, 1)
    XCTAssertEqual(asked.first?.finishes, true, "the handler asked to finish")
    XCTAssertTrue(asked.first?.recognizer === scene.pan)
    assertClose(asked.first?.percentComplete ?? .nan, scene.progresses.dropLast().last ?? .nan)
    scene.rig.run(2)
    XCTAssertEqual(scene.window.transitionLog.last?.completed, false, "the arbiter cancelled")
    XCTAssertEqual(scene.modal.view.presentation.center.y, scene.window.bounds.midY)
  }

  @MainActor func testAFinishCalledOutsideThePansEndIsNotArbitrated() async {
    let scene = Scene(engine: engine)
    var asked = 0
    scene.window.releaseArbiter = { _ in
      asked += 1
      return ReleaseVerdict(finishes: false)
    }
    let script = PointerScript(window: scene.window)
    script.down(195, 200)
    scene.rig.step(1.0 / 60)
    script.move(195, 300)
    scene.interactor.finish()
    XCTAssertEqual(asked, 0)
    scene.rig.run(2)
    XCTAssertEqual(scene.window.transitionLog.last?.completed, true)
  }

  @MainActor func testAWindowThatVendsInterruptibleAnimatorsDrivesTheOneTheAnimatorStarts() async {
    let plain = Scene(engine: engine)
    plain.drag(by: 400)
    XCTAssertEqual(plain.window.activeTransition?.isInterruptible, false)
    plain.rig.run(2)

    let scene = Scene(engine: engine)
    scene.window.vendsInterruptibleAnimators = true
    scene.window.completionTimingProvider = { _ in CubicTimingParameters.linear }
    scene.drag(by: 400)
    let context = try! XCTUnwrap(scene.window.activeTransition)
    XCTAssertTrue(context.isInterruptible)
    XCTAssertFalse(scene.window.ignoresInteraction, "presses reach the window while it completes")
    scene.rig.run(2)
    XCTAssertEqual(scene.window.transitionLog.last?.completed, true)
    XCTAssertEqual(
      scene.modal.view.presentation.center.y, scene.window.bounds.midY + scene.window.bounds.height)
  }

  @MainActor func testAPressCatchesTheCompletingTransitionAndThePanReadsTheProgressCaught() async {
    let scene = Scene(engine: engine)
    scene.window.vendsInterruptibleAnimators = true
    scene.window.catchesCompletingTransitions = true
    let height = scene.window.bounds.height
    scene.window.catchGeometry = { _ in
      PanProgressGeometry(axis: Vector(dx: 0, dy: 1), distance: height)
    }
    scene.drag(by: 400)
    scene.rig.run(0.2)
    XCTAssertTrue(scene.interactor.isCompleting)
    let script = PointerScript(window: scene.window)
    script.down(195, 800)
    XCTAssertFalse(scene.interactor.isCompleting, "the press paused it")
    XCTAssertEqual(scene.pan.state, .began, "the pan began on the press")
    let caught = scene.interactor.percentComplete
    XCTAssertGreaterThan(caught, 400 / height)
    assertClose(scene.pan.translation(in: scene.modal.view).y, caught * height, tolerance: 1e-9)
    XCTAssertTrue(scene.rig.engine.warnings.isEmpty, "\(scene.rig.engine.warnings)")
    // The handler's own formula moves it on from there; a release short of the (raised)
    // threshold takes it back.
    scene.threshold = 0.99
    scene.rig.step(1.0 / 60)
    script.move(195, 750)
    assertClose(scene.interactor.percentComplete, caught - 50 / height, tolerance: 1e-9)
    scene.rig.step(1.0 / 60)
    script.up(195, 750)
    scene.rig.run(2)
    XCTAssertEqual(scene.window.transitionLog.last?.completed, false)
  }

  @MainActor func testTheTransitionTimingReachesTheAnimatorsDefaultCurveBlocksOnly() async {
    let scene = Scene(engine: engine)
    scene.window.transitionAnimationTiming = { CubicTimingParameters.linear }
    let start = scene.modal.view.center.y
    let height = scene.window.bounds.height
    scene.delegate.dismissInteractor = nil
    scene.modal.dismiss(animated: true)
    scene.rig.run(0.25)
    assertClose(scene.modal.view.presentation.center.y, start + height * 0.25, tolerance: 1e-6)
    // Outside a transition's animator, the default curve stays ease-in-out.
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    scene.window.addSubview(view)
    scene.window.run { View.animate(withDuration: 1, animations: { view.alpha = 0 }) }
    scene.rig.run(0.25)
    XCTAssertGreaterThan(view.presentation.alpha, 0.75)
  }
}
