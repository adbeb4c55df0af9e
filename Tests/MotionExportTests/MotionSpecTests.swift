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
    XCTAssertEqual(dragDown.release, .threshold)

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

  /// The release parameters, declared here as the release rules add them to scenes.
  @MainActor func testReleaseParametersAreReadByID() async {
    let specs =
      DragDownScene.descriptor.parameters + [
        ParameterSpec(
          id: "release-rule", title: "Release rule",
          kind: .choice(["threshold", "projection", "velocity-gate"]),
          seedDefault: .choice("projection"), summary: ""),
        ParameterSpec(
          id: "deceleration-rate", title: "r", kind: .number(range: 0.9...0.9999, step: 0.001),
          seedDefault: .number(0.99), summary: ""),
        ParameterSpec(
          id: "velocity-threshold", title: "v", kind: .number(range: 0...5000, step: 10),
          seedDefault: .number(500), summary: ""),
        ParameterSpec(
          id: "velocity-estimator", title: "e", kind: .choice(["recent", "average"]),
          seedDefault: .choice("average"), summary: ""),
        ParameterSpec(
          id: "velocity-window", title: "w", kind: .number(range: 0.01...1, step: 0.01),
          seedDefault: .number(0.1), summary: ""),
        ParameterSpec(
          id: "completion-velocity", title: "c", kind: .toggle, seedDefault: .toggle(true),
          summary: ""),
      ]
    let spec = MotionSpec(parameters: ParameterStore(sceneID: "drag-down", specs: specs))
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
