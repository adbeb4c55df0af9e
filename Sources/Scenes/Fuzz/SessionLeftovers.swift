import TransitionKit

/// Weak references to a session and to what it made and used — its scene, window, engine,
/// root controller and parameters; every transition context, property animator and
/// controller shown over the root (with its views) it had — to check that nothing of them
/// outlives the session once it is let go: what is still alive then is held by something
/// that holds itself (a retain cycle), or by something that lives on (a cache, a registry).
@MainActor
public final class SessionLeftovers {
  private var entries: [(name: String, reference: () -> AnyObject?)] = []
  private var watched: Set<ObjectIdentifier> = []
  private weak var shown: ViewController?

  public init() {}

  /// Watches `object` under `name` (once, however often it is given).
  public func watch(_ object: AnyObject?, _ name: String) {
    guard let object, watched.insert(ObjectIdentifier(object)).inserted else { return }
    weak let weakObject = object
    entries.append((name, { weakObject }))
  }

  /// Watches the session and its parts, and from now on, after every frame it evaluates,
  /// what that frame had in flight.
  public func watch(_ session: SceneSession) {
    watch(session, "the session")
    watch(session.scene, "the scene \(type(of: session.scene))")
    watch(session.window, "the window")
    watch(session.engine, "the engine")
    watch(session.parameters, "the parameters")
    watch(session.window.rootViewController, "the root controller")
    session.observeFrames(owner: self) { [weak session] leftovers in
      if let session { leftovers.watchNow(session) }
    }
  }

  /// Watches what the session has in flight now: the transition, the property animators
  /// running, and the controller shown over the root with its views.
  public func watchNow(_ session: SceneSession) {
    let window = session.window
    if let context = window.activeTransition {
      watch(context, "a transition context (\(context.kind.rawValue))")
    }
    for animator in session.engine.runningAnimators { watch(animator, "a property animator") }
    let controller = Self.shownController(in: window)
    guard let controller, controller !== shown else { return }
    shown = controller
    watch(
      controller, "the controller \(controller.title ?? String(describing: type(of: controller)))")
    guard controller.isViewLoaded else { return }
    var views = [controller.view!]
    while let view = views.popLast() {
      watch(view, "the view \(view.name ?? String(describing: type(of: view)))")
      views += view.subviews
    }
  }

  /// The names of the watched objects still alive, in the order they were watched.
  public var alive: [String] { entries.filter { $0.reference() != nil }.map(\.name) }

  /// The controller a scene shows over its root: the presented one, or a navigation
  /// controller's pushed top.
  public static func shownController(in window: Window) -> ViewController? {
    let root = window.rootViewController
    if let presented = root?.presentedViewController { return presented }
    if let navigation = root as? NavigationController, navigation.viewControllers.count > 1 {
      return navigation.topViewController
    }
    return nil
  }
}
