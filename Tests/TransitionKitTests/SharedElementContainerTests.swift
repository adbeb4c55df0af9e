import TestSupport
import TransitionKit
import XCTest

/// Material's container transform draws the incoming screen inside the morphing container,
/// with its fade, scale-mask and shape-mask thresholds; nothing full-screen but the scrim.
final class SharedElementContainerTests: XCTestCase {
  @MainActor func testMaterialDrawsTheIncomingScreenInsideTheMorphingContainer() async {
    let rig = TransitionRig(engine: AnimationEngine())
    let thumb = View(frame: Rect(x: 20, y: 100, width: 100, height: 100))
    thumb.sharedElementID = "a"
    thumb.layer.cornerRadius = 10
    rig.root.view.addSubview(thumb)
    let detail = ViewController()
    let photo = View(frame: Rect(x: 45, y: 300, width: 300, height: 300))
    photo.sharedElementID = "a"
    detail.view.addSubview(photo)
    let delegate = SharedElementAnimatorTests.Delegate(.material)
    rig.keep(delegate)
    detail.transitioningDelegate = delegate
    var flights: [(time: Double, flight: SharedElementTransitionAnimator.Flight)] = []
    delegate.animator.frameHandler = { flights += $0.map { (rig.now, $0) } }
    let start = rig.now
    rig.root.present(detail, animated: true)
    rig.run(0.1)
    // The screen itself is not drawn: the container holds its picture.
    XCTAssertEqual(detail.view.alpha, 0, "the incoming screen is drawn only in the container")
    let container = rig.window.view(named: "shared-a")
    XCTAssertNotNil(container)
    XCTAssertTrue(container?.clipsToBounds == true)
    XCTAssertEqual(container?.subviews.count, 2, "the start view's picture and the screen's")
    let frame = container!.convert(container!.bounds, to: nil)
    XCTAssertLessThan(frame.width, 390, "mid-flight the screen is inside a smaller container")
    XCTAssertGreaterThan(frame.width, 100)
    // The screen's picture fades in over 0–0.25 on top of the thumbnail's, which stays
    // opaque.
    let duration = SharedElementTiming.materialEnterDuration
    let screenShot = container!.subviews[1]
    XCTAssertEqual(container!.subviews[0].alpha, 1)
    let p = SharedElementTiming.material.progress(at: rig.now - start, duration: duration)
    XCTAssertEqual(screenShot.alpha, SharedElementTiming.share(p, of: (0, 0.25)), accuracy: 1e-9)
    // The shape mask runs over 0–0.75: the container reaches the screen before the end.
    rig.run(0.3)
    XCTAssertNotNil(rig.window.view(named: "shared-a"), "still flying at 0.4 s of 0.5")
    XCTAssertEqual(flights.last?.flight.frame.width ?? 0, 390, accuracy: 0.5)
    rig.settle()
    XCTAssertEqual(detail.view.alpha, 1)
    XCTAssertNil(rig.window.view(named: "shared-a"))
    XCTAssertFalse(thumb.isHidden || photo.isHidden)
    // Back: the screen shrinks into the thumbnail, which fades in over 0.6–0.9.
    flights.removeAll()
    detail.dismiss(animated: true)
    rig.run(0.05)
    XCTAssertEqual(detail.view.alpha, 0)
    XCTAssertEqual(rig.window.view(named: "shared-a")?.subviews.last?.alpha ?? -1, 0)
    rig.settle()
    XCTAssertEqual(flights.last?.flight.frame ?? .zero, thumb.frame)
    XCTAssertNil(rig.root.presentedViewController)
  }
}
