import Scenes
import TransitionKit
import XCTest

/// A script played a few frames at a time is the script replayed at once: the same lines,
/// the same frames, the same end.
final class ScriptPlaybackTests: XCTestCase {
  @MainActor func testAScriptPlayedAFewFramesATimeWritesWhatItsReplayWrites() async throws {
    for scene in [DragDownScene.descriptor, ZoomScene.descriptor] {
      let whole = try lines(of: scene) { session, script in
        var frames: [Double] = []
        session.replay(script) { frames.append($0) }
        return frames
      }
      for chunk in [1, 3, 8] {
        let chunked = try lines(of: scene) { session, script in
          var frames: [Double] = []
          let playback = try XCTUnwrap(
            ScriptPlayback(session: session, script: script) { frames.append($0) })
          var turns = 0
          while !playback.advance(frames: chunk) {
            turns += 1
            XCTAssertLessThanOrEqual(
              playback.framesPlayed, turns * chunk, "\(scene.id): at most \(chunk) a call")
          }
          XCTAssertEqual(playback.framesPlayed, frames.count)
          return frames
        }
        XCTAssertEqual(chunked.frames, whole.frames, "\(scene.id), \(chunk) a call")
        XCTAssertEqual(chunked.lines, whole.lines, "\(scene.id), \(chunk) a call")
      }
      XCTAssertTrue(whole.lines.contains { $0.contains("\"transition\"") }, scene.id)
    }
  }

  /// The trace lines and frame times of a release drag played by `play` on a fresh session
  /// of `scene` with its modal up.
  @MainActor private func lines(
    of scene: SceneDescriptor,
    _ play: (SceneSession, GestureScript) throws -> [Double]
  ) throws -> (lines: [String], frames: [Double]) {
    let session = SceneSession(descriptor: scene)
    session.presentWithoutAnimation()
    var lines: [String] = []
    session.traceSink = { lines.append($0.encoded) }
    let geometry = try XCTUnwrap(ReleaseDrag.geometry(for: session), scene.id)
    let script = ReleaseDrag.script(
      geometry: geometry, progress: 0.4, velocity: 300,
      window: session.parameters.releaseSettings.velocityWindow)
    let frames = try play(session, script)
    return (lines, frames)
  }
}
