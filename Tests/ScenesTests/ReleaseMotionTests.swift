import Foundation
import Scenes
import TransitionKit
import XCTest

/// The estimators on uneven event timing through the scenes' recognizers, and the motion
/// right after a release with `completion-velocity` on.
final class ReleaseMotionTests: XCTestCase {
  /// Events at uneven intervals and speeds: 30 Hz, then 7 ms, then 25 ms, then 4 ms apart.
  static let uneven: [ScriptedPan.Stretch] = [
    .init(points: 40, seconds: 0.1, interval: 1.0 / 30),
    .init(points: 30, seconds: 0.021, interval: 0.007),
    .init(points: 60, seconds: 0.05, interval: 0.025),
    .init(points: 25, seconds: 0.012, interval: 0.004),
  ]

  @MainActor func releaseVelocity(_ pan: ScriptedPan, _ assignments: [String]) throws -> Double {
    let harness = SceneHarness(DragDownScene.descriptor, set: assignments)
    harness.play(pan.script)
    return try XCTUnwrap(harness.session.releases.last?.velocity)
  }

  @MainActor func testTheEstimatorsOnUnevenEventTiming() async throws {
    let pan = ScriptedPan.down(Self.uneven)
    for window in [0.15, 0.05, 0.02] {
      let last = pan.events[pan.events.count - 1].t
      XCTAssertFalse(
        pan.events.contains { abs(last - $0.t - window) < 1e-6 },
        "no event sits on the window's edge, where rounding would decide")
      let velocity = try releaseVelocity(
        pan, ["velocity-estimator=recent", "velocity-window=\(window)"])
      XCTAssertEqual(velocity, pan.recentVelocity(window: window), accuracy: 1e-6, "\(window)")
    }
    // The windows see different speeds: the last stretch is faster than the drag overall.
    XCTAssertGreaterThan(pan.recentVelocity(window: 0.02), pan.recentVelocity(window: 0.15))
    let average = try releaseVelocity(pan, ["velocity-estimator=average"])
    // 11 + 155 points from the press over the whole drag.
    XCTAssertEqual(average, 166 / pan.events[pan.events.count - 1].t, accuracy: 1e-6)
  }

  /// Releases the drag-down modal at 1000 pt/s after 300 points (p = 300/844, past 0.3) and
  /// returns the finger's speed and the speed of the modal's top edge at the instant of
  /// release, extrapolated from two 1 ms steps (over steps of h the mean speeds are
  /// v0 + a·h/2 and v0 + 3a·h/2), and its mean speed over the first 60 Hz frame.
  @MainActor func speedsAfterRelease(
    _ assignments: [String],
    stretches: [ScriptedPan.Stretch] = [.init(points: 300, seconds: 0.3)]
  ) throws -> (finger: Double, atRelease: Double, firstFrame: Double) {
    let harness = SceneHarness(DragDownScene.descriptor, set: assignments)
    let pan = ScriptedPan.down(stretches)
    let release = pan.events[pan.events.count - 1].t
    harness.session.replay(pan.script, until: release)
    let modal = try XCTUnwrap(harness.modal?.view)
    let clock = try XCTUnwrap(harness.session.engine.clock as? ManualClock)
    var tops = [modal.presentation.frame.minY]
    XCTAssertEqual(
      tops[0], pan.translation, accuracy: 1e-9, "the modal follows the finger up to release")
    let step = 0.001
    for _ in 0..<2 {
      clock.advance(by: step)
      harness.session.tick()
      tops.append(modal.presentation.frame.minY)
    }
    let s1 = (tops[1] - tops[0]) / step
    let s2 = (tops[2] - tops[1]) / step
    clock.advance(by: 1.0 / 60 - 2 * step)
    harness.session.tick()
    let firstFrame = (modal.presentation.frame.minY - tops[0]) * 60
    return (pan.uikitVelocity, (3 * s1 - s2) / 2, firstFrame)
  }

  @MainActor func testWithCompletionVelocityTheViewLeavesTheFingerAtItsSpeed() async throws {
    let (finger, atRelease, firstFrame) = try speedsAfterRelease(["completion-velocity=on"])
    XCTAssertEqual(finger, 1000, accuracy: 1e-6)
    XCTAssertEqual(atRelease, finger, accuracy: finger * 0.02)
    // The spring then pulls it on toward the end: the first frame is faster, never slower.
    XCTAssertGreaterThan(firstFrame, finger)
  }

  @MainActor func testTwoReleasesAtOnePlaceWithOppositeVelocitiesLeaveAtDifferentSpeeds()
    async throws
  {
    // Both released 300 points down (past the 0.3 threshold, so both finish): one still
    // moving down at 1000 pt/s, one flicked back up at 1000 pt/s after going 150 further.
    // UIKit's blend reads each flick at its speed, and the completion starts from it.
    let down = try speedsAfterRelease(["completion-velocity=on"])
    let back = try speedsAfterRelease(
      ["completion-velocity=on"],
      stretches: [.init(points: 450, seconds: 0.45), .init(points: -150, seconds: 0.15)])
    XCTAssertEqual(down.finger, 1000, accuracy: 1e-6)
    XCTAssertEqual(back.finger, -1000, accuracy: 1e-6)
    XCTAssertEqual(down.atRelease, 1000, accuracy: 20)
    XCTAssertEqual(back.atRelease, -1000, accuracy: 20, "it leaves still rising")
    XCTAssertGreaterThan(down.firstFrame - back.firstFrame, 1000, "visibly different")
  }

  @MainActor func testWithoutItTheCompletionStartsFromRest() async throws {
    // The seed's completion runs along ease-in-out from where the finger left it: it starts
    // at rest, whatever the finger did.
    let (finger, atRelease, firstFrame) = try speedsAfterRelease(["interruptible=on"])
    XCTAssertLessThan(abs(atRelease), finger * 0.1)
    XCTAssertLessThan(firstFrame, finger * 0.5)
  }

  @MainActor func testCompletionVelocityMakesTheDismissalVendAnInterruptibleAnimator()
    async throws
  {
    let harness = SceneHarness(DragDownScene.descriptor, set: ["completion-velocity=on"])
    let pan = ScriptedPan.down([.init(points: 300, seconds: 0.3)])
    harness.session.replay(pan.script, until: pan.events[pan.events.count - 1].t + 0.05)
    // An interruptible transition takes presses while it completes.
    XCTAssertTrue(harness.window.activeTransition?.isInterruptible ?? false)
  }
}
