import Scenes
import TestSupport
import TransitionKit
import XCTest

/// A damping ratio or a timing choice changed during a drag applies to the completion after
/// the release; an unchanged scene completes exactly as its tutorial does.
final class CompletionTimingSceneTests: XCTestCase {
  let easeInOut = AnimationCurve.easeInOut.bezier
  static let frame = 1.0 / 60

  /// One sample per frame after the release: seconds since the release and a value.
  typealias Trajectory = [(s: Double, value: Double)]

  /// Drags the drag-down modal from y = 200 to `y` (by default p = 0.5, past the threshold),
  /// applies `changes` to the parameters, releases, and samples the modal's top edge until the
  /// scene settles.
  @MainActor func dragDown(
    set assignments: [String] = [], to y: Double = 622, changing changes: [String: Double] = [:]
  ) -> (harness: SceneHarness, trajectory: Trajectory) {
    let harness = SceneHarness(DragDownScene.descriptor, set: assignments)
    let modal = harness.modal!.view!
    harness.deliver(.down, 195, 200)
    harness.advance(0.05)
    harness.deliver(.move, 195, 300)
    harness.advance(0.05)
    harness.deliver(.move, 195, y)
    for (id, value) in changes { try! harness.session.parameters.set(id, .number(value)) }
    let released = harness.now
    harness.deliver(.up, 195, y)
    var trajectory: Trajectory = []
    while harness.session.needsFrames, trajectory.count < 600 {
      harness.advance(Self.frame)
      trajectory.append((harness.now - released, modal.presentation.frame.minY))
    }
    return (harness, trajectory)
  }

  /// Swipes the edge-pan modal from the left edge by 60 points (p = 0.3, past a threshold of
  /// 0.2), applies `changes`, releases, and samples how far the hide has gone (from the
  /// transform's translation, which runs from 0 to −200) until the scene settles.
  @MainActor func edgeSwipe(changing changes: [String: Double] = [:])
    -> (harness: SceneHarness, trajectory: Trajectory)
  {
    let harness = SceneHarness(EdgePanScene.descriptor, set: ["threshold=0.2"])
    let modal = harness.modal!.view!
    harness.deliver(.down, 4, 422)
    harness.advance(0.05)
    harness.deliver(.move, 30, 422)
    harness.advance(0.05)
    harness.deliver(.move, 64, 422)
    for (id, value) in changes { try! harness.session.parameters.set(id, .number(value)) }
    let released = harness.now
    harness.deliver(.up, 64, 422)
    var trajectory: Trajectory = []
    while harness.session.needsFrames, trajectory.count < 600 {
      harness.advance(Self.frame)
      trajectory.append((harness.now - released, -modal.presentation.transform.ty / 200))
    }
    return (harness, trajectory)
  }

  // MARK: Drag down

  @MainActor func testDampingChangedDuringTheDragAppliesToTheCompletion() async {
    // Released at p = 280 / 844, while the 0.8 spring has a good way to go.
    let spring = ["timing=spring", "damping=0.8"]
    let p = 280.0 / 844
    let (unchanged, today) = dragDown(set: spring, to: 480)
    let (changed, softer) = dragDown(set: spring, to: 480, changing: ["damping": 0.2])
    for harness in [unchanged, changed] {
      XCTAssertFalse(harness.session.isPresented)
      XCTAssertEqual(harness.transitions.count, 1)
      XCTAssertEqual(harness.lastTransition?.completed, true)
      assertSettledTree(harness)
    }
    // Unchanged: the timeline runs from p · 0.6 s to 0.6 s along ease-in-out, the modal keeping
    // the 0.8 spring it was built with.
    let t0 = p * 0.6
    let rest = 0.6 - t0
    let built = DampedSpring.settling(dampingRatio: 0.8, within: 0.6)
    for (s, y) in today where s < rest - 1e-9 {
      let t = t0 + rest * easeInOut.value(at: s / rest)
      assertClose(y, 844 * built.value(at: t, initialVelocity: 0), tolerance: 1e-6, "s = \(s)")
    }
    // Changed: from where it was, along a 0.2 spring over the same time.
    let p0 = built.value(at: t0, initialVelocity: 0)
    let new = DampedSpring.settling(dampingRatio: 0.2, within: rest)
    for (s, y) in softer where s < rest - 1e-9 {
      let progress = p0 + (1 - p0) * new.value(at: s, initialVelocity: 0)
      assertClose(y, 844 * progress, tolerance: 1e-6, "s = \(s)")
    }
    let remaining = 844 * (1 - p0)
    XCTAssertGreaterThan(remaining, 50)
    let softerPeak = softer.map(\.value).max()!
    XCTAssertGreaterThan(softerPeak, 844 + 0.3 * remaining, "it overshoots")
    XCTAssertGreaterThan(softerPeak, today.map(\.value).max()! + 0.2 * remaining)
    XCTAssertEqual(softer.last?.value, 844)
    XCTAssertEqual(today.last?.value, 844)
    let endOfChanged = changed.lastTransition!.end! - unchanged.lastTransition!.end!
    XCTAssertEqual(endOfChanged, 0, accuracy: 1e-9, "the same completion time")
  }

