import CairoRenderer
import Scenes
import TransitionKit

/// Records a take a few frames at a time (`step(frames:)`), so the window can draw and take
/// input between the slices while Share… records; the frames are the same as in one go
/// (`SceneRecording.record(_ take:…)` is this, stepped to the end).
@MainActor
final class TakeRecorder {
  let framesPerSecond: Int
  /// Scene seconds per second of the file.
  let speed: Double
  private let player: TakePlayer
  private let sink: FrameSink
  /// The last frame a take may run to (`SceneSession.replayLimit`).
  private let lastAllowed: Int
  /// Whether the take has been played to the first frame at rest.
  private(set) var isFinished = false
  /// How many frames have been rendered so far.
  private(set) var frameCount = 0
  /// The session the take plays in.
  var session: SceneSession { player.session }

  /// A recorder of `take`.
  ///
  /// - Throws: `UsageError` when the take's scene cannot be built again, or the renderer
  ///   cannot draw at the take's size.
  init(
    _ take: TransitionTake, framesPerSecond: Int, speed: Double, finger: Bool,
    renderer: Renderer
  ) throws {
    guard let player = TakePlayer(take: take, fps: Double(framesPerSecond) / speed) else {
      throw UsageError("the scene '\(take.sceneID)' cannot be played again")
    }
    self.framesPerSecond = framesPerSecond
    self.speed = speed
    self.player = player
    let sink = try FrameSink(size: take.screenSize, renderer: renderer)
    self.sink = sink
    if finger {
      player.session.inputObserver = { [sink] event, time in sink.finger.note(event, at: time) }
    }
    lastAllowed = Int((SceneSession.replayLimit * player.fps).rounded(.down))
  }

  /// Plays and renders up to `count` more frames; returns whether the take is finished (its
  /// input delivered and nothing moving, or the replay limit reached).
  func step(frames count: Int) -> Bool {
    var left = count
    while !isFinished, left > 0 {
      player.advance(toFrame: player.frame + 1)
      sink.capture(player.session, at: player.session.now)
      frameCount += 1
      left -= 1
      isFinished =
        !((player.hasPendingInput || player.session.needsFrames) && player.frame < lastAllowed)
    }
    return isFinished
  }

  /// Brings what the take left in flight to its end (`TakePlayer.putAway`), before the
  /// recorder is dropped: Share… cancelled mid-take, or a take cut at the replay limit, left
  /// the player's transition midway, and its presented controller, with its views and
  /// animators, stayed for good.
  func putAway() {
    player.putAway()
  }

  /// The recording.
  ///
  /// - Throws: `UsageError` as `SceneRecording.record(_ take:…)` does.
  func finish() throws -> SceneRecording {
    SceneRecording(frames: try sink.finish(), framesPerSecond: framesPerSecond, speed: speed)
  }
}
