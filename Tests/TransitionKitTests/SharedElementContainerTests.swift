import TestSupport
import TransitionKit
import XCTest

/// Material's container transform draws the incoming screen inside the morphing container,
/// with its fade, scale-mask and shape-mask thresholds; nothing full-screen but the scrim.
final class SharedElementContainerTests: XCTestCase {
  /// A 100-point thumbnail in the rig's root and a detail whose 300-point photo shares its
  /// id, the detail presented through Material's shared-element animator.
  @MainActor private func materialPair() -> (
    rig: TransitionRig, thumb: View, detail: ViewController, photo: View,
    delegate: SharedElementAnimatorTests.Delegate
  ) {
    let rig = TransitionRig(engine: AnimationEngine())
    let thumb = View(frame: Rect(x: 20, y: 100, width: 100, height: 100))
    thumb.sharedElementID = "a"
    rig.root.view.addSubview(thumb)
    let detail = ViewController()
    let photo = View(frame: Rect(x: 45, y: 300, width: 300, height: 300))
    photo.sharedElementID = "a"
    detail.view.addSubview(photo)
    let delegate = SharedElementAnimatorTests.Delegate(.material)
    rig.keep(delegate)
    detail.transitioningDelegate = delegate
    return (rig, thumb, detail, photo, delegate)
  }

  @MainActor func testMaterialDrawsTheIncomingScreenInsideTheMorphingContainer() async {
    let (rig, thumb, detail, photo, delegate) = materialPair()
    thumb.layer.cornerRadius = 10
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

extension SharedElementContainerTests {
  /// The contents scale over the scale mask (0–1 in, 0–0.9 back) apart from the container's
  /// shape (0–0.75 in, 0.3–0.9 back): going in, the screen's picture is still narrower than
  /// the container once the container has reached the screen; coming back, it has reached
  /// the thumbnail's width while the container is still wider.
  @MainActor func testTheContentsScaleOverTheScaleMaskApartFromTheShape() async throws {
    let (rig, _, detail, _, delegate) = materialPair()
    func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
    /// The container's width and each picture's frame, and the flight's progress then.
    func sample(since start: Double, duration: Double) throws -> (
      container: Double, pictures: [Rect], progress: Double
    ) {
      let container = try XCTUnwrap(rig.window.view(named: "shared-a"))
      let p = SharedElementTiming.material.progress(at: rig.now - start, duration: duration)
      return (container.bounds.width, container.subviews.map(\.frame), p)
    }
    var start = rig.now
    rig.root.present(detail, animated: true)
    // In: the pictures are fitted by width (the screen is the taller) to lerp(100, 390) over
    // the whole flight (0–1), pinned to the container's top.
    let enter = SharedElementTiming.materialEnterDuration
    for seconds in [0.1, 0.2, 0.3, 0.4] {
      rig.run(seconds - (rig.now - start))
      let s = try sample(since: start, duration: enter)
      let shape = SharedElementTiming.share(s.progress, of: (0, 0.75))
      let scale = SharedElementTiming.share(s.progress, of: (0, 1))
      XCTAssertEqual(s.container, lerp(100, 390, shape), accuracy: 0.01, "at \(seconds) s")
      for picture in s.pictures {
        XCTAssertEqual(picture.width, lerp(100, 390, scale), accuracy: 0.01, "at \(seconds) s")
        XCTAssertEqual(picture.minY, 0, accuracy: 1e-9, "pinned to the top")
      }
    }
    // Past the shape mask's end the container is the screen and the picture still grows.
    let late = try sample(since: start, duration: enter)
    XCTAssertGreaterThan(late.progress, 0.75)
    XCTAssertEqual(late.container, 390, accuracy: 0.01)
    XCTAssertLessThan(late.pictures[1].width, 389)
    rig.settle()
    // Back: from the screen into the thumbnail, fitted by height (the thumbnail is the
    // wider at the screen's width), scale mask 0–0.9, shape 0.3–0.9.
    start = rig.now
    detail.dismiss(animated: true)
    let back = SharedElementTiming.materialReturnDuration
    var sawScaleAhead = false
    for seconds in [0.02, 0.04, 0.06, 0.1, 0.2, 0.35] {
      rig.run(seconds - (rig.now - start))
      let s = try sample(since: start, duration: back)
      let shape = SharedElementTiming.share(s.progress, of: (0.3, 0.9))
      let scale = SharedElementTiming.share(s.progress, of: (0, 0.9))
      XCTAssertEqual(s.container, lerp(390, 100, shape), accuracy: 0.01, "back at \(seconds) s")
      XCTAssertEqual(s.pictures[1].height, lerp(844, 100, scale), accuracy: 0.01)
      if scale > shape + 0.2 { sawScaleAhead = true }
    }
    XCTAssertTrue(sawScaleAhead, "the contents shrink ahead of the container")
    rig.settle()
    XCTAssertNil(rig.root.presentedViewController)
  }
}
