import TransitionKit

extension SceneSession {
  /// The most scene time a replay runs when not told otherwise, in seconds.
  public static let replayLimit = 30.0

  /// Frames per second at which a session being put away (a scene switched from, a compared
  /// device removed, compare mode or the blind test left) runs what it has in flight to its
  /// end. Nobody sees those frames and each costs a whole tick, so they come at a quarter of
  /// the display's rate: a zoom settled at 60 took 83 ms of the frame that switched away.
  public static let putAwayFramesPerSecond = 15.0

  /// Plays a script on this session's manual clock, from the scene time it is called at (the
  /// script's time 0): each event at its own time, frames at `fps` in between. Without
  /// `until`, it runs until the last event has been delivered and nothing animates or is in
  /// flight any more, at most `replayLimit` seconds; with `until`, it runs to exactly that
  /// time of the script.
  ///
  /// - Parameter frame: called after each frame's tick, with the frame's time.
  public func replay(
    _ script: GestureScript, fps: Double = 60, until: Double? = nil,
    frame: ((Double) -> Void)? = nil
  ) {
    ScriptPlayback(session: self, script: script, fps: fps, until: until, frame: frame)?
      .playToEnd()
  }

  /// Brings everything in flight to its end before the session is put away: scheduled script
  /// events are dropped, a pointer still down is cancelled (as when the window loses it), and
  /// frames at `fps` run on the manual clock until nothing animates or is in flight, at most
  /// `replayLimit` seconds. A transition under way thus ends with its one `completeTransition`,
  /// traced like any other.
  public func settle(fps: Double = 60, limit seconds: Double = replayLimit) {
    guard let clock = engine.clock as? ManualClock else {
      engine.warn("settle.not-manual", "settling needs a manual clock")
      return
    }
    scheduled.removeAll()
    recording = nil
    if window.isTrackingPointer { window.cancelPointer() }
    // Frames step scene time, whatever the slow-motion scale (which may be 0, paused).
    let timeScale = clock.timeScale
    clock.timeScale = 1
    defer { clock.timeScale = timeScale }
    // A first frame at the present time ends what is already due without moving time on.
    tick()
    let limit = engine.now + seconds
    while window.needsFrames, engine.now < limit {
      clock.advance(by: 1 / fps)
      tick()
    }
  }
}
