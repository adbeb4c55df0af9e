import Scenes
import TransitionKit

extension SceneSession {
  /// A session for a headless run, as `replay` makes it: the scene with `parameters` at the
  /// default screen size on a manual clock at time 0, with the modal put on screen first for
  /// the `presented` start. `compare --json` makes each variant's session here too, so its
  /// summaries are what `replay` prints for that variant alone.
  static func headless(
    _ descriptor: SceneDescriptor, parameters: ParameterStore, start: StartState
  ) -> SceneSession {
    let session = SceneSession(descriptor: descriptor, parameters: parameters)
    if start == .presented { session.presentWithoutAnimation() }
    return session
  }
}
