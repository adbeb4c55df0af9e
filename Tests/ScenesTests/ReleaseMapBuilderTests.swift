import Scenes
import TransitionKit
import XCTest

/// The window's map, made a few drags at a time, is the command's map.
final class ReleaseMapBuilderTests: XCTestCase {
  @MainActor func testAMapMadeInSlicesIsTheMapMadeAtOnce() async throws {
    for (scene, assignments) in [
      (CardScene.descriptor, ["release-rule=projection"]),
      (EdgePanScene.descriptor, ["release-rule=velocity-gate", "velocity-threshold=500"]),
    ] {
      let whole = try ReleaseMap.make(scene: scene, assignments: assignments, steps: 6)
      let builder = try ReleaseMapBuilder(scene: scene, assignments: assignments, steps: 6)
      var slices = 0
      while !builder.step(drags: 4) { slices += 1 }
      XCTAssertEqual(slices, 36 / 4 - 1 + (36 % 4 == 0 ? 0 : 1), scene.id)
      let map = try XCTUnwrap(builder.map)
      XCTAssertEqual(map.completed, whole.completed, scene.id)
      XCTAssertEqual(map.progresses, whole.progresses)
      XCTAssertEqual(map.velocities, whole.velocities)
      XCTAssertTrue(map.completed.joined().contains(true), "some releases dismiss")
      XCTAssertTrue(map.completed.joined().contains(false), "some snap back")
    }
  }

  @MainActor func testBadStepsAreRefusedAsTheCommandRefusesThem() async {
    XCTAssertThrowsError(try ReleaseMapBuilder(scene: CardScene.descriptor, steps: 1))
    XCTAssertThrowsError(
      try ReleaseMapBuilder(scene: CardScene.descriptor, assignments: ["threshold=9"]))
  }
}
