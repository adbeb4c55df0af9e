import TestSupport
import TransitionKit
import XCTest

final class AnimatorEdgeCaseTests: EngineTestCase {
  @MainActor func testAnimateInsidePerformWithoutAnimationChangesAtOnce() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    View.performWithoutAnimation {
      View.animate(withDuration: 1, animations: { view.alpha = 0.25 }) { finished = $0 }
    }
    XCTAssertEqual(view.presentation.alpha, 0.25, "shown at once")
    XCTAssertNil(finished, "the completion waits for the next frame")
    step(1.0 / 60)
    XCTAssertEqual(finished, true)
    XCTAssertFalse(engine.isAnimating)
  }

  @MainActor func testStoppedAnimatorKeepsItsFraction() async {
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.startAnimation()
    step(0.4)
    animator.stopAnimation(false)
    XCTAssertEqual(animator.state, .stopped)
    assertClose(animator.fractionComplete, 0.4, tolerance: 1e-9)
    animator.finishAnimation(at: .current)
    XCTAssertEqual(animator.fractionComplete, 0)
  }
}
