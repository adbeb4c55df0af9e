import Scenes
import XCTest

@testable import TransitionKit

/// What a transition leaves once it ended and the clock settled: nothing of it. For every
/// scene of the catalogue, the dismissed (or popped) controller, its views, the animators
/// that moved them and the transition context are freed, checked through weak references;
/// and a session let go frees its scene, window and parameters.
final class SceneLeakTests: XCTestCase {
  /// What is alive after a dismissal, the transition's animator watched too.
  @MainActor private func aliveAfterDismissal(
    _ descriptor: SceneDescriptor, by dismissal: ((SceneSession) -> GestureScript?)? = nil
  ) throws -> [String] {
    try XCTUnwrap(
      SessionLeftovers.aliveAfterDismissal(of: descriptor, by: dismissal) { context, leftovers in
        leftovers.watch(context.animator as AnyObject, "the animator \(type(of: context.animator))")
      }, "\(descriptor.id) presents")
  }

  @MainActor func testADismissalByTheScenesOwnGestureLeavesNothingOfIt() async throws {
    for descriptor in SceneCatalog.all {
      XCTAssertEqual(try aliveAfterDismissal(descriptor), [], descriptor.id)
    }
  }

  /// An interactive dismissal: the scene's dismissal drag, released far along and fast.
  @MainActor func testAnInteractiveDismissalLeavesNothingOfIt() async throws {
    for descriptor in SceneCatalog.all {
      let alive = try aliveAfterDismissal(descriptor) { session in
        guard let geometry = ReleaseDrag.geometry(for: session) else { return nil }
        return ReleaseDrag.script(
          geometry: geometry, progress: 0.9, velocity: 1500,
          window: session.parameters.releaseSettings.velocityWindow)
      }
      XCTAssertEqual(alive, [], descriptor.id)
    }
  }

  @MainActor func testASessionLetGoFreesItsSceneWindowAndParameters() async throws {
    for descriptor in SceneCatalog.all {
      for presented in [false, true] {
        let leftovers = SessionLeftovers()
        do {
          let session = SceneSession(descriptor: descriptor)
          leftovers.watch(session)
          if presented { session.presentWithoutAnimation() }
          session.replay(
            session.scene.script(
              for: presented ? .dismiss : .present, screen: session.window.screen.bounds.size))
          session.settle()
        }
        XCTAssertEqual(leftovers.alive, [], "\(descriptor.id), presented: \(presented)")
      }
    }
  }

  /// The fuzzer's check of a settled session can fail: a dismissed controller something
  /// still holds is named, with its views, and it is not while it is on screen.
  @MainActor func testWhatIsKeptAfterItsTransitionsIsNamed() async throws {
    let session = SceneSession(descriptor: try XCTUnwrap(SceneCatalog.scene(id: "drag-down")))
    let leftovers = SessionLeftovers()
    leftovers.watch(session)
    let screen = session.window.screen.bounds.size
    session.replay(session.scene.script(for: .present, screen: screen))
    session.settle()
    leftovers.watchNow(session)
    XCTAssertEqual(leftovers.keptAfterUse(in: session), [], "on screen, in use")
    let held = session.window.rootViewController?.presentedViewController
    session.replay(session.scene.script(for: .dismiss, screen: screen))
    session.settle()
    XCTAssertNotNil(held)
    let kept = leftovers.keptAfterUse(in: session)
    XCTAssertTrue(kept.contains { $0.hasPrefix("the controller") }, "\(kept)")
    XCTAssertTrue(kept.contains("the view close"), "\(kept)")
  }

  /// The fuzzer's leak check can fail: an object the case holds on to is reported.
  @MainActor func testTheLeftoversNameWhatIsStillAlive() async {
    let leftovers = SessionLeftovers()
    let kept = View()
    leftovers.watch(kept, "a view kept")
    leftovers.watch(View(), "a view let go")
    XCTAssertEqual(leftovers.alive, ["a view kept"])
    withExtendedLifetime(kept) {}
  }
}
