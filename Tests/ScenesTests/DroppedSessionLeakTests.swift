import Scenes
import XCTest

@testable import TransitionKit

/// A session let go while an animation it started still runs frees everything of it: its
/// engine, window, scene, controllers, views and animators. Sessions away from the stage (the
/// release map's probe, the inspector's motion and Export…'s) present without animation and
/// are dropped at once, while the animation a controller starts on appearing (drag-down's
/// coach mark) still runs. (A transition midway is put away before its session is dropped,
/// `SceneSession.settle`: let go as it stands, it still holds its window and controllers.)
final class DroppedSessionLeakTests: XCTestCase {
  /// Presented without animation, a frame or none drawn, and let go.
  @MainActor func testASessionLetGoWhileItsAppearanceAnimatesFreesEverything() async throws {
    for descriptor in SceneCatalog.all {
      for frames in [0, 3] {
        let leftovers = SessionLeftovers()
        var animated = false
        do {
          let session = SceneSession(descriptor: descriptor)
          leftovers.watch(session)
          session.presentWithoutAnimation()
          leftovers.watchNow(session)
          for _ in 0..<frames {
            (session.engine.clock as! ManualClock).advance(by: 1.0 / 60)
            session.tick()
          }
          animated = session.needsFrames
        }
        XCTAssertEqual(
          leftovers.alive, [], "\(descriptor.id), \(frames) frames, animating: \(animated)")
      }
    }
  }
}
