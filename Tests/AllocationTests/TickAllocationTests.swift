import AllocationCounter
import TestSupport
import TransitionKit
import XCTest

/// A tick allocates nothing once animations are running: the engine's cost per frame is the
/// evaluation itself, with no heap traffic for the allocator to add.
final class TickAllocationTests: EngineTestCase {
  @MainActor func testSteadyStateTicksAllocateNothing() async {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var views: [View] = []
    for index in 0..<200 {
      let view = View(frame: Rect(x: Double(index % 20) * 10, y: 0, width: 8, height: 8))
      view.backgroundColor = .systemBlue
      root.addSubview(view)
      views.append(view)
    }
    View.animate(withDuration: 10, delay: 0, options: [.curveLinear]) {
      for view in views {
        view.center.y += 500
        view.alpha = 0.2
        view.transform = TransitionKit.AffineTransform(rotationAngle: 1).scaledBy(x: 0.5, y: 0.5)
        view.backgroundColor = .systemRed
      }
    }
    let spring = PropertyAnimator(duration: 10, dampingRatio: 0.4) {
      root.layer.cornerRadius = 20
    }
    spring.startAnimation()
    step(1.0 / 60)
    step(1.0 / 60)
    let before = allocation_count()
    for _ in 0..<120 { step(1.0 / 60) }
    let after = allocation_count()
    XCTAssertEqual(after - before, 0, "allocations during 120 ticks of 801 animating properties")
    XCTAssertEqual(engine.activeAnimatorCount, 2, "the animations were running throughout")
    XCTAssertNotEqual(views[0].presentation.alpha, 1)
  }

  @MainActor func testTheCounterSeesAllocations() async {
    let before = allocation_count()
    let views = (0..<10).map { _ in View(frame: .zero) }
    XCTAssertGreaterThanOrEqual(allocation_count() - before, 10)
    XCTAssertEqual(views.count, 10)
  }
}
