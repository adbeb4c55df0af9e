import AllocationCounter
import Scenes
import TransitionKit
import XCTest

/// What a transition allocates, it frees: over a thousand transitions of each scene, played
/// with the scene's own gestures as a person would, the heap blocks still allocated stay
/// flat once the first few transitions have warmed up what is made once.
final class SceneAllocationTests: XCTestCase {
  /// Presents and dismisses `pairs` times with the scene's own gestures.
  @MainActor private func play(_ pairs: Int, on session: SceneSession) {
    let screen = session.window.screen.bounds.size
    let present = session.scene.script(for: .present, screen: screen)
    let dismiss = session.scene.script(for: .dismiss, screen: screen)
    for _ in 0..<pairs {
      session.replay(present)
      session.replay(dismiss)
    }
  }

  @MainActor func testAThousandTransitionsPerSceneKeepNoMemory() async {
    for descriptor in SceneCatalog.all {
      let session = SceneSession(descriptor: descriptor)
      play(20, on: session)
      let before = live_allocation_count()
      let warningsBefore = session.engine.warnings.count
      play(480, on: session)
      let kept = live_allocation_count() - before
      XCTAssertEqual(session.transitions.count, 1000, descriptor.id)
      XCTAssertTrue(
        session.transitions.allSatisfy { $0.completed == true }, "\(descriptor.id) completes")
      // The session's logs grow by a record per transition, in one buffer each: a few blocks
      // as they double. The one record with a block of its own is a warning's message, kept
      // in the session's log of warnings (the edge-pan tutorial measures its pan in the view
      // it animates, and is told so at every dismissal).
      let warnings = session.engine.warnings.count - warningsBefore
      XCTAssertLessThan(
        kept, 20 + Int64(warnings),
        "\(descriptor.id): blocks kept over 960 transitions, \(warnings) warnings")
    }
  }

  /// Sessions away from the stage (the release map's probe, the inspector's motion and
  /// Export…'s) present the scene without animation, ask it, and are let go at once, while
  /// the animation a controller starts as it appears (drag-down's coach mark) still runs:
  /// a hundred of them leave nothing (each kept its engine, animator, view and layers).
  @MainActor func testSessionsLetGoWhileAnimatingKeepNoMemory() async {
    for descriptor in SceneCatalog.all {
      let parameters = descriptor.makeParameters()
      func probe() {
        let session = SceneSession(descriptor: descriptor, parameters: parameters)
        session.presentWithoutAnimation()
      }
      for _ in 0..<5 { probe() }
      let before = live_allocation_count()
      for _ in 0..<100 { probe() }
      let kept = live_allocation_count() - before
      XCTAssertLessThan(kept, 20, "\(descriptor.id): blocks kept over 100 sessions")
    }
  }

  /// A scene's values live for the whole run in the app, which makes a new session on them
  /// at each visit to the scene: a session let go leaves nothing on them.
  @MainActor func testSessionsOnLongLivedValuesKeepNoMemory() async {
    for descriptor in SceneCatalog.all {
      let parameters = descriptor.makeParameters()
      func visit() {
        let session = SceneSession(descriptor: descriptor, parameters: parameters)
        play(1, on: session)
      }
      for _ in 0..<5 { visit() }
      let before = live_allocation_count()
      for _ in 0..<100 { visit() }
      let kept = live_allocation_count() - before
      XCTAssertLessThan(kept, 20, "\(descriptor.id): blocks kept over 100 sessions")
    }
  }
}
