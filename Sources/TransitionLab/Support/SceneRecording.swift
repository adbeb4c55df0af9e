import CairoRenderer
import Scenes
import TransitionKit

/// A scripted gesture recorded as frames for a moving picture: frame k shows the scene at
/// k × speed / fps seconds of scene time and lasts 1/fps second, so the file plays at the
/// real speed (speed 1) or slowed (0.5, 0.25) and its delays add up to the scene's duration
/// over the speed.
///
/// The frames run from the script's start (time 0) to the first frame at which the last event
/// has been delivered and nothing moves any more, in one session played on its manual clock
/// at the recording's frame rate, with the finger's mark drawn where the finger is.
@MainActor
struct SceneRecording {
  /// The most frames a recording holds: 20 seconds at 60 frames a second.
  static let maximumFrames = 1200
  /// The most pixel memory a recording holds, in bytes.
  static let maximumPixelBytes = 2_000_000_000

  let frames: [RenderedImage]
  /// Frames per second of the file.
  let framesPerSecond: Int
  /// Scene seconds per second of the file: 1, or below 1 for slow motion.
  let speed: Double

  /// The file's playing time, in seconds: the frames' delays added up.
  var duration: Double { Double(frames.count) / Double(framesPerSecond) }
  /// The scene time the frames cover, in seconds.
  var sceneDuration: Double { duration * speed }

  /// The frames as the encoders take them, each lasting exactly 1/fps second.
  var animationFrames: [AnimationFrame] {
    frames.map { AnimationFrame(image: $0, delayNumerator: 1, delayDenominator: framesPerSecond) }
  }

  /// Records `moment`'s script.
  ///
  /// - Parameters:
  ///   - framesPerSecond: the file's frame rate.
  ///   - speed: scene seconds per second of the file, in (0, 1].
  ///   - finger: whether to draw the finger's mark.
  /// - Throws: `UsageError` when a frame cannot be rendered or the recording would be longer
  ///   than `maximumFrames` or larger than `maximumPixelBytes`.
  static func record(
    _ moment: SceneMoment, framesPerSecond: Int, speed: Double, finger: Bool,
    renderer: Renderer
  ) throws -> SceneRecording {
    let session = try moment.makeSession()
    let track = FingerTrack()
    if finger { session.inputObserver = { event, time in track.note(event, at: time) } }
    let pixelBytes = try Renderer.pixelSize(for: moment.screenSize, scale: renderer.scale)
    let limit = Swift.min(
      maximumFrames, maximumPixelBytes / Swift.max(pixelBytes.width * pixelBytes.height * 4, 1))
    var frames: [RenderedImage] = []
    var failure: (any Error)?
    var count = 0
    session.replay(moment.script, fps: Double(framesPerSecond) / speed) { time in
      count += 1
      guard failure == nil, count <= limit else { return }
      do {
        var image = try renderer.renderImage(session.window, size: moment.screenSize)
        if let mark = track.mark(at: time) {
          image = try image.withFingerMark(
            at: mark.point, scale: renderer.scale, opacity: mark.opacity)
        }
        frames.append(image)
      } catch {
        failure = error
      }
    }
    if let failure { throw UsageError(String(describing: failure)) }
    guard count <= limit else {
      throw UsageError(
        "the recording would have \(count) frames, more than the \(limit) a recording at this "
          + "size holds; lower --fps, raise --speed, or use a smaller --size or --scale")
    }
    return SceneRecording(frames: frames, framesPerSecond: framesPerSecond, speed: speed)
  }
}

/// Where the finger is, from the script's events as they are delivered, for its mark.
@MainActor
final class FingerTrack {
  /// How long the mark takes to fade after the finger lifts, in seconds of scene time.
  static let fadeSeconds = 0.2

  private var down: Point?
  private var lifted: (point: Point, time: Double)?

  func note(_ event: GestureScript.Event, at time: Double) {
    switch event.type {
    case .down, .move:
      down = event.location ?? down
    case .up, .cancel:
      if let point = event.location ?? down { lifted = (point, time) }
      down = nil
    case .tap:
      if let point = event.location { lifted = (point, time) }
    }
  }

  /// The mark at `time`: where the finger is at full opacity, or where it lifted, fading.
  func mark(at time: Double) -> (point: Point, opacity: Double)? {
    if let down { return (down, 1) }
    guard let lifted else { return nil }
    let opacity = 1 - (time - lifted.time) / Self.fadeSeconds
    return opacity > 0 ? (lifted.point, Swift.min(opacity, 1)) : nil
  }
}
