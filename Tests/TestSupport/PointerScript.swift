import Scenes
import TransitionKit

/// Sends pointer events to a window, or through a scene session (which records them, so the
/// last drag can be replayed). Timestamps default to the clock's scene time, but can be given
/// explicitly, so that the events' own time and the clock can differ. The gestures that take
/// time move the clock in frames between their events.
@MainActor
public struct PointerScript {
  /// The window the events land in.
  public let window: Window
  public var sequence = 0
  public var device = PointerEvent.Device.touch
  private let target: any FrameTicking
  private let deliver: (PointerEvent) -> Void

  /// Events straight into `window`.
  public init(window: Window, device: PointerEvent.Device = .touch) {
    self.window = window
    self.device = device
    target = window
    deliver = { window.send($0) }
  }

  /// Events through `session` as the app's live input: recorded, so the drag can be replayed.
  public init(session: SceneSession, device: PointerEvent.Device = .touch) {
    window = session.window
    self.device = device
    target = session
    deliver = { session.send($0) }
  }

  public func send(
    _ kind: PointerEvent.Kind, _ x: Double, _ y: Double, at time: Double? = nil,
    sequence: Int? = nil
  ) {
    deliver(
      PointerEvent(
        kind: kind, location: Point(x: x, y: y), timestamp: time ?? target.engine.now,
        device: device, sequence: sequence ?? self.sequence))
  }

  public func down(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.down, x, y, at: time, sequence: sequence)
  }

  public func move(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.move, x, y, at: time, sequence: sequence)
  }

  public func up(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.up, x, y, at: time, sequence: sequence)
  }

  public func cancel(_ x: Double, _ y: Double, at time: Double? = nil, sequence: Int? = nil) {
    send(.cancel, x, y, at: time, sequence: sequence)
  }

  /// A press and release at one point, without moving and without time passing.
  public func tap(_ x: Double, _ y: Double) {
    down(x, y)
    up(x, y)
  }

  /// A press and a release at `point`, one 60 Hz frame apart.
  public func press(at point: Point) {
    down(point.x, point.y)
    target.advanceFrames(1.0 / 60)
    up(point.x, point.y)
  }

  /// A press at `start`, `steps` even moves to `end` (each after the 60 Hz frames nearest
  /// `duration / steps` seconds), and a release there.
  public func drag(from start: Point, to end: Point, duration: Double = 0.3, steps: Int = 12) {
    down(start.x, start.y)
    for step in 1...max(steps, 1) {
      target.advanceFrames(duration / Double(max(steps, 1)))
      let fraction = Double(step) / Double(max(steps, 1))
      move(start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction)
    }
    up(end.x, end.y)
  }

  /// One event a 60 Hz frame through `points`: a press at the first, moves, and a release at
  /// the last.
  public func drag(through points: [Point]) {
    for (index, point) in points.enumerated() {
      target.step(1.0 / 60)
      let kind: PointerEvent.Kind =
        index == 0 ? .down : (index == points.count - 1 ? .up : .move)
      send(kind, point.x, point.y)
    }
  }
}
