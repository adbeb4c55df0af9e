import Scenes
import TestSupport
import TransitionKit
import XCTest

/// The payment-card tutorial's behaviour: the card over a dimmed snapshot, dismissed by a drag
/// past a fifth of the screen, and the presentation style it warns about.
final class CardSceneTests: XCTestCase {
  let easeInOut = AnimationCurve.easeInOut.bezier

  @MainActor func testPresentSlidesTheCardOverADimmedSnapshot() async {
    let harness = SceneHarness(CardScene.descriptor, presented: false)
    harness.play(.tap("present"))
    XCTAssertTrue(harness.session.isPresented)
    let record = harness.lastTransition!
    assertClose(record.end! - record.start, 0.4, tolerance: 1.0 / 60 + 1e-9)
    let container = harness.container!
    XCTAssertEqual(container.subviews.count, 3)
    XCTAssertTrue(container.subviews[0] is SnapshotView, "the snapshot is at the bottom")
    XCTAssertEqual(container.subviews[1].name, "dimming")
    XCTAssertTrue(container.subviews[2] === harness.modal!.view)
    XCTAssertEqual(
      container.subviews[1].presentation.backgroundColor, Color.black.withAlphaComponent(0.6))
    XCTAssertEqual(harness.modal!.view.presentation.center.y, 422)
    XCTAssertEqual(
      harness.root.modalPresentationStyle, .fullScreen, "the root itself is not presented")
    XCTAssertEqual(harness.modal!.modalPresentationStyle, .currentContext)
    assertSettledTree(harness)
  }

  @MainActor func testTapOnPresentUnderTheCardPressesNothing() async {
    let harness = SceneHarness(CardScene.descriptor)
    harness.play(.tap("present"))
    XCTAssertTrue(harness.transitions.isEmpty)
    // Under currentContext the Payments screen is out of the window while the card is up.
    XCTAssertEqual(harness.warningCodes, ["script.target-not-on-screen"])
    harness.play(SceneHarness.verticalDrag(from: 500, to: 800))
    XCTAssertFalse(harness.session.isPresented)
    harness.play(.tap("present"))
    XCTAssertTrue(harness.session.isPresented, "uncovered again, the button presents")
  }

  /// The `presented` start (the window's `--start presented`, `replay`, `render`) shows the
  /// screen a presentation ends on: the card over the dimmed snapshot, not over a bright one.
  @MainActor func testStartingPresentedShowsTheSameScreenAsAPresentation() async {
    let presented = SceneHarness(CardScene.descriptor, presented: false)
    presented.play(.tap("present"))
    let started = SceneHarness(CardScene.descriptor)
    XCTAssertTrue(started.session.isPresented)
    let container = started.container!
    XCTAssertEqual(
      container.subviews.map { String(describing: type(of: $0)) },
      presented.container!.subviews.map { String(describing: type(of: $0)) })
    guard container.subviews.count == 3 else { return XCTFail("\(container.subviews)") }
    XCTAssertTrue(container.subviews[0] is SnapshotView, "the snapshot is at the bottom")
    XCTAssertEqual(container.subviews[1].name, "dimming")
    XCTAssertEqual(
      container.subviews[1].presentation.backgroundColor, Color.black.withAlphaComponent(0.6))
    XCTAssertTrue(container.subviews[2] === started.modal!.view)
    XCTAssertEqual(started.modal!.view.presentation.center.y, 422)
    assertSettledTree(started)

    let lighter = SceneHarness(CardScene.descriptor, set: ["dimming=0.3"])
    XCTAssertEqual(
      lighter.view("dimming")!.presentation.backgroundColor, Color.black.withAlphaComponent(0.3))
  }

