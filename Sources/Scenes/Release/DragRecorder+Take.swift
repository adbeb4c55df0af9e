import TransitionKit

extension DragRecorder {
  /// The last drag of `take`, run again offscreen from its start to where everything rests;
  /// nil when the take's scene is not known, or the take holds no drag the scene reads.
  public static func lastDrag(of take: TransitionTake, fps: Double = 60) -> DragRecord? {
    guard let player = TakePlayer(take: take, fps: fps) else { return nil }
    let recorder = DragRecorder(session: player.session, origin: player.origin)
    let lastAllowed = Int((SceneSession.replayLimit * fps).rounded(.down))
    repeat {
      player.advance(toFrame: player.frame + 1)
    } while (player.hasPendingInput || player.session.needsFrames) && player.frame < lastAllowed
    return recorder.finish()
  }

  /// The last drag of `script` played on `session` from now (the script's time 0) to where
  /// everything rests, as `SceneSession.replay(_:fps:until:)` plays it; nil when the script
  /// holds no drag the scene reads.
  public static func lastDrag(of script: GestureScript, in session: SceneSession, fps: Double = 60)
    -> DragRecord?
  {
    let recorder = DragRecorder(session: session, origin: session.now)
    session.replay(script, fps: fps)
    return recorder.finish()
  }
}
