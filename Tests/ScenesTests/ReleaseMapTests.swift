import Foundation
import Scenes
import TransitionKit
import XCTest

/// The release map: synthetic drags that really release at the grid's progress and velocity,
/// and outcomes that agree with replays and with the published rules away from their edges.
final class ReleaseMapTests: XCTestCase {
  @MainActor func testEachDragReleasesAtItsGridPoint() async throws {
    let cases: [(SceneDescriptor, [String])] = [
      (DragDownScene.descriptor, []), (CardScene.descriptor, ["release-rule=projection"]),
      (EdgePanScene.descriptor, ["velocity-window=0.05"]),
      (DragDownScene.descriptor, ["velocity-window=0.3"]),
    ]
    for (scene, assignments) in cases {
      for (progress, velocity) in [(0.1, 1800.0), (0.45, -900), (0.8, 0), (0, 600), (1, -1500)] {
        let (completed, release) = try ReleaseMap.outcome(
          scene: scene, assignments: assignments, progress: progress, velocity: velocity)
        let label = "\(scene.id) \(assignments) at (\(progress), \(velocity))"
        XCTAssertNotNil(completed, label)
        let report = try XCTUnwrap(release, label)
        XCTAssertEqual(report.progress, progress, accuracy: 1e-6, label)
        XCTAssertEqual(report.velocity, velocity, accuracy: 1e-6 * max(1, abs(velocity)), label)
      }
    }
  }

  /// Replays the map's drag as `transition-lab replay` would: a script played on a session.
  @MainActor func replayed(
    _ scene: SceneDescriptor, _ assignments: [String], _ p: Double, _ v: Double
  )
    throws -> Bool?
  {
    let parameters = scene.makeParameters()
    try parameters.apply(assignments: assignments)
    let session = SceneSession(descriptor: scene, parameters: parameters)
    session.presentWithoutAnimation()
    let geometry = try XCTUnwrap(ReleaseDrag.geometry(for: session))
    session.replay(
      ReleaseDrag.script(
        geometry: geometry, progress: p, velocity: v,
        window: parameters.number("velocity-window")))
    return session.transitions.last { $0.interactive }?.completed
  }

  @MainActor func testTheMapMatchesReplaysAndTheRuleAwayFromItsEdge() async throws {
    let cases: [(SceneDescriptor, [String], distance: Double)] = [
      (DragDownScene.descriptor, [], 844),
      (DragDownScene.descriptor, ["release-preset=uikit-fluid"], 844),
      (EdgePanScene.descriptor, ["release-preset=panmodal"], 200),
      (CardScene.descriptor, ["release-rule=velocity-gate", "velocity-threshold=700"], 844),
    ]
    for (scene, assignments, distance) in cases {
      let map = try ReleaseMap.make(
        scene: scene, assignments: assignments, velocityRange: -1600...1600, steps: 5)
      XCTAssertEqual(map.progresses, [0, 0.25, 0.5, 0.75, 1])
      XCTAssertEqual(map.velocities, [-1600, -800, 0, 800, 1600])
      let settings = map.settings
      for point in map.points {
        let label = "\(scene.id) \(assignments) at (\(point.progress), \(point.velocity))"
        XCTAssertEqual(
          try replayed(scene, assignments, point.progress, point.velocity), point.completed, label)
        // The published rule, where the point is clear of its edge.
        let r = settings.decelerationRate
        let position: Double
        switch settings.rule {
        case .threshold, .velocityGate: position = point.progress
        case .projection, .materialHide:
          position = point.progress + point.velocity / 1000 * r / (1 - r) / distance
        }
        if settings.rule == .materialHide {
          let clear =
            abs(position - map.threshold) > 1e-6 && abs(point.progress - map.threshold) > 1e-6
          if clear {
            let hides =
              point.velocity >= 0 && position > map.threshold
              && (point.velocity > settings.velocityThreshold || point.progress > map.threshold)
            XCTAssertEqual(point.completed, hides, label)
          }
        } else if settings.rule == .velocityGate,
          abs(point.velocity) >= settings.velocityThreshold
        {
          XCTAssertEqual(point.completed, point.velocity > 0, label)
        } else if abs(position - map.threshold) > 1e-6 {
          XCTAssertEqual(point.completed, position > map.threshold, label)
        }
        // Exactly at the edge, the last bits of the pointer's coordinates decide.
      }
    }
  }

  @MainActor func testTheCSVHasAHeaderAndOneLinePerPoint() async throws {
    let map = try ReleaseMap.make(
      scene: DragDownScene.descriptor, velocityRange: 0...100, steps: 3)
    let lines = map.csv.split(separator: "\n")
    XCTAssertEqual(lines.first, "progress,velocity,completed")
    XCTAssertEqual(lines.count, 1 + 9)
    XCTAssertEqual(lines[1], "0,0,false")
    XCTAssertEqual(lines.last, "1,100,true")
  }

  @MainActor func testBadInputIsOneLine() async {
    XCTAssertThrowsError(try ReleaseMap.make(scene: DragDownScene.descriptor, steps: 1)) {
      XCTAssertFalse("\($0)".contains("\n"))
    }
    XCTAssertThrowsError(
      try ReleaseMap.make(scene: DragDownScene.descriptor, assignments: ["release-rule=fast"])
    ) { XCTAssertTrue("\($0)".hasPrefix("--set: release-rule must be one of")) }
  }
}
