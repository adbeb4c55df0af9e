import TransitionKit

extension SessionLeftovers {
  /// What is still alive of a dismissal once it ended and the clock settled, while the
  /// session lives on: the scene is presented with its own gesture, then dismissed with
  /// `dismissal` (the scene's own gesture when nil), and the dismissed controller (or the
  /// popped one), its views, the dismissal's transition context and the property animators
  /// that ran meanwhile must all be gone. Empty when nothing is left; `nil` when the scene's
  /// present gesture showed nothing over its root.
  ///
  /// - Parameter animators: called on every frame of the dismissal with the transition in
  ///   flight, to watch what else it holds (its animator, its interaction controller).
  public static func aliveAfterDismissal(
    of descriptor: SceneDescriptor, by dismissal: ((SceneSession) -> GestureScript?)? = nil,
    watching animators: ((TransitionContext, SessionLeftovers) -> Void)? = nil
  ) -> [String]? {
    let leftovers = SessionLeftovers()
    let session = SceneSession(descriptor: descriptor)
    let screen = session.window.screen.bounds.size
    session.replay(session.scene.script(for: .present, screen: screen))
    session.settle()
    guard shownController(in: session.window) != nil else { return nil }
    leftovers.watchNow(session)
    let script =
      dismissal.flatMap { $0(session) } ?? session.scene.script(for: .dismiss, screen: screen)
    session.observeFrames(owner: leftovers) { [weak session] leftovers in
      guard let session else { return }
      leftovers.watchNow(session)
      if let context = session.window.activeTransition { animators?(context, leftovers) }
    }
    session.replay(script)
    session.settle()
    // A few more frames: whatever ends at a frame lets go of it by the next.
    for _ in 0..<3 { session.tick() }
    if shownController(in: session.window) != nil { return ["the scene is still presented"] }
    return leftovers.alive
  }
}
