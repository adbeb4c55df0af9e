import TestSupport
import TransitionKit
import XCTest

/// A transition whose animator completes when its dynamic animator pauses (GuillotineMenu's):
/// it lasts as long as the simulation, past its duration, and is not ended as one that never
/// completed.
final class DynamicTransitionTests: EngineTestCase {
  @MainActor private final class CompleteOnPause: DynamicAnimatorDelegate {
    let context: TransitionContext
    let animator: ClosureAnimator
    init(context: TransitionContext, animator: ClosureAnimator) {
      self.context = context
      self.animator = animator
    }
    func dynamicAnimatorDidPause(_ dynamics: DynamicAnimator) {
      dynamics.removeAllBehaviors()
      animator.complete(context)
    }
  }

  @MainActor func testATransitionLastsUntilItsSimulationPauses() async {
    let rig = TransitionRig(engine: engine)
    let modal = ViewController()
    modal.modalPresentationStyle = .overFullScreen
    var dynamics: DynamicAnimator?
    var listener: CompleteOnPause?
    let swing = ClosureAnimator(duration: 0.3) { animator, context in
      let view = context.view(forKey: .to)!
      context.containerView.addSubview(view)
      // A card dropped from the top falls the screen's height onto its bottom edge.
      view.frame = Rect(x: 145, y: 0, width: 100, height: 100)
      let world = DynamicAnimator(referenceView: context.containerView)
      world.addBehavior(GravityBehavior(items: [view]))
      let floor = CollisionBehavior(items: [view])
      floor.translatesReferenceBoundsIntoBoundary = true
      world.addBehavior(floor)
      let done = CompleteOnPause(context: context, animator: animator)
      world.delegate = done
      dynamics = world
      listener = done
    }
    let delegate = ScriptedDelegate()
    delegate.presentAnimator = swing
    rig.keep(delegate)
    modal.transitioningDelegate = delegate
    rig.root.present(modal, animated: true)
    XCTAssertNotNil(dynamics)
    XCTAssertNotNil(listener)
    rig.run(0.3 + Window.completionGrace + 0.2)
    XCTAssertNotNil(rig.window.activeTransition, "still falling after its duration and grace")
    XCTAssertTrue(rig.settle(limit: 20))
    XCTAssertFalse(rig.warningCodes.contains("transition.never-completed"))
    XCTAssertTrue(rig.root.presentedViewController === modal)
    XCTAssertEqual(modal.view.frame.maxY, rig.window.bounds.height, accuracy: 1)
  }
}
