import Scenes
import TransitionKit
import XCTest

/// A drag recorded as the scene read it: a scripted drag released at a known progress and
/// velocity gives that release point, that velocity under every estimator that reads the
/// flick, the rule's outcome and the rule's own projection.
final class DragRecordTests: XCTestCase {
  @MainActor private func record(
    _ descriptor: SceneDescriptor, _ assignments: [String] = [], progress: Double,
    velocity: Double
  ) throws -> (DragRecord, ReleaseDrag.Geometry, GestureScript) {
    let parameters = descriptor.makeParameters()
    try parameters.apply(assignments: assignments)
    let session = SceneSession(descriptor: descriptor, parameters: parameters)
    session.presentWithoutAnimation()
    let geometry = try XCTUnwrap(ReleaseDrag.geometry(for: session))
    let script = ReleaseDrag.script(
      geometry: geometry, progress: progress, velocity: velocity, window: 0.15)
    let record = try XCTUnwrap(DragRecorder.lastDrag(of: script, in: session))
    return (record, geometry, script)
  }

  @MainActor func testAKnownDragGivesItsReleasePointVelocityAndOutcome() async throws {
    let (record, geometry, script) = try record(
      DragDownScene.descriptor, progress: 0.5, velocity: 800)
    let release = try XCTUnwrap(record.release)
    let up = try XCTUnwrap(script.events.last)
    XCTAssertEqual(release.time, up.t, accuracy: 1e-9)
    XCTAssertEqual(release.progress, 0.5, accuracy: 1e-6)
    XCTAssertEqual(release.velocity, 800, accuracy: 1e-6)
    XCTAssertEqual(release.estimator, .uikit)
    XCTAssertEqual(release.rule, .threshold)
    XCTAssertEqual(release.threshold, 0.3)
    XCTAssertTrue(release.finishes)
    XCTAssertEqual(release.outcome, "dismiss")
    XCTAssertEqual(record.distance, geometry.distance)
    // Every event of the script is a finger sample, at its time; the last lifts.
    XCTAssertEqual(record.fingers.map(\.time), script.events.map(\.t))
    XCTAssertEqual(record.fingers.last?.isRelease, true)
    // The estimators that read the flick read its speed at the release.
    let lifted = try XCTUnwrap(record.fingers.last)
    XCTAssertEqual(lifted.velocity(.uikit), 800, accuracy: 1e-6)
    XCTAssertEqual(lifted.velocity(.recent), 800, accuracy: 1e-6)
    // The view follows: it ends dismissed (progress 1, the modal a screen's height down).
    XCTAssertEqual(try XCTUnwrap(record.view.last).progress, 1, accuracy: 1e-3)
    // Not the rule's projection: the threshold rule does not project.
    XCTAssertFalse(release.projectionIsRules)
  }

  @MainActor func testTheProjectedLandingIsTheRulesProjection() async throws {
    let (record, geometry, _) = try record(
      DragDownScene.descriptor, ["release-rule=projection"], progress: 0.2, velocity: -600)
    let release = try XCTUnwrap(record.release)
    let rule = ReleaseRule.projection(decelerationRate: ReleaseRule.normalDecelerationRate)
    let decision = rule.decide(
      progress: release.progress, velocity: release.velocity, distance: geometry.distance,
      threshold: 0.3)
    XCTAssertTrue(release.projectionIsRules)
    XCTAssertEqual(release.projected, try XCTUnwrap(decision.projectedProgress), accuracy: 1e-9)
    XCTAssertEqual(release.progress, 0.2, accuracy: 1e-6)
    XCTAssertEqual(release.velocity, -600, accuracy: 1e-6)
    XCTAssertFalse(release.finishes)
    XCTAssertEqual(release.outcome, "snap back")
    // Back where it started.
    XCTAssertEqual(try XCTUnwrap(record.view.last).progress, 0, accuracy: 1e-3)
  }

  @MainActor func testTheVelocityGateIsRecordedWithItsSpeed() async throws {
    let (record, _, _) = try record(
      CardScene.descriptor, ["release-rule=velocity-gate", "velocity-threshold=500"],
      progress: 0.1, velocity: 900)
    let release = try XCTUnwrap(record.release)
    XCTAssertEqual(release.velocityThreshold, 500)
    XCTAssertTrue(release.finishes, "a fast flick past the gate dismisses below the threshold")
  }

  @MainActor func testASheetDragEndsAtARestPlace() async throws {
    let (record, _, _) = try record(SheetScene.descriptor, progress: 0.2, velocity: 0)
    let release = try XCTUnwrap(record.release)
    XCTAssertEqual(record.restPlaces.map(\.name), ["large", "medium", "dismissed"])
    XCTAssertEqual(release.outcome, "large")
    XCTAssertFalse(release.finishes)
    XCTAssertEqual(release.progress, 0.2, accuracy: 0.01)
  }

  @MainActor func testATapRecordsNoDrag() async throws {
    let session = SceneSession(descriptor: DragDownScene.descriptor)
    let tap = GestureScript(events: [.init(t: 0, type: .tap, location: Point(x: 195, y: 400))])
    XCTAssertNil(DragRecorder.lastDrag(of: tap, in: session))
  }

  /// A scene that declares no drag (its transition is not interactive): a press is noted as
  /// unread, and no record is made.
  @MainActor func testASceneWithoutADragIsNotedAsUnread() async throws {
    let descriptor = SceneDescriptor(
      id: "plain", title: "Plain", summary: "", source: "", parameters: [], controls: [],
      make: { _ in SceneRuntimeTests.PlainScene() })
    let session = SceneSession(descriptor: descriptor)
    let recorder = DragRecorder(session: session, origin: 0)
    session.replay(
      GestureScript(events: [
        .init(t: 0, type: .down, location: Point(x: 100, y: 300)),
        .init(t: 0.1, type: .move, location: Point(x: 100, y: 400)),
        .init(t: 0.2, type: .up, location: Point(x: 100, y: 400)),
      ]))
    XCTAssertNil(recorder.finish())
    XCTAssertTrue(recorder.sawUnreadPress)
  }
}
