import TransitionKit

/// Weak references to a session and to what it made and used — its scene, window, engine,
/// root controller and parameters; every transition context, property animator and
/// controller shown over the root (with its views) it had — to check what outlives its use:
///
/// - `alive`: once the session is let go, nothing of it may be left; what is still alive
///   then is held by something that holds itself (a retain cycle), or by something that
///   lives on (a cache, a registry).
/// - `keptAfterUse(in:)`: while the session lives and has settled, no transition context is
///   left, nor any controller shown over the root and since dismissed or popped, nor its
///   views.
@MainActor
public final class SessionLeftovers {
  /// What a watched object is, for `keptAfterUse(in:)`.
  private enum Role {
    /// Part of the session, or anything else that lives as long as it.
    case other
    /// A transition context: done with once its transition completed.
    case transition
    /// A controller shown over the root, or one of its views, by the controller's identity.
    case shown(ObjectIdentifier)
  }

  private var entries: [(name: String, role: Role, reference: () -> AnyObject?)] = []
  private var watched: Set<ObjectIdentifier> = []
  private weak var shown: ViewController?

  public init() {}

  /// Watches `object` under `name` (once, however often it is given).
  public func watch(_ object: AnyObject?, _ name: String) {
    watch(object, name, as: .other)
  }

  private func watch(_ object: AnyObject?, _ name: String, as role: Role) {
    guard let object, watched.insert(ObjectIdentifier(object)).inserted else { return }
    weak let weakObject = object
    entries.append((name, role, { weakObject }))
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
      watch(context, "a transition context (\(context.kind.rawValue))", as: .transition)
    }
    for animator in session.engine.runningAnimators { watch(animator, "a property animator") }
    let controller = Self.shownController(in: window)
    guard let controller, controller !== shown else { return }
    shown = controller
    let owner = ObjectIdentifier(controller)
    let title = controller.title ?? String(describing: type(of: controller))
    watch(controller, "the controller \(title)", as: .shown(owner))
    guard controller.isViewLoaded else { return }
    var views = [controller.view!]
    while let view = views.popLast() {
      watch(view, "the view \(view.name ?? String(describing: type(of: view)))", as: .shown(owner))
      views += view.subviews
    }
  }

  /// The names of the watched objects still alive, in the order they were watched.
  public var alive: [String] { entries.filter { $0.reference() != nil }.map(\.name) }

  /// The names of what is still alive though done with, in a session that settled: transition
  /// contexts once nothing is in flight, and controllers shown over the root (and their
  /// views) that are no longer presented or in a navigation stack.
  public func keptAfterUse(in session: SceneSession) -> [String] {
    let window = session.window
    let inUse = Set(Self.controllersInUse(in: window).map(ObjectIdentifier.init))
    return entries.compactMap { entry in
      guard entry.reference() != nil else { return nil }
      switch entry.role {
      case .other: return nil
      case .transition: return window.activeTransition == nil ? entry.name : nil
      case .shown(let owner): return inUse.contains(owner) ? nil : entry.name
      }
    }
  }

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

  /// Every controller the window uses now: the root, what it presents (and so on), and each
  /// navigation controller's stack.
  static func controllersInUse(in window: Window) -> [ViewController] {
    var found: [ViewController] = []
    var next = window.rootViewController.map { [$0] } ?? []
    while let controller = next.popLast() {
      guard !found.contains(where: { $0 === controller }) else { continue }
      found.append(controller)
      if let presented = controller.presentedViewController { next.append(presented) }
      if let navigation = controller as? NavigationController {
        next += navigation.viewControllers
      }
    }
    return found
  }
}
