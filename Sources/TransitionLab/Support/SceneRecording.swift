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
    let sink = try FrameSink(size: moment.screenSize, renderer: renderer)
    if finger {
      session.inputObserver = { [sink] event, time in sink.finger.note(event, at: time) }
    }
    session.replay(moment.script, fps: Double(framesPerSecond) / speed) { time in
      sink.capture(session, at: time)
    }
    return SceneRecording(
      frames: try sink.finish(), framesPerSecond: framesPerSecond, speed: speed)
  }

  /// Records the window's last transition again from its take (see `TakePlayer`): the scene
  /// built with the take's values on its screen, its events and parameter changes at their
  /// times, frames from the take's start until nothing moves any more.
  ///
  /// - Throws: `UsageError` when the take's scene cannot be built again, or as
  ///   `record(_:framesPerSecond:speed:finger:renderer:)` does.
  static func record(
    _ take: TransitionTake, framesPerSecond: Int, speed: Double, finger: Bool,
    renderer: Renderer
  ) throws -> SceneRecording {
    let recorder = try TakeRecorder(
      take, framesPerSecond: framesPerSecond, speed: speed, finger: finger, renderer: renderer)
    while !recorder.step(frames: .max) {}
    return try recorder.finish()
  }
}

/// Renders the frames of a recording as they are played, with the finger's mark, up to the
/// most a recording holds.
@MainActor
final class FrameSink {
  let size: Size
  let renderer: Renderer
  let finger = FingerTrack()
  let limit: Int
  private(set) var frames: [RenderedImage] = []
  private var count = 0
  private var failure: (any Error)?

  init(size: Size, renderer: Renderer) throws {
    self.size = size
    self.renderer = renderer
    let pixels = try Renderer.pixelSize(for: size, scale: renderer.scale)
    limit = Swift.min(
      SceneRecording.maximumFrames,
      SceneRecording.maximumPixelBytes / Swift.max(pixels.width * pixels.height * 4, 1))
  }

  /// Renders `session`'s window at `time` (its scene time, seconds).
  func capture(_ session: SceneSession, at time: Double) {
    count += 1
    guard failure == nil, count <= limit else { return }
    do {
      var image = try renderer.renderImage(session.window, size: size)
      if let mark = finger.mark(at: time) {
        image = try image.withFingerMark(
          at: mark.point, scale: renderer.scale, opacity: mark.opacity)
      }
      frames.append(image)
    } catch {
      failure = error
    }
  }

  /// The frames.
  ///
  /// - Throws: `UsageError` when a frame could not be rendered, or there were more than the
  ///   limit.
  func finish() throws -> [RenderedImage] {
    if let failure { throw UsageError(String(describing: failure)) }
    guard count <= limit else {
      throw UsageError(
        "the recording would have \(count) frames, more than the \(limit) a recording at this "
          + "size holds; lower --fps, raise --speed, or use a smaller --size or --scale")
    }
    return frames
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
