import AllocationCounter
import TestSupport
import TransitionKit
import XCTest

/// Additive `View.animate` stacks and the windowed tracks of delayed or nested blocks allocate
/// nothing per tick either.
final class AdditiveAllocationTests: EngineTestCase {
  @MainActor func testTicksOfStackedAndWindowedAnimationsAllocateNothing() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var views: [View] = []
    for index in 0..<100 {
      let view = View(frame: Rect(x: Double(index % 20) * 10, y: 0, width: 8, height: 8))
      root.addSubview(view)
      views.append(view)
    }
    for offset in [500.0, -200] {
      View.animate(withDuration: 10, delay: 0, options: []) {
        for view in views {
          view.center.y += offset
          view.transform = TransitionKit.AffineTransform(rotationAngle: offset / 1000)
        }
      }
      step(1.0 / 60)
    }
    let animator = PropertyAnimator(duration: 10, curve: .easeIn) {
      View.animate(
        withDuration: 5, delay: 1, options: .overrideInheritedDuration,
        animations: { root.alpha = 0.5 })
    }
    animator.addAnimations({ root.layer.cornerRadius = 20 }, delayFactor: 0.1)
    animator.startAnimation()
    step(1.0 / 60)
    step(1.0 / 60)
    let before = allocation_count()
    for _ in 0..<120 { step(1.0 / 60) }
    XCTAssertEqual(
      allocation_count() - before, 0, "allocations during 120 ticks of additive animations")
    XCTAssertEqual(engine.activeAnimatorCount, 3, "the animations were running throughout")
    XCTAssertNotEqual(root.presentation.alpha, 1)
    XCTAssertNotEqual(root.presentation.cornerRadius, 0)
  }
}
