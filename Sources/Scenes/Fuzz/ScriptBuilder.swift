import TransitionKit

/// Appends gesture-script events at a time cursor kept in whole milliseconds, with points
/// rounded to tenths, so that the script's JSON reads back as the same numbers.
struct ScriptBuilder {
  let screen: Size
  private(set) var events: [GestureScript.Event] = []
  /// The time of the next event, in milliseconds.
  private(set) var milliseconds = 0
  var device: PointerEvent.Device = .mouse

  init(screen: Size) { self.screen = screen }

  /// Moves the time cursor on by `milliseconds` (never back).
  mutating func wait(_ milliseconds: Int) {
    self.milliseconds += Swift.max(0, milliseconds)
  }

  mutating func add(_ type: GestureScript.EventType, at point: Point) {
    events.append(
      GestureScript.Event(
        t: Double(milliseconds) / 1000, type: type, location: Self.rounded(point), device: device))
  }

  mutating func press(at point: Point) { add(.down, at: point) }
  mutating func move(to point: Point) { add(.move, at: point) }
  mutating func release(at point: Point) { add(.up, at: point) }
  mutating func cancel(at point: Point) { add(.cancel, at: point) }
  mutating func tap(at point: Point) { add(.tap, at: point) }

  /// A tap on a named control, wherever it is on screen then.
  mutating func tap(target: String) {
    events.append(
      GestureScript.Event(
        t: Double(milliseconds) / 1000, type: .tap, target: target, device: device))
  }

  /// `point` with each coordinate rounded to a tenth of a point.
  static func rounded(_ point: Point) -> Point {
    Point(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
  }
}
