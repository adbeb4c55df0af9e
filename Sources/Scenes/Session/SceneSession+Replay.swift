import TransitionKit

extension SceneSession {
  /// The most scene time a replay runs when not told otherwise, in seconds.
  public static let replayLimit = 30.0

  /// Plays a script on this session's manual clock: each event at its own time, frames at
  /// `fps` in between. Without `until`, it runs until the last event has been delivered and
  /// nothing animates or is in flight any more, at most `replayLimit` seconds; with `until`,
  /// it runs to exactly that time.
  ///
  /// - Parameter frame: called after each frame's tick, with the frame's time.
  public func replay(
    _ script: GestureScript, fps: Double = 60, until: Double? = nil,
    frame: ((Double) -> Void)? = nil
  ) {
    guard let clock = engine.clock as? ManualClock else {
      engine.warn("replay.not-manual", "replay needs a manual clock")
      return
    }
    let limit = until ?? Self.replayLimit
    let step = 1 / fps
    var frameIndex = 0
    var nextFrame = engine.now
    var eventIndex = 0
    let events = script.events
    while true {
      let nextEvent = eventIndex < events.count ? events[eventIndex].t : Double.infinity
      if nextEvent <= nextFrame, nextEvent <= limit {
        clock.advance(by: nextEvent - clock.now)
        deliver(events[eventIndex])
        eventIndex += 1
        continue
      }
      if nextFrame > limit + 1e-9 { break }
      if until == nil, eventIndex >= events.count, !window.needsFrames, nextFrame > 0 { break }
      clock.advance(by: nextFrame - clock.now)
      tick()
      frame?(nextFrame)
      frameIndex += 1
      nextFrame = Double(frameIndex) * step
    }
  }
}
