import TransitionKit

/// One broken invariant after a fuzz case: a short code that names the rule (what shrinking
/// keeps failing) and a sentence for people.
public struct FuzzFailure: Sendable, Equatable, CustomStringConvertible {
  public let code: String
  public let message: String

  public init(_ code: String, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(code): \(message)" }
}

/// What must hold once a session has replayed its script and settled: nothing in flight,
/// every transition completed exactly once, no rescue by the window, and no view left behind.
@MainActor
public enum FuzzInvariants {
  /// Warnings that mean the window, not the scene, ended a transition (or that the scene ended
  /// one twice).
  public static let rescueWarnings = [
    "transition.complete-twice", "transition.never-completed",
    "transition.interactive-without-driver",
  ]

  /// The broken invariants of a settled session; empty when all hold.
  ///
  /// - Parameters:
  ///   - begins: the `transition` trace lines with phase `begin` since the session started.
  ///   - completes: those with phase `complete`.
  public static func check(_ session: SceneSession, begins: Int, completes: Int) -> [FuzzFailure] {
    var failures: [FuzzFailure] = []
    let window = session.window
    if window.activeTransition != nil {
      failures.append(.init("in-flight", "a transition is still in flight after settling"))
    } else if session.needsFrames {
      failures.append(.init("animating", "something still animates after settling"))
    }
    let records = session.transitions
    let open = records.filter { $0.completed == nil || $0.end == nil }.count
    if open > 0 {
      failures.append(
        .init("not-completed", "\(open) of \(records.count) transitions never completed"))
    }
    if begins != completes || completes != records.count {
      failures.append(
        .init(
          "complete-count",
          "\(begins) transition begins, \(completes) completes, \(records.count) in the log; "
            + "each must complete exactly once"))
    }
    let codes = Set(session.engine.warnings.map(\.code))
    for code in rescueWarnings where codes.contains(code) {
      failures.append(.init(code, "the window warned \(code)"))
    }
    failures += checkTree(session)
    return failures
  }

  /// The view tree: the root controller's view in the window unless its presentation style
  /// took it away, and at most one transition container, holding the presented view (with at
  /// most one snapshot and one dimming overlay under it) and nothing else.
  static func checkTree(_ session: SceneSession) -> [FuzzFailure] {
    let window = session.window
    guard let root = window.rootViewController, let rootView = root.view else {
      return [.init("tree.no-root", "the window has no root view controller")]
    }
    var failures: [FuzzFailure] = []
    func fail(_ code: String, _ message: String) { failures.append(.init("tree.\(code)", message)) }
    let containers = window.subviews.filter { $0 is TransitionContainerView }
    if containers.count > 1 {
      fail("containers", "\(containers.count) transition containers in the window")
    }
    let strays = window.subviews.filter { $0 !== rootView && !($0 is TransitionContainerView) }
    if !strays.isEmpty {
      fail("stray", "views other than the root's and the container in the window: " + names(strays))
    }
    if let modal = root.presentedViewController {
      let style = modal.modalPresentationStyle
      guard let container = containers.first else {
        fail("no-container", "the modal is presented but no transition container is in the window")
        return failures
      }
      if modal.view.superview !== container {
        fail("modal-outside", "the presented view is not in the container")
      }
      let extra = container.subviews.filter { $0 !== modal.view }
      let snapshots = extra.filter { $0 is SnapshotView }
      let overlays = extra.filter { $0.name == "dimming" && !($0 is SnapshotView) }
      if snapshots.count > 1 || overlays.count > 1 || extra.count > snapshots.count + overlays.count
      {
        fail("container-leftover", "left over in the container: " + names(extra))
      }
      if rootView.isDescendant(of: container) {
        fail("root-in-container", "the root view is inside the container")
      }
      if style.removesPresentingView, rootView.window != nil {
        fail(
          "root-kept",
          "under \(style.rawValue) the root view is still in the window while presented")
      } else if !style.removesPresentingView, rootView.superview !== window {
        fail("root-left", "under \(style.rawValue) the root view left the window while presented")
      }
    } else {
      if !containers.isEmpty {
        fail("container-after-dismissal", "a transition container is left after the dismissal")
      }
      // A style that keeps the presenter in place does not put it back: an animator that
      // moved it into the container loses it with the container (UIKit's black screen).
      let style = session.parameters.presentationStyle
      if rootView.superview !== window, style.removesPresentingView {
        fail(
          "root-not-back",
          "the root view is not back in the window after the dismissal under \(style.rawValue)")
      }
    }
    return failures
  }

  private static func names(_ views: [View]) -> String {
    views.map { $0.name ?? String(describing: type(of: $0)) }.joined(separator: ", ")
  }
}
