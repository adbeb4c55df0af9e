import Scenes
@testable import TransitionKit
import XCTest

/// What a transition leaves once it ended and the clock settled: nothing of it. For every
/// scene of the catalogue, the dismissed (or popped) controller, its views, the animators
/// that moved them and the transition context are freed, checked through weak references;
/// and a session let go frees its scene, window and parameters.
final class SceneLeakTests: XCTestCase {
  /// Weak references to what one transition made or used.
  @MainActor private final class Leftovers {
    private var entries: [(name: String, reference: () -> AnyObject?)] = []

    private var watched: Set<ObjectIdentifier> = []

    func watch(_ object: AnyObject?, _ name: String) {
      guard let object, watched.insert(ObjectIdentifier(object)).inserted else { return }
      weak var weakObject = object
      entries.append((name, { weakObject }))
    }

    /// The names of the objects still alive.
    var alive: [String] { entries.filter { $0.reference() != nil }.map(\.name) }

    /// Watches the transition in flight and what animates it, on every frame.
    func watchTransitions(of session: SceneSession) {
      session.observeFrames(owner: self) { leftovers in
        leftovers.watchNow(session)
      }
    }

    func watchNow(_ session: SceneSession) {
      if let context = session.window.activeTransition {
        watch(context, "transition context (\(context.kind.rawValue))")
        watch(context.animator as AnyObject, "animator \(type(of: context.animator))")
      }
      for animator in session.engine.runningAnimators { watch(animator, "property animator") }
    }
  }

  /// The controller a scene shows over its root: the presented one, or a navigation
  /// controller's pushed top.
  @MainActor private func shownController(_ session: SceneSession) -> ViewController? {
    let root = session.window.rootViewController
    if let presented = root?.presentedViewController { return presented }
    if let navigation = root as? NavigationController, navigation.viewControllers.count > 1 {
      return navigation.topViewController
    }
    return nil
  }

  /// Presents with the scene's own gesture, then dismisses with `dismissal` (the scene's own
  /// when nil), and returns what is still alive of the dismissed controller and of the
  /// dismissal once everything settled.
  @MainActor private func aliveAfterDismissal(
    _ descriptor: SceneDescriptor, dismissal: ((SceneSession) -> GestureScript?)? = nil
  ) throws -> [String] {
    let leftovers = Leftovers()
    let session = SceneSession(descriptor: descriptor)
    let screen = session.window.screen.bounds.size
    session.replay(session.scene.script(for: .present, screen: screen))
    session.settle()
    try watchShownController(of: session, in: leftovers)
    let script =
      try dismissal.map { try XCTUnwrap($0(session), descriptor.id) }
      ?? session.scene.script(for: .dismiss, screen: screen)
    leftovers.watchTransitions(of: session)
    session.replay(script)
    session.settle()
    // A few more frames: whatever ends at a frame lets go of it by the next.
    for _ in 0..<3 { session.tick() }
    XCTAssertNil(shownController(session), "\(descriptor.id) dismissed")
    XCTAssertTrue(
      session.transitions.allSatisfy { $0.completed != nil }, "\(descriptor.id): all completed")
    XCTAssertGreaterThanOrEqual(session.transitions.count, 2, descriptor.id)
    return leftovers.alive
  }

  /// Watches the controller shown over the root and every view of it (in a function of its
  /// own, so that no strong reference stays on the caller's stack).
  @MainActor private func watchShownController(of session: SceneSession, in leftovers: Leftovers)
    throws
  {
    let shown = try XCTUnwrap(shownController(session), "\(session.descriptor.id) presents")
    leftovers.watch(shown, "dismissed controller \(shown.title ?? "")")
    var views = [shown.view!]
    while let view = views.popLast() {
      leftovers.watch(view, "view \(view.name ?? String(describing: type(of: view)))")
      views += view.subviews
    }
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
        let leftovers = Leftovers()
        do {
          let session = SceneSession(descriptor: descriptor)
          if presented { session.presentWithoutAnimation() }
          session.replay(
            session.scene.script(
              for: presented ? .dismiss : .present,
              screen: session.window.screen.bounds.size))
          session.settle()
          leftovers.watch(session, "session")
          leftovers.watch(session.scene, "scene")
          leftovers.watch(session.window, "window")
          leftovers.watch(session.engine, "engine")
          leftovers.watch(session.parameters, "parameters")
          leftovers.watch(session.window.rootViewController, "root controller")
        }
        XCTAssertEqual(leftovers.alive, [], "\(descriptor.id), presented: \(presented)")
      }
    }
  }
}
