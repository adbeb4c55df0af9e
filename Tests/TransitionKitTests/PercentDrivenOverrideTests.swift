import TestSupport
import TransitionKit
import XCTest

/// UIKit's `completionSpeed` is a property a subclass overrides (HalfModalPresentationController's
/// interactor computes it as `1 - percentComplete`); the completion reads the override.
final class PercentDrivenOverrideTests: EngineTestCase {
  final class WholeDurationInteractor: PercentDrivenInteractiveTransition {
    override var completionSpeed: Double {
      get { 1.0 - percentComplete }
      set {}
    }
  }

  @MainActor func testAnOverriddenCompletionSpeedIsTheOneTheCompletionRunsAt() async {
    for p in [0.2, 0.6] {
      let setup = PercentDrivenTests.Setup(engine: engine, duration: 0.9)
      let interactor = WholeDurationInteractor()
      interactor.completionSpeed = 5
      XCTAssertEqual(interactor.completionSpeed, 1, "the override's setter keeps nothing")
      setup.delegate.dismissInteractor = interactor
      setup.beginDrag()
      interactor.update(p)
      setup.endDrag()
      interactor.finish()
      // (1 − p) × duration / (1 − p): the whole duration, whatever was left.
      let took = try! XCTUnwrap(setup.timeToComplete(), "p = \(p)")
      XCTAssertGreaterThanOrEqual(took, 0.9 - 1e-9, "p = \(p)")
      XCTAssertLessThanOrEqual(took, 0.9 + PercentDrivenTests.frame + 1e-9, "p = \(p)")
      XCTAssertNil(setup.rig.root.presentedViewController)
    }
  }
}
