import Scenes
import TestSupport
import TransitionKit
import XCTest

/// A damping ratio or a timing choice changed during a drag applies to the completion after
/// the release when the scene vends an interruptible animator (`interruptible` on), through
/// the percent-driven transition's `timingCurve`; without one UIKit ignores `timingCurve`, and
/// the scene completes exactly as its tutorial does.
final class CompletionTimingSceneTests: XCTestCase {
  let easeInOut = AnimationCurve.easeInOut.bezier
  static let frame = 1.0 / 60

  /// One sample per frame after the release: seconds since the release and a value.
  typealias Trajectory = [(s: Double, value: Double)]

  /// Drags the drag-down modal from y = 290 to `y` (the pan begins at 300, 10 points on,
  /// reading zero; by default p = 0.5,
  /// past the threshold),
  /// applies `changes` to the parameters, releases, and samples the modal's top edge until the
  /// scene settles.
  @MainActor func dragDown(
    set assignments: [String] = [], to y: Double = 722, changing changes: [String: Double] = [:]
  ) -> (harness: SceneHarness, trajectory: Trajectory) {
    let harness = SceneHarness(DragDownScene.descriptor, set: assignments)
    let modal = harness.modal!.view!
    harness.deliver(.down, 195, 290)
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

  /// Swipes the edge-pan modal from the left edge by 36 points on screen after the pan began,
  /// which the modal's 0.6 scale reads as 60 (p = 0.3, past a threshold of 0.2), applies
  /// `changes`, releases, and samples how far the hide has gone (from the transform's
  /// translation, which runs from 0 to −200) until the scene settles.
  @MainActor func edgeSwipe(
    set assignments: [String] = ["interruptible=on"], changing changes: [String: Double] = [:]
  ) -> (harness: SceneHarness, trajectory: Trajectory) {
    let harness = SceneHarness(EdgePanScene.descriptor, set: ["threshold=0.2"] + assignments)
    let modal = harness.modal!.view!
    harness.deliver(.down, 4, 422)
    harness.advance(0.05)
    harness.deliver(.move, 19, 422)  // 15 points: the edge pan begins, reading zero
    harness.advance(0.05)
    harness.deliver(.move, 55, 422)
    for (id, value) in changes { try! harness.session.parameters.set(id, .number(value)) }
    let released = harness.now
    harness.deliver(.up, 55, 422)
    var trajectory: Trajectory = []
    while harness.session.needsFrames, trajectory.count < 600 {
      harness.advance(Self.frame)
      trajectory.append((harness.now - released, -modal.presentation.transform.ty / 200))
    }
    return (harness, trajectory)
  }

  // MARK: Drag down

  @MainActor func testWithoutAnInterruptibleAnimatorAChangeDuringTheDragWaitsForTheNext() async {
    // The tutorial's animator vends no interruptible animator, so UIKit ignores timingCurve:
    // the completion keeps the spring the animations were built with.
    let spring = ["timing=spring", "damping=0.8"]
    let (_, today) = dragDown(set: spring, to: 580)
    let (changed, same) = dragDown(set: spring, to: 580, changing: ["damping": 0.2])
    XCTAssertEqual(today.count, same.count)
    for (a, b) in zip(today, same) { XCTAssertEqual(a.value, b.value, "s = \(a.s)") }
    XCTAssertFalse(changed.session.isPresented)
    XCTAssertEqual(changed.warningCodes, [])
  }

  @MainActor func testDampingChangedDuringTheDragAppliesToTheCompletion() async {
    // Released at p = 280 / 844. The vended animator is scrubbed linearly (scrubsLinearly),
    // then continued from there over (1 − p) · 0.6 s: along the completion curve when nothing
    // changed, along the new spring when the damping changed.
    let spring = ["timing=spring", "damping=0.8", "interruptible=on"]
    let p = 280.0 / 844
    let (unchanged, today) = dragDown(set: spring, to: 580)
    let (changed, softer) = dragDown(set: spring, to: 580, changing: ["damping": 0.2])
    for harness in [unchanged, changed] {
      XCTAssertFalse(harness.session.isPresented)
      XCTAssertEqual(harness.transitions.count, 1)
      XCTAssertEqual(harness.lastTransition?.completed, true)
      assertSettledTree(harness)
    }
    let rest = (1 - p) * 0.6
    for (s, y) in today where s < rest - 1e-9 {
      let progress = p + (1 - p) * easeInOut.value(at: s / rest)
      assertClose(y, 844 * progress, tolerance: 1e-6, "s = \(s)")
    }
    let new = DampedSpring.settling(dampingRatio: 0.2, within: rest)
    for (s, y) in softer where s < rest - 1e-9 {
      let progress = p + (1 - p) * new.value(at: s, initialVelocity: 0)
      assertClose(y, 844 * progress, tolerance: 1e-6, "s = \(s)")
    }
    let remaining = 844 * (1 - p)
    let softerPeak = softer.map(\.value).max()!
    XCTAssertGreaterThan(softerPeak, 844 + 0.3 * remaining, "it overshoots")
    XCTAssertGreaterThan(softerPeak, today.map(\.value).max()! + 0.2 * remaining)
    XCTAssertEqual(softer.last?.value, 844)
    XCTAssertEqual(today.last?.value, 844)
    let endOfChanged = changed.lastTransition!.end! - unchanged.lastTransition!.end!
    XCTAssertEqual(endOfChanged, 0, accuracy: 1e-9, "the same completion time")
  }

  @MainActor func testAPressWhileAnInterruptibleDismissalCompletesCatchesTheModal() async {
    let harness = SceneHarness(DragDownScene.descriptor, set: ["interruptible=on"])
    let modal = harness.modal!.view!
    harness.deliver(.down, 195, 290)
    harness.advance(0.05)
    harness.deliver(.move, 195, 300)
    harness.advance(0.05)
    harness.deliver(.move, 195, 722)  // p = 0.5
    harness.deliver(.up, 195, 722)
    harness.advance(0.1)
    let before = modal.presentation.frame.minY
    XCTAssertGreaterThan(before, 422, "it is finishing")
    // The press itself catches it: the scene's pan begins on a press while it completes.
    harness.deliver(.down, 195, 600)
    assertClose(modal.presentation.frame.minY, before, tolerance: 1e-9, "caught where it is")
    harness.advance(0.05)
    assertClose(modal.presentation.frame.minY, before, tolerance: 1e-9, "held by the finger")
    harness.deliver(.move, 195, 620)
    harness.advance(0.05)
    harness.deliver(.move, 195, 500)  // 100 points back up from the press
    assertClose(modal.presentation.frame.minY, before - 100, tolerance: 1e-6)
    harness.deliver(.up, 195, 500)
    harness.settle()
    XCTAssertEqual(harness.transitions.count, 1, "one transition, caught and ended once")
    XCTAssertEqual(harness.warningCodes, [])
  }

  @MainActor func testWithoutAnInterruptibleAnimatorAPressWhileItCompletesIsIgnored() async {
    let harness = SceneHarness(DragDownScene.descriptor)
    harness.deliver(.down, 195, 290)
    harness.advance(0.05)
    harness.deliver(.move, 195, 300)
    harness.advance(0.05)
    harness.deliver(.move, 195, 722)
    harness.deliver(.up, 195, 722)
    harness.advance(0.1)
    XCTAssertTrue(harness.window.ignoresInteraction)
    for y in [600.0, 620, 520] { harness.deliver(y == 600 ? .down : .move, 195, y) }
    harness.deliver(.up, 195, 520)
    harness.settle()
    XCTAssertFalse(harness.session.isPresented, "the dismissal ran to its end")
    XCTAssertEqual(harness.transitions.count, 1)
    XCTAssertEqual(harness.warningCodes, [], "the press reached no handler")
  }

  @MainActor func testDampingChangedBeforeASnapBackAppliesAndPutsTheModalBack() async {
    let spring = ["timing=spring", "damping=0.8", "interruptible=on"]
    let (harness, trajectory) = dragDown(set: spring, to: 450, changing: ["damping": 0.2])
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
    let switched = SceneHarness(
      DragDownScene.descriptor, set: ["damping=0.2", "interruptible=on"])
    let modal = switched.modal!.view!
    switched.deliver(.down, 195, 290)
    switched.advance(0.05)
    switched.deliver(.move, 195, 300)
    switched.advance(0.05)
    switched.deliver(.move, 195, 722)
    try! switched.session.parameters.set("timing", .choice("spring"))
    switched.deliver(.up, 195, 722)
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
    // Scrubbed linearly to 0.3, then continued over 0.7 · 0.6 s: along the completion curve,
    // or along the new spring (with the scene's initial velocity) once the damping changed.
    let p0 = 0.3
    let rest = (1 - p0) * 0.6
    for (s, progress) in today where s < rest - 1e-9 {
      assertClose(
        progress, p0 + (1 - p0) * easeInOut.value(at: s / rest), tolerance: 1e-6, "s = \(s)")
    }
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
      let harness = SceneHarness(
        CardScene.descriptor, set: ["timing=spring", "damping=0.8", "interruptible=on"])
      let card = harness.modal!.view!
      harness.deliver(.down, 195, 540)
      harness.advance(0.05)
      harness.deliver(.move, 195, 550)
      harness.advance(0.05)
      harness.deliver(.move, 195, 761)  // p = 0.25
      for (id, value) in changes { try! harness.session.parameters.set(id, .number(value)) }
      harness.deliver(.up, 195, 761)
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
