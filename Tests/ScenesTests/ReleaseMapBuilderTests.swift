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

  /// The window's way: a few frames per idle turn. No turn plays more than its frames, a turn
  /// that begins a drag (a session made, the modal put up) plays none and begins one drag at
  /// most, and the map is the command's, every cell, rest places and all.
  @MainActor func testAMapMadeAFewFramesATurnIsTheMapMadeAtOnce() async throws {
    for (scene, assignments) in [
      (CardScene.descriptor, ["release-rule=projection"]),
      (SheetScene.descriptor, []),
      (ZoomScene.descriptor, ["release-rule=velocity-gate"]),
    ] {
      let whole = try ReleaseMap.make(scene: scene, assignments: assignments, steps: 4)
      let builder = try ReleaseMapBuilder(scene: scene, assignments: assignments, steps: 4)
      var turns = 0
      var turnsBeginningADrag = 0
      var done = false
      while !done {
        let (frames, drags, beginning) =
          (builder.framesPlayed, builder.dragsDone, !builder.isPlayingDrag)
        done = builder.step(frames: 8)
        turns += 1
        let played = builder.framesPlayed - frames
        XCTAssertLessThanOrEqual(played, 8, scene.id)
        XCTAssertLessThanOrEqual(builder.dragsDone - drags, 1, scene.id)
        if beginning {
          turnsBeginningADrag += 1
          XCTAssertEqual(played, 0, "\(scene.id): a turn that begins a drag plays none of it")
        }
      }
      XCTAssertEqual(turnsBeginningADrag, 16, scene.id)
      XCTAssertEqual(builder.dragsDone, 16, scene.id)
      XCTAssertGreaterThan(turns, 16 * 2, "\(scene.id): each drag spans several turns")
      let map = try XCTUnwrap(builder.map)
      XCTAssertEqual(map.reached, whole.reached, scene.id)
      XCTAssertEqual(map.completed, whole.completed, scene.id)
      XCTAssertEqual(map.outcomes, whole.outcomes, scene.id)
      XCTAssertEqual(map.csv, whole.csv, scene.id)
    }
  }

  /// A drag begun a few frames at a time and finished whole comes to the same place.
  @MainActor func testWholeDragsFinishADragBegunAFewFramesATime() async throws {
    let scene = EdgePanScene.descriptor
    let whole = try ReleaseMap.make(scene: scene, steps: 3)
    let builder = try ReleaseMapBuilder(scene: scene, steps: 3)
    builder.step(frames: 8)
    builder.step(frames: 8)
    XCTAssertTrue(builder.isPlayingDrag)
    builder.step(drags: 9)
    XCTAssertEqual(try XCTUnwrap(builder.map).reached, whole.reached)
  }

  @MainActor func testBadStepsAreRefusedAsTheCommandRefusesThem() async {
    XCTAssertThrowsError(try ReleaseMapBuilder(scene: CardScene.descriptor, steps: 1))
    XCTAssertThrowsError(
      try ReleaseMapBuilder(scene: CardScene.descriptor, assignments: ["threshold=9"]))
  }

  /// A map remade for a new value drops its builder before the map is done, wherever its drag
  /// stands: put away, the drag's presented controller goes with its session, for every scene
  /// that has a map.
  @MainActor func testABuilderPutAwayMidTransitionFreesTheDragsScene() async throws {
    var mapped = 0
    for scene in SceneCatalog.all {
      guard let builder = try? ReleaseMapBuilder(scene: scene, steps: 3) else { continue }
      weak var session: SceneSession?
      weak var presented: ViewController?
      do {
        var turns = 0
        repeat {
          builder.step(frames: 2)
          turns += 1
        } while builder.playingSession?.window.activeTransition == nil && turns < 60
        guard let playing = builder.playingSession, playing.window.activeTransition != nil else {
          continue
        }
        session = playing
        presented = playing.window.rootViewController?.presentedViewController
        builder.putAway()
        XCTAssertFalse(builder.isPlayingDrag, scene.id)
      }
      XCTAssertNil(presented, "\(scene.id): the drag's presented controller")
      XCTAssertNil(session, "\(scene.id): the drag's session")
      mapped += 1
    }
    XCTAssertGreaterThanOrEqual(mapped, 3, "scenes whose map's drags run a transition")
  }
}
