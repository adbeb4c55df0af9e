import MotionExport
import Scenes
import TestSupport
import TransitionKit
import XCTest

/// `MotionSpec` reads a scene's parameters by id: the seeds' values, `--set` changes, and the
/// release parameters when a scene declares them.
final class MotionSpecTests: XCTestCase {
  @MainActor private func spec(_ scene: String, _ assignments: [String] = []) throws -> MotionSpec {
    let store = try XCTUnwrap(SceneCatalog.scene(id: scene)).makeParameters()
    try store.apply(assignments: assignments)
    return MotionSpec(parameters: store)
  }

  @MainActor func testSeedScenes() async throws {
    let dragDown = try spec("drag-down")
    XCTAssertEqual(dragDown.duration, 0.6)
    XCTAssertEqual(dragDown.threshold, 0.3)
    XCTAssertEqual(dragDown.timing, .bezier(AnimationCurve.easeInOut.bezier, name: "ease-in-out"))
    XCTAssertEqual(dragDown.gesture, .verticalPan)
    XCTAssertFalse(dragDown.finishesAtThreshold)
    // The seed preset: the threshold rule, with the other release values at their defaults.
    XCTAssertEqual(dragDown.release.rule, "threshold")
    XCTAssertFalse(dragDown.release.completionVelocity)

    let edgePan = try spec("edge-pan")
    XCTAssertEqual(edgePan.timing, .spring(dampingRatio: 0.8, initialVelocity: 1))
    XCTAssertEqual(edgePan.gesture, .leftEdgePan(distance: 200))
    XCTAssertTrue(edgePan.finishesAtThreshold)
    XCTAssertEqual(edgePan.threshold, 0.5)

    let card = try spec("card")
    XCTAssertEqual(card.duration, 0.4)
    XCTAssertEqual(card.threshold, 0.2)
  }

  @MainActor func testSetChangesTimingAndNumbers() async throws {
    let card = try spec("card", ["timing=spring", "damping=0.5", "completion-speed=2"])
    XCTAssertEqual(card.timing, .spring(dampingRatio: 0.5, initialVelocity: 0))
    XCTAssertEqual(card.completionSpeed, 2)
    // The spring an animator of 0.4 s runs: it settles at 0.4 s.
    assertClose(try XCTUnwrap(card.springForms).settlingTime, 0.4, tolerance: 1e-9)
    assertClose(card.progress(atFraction: 1), 1, tolerance: 0.001)
    XCTAssertEqual(card.progress(atFraction: 0), 0)
  }

  /// The release parameters the scenes declare, read by id.
  @MainActor func testReleaseParametersAreReadByID() async throws {
    let store = DragDownScene.descriptor.makeParameters()
    try store.apply(assignments: [
      "release-rule=projection", "deceleration-rate=0.99", "velocity-threshold=500",
      "velocity-estimator=average", "velocity-window=0.1", "completion-velocity=on",
    ])
    let spec = MotionSpec(parameters: store)
    XCTAssertEqual(spec.release.rule, "projection")
    XCTAssertEqual(spec.release.decelerationRate, 0.99)
    XCTAssertEqual(spec.release.velocityThreshold, 500)
    XCTAssertEqual(spec.release.velocityEstimator, "average")
    XCTAssertEqual(spec.release.velocityWindow, 0.1)
    XCTAssertTrue(spec.release.completionVelocity)
    let uikit = MotionExporter.code(for: spec, format: .uikit)
    XCTAssertTrue(uikit.contains("let rate: CGFloat = 0.99"), uikit)
    XCTAssertTrue(uikit.contains("CACurrentMediaTime()"), "the average estimator is written out")
    XCTAssertTrue(uikit.contains("interactor.timingCurve"), "completion velocity is handed on")
  }
}
