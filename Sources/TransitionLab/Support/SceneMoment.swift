import Scenes
import TransitionKit

/// How `render` and `filmstrip` bring a scene to a moment: a fresh session of the scene at
/// the chosen screen size, started at the root or with the modal on screen, and a script played
/// on its manual clock up to exactly that moment.
@MainActor
struct SceneMoment {
  let descriptor: SceneDescriptor
  let sceneOptions: SceneOptions
  let screen: ScreenChoice
  let start: StartState
  let script: GestureScript

  /// The screen's size in points.
  var screenSize: Size { screen.size }

  /// A new session at time 0, with its parameters from `--set` and the start state applied,
  /// and module state of its own (`SceneDescriptor.withOwnModuleState()`): a scene file's
  /// top-level variables start afresh in each, as in `replay`'s one session.
  func makeSession() throws -> SceneSession {
    let descriptor = self.descriptor.withOwnModuleState()
    let session = SceneSession(
      descriptor: descriptor, parameters: try sceneOptions.parameters(for: descriptor),
      screen: screen.makeScreen())
    if start == .presented { session.presentWithoutAnimation() }
    return session
  }

  /// A new session with the script played up to `time` (seconds of scene time), or, without a
  /// time, until the script is over and everything has settled.
  func session(at time: Double?) throws -> SceneSession {
    let session = try makeSession()
    session.play(script, until: time)
    return session
  }
}

extension SceneSession {
  /// Plays `script` at 60 frames per second up to exactly `time` (seconds from the script's
  /// start, `scriptOrigin`): after the last frame on the 60 Hz grid, one more frame is ticked
  /// at `time` itself when it falls between two frames.
  /// Without a time it plays until the script is over and nothing moves.
  func play(_ script: GestureScript, until time: Double?) {
    replay(script, until: time)
    guard let time, let clock = engine.clock as? ManualClock, clock.now < scriptOrigin + time
    else { return }
    clock.advance(by: scriptOrigin + time - clock.now)
    tick()
  }
}
