import TestSupport
import XCTest

@testable import TransitionKit

/// The zoom runs on a spring it steps itself, and tells the window when it will have settled:
/// a source that moves while it runs, or a slow spring, must not be taken for a zoom that
/// never completes, and a zoom's end is reported however it ran.
final class ZoomSettlingTests: XCTestCase {
  /// A zoom out on a slow spring (a 2-s response) whose source moves 450 points late in the
  /// flight, as a grid scrolled under it does: the zoom follows it into its new place and
  /// completes by itself, where the window used to end it at the estimate made at the start.
  @MainActor func testASourceThatMovesLateInTheZoomOutIsFollowedToTheEnd() async {
    let options = ZoomOptions()
    options.spec.response = 2
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.present()
    var frames: [ZoomFrame] = []
    z.zoom.frameHandler = { frames.append($0) }
    z.detail.dismiss(animated: true)
    z.rig.run(2.5)
    XCTAssertNotNil(z.window.activeTransition, "still flying")
    z.source.frame = z.source.frame.offsetBy(dx: 0, dy: 450)
    XCTAssertTrue(z.rig.settle())
    XCTAssertEqual(z.rig.engine.warnings.map(\.code), [], "the window ended nothing")
    XCTAssertEqual(
      z.rig.transitionPhases.suffix(2), ["begin dismiss", "complete dismiss true"])
    XCTAssertEqual(frames.last?.frame.minY ?? 0, z.source.frame.minY, accuracy: 0.5)
  }

  /// An unanimated zoom under a custom presentation runs the animator (as UIKit does), which
  /// reports where it is placed: it reports its end too, so what follows the frames (an
  /// overlay) goes away.
  @MainActor func testAnUnanimatedZoomReportsItsEnd() async {
    let z = ZoomRig(engine: AnimationEngine())
    z.detail.modalPresentationStyle = .custom
    var frames = 0
    var ends = 0
    z.zoom.frameHandler = { _ in frames += 1 }
    z.zoom.endHandler = { ends += 1 }
    z.rig.root.present(z.detail, animated: false)
    z.rig.settle()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertGreaterThan(frames, 0)
    XCTAssertEqual(ends, 1)
  }

  /// The estimate of when the spring settles is never short of when its frames settle it,
  /// and not much longer, from the springiest to the most damped the lab allows.
  func testTheSettlingEstimateCoversTheFramesSettle() {
    let start = ZoomSpring([0, 0, 100, 100, 0, 0, 390, 844, 12])
    let goal = [40.0, 900, 390, 844, -600, 300, 1200, 2600, 0]
    for (response, ratio) in [(0.45, 0.9), (0.1, 1.0), (2.0, 0.05), (2.0, 2.0), (20.0, 0.05)] {
      let estimate = start.settlingTime(toward: goal, response: response, dampingRatio: ratio)
      var framed = start
      var elapsed = 0.0
      while !framed.isSettled(at: goal), elapsed < 3600 {
        framed.step(toward: goal, dt: 1.0 / 60, response: response, dampingRatio: ratio)
        elapsed += 1.0 / 60
      }
      let context = "response \(response), ratio \(ratio): \(estimate) s for \(elapsed) s"
      XCTAssertGreaterThanOrEqual(estimate, elapsed, context)
      XCTAssertLessThanOrEqual(estimate, elapsed * 1.5 + 0.2, context)
    }
  }

  /// A stiff, heavily damped spring (the classic zoom's 0.1 s response at 4.4 times the
  /// completion speed, damping ratio 1.7) settles when stepped a frame at a time; it grew
  /// without end when the steps were 1/480 s whatever the spring.
  func testAStiffOverdampedSpringSettlesFrameByFrame() {
    var spring = ZoomSpring([0, 0, 100, 100, 0, 0, 390, 844, 12])
    let goal = [40.0, 900, 390, 844, -600, 300, 1200, 2600, 0]
    var elapsed = 0.0
    while !spring.isSettled(at: goal), elapsed < 5 {
      spring.step(toward: goal, dt: 1.0 / 60, response: 0.1 / 4.4, dampingRatio: 1.7)
      elapsed += 1.0 / 60
    }
    XCTAssertTrue(spring.isSettled(at: goal), "\(spring.values) after \(elapsed) s")
    XCTAssertLessThan(elapsed, 1, "an overdamped 23-ms spring settles within a second")
  }
}
