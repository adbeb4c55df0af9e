import CairoRenderer
import Foundation
import Scenes
import TransitionKit

/// Frame times of one scene while its modal comes and goes: the engine's share of a frame
/// (delivering the frame's pointer events to the recognizers and the scene's handler, the
/// clock tick, evaluating every animation, the transition's bookkeeping) and the renderer's
/// (drawing the window into an image the size of the screen).
@MainActor
struct SceneBench {
  struct Result {
    let scene: String
    /// Frames measured.
    let frames: Int
    /// Milliseconds per frame spent drawing.
    let render: Percentiles
    /// Microseconds per frame spent in the engine.
    let engine: Percentiles
    /// Transitions played.
    let transitions: Int
    /// The process's peak resident set size after the scene ran, in KiB.
    let peakResidentKiB: Int
  }

  /// Frames per second of the manual clock.
  static let fps = 60.0
  /// The most scene time one script may take to play out, in seconds.
  static let scriptLimit = 30.0

  let descriptor: SceneDescriptor
  let size: Size
  let renderer = Renderer(appearance: .light, scale: 1)
  let canvas: OffscreenCanvas

  init(descriptor: SceneDescriptor, size: Size) throws {
    self.descriptor = descriptor
    self.size = size
    canvas = try OffscreenCanvas(size: size, scale: 1)
  }

  /// The scripts of one cycle: present with the scene's gesture, dismiss with its gesture,
  /// and, when that is a tap, present again and drag the modal down.
  static func cycle(for session: SceneSession, size: Size) -> [GestureScript] {
    let present = session.scene.script(for: .present, screen: size)
    let dismiss = session.scene.script(for: .dismiss, screen: size)
    guard dismiss.events.contains(where: { $0.type == .tap }) else { return [present, dismiss] }
    let x = size.width / 2
    let drag = GestureScript.drag(
      from: Point(x: x, y: size.height * 0.35), to: Point(x: x, y: size.height * 0.8),
      duration: 0.35, steps: 14)
    return [present, dismiss, present, drag]
  }

  /// Plays cycles in fresh sessions until `frames` frames have been measured.
  func run(frames: Int) -> Result {
    var render: [Double] = []
    var engine: [Double] = []
    render.reserveCapacity(frames)
    engine.reserveCapacity(frames)
    var transitions = 0
    while render.count < frames {
      let session = SceneSession(descriptor: descriptor, screenSize: size)
      for script in Self.cycle(for: session, size: size) where render.count < frames {
        play(script, in: session) { engineMicros, renderMillis in
          guard render.count < frames else { return }
          engine.append(engineMicros)
          render.append(renderMillis)
        }
      }
      transitions += session.transitions.count
    }
    return Result(
      scene: descriptor.id, frames: render.count, render: Percentiles(render),
      engine: Percentiles(engine), transitions: transitions,
      peakResidentKiB: ProcessMemory.peakResidentKiB())
  }

  /// Plays `script`, starting on the next frame, until its last event has been delivered and
  /// nothing moves, timing each frame's engine work and drawing.
  ///
  /// - Parameter record: gets the engine time in microseconds and the drawing time in
  ///   milliseconds of each frame.
  func play(
    _ script: GestureScript, in session: SceneSession, record: (Double, Double) -> Void
  ) {
    guard let clock = session.engine.clock as? ManualClock else { return }
    let firstFrame = (clock.now * Self.fps).rounded(.down) + 1
    let events = script.shifted(by: firstFrame / Self.fps).events
    var next = 0
    var frame = firstFrame
    while frame / Self.fps - firstFrame / Self.fps <= Self.scriptLimit {
      let time = frame / Self.fps
      let start = Stopwatch.now()
      while next < events.count, events[next].t <= time + 1e-9 {
        clock.advance(by: events[next].t - clock.now)
        session.deliver(events[next])
        next += 1
      }
      clock.advance(by: time - clock.now)
      session.tick()
      let ticked = Stopwatch.now()
      canvas.draw(session.window, with: renderer)
      let drawn = Stopwatch.now()
      record(
        Stopwatch.elapsed(start, ticked, per: 1_000), Stopwatch.elapsed(ticked, drawn, per: 1e6))
      if next >= events.count, !session.needsFrames { break }
      frame += 1
    }
  }
}
