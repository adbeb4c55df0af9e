import Scenes
import TransitionKit

extension SceneSession {
  /// A session for a headless run, as `replay` makes it: the scene with `parameters` on
  /// `screen` (the 390 × 844 iPhone unless told) on a manual clock at time 0, with the modal put on screen first for
  /// the `presented` start. `compare --json` makes each variant's session here too, so its
  /// summaries are what `replay` prints for that variant alone.
  static func headless(
    _ descriptor: SceneDescriptor, parameters: ParameterStore, start: StartState,
    screen: ScreenChoice = .standard
  ) -> SceneSession {
    let session = SceneSession(
      descriptor: descriptor, parameters: parameters, screen: screen.makeScreen())
    if start == .presented { session.presentWithoutAnimation() }
    return session
  }
}
