import TestSupport
import TransitionKit
import XCTest

/// Under Reduce Motion the zoom crossfades in place: over 0.14 s (measured on iOS 26), or
/// over the spring's settling time under the classic spec.
final class ZoomReduceMotionTests: XCTestCase {
  /// How long a zoom in and the dismissal after it last with Reduce Motion on.
  @MainActor private func durations(_ spec: ZoomTransitionSpec) -> [Double] {
    let options = ZoomOptions()
    options.spec = spec
    let z = ZoomRig(engine: AnimationEngine(), options: options)
    z.window.isReduceMotionEnabled = true
    z.present()
    XCTAssertTrue(z.rig.root.presentedViewController === z.detail)
    XCTAssertEqual(z.detail.view.frame, z.window.bounds, "it faded in place")
    z.detail.dismiss(animated: true)
    z.rig.settle()
    XCTAssertNil(z.rig.root.presentedViewController)
    return z.window.transitionLog.compactMap { record in record.end.map { $0 - record.start } }
  }

  @MainActor func testTheZoomCrossfadesOver014Seconds() async {
    for duration in durations(.uikit) {
      XCTAssertEqual(duration, 0.14, accuracy: 1.0 / 60 + 1e-9)
    }
    XCTAssertEqual(durations(.uikit).count, 2)
    let classic = durations(.classic)
    XCTAssertEqual(classic.count, 2)
    for duration in classic { XCTAssertGreaterThan(duration, 0.5, "the spring's settling time") }
  }
}
