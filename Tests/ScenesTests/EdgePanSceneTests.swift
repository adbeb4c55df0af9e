import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The edge-pan tutorial's behaviour: a spring show animation, and a swipe from the left edge
/// that dismisses past half of 200 points.
final class EdgePanSceneTests: XCTestCase {
  static func swipe(from x0: Double, to x1: Double, y: Double = 422) -> GestureScript {
    .drag(from: Point(x: x0, y: y), to: Point(x: x1, y: y), duration: 0.3, steps: 12)
  }

  @MainActor func testSwipeFromTheEdgePastHalfDismisses() async {
    let harness = SceneHarness(EdgePanScene.descriptor)
    harness.play(Self.swipe(from: 4, to: 124))  // 120 / 200 = 0.6
    XCTAssertFalse(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.interactive, true)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    assertSettledTree(harness)
  }

  @MainActor func testShortEdgeSwipeCancels() async {
    let harness = SceneHarness(EdgePanScene.descriptor)
    // Begins at x = 16.5; 37.5 points on screen read 62.5 in the modal scaled to 0.6: 0.31.
    harness.play(Self.swipe(from: 4, to: 54))
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, false)
    let modal = harness.modal!.view!
    XCTAssertEqual(modal.presentation.transform, .identity)
    XCTAssertEqual(modal.presentation.alpha, 1)
    assertSettledTree(harness)
  }

  @MainActor func testAnEightyPointSwipeDismissesAsOnIOS() async {
    // The tutorial measures in the modal's own view, which its hide animation scales to 0.6:
    // UIKit converts through that transform, so progress runs 1/0.6 times the finger.
    let harness = SceneHarness(EdgePanScene.descriptor)
    harness.deliver(.down, 4, 422)
    harness.advance(0.05)
    harness.deliver(.move, 19, 422)  // 15 points: begins, reading zero
    var progress: [Double] = []
    harness.session.traceSink = { line in
      if case .object(let fields) = line, fields.contains(where: { $0.1 == .string("update") }),
        case .number(let p)? = fields.first(where: { $0.0 == "percent" })?.1
      {
        progress.append(p)
      }
    }
    harness.advance(0.05)
    harness.deliver(.move, 99, 422)  // 80 points on screen
    assertClose(progress.last ?? 0, 80 / 0.6 / 200, tolerance: 1e-9)
    harness.deliver(.up, 99, 422)
    harness.settle()
    XCTAssertFalse(harness.session.isPresented, "0.67 is past the 0.5 threshold")
    XCTAssertEqual(harness.lastTransition?.completed, true)
    XCTAssertEqual(harness.warningCodes, ["gesture.translation-in-animated-view"])
    let message = harness.session.engine.warnings[0].message
    XCTAssertTrue(message.contains("0.6") && message.contains("1.67"), message)
    assertSettledTree(harness)
  }

  @MainActor func testSwipeFromMidScreenDoesNothing() async {
    let harness = SceneHarness(EdgePanScene.descriptor)
    harness.play(Self.swipe(from: 150, to: 390))
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertTrue(harness.transitions.isEmpty)
  }

  @MainActor func testHideFollowsTheSpringAtTheSwipesProgress() async {
    let harness = SceneHarness(EdgePanScene.descriptor)
    harness.deliver(.down, 4, 422)
    harness.advance(0.05)
    harness.deliver(.move, 30, 422)  // begins, reading the 26 points less 15 of hysteresis
    harness.advance(0.05)
    // 60 points on screen are 100 in the modal, whose model transform the hide animation
    // has already scaled to 0.6: progress 0.5, as on iOS.
    harness.deliver(.move, 79, 422)
    let spring = DampedSpring.settling(dampingRatio: 0.8, initialVelocity: 1, within: 0.6)
    let p = spring.value(at: 0.5 * 0.6, initialVelocity: 1)
    let modal = harness.modal!.view!
    assertClose(modal.presentation.alpha, 1 - p, tolerance: 1e-6)
    let expected = TransitionKit.AffineTransform.interpolate(
      from: .identity,
      to: TransitionKit.AffineTransform(scaleX: 0.6, y: 0.6).concatenating(
        TransitionKit.AffineTransform(translationX: 0, y: -200)),
      fraction: p)
    assertClose(modal.presentation.transform, expected, tolerance: 1e-6)
  }

  @MainActor func testAnyOtherEndStateCancels() async {
    let harness = SceneHarness(EdgePanScene.descriptor)
    harness.deliver(.down, 4, 422)
    harness.advance(0.05)
    harness.deliver(.move, 30, 422)
    harness.advance(0.05)
    harness.deliver(.move, 304, 422)  // past the threshold
    harness.deliver(.cancel, 304, 422)
    harness.settle()
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, false)
  }

  @MainActor func testShowGrowsFromTheSeedsStartOnASpring() async {
    let harness = SceneHarness(EdgePanScene.descriptor, presented: false)
    harness.session.deliver(.init(t: 0, type: .tap, target: "show-modal"))
    let modal = harness.modal!.view!
    assertClose(modal.presentation.alpha, 0)
    assertClose(
      modal.presentation.transform,
      TransitionKit.AffineTransform(a: 0.6, b: 0, c: 0, d: 0.6, tx: 0, ty: -200), tolerance: 1e-9)
    harness.advance(0.3)
    let spring = DampedSpring.settling(dampingRatio: 0.8, initialVelocity: 1, within: 0.6)
    assertClose(
      modal.presentation.alpha, spring.value(at: 0.3, initialVelocity: 1), tolerance: 1e-6)
    harness.settle()
    let record = harness.lastTransition!
    XCTAssertEqual(record.kind, .present)
    XCTAssertLessThanOrEqual(record.end! - record.start, 0.6 + 1.0 / 60 + 1e-9)
    XCTAssertEqual(modal.presentation.transform, .identity)
    XCTAssertEqual(modal.presentation.alpha, 1)
  }

  @MainActor func testSwipeDistanceIsAParameter() async {
    // Begins at x = 24; 100 points on screen read 166.7 in the modal at scale 0.6.
    let harness = SceneHarness(EdgePanScene.descriptor, set: ["distance=400"])
    harness.play(Self.swipe(from: 4, to: 124))  // 166.7 / 400 = 0.42
    XCTAssertTrue(harness.session.isPresented)
    let seed = SceneHarness(EdgePanScene.descriptor)
    seed.play(Self.swipe(from: 4, to: 124))  // 166.7 / 200 = 0.83
    XCTAssertFalse(seed.session.isPresented)
  }

  @MainActor func testDismissWithoutAGestureIsTheTutorialsFlawAndIsCaught() async {
    let harness = SceneHarness(EdgePanScene.descriptor)
    harness.modal!.dismiss(animated: true)
    XCTAssertNotNil(harness.window.activeTransition, "waiting for a gesture that never comes")
    harness.advance(Window.interactiveIdleLimit + 0.1)
    harness.settle()
    XCTAssertTrue(harness.warningCodes.contains("transition.interactive-without-driver"))
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, false)
    assertSettledTree(harness)
  }
}
