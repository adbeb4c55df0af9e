import Scenes
import TransitionKit

/// `replay --rotate-at`: turns a session's device a quarter turn once its script time reaches
/// a moment, on the first frame at or after it.
@MainActor
struct DeviceRotation {
  let session: SceneSession
  /// Script time of the turn, in seconds from the session's `scriptOrigin`.
  let time: Double
  private(set) var isDone = false

  init(session: SceneSession, time: Double) {
    self.session = session
    self.time = time
  }

  /// Turns the device when its time has come (called after each frame).
  mutating func check() {
    guard !isDone, session.now - session.scriptOrigin >= time - 1e-9 else { return }
    isDone = true
    let window = session.window
    session.run { window.rotate(to: window.screen.orientation.rotated) }
  }

  /// A turn later than the script: frames run on to its time (unless `until` stops first),
  /// the device turns, and the session settles.
  mutating func finish(fps: Double, until: Double?) {
    guard !isDone, time <= (until ?? SceneSession.replayLimit),
      let clock = session.engine.clock as? ManualClock
    else { return }
    while session.now - session.scriptOrigin < time - 1e-9 {
      clock.advance(by: Swift.min(1 / fps, session.scriptOrigin + time - session.now))
      session.tick()
    }
    check()
    session.settle(fps: fps)
  }
}
