import TransitionKit

/// A script played on a session's manual clock a few frames at a time, exactly as
/// `SceneSession.replay(_:fps:until:frame:)` plays it at once (which runs one to its end):
/// each event at its own time, a frame every 1/`fps` second in between. A window plays one
/// between its own frames, a few frames per idle turn (the release map's drags), so that no
/// turn holds its main loop for a whole drag.
@MainActor
public final class ScriptPlayback {
  public let session: SceneSession
  private let clock: ManualClock
  private let events: [GestureScript.Event]
  /// The scene time of the script's time 0, and the most it runs to.
  private let origin: Double
  private let limit: Double
  /// Seconds between frames.
  private let step: Double
  /// Without a time to stop at, the script runs until nothing moves any more.
  private let runsToRest: Bool
  private let frame: ((Double) -> Void)?
  private var eventIndex = 0
  /// Frames ticked so far.
  public private(set) var framesPlayed = 0
  /// Whether the script has run to its end.
  public private(set) var isDone = false

  /// A playback of `script` on `session` from the scene time now (the script's time 0); nil,
  /// with the session's `replay.not-manual` warning, when the session's clock is not manual.
  ///
  /// - Parameters:
  ///   - until: the script's time to stop at, in seconds; nil runs it until the last event
  ///     has been delivered and nothing animates or is in flight, at most
  ///     `SceneSession.replayLimit` seconds.
  ///   - frame: called after each frame's tick, with the frame's scene time.
  public init?(
    session: SceneSession, script: GestureScript, fps: Double = 60, until: Double? = nil,
    frame: ((Double) -> Void)? = nil
  ) {
    guard let clock = session.engine.clock as? ManualClock else {
      session.engine.warn("replay.not-manual", "replay needs a manual clock")
      return nil
    }
    self.session = session
    self.clock = clock
    events = script.events
    origin = session.engine.now
    limit = origin + (until ?? SceneSession.replayLimit)
    step = 1 / fps
    runsToRest = until == nil
    self.frame = frame
  }

  /// Plays up to `frames` more frames, each with the events due before it; returns whether
  /// the script has run to its end.
  @discardableResult
  public func advance(frames count: Int) -> Bool {
    var ticked = 0
    while !isDone, ticked < count {
      let nextFrame = origin + Double(framesPlayed) * step
      let nextEvent = eventIndex < events.count ? origin + events[eventIndex].t : Double.infinity
      if nextEvent <= nextFrame, nextEvent <= limit {
        clock.advance(by: nextEvent - clock.now)
        session.deliver(events[eventIndex])
        eventIndex += 1
        continue
      }
      let atRest =
        runsToRest && eventIndex >= events.count && !session.window.needsFrames
        && nextFrame > origin
      if nextFrame > limit + 1e-9 || atRest {
        isDone = true
        break
      }
      clock.advance(by: nextFrame - clock.now)
      session.tick()
      frame?(nextFrame)
      framesPlayed += 1
      ticked += 1
    }
    return isDone
  }

  /// Plays the rest of the script at once.
  public func playToEnd() {
    while !advance(frames: Int.max) {}
  }
}