  @MainActor func testDampingChangedBeforeASnapBackAppliesAndPutsTheModalBack() async {
    let spring = ["timing=spring", "damping=0.8"]
    let (harness, trajectory) = dragDown(set: spring, to: 400, changing: ["damping": 0.2])
    XCTAssertTrue(harness.session.isPresented)
    XCTAssertEqual(harness.transitions.count, 1)
    XCTAssertEqual(harness.lastTransition?.completed, false)
    XCTAssertLessThan(trajectory.map(\.value).min()!, -5, "it overshoots the top on its way back")
    XCTAssertEqual(
      harness.modal?.view.presentation.frame, Rect(x: 0, y: 0, width: 390, height: 844))
    XCTAssertEqual(harness.modal?.view.frame, Rect(x: 0, y: 0, width: 390, height: 844))
    assertSettledTree(harness)
  }

  @MainActor func testSwitchingToASpringDuringTheDragAppliesToTheCompletion() async {
    let switched = SceneHarness(DragDownScene.descriptor, set: ["damping=0.2"])
    let modal = switched.modal!.view!
    switched.deliver(.down, 195, 200)
    switched.advance(0.05)
    switched.deliver(.move, 195, 300)
    switched.advance(0.05)
    switched.deliver(.move, 195, 622)
    try! switched.session.parameters.set("timing", .choice("spring"))
    switched.deliver(.up, 195, 622)
    var highest = 0.0
    while switched.session.needsFrames {
      switched.advance(Self.frame)
      highest = max(highest, modal.presentation.frame.minY)
    }
    XCTAssertGreaterThan(highest, 900, "the spring chosen during the drag overshoots")
    XCTAssertFalse(switched.session.isPresented)
    XCTAssertEqual(switched.transitions.count, 1)
  }

  @MainActor func testAnUnchangedSeedSceneCompletesAlongTheCompletionCurve() async {
    for changes in [[:], ["damping": 0.2]] {
      let (harness, trajectory) = dragDown(changing: changes)
      XCTAssertEqual(harness.lastTransition?.completed, true)
      for (s, y) in trajectory where s < 0.3 - 1e-9 {
        let t = 0.3 + 0.3 * easeInOut.value(at: s / 0.3)
        assertClose(y, 844 * easeInOut.value(at: t / 0.6), tolerance: 1e-6, "s = \(s)")
      }
    }
  }

  // MARK: Edge pan

  @MainActor func testEdgePanDampingChangedDuringTheSwipeAppliesToTheCompletion() async {
    let (unchanged, today) = edgeSwipe()
    let (changed, softer) = edgeSwipe(changing: ["damping": 0.2])
    for harness in [unchanged, changed] {
      XCTAssertFalse(harness.session.isPresented)
      XCTAssertEqual(harness.transitions.count, 1)
      XCTAssertEqual(harness.lastTransition?.completed, true)
      assertSettledTree(harness)
    }
    let t0 = 0.3 * 0.6
    let rest = 0.6 - t0
    let built = DampedSpring.settling(dampingRatio: 0.8, initialVelocity: 1, within: 0.6)
    for (s, progress) in today where s < rest - 1e-9 {
      let t = t0 + rest * easeInOut.value(at: s / rest)
      assertClose(progress, built.value(at: t, initialVelocity: 1), tolerance: 1e-6, "s = \(s)")
    }
    let p0 = built.value(at: t0, initialVelocity: 1)
    let new = DampedSpring.settling(dampingRatio: 0.2, initialVelocity: 1, within: rest)
    for (s, progress) in softer where s < rest - 1e-9 {
      assertClose(
        progress, p0 + (1 - p0) * new.value(at: s, initialVelocity: 1), tolerance: 1e-6,
        "s = \(s)")
    }
    XCTAssertGreaterThan(1 - p0, 0.1)
    let softerPeak = softer.map(\.value).max()!
    XCTAssertGreaterThan(softerPeak, 1 + 0.3 * (1 - p0), "it overshoots")
    XCTAssertGreaterThan(softerPeak, today.map(\.value).max()! + 0.2 * (1 - p0))
    XCTAssertEqual(softer.last?.value, 1)
  }

  @MainActor func testEdgePanUnchangedSettingsCompleteAsBefore() async {
    // A change that leaves the spring as it was (the threshold) keeps the completion as is.
    let (_, today) = edgeSwipe()
    let (_, same) = edgeSwipe(changing: ["threshold": 0.25])
    XCTAssertEqual(today.count, same.count)
    for (a, b) in zip(today, same) { XCTAssertEqual(a.value, b.value, "s = \(a.s)") }
  }

  // MARK: Card

  @MainActor func testCardDampingChangedDuringTheDragAppliesToTheCompletion() async {
    func drag(_ changes: [String: Double]) -> (SceneHarness, Double) {
      let harness = SceneHarness(CardScene.descriptor, set: ["timing=spring", "damping=0.8"])
      let card = harness.modal!.view!
      harness.deliver(.down, 195, 500)
      harness.advance(0.05)
      harness.deliver(.move, 195, 550)
      harness.advance(0.05)
      harness.deliver(.move, 195, 711)  // p = 0.25
      for (id, value) in changes { try! harness.session.parameters.set(id, .number(value)) }
      harness.deliver(.up, 195, 711)
      var highest = 0.0
      while harness.session.needsFrames {
        harness.advance(Self.frame)
        highest = max(highest, card.presentation.frame.minY)
      }
      return (harness, highest)
    }
    let (unchanged, today) = drag([:])
    let (changed, softer) = drag(["damping": 0.2])
    XCTAssertGreaterThan(softer, today + 50, "the softer spring overshoots")
    for harness in [unchanged, changed] {
      XCTAssertFalse(harness.session.isPresented)
      XCTAssertEqual(harness.transitions.count, 1)
      XCTAssertEqual(harness.lastTransition?.completed, true)
      assertSettledTree(harness)
    }
  }
}
