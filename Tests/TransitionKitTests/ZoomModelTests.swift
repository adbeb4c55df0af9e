import TestSupport
import TransitionKit
import XCTest

final class ZoomModelTests: XCTestCase {
  func testScaleFollowsProgressToTheMinimum() {
    let spec = ZoomTransitionSpec.classic
    XCTAssertEqual(spec.scale(atProgress: 0), 1)
    XCTAssertEqual(spec.scale(atProgress: 0.5), 0.75, accuracy: 1e-12)
    XCTAssertEqual(spec.scale(atProgress: 1), 0.5, accuracy: 1e-12)
    XCTAssertEqual(spec.scale(atProgress: 3), 0.5, accuracy: 1e-12)
  }

  func testTheReleaseRule() {
    let spec = ZoomTransitionSpec()
    XCTAssertTrue(spec.releaseDismisses(scale: 0.79, translation: 0, velocity: 0))
    XCTAssertFalse(spec.releaseDismisses(scale: 0.9, translation: 90, velocity: 0))
    XCTAssertTrue(spec.releaseDismisses(scale: 0.9, translation: 90, velocity: 200))
    XCTAssertFalse(spec.releaseDismisses(scale: 0.9, translation: 150, velocity: -600))
    XCTAssertEqual(spec.projectionTime, 0.099)
  }

  func testSharedElementTimings() {
    XCTAssertEqual(
      SharedElementTiming.heroDuration(from: .zero, to: .zero), 0.208, accuracy: 1e-12)
    XCTAssertEqual(
      SharedElementTiming.heroDuration(
        from: Rect(x: 0, y: 0, width: 10, height: 10),
        to: Rect(x: 300, y: 400, width: 10, height: 10)),
      0.208 + 500.0 / 3000, accuracy: 1e-12)
    XCTAssertEqual(
      SharedElementTiming.heroDuration(
        from: Rect(x: 0, y: 0, width: 10, height: 10),
        to: Rect(x: 30, y: 40, width: 10, height: 10)),
      0.208 + 50.0 / 3000, accuracy: 1e-12)
    XCTAssertEqual(SharedElementTiming.emphasized(0), 0, accuracy: 1e-9)
    XCTAssertEqual(SharedElementTiming.emphasized(0.166666), 0.4, accuracy: 1e-4)
    XCTAssertEqual(SharedElementTiming.emphasized(1), 1, accuracy: 1e-9)
    var last = 0.0
    for i in 0...100 {
      let y = SharedElementTiming.emphasized(Double(i) / 100)
      XCTAssertGreaterThanOrEqual(y, last - 1e-9)
      last = y
    }
    XCTAssertEqual(
      SharedElementTiming.material.duration(from: .zero, to: .zero, presenting: true), 0.5)
    XCTAssertEqual(
      SharedElementTiming.material.duration(from: .zero, to: .zero, presenting: false), 0.4)
    let compose = SharedElementTiming.compose.duration(from: .zero, to: .zero, presenting: true)
    XCTAssertGreaterThan(compose, 0.3)
    XCTAssertLessThan(compose, 0.6)
    XCTAssertEqual(SharedElementTiming.materialScrimOpacity, 0.3216, accuracy: 1e-3)
    XCTAssertEqual(SharedElementTiming.material.incomingOpacity(at: 0.25, presenting: true), 1)
    XCTAssertEqual(
      SharedElementTiming.material.incomingOpacity(at: 0.125, presenting: true), 0.5,
      accuracy: 1e-9)
  }
}

final class SharedElementAnimatorTests: XCTestCase {
  @MainActor final class Delegate: TransitioningDelegate {
    let animator: SharedElementTransitionAnimator
    init(_ timing: SharedElementTiming) {
      animator = SharedElementTransitionAnimator(timing: timing)
    }
    func animationController(
      forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController)
      -> (any AnimatedTransitioning)?
    { animator }
  }

  /// Flies a 100-point thumbnail (radius 10) into a 300-point photo (radius 0) and back.
  @MainActor func fly(_ timing: SharedElementTiming) -> (
    flights: [SharedElementTransitionAnimator.Flight], duration: Double, rig: TransitionRig
  ) {
    let rig = TransitionRig(engine: AnimationEngine())
    let thumb = View(frame: Rect(x: 20, y: 100, width: 100, height: 100))
    thumb.sharedElementID = "a"
    thumb.layer.cornerRadius = 10
    thumb.backgroundColor = .systemBlue
    rig.root.view.addSubview(thumb)
    let detail = ViewController()
    let photo = View(frame: Rect(x: 45, y: 300, width: 300, height: 300))
    photo.sharedElementID = "a"
    detail.view.addSubview(photo)
    let delegate = Delegate(timing)
    rig.keep(delegate)
    detail.transitioningDelegate = delegate
    var flights: [SharedElementTransitionAnimator.Flight] = []
    delegate.animator.frameHandler = { flights += $0 }
    let start = rig.now
    rig.root.present(detail, animated: true)
    XCTAssertTrue(thumb.isHidden && photo.isHidden, "the real views hide while snapshots fly")
    rig.settle()
    XCTAssertFalse(thumb.isHidden || photo.isHidden)
    return (flights, rig.window.transitionLog.last.map { ($0.end ?? 0) - start } ?? 0, rig)
  }

  @MainActor func testEachTimingFliesFromTheThumbnailToThePhoto() async {
    var durations: [SharedElementTiming: Double] = [:]
    for timing in SharedElementTiming.allCases {
      let (flights, duration, _) = fly(timing)
      XCTAssertEqual(
        flights.first?.frame, Rect(x: 20, y: 100, width: 100, height: 100), "\(timing)")
      XCTAssertEqual(flights.first?.cornerRadius, 10, "\(timing)")
      let last = flights.last!
      // Material's container ends as the whole incoming screen.
      let end =
        timing == .material
        ? Rect(x: 0, y: 0, width: 390, height: 844) : Rect(x: 45, y: 300, width: 300, height: 300)
      XCTAssertEqual(last.frame.minX, end.minX, accuracy: 0.5, "\(timing)")
      XCTAssertEqual(last.frame.width, end.width, accuracy: 0.5, "\(timing)")
      XCTAssertEqual(last.cornerRadius, 0, accuracy: 0.1, "\(timing)")
      durations[timing] = duration
    }
    // Hero: 0.208 + min(250 + 283, 500)/3000 ≈ 0.375 s; Material 0.5 s.
    XCTAssertEqual(durations[.hero]!, 0.375, accuracy: 0.02)
    XCTAssertEqual(durations[.material]!, 0.5, accuracy: 0.02)
    XCTAssertLessThan(durations[.hero]!, durations[.material]!)
  }

  @MainActor func testMaterialDimsWithItsScrimMidFlight() async {
    let rig = TransitionRig(engine: AnimationEngine())
    let detail = ViewController()
    let delegate = Delegate(.material)
    rig.keep(delegate)
    detail.transitioningDelegate = delegate
    rig.root.present(detail, animated: true)
    rig.run(0.25)
    let scrim = rig.window.view(named: "shared-scrim")
    XCTAssertNotNil(scrim)
    XCTAssertGreaterThan(scrim?.alpha ?? 0, 0.2)
    XCTAssertLessThanOrEqual(scrim?.alpha ?? 1, 0.33)
    rig.settle()
    XCTAssertNil(rig.window.view(named: "shared-scrim"))
  }
}