  @MainActor func testStartingPresentedThenDraggingAwayLeavesNothingBehind() async {
    let harness = SceneHarness(CardScene.descriptor)
    harness.play(SceneHarness.verticalDrag(from: 500, to: 600))  // 0.118: snaps back
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.container!.subviews.count, 3)
    harness.play(SceneHarness.verticalDrag(from: 500, to: 800))
    XCTAssertFalse(harness.session.isPresented)
    XCTAssertEqual(harness.window.subviews.count, 1, "only the Payments screen is left")
    assertSettledTree(harness)
  }

  @MainActor func testPresentHalfwayDimsPartway() async {
    let harness = SceneHarness(CardScene.descriptor, presented: false)
    harness.session.deliver(.init(t: 0, type: .tap, target: "present"))
    harness.advance(0.2)
    let dimming = harness.view("dimming")!
    let fraction = easeInOut.value(at: 0.2 / 0.4)
    assertClose(dimming.presentation.backgroundColor!.alpha, 0.6 * fraction, tolerance: 1e-9)
    assertClose(
      harness.modal!.view.presentation.center.y, 422 + 844 * (1 - fraction), tolerance: 1e-6)
  }

  @MainActor func testDragPastAFifthDismissesAndKeepsTheRoot() async {
    let harness = SceneHarness(CardScene.descriptor)
    harness.play(SceneHarness.verticalDrag(from: 500, to: 700))  // 200 / 844 = 0.237
    XCTAssertFalse(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    assertSettledTree(harness, rootVisible: true)
    XCTAssertTrue(harness.root.view.isVisibleOnScreen)
  }

  @MainActor func testShortDragSnapsBackWithNothingLeftOver() async {
    let harness = SceneHarness(CardScene.descriptor, presented: false)
    harness.play(.tap("present"))
    let before = harness.container!.subviews.map { ObjectIdentifier($0) }
    for _ in 0..<3 { harness.play(SceneHarness.verticalDrag(from: 500, to: 600)) }  // 0.118
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.transitions.filter { $0.completed == false }.count, 3)
    XCTAssertEqual(harness.container!.subviews.map { ObjectIdentifier($0) }, before)
    XCTAssertEqual(
      harness.view("dimming")!.presentation.backgroundColor, Color.black.withAlphaComponent(0.6))
    XCTAssertEqual(harness.modal!.view.presentation.frame.minY, 0)
    assertSettledTree(harness)
  }

  @MainActor func testDismissalDimmingFollowsTheDrag() async {
    let harness = SceneHarness(CardScene.descriptor)
    harness.deliver(.down, 195, 520)
    harness.advance(0.05)
    harness.deliver(.move, 195, 530)  // 10 points: the pan begins, reading zero
    harness.advance(0.05)
    harness.deliver(.move, 195, 741)  // 211 / 844 = 0.25 from where the pan began
    let dimming = harness.container!.subviews.last { $0.name == "dimming" }!
    assertClose(
      dimming.presentation.backgroundColor!.alpha, 0.6 * (1 - easeInOut.value(at: 0.25)),
      tolerance: 1e-9)
    assertClose(
      harness.modal!.view.presentation.frame.minY, 844 * easeInOut.value(at: 0.25), tolerance: 1e-6)
  }

  @MainActor func testAutomaticMakesThePaymentsScreenVanishAfterTheDismissalAndWarns() async {
    // The tutorial's warning, as iOS 13's default (a page sheet) has it: the presenter stays
    // in place, the dismiss animator moves it into the container, nothing puts it back.
    let harness = SceneHarness(
      CardScene.descriptor, presented: false, set: ["presentation-style=automatic"])
    harness.play(.tap("present"))
    XCTAssertTrue(harness.root.view.superview === harness.window, "a page sheet keeps it")
    harness.play(SceneHarness.verticalDrag(from: 500, to: 800))
    XCTAssertFalse(harness.session.isPresented)
    XCTAssertEqual(harness.lastTransition?.completed, true)
    XCTAssertNil(harness.root.view.superview, "the problem the tutorial warns about")
    XCTAssertTrue(harness.window.subviews.isEmpty, "nothing is left on screen")
    XCTAssertEqual(harness.warningCodes, ["transition.presenter-lost"])
  }

  @MainActor func testFullScreenAndCurrentContextBringThePaymentsScreenBack() async {
    for style in ["fullScreen", "currentContext"] {
      let harness = SceneHarness(
        CardScene.descriptor, presented: false, set: ["presentation-style=\(style)"])
      harness.play(.tap("present"))
      XCTAssertNil(harness.root.view.superview, "\(style): out of the window while the card is up")
      harness.play(SceneHarness.verticalDrag(from: 500, to: 800))
      XCTAssertEqual(harness.lastTransition?.completed, true)
      XCTAssertTrue(harness.root.view.superview === harness.window, "\(style): put back")
      XCTAssertEqual(harness.window.subviews.count, 1)
      XCTAssertEqual(harness.warningCodes, [], style)
    }
  }

  @MainActor func testThresholdAndDimmingAreParameters() async {
    let harness = SceneHarness(CardScene.descriptor, set: ["threshold=0.5"])
    harness.play(SceneHarness.verticalDrag(from: 300, to: 600))  // 0.355 < 0.5
    XCTAssertTrue(harness.session.isPresented)
    let dimmed = SceneHarness(CardScene.descriptor, presented: false, set: ["dimming=0.3"])
    dimmed.play(.tap("present"))
    XCTAssertEqual(
      dimmed.view("dimming")!.presentation.backgroundColor, Color.black.withAlphaComponent(0.3))
  }
}
