/// Which frame first drew each pointer event: the canvas notes every event it handles, then
/// every frame it paints; a frame takes every event noted since the previous paint. Once the
/// frame's timings are known (its presentation time, or only its frame time) each event comes
/// out as one `latency` record.
///
/// Times are seconds on the frame clock's timebase (the monotonic clock).
struct LatencyLedger {
  /// One event and the frame that drew it.
  struct Record: Equatable {
    /// The event's own timestamp.
    let eventTime: Double
    /// When the canvas handled it.
    let handledTime: Double
    /// The frame's presentation time where known, else its frame time.
    let frameTime: Double
  }

  /// An event's own time and when it was handled.
  typealias Event = (time: Double, handled: Double)
  /// Events handled since the last paint.
  private(set) var waiting: [Event] = []
  /// Painted frames whose timings are not resolved yet: the frame counter, its frame time and
  /// the events it drew.
  private(set) var painted: [(counter: Int, frameTime: Double, events: [Event])] = []

  /// Painted frames kept at most while their timings are not complete (GDK keeps 16).
  static let pendingLimit = 16

  /// An event was handled; its effect is in the scene from now on.
  mutating func eventHandled(at eventTime: Double, handledAt handled: Double) {
    waiting.append((eventTime, handled))
  }

  /// A frame painted the scene: it draws every event handled since the last paint. Returns
  /// the records of frames dropped because more than `pendingLimit` wait (resolved with their
  /// frame time).
  mutating func framePainted(counter: Int, frameTime: Double) -> [Record] {
    guard !waiting.isEmpty else { return [] }
    painted.append((counter, frameTime, waiting))
    waiting.removeAll()
    var overflow: [Record] = []
    while painted.count > Self.pendingLimit {
      overflow += Self.records(painted.removeFirst(), presentation: nil)
    }
    return overflow
  }

  /// Resolves painted frames by their timings: `timings(counter)` gives `.complete(time)`
  /// (the presentation time, nil when the backend does not know it), `.pending`, or `.gone`
  /// (no longer in the clock's history). Complete and gone frames come out, in order.
  mutating func resolve(_ timings: (Int) -> FrameTimingState) -> [Record] {
    var out: [Record] = []
    var kept: [(counter: Int, frameTime: Double, events: [Event])] = []
    for frame in painted {
      switch timings(frame.counter) {
      case .pending: kept.append(frame)
      case .gone: out += Self.records(frame, presentation: nil)
      case .complete(let presentation): out += Self.records(frame, presentation: presentation)
      }
    }
    painted = kept
    return out
  }

  /// Every painted frame, resolved with its frame time (the window closes, or frames stopped).
  mutating func flush() -> [Record] {
    resolve { _ in .gone }
  }

  private static func records(
    _ frame: (counter: Int, frameTime: Double, events: [Event]), presentation: Double?
  ) -> [Record] {
    let time = presentation.map { $0 > 0 ? $0 : frame.frameTime } ?? frame.frameTime
    return frame.events.map { Record(eventTime: $0.time, handledTime: $0.handled, frameTime: time) }
  }
}

/// What the frame clock knows of a painted frame's timings.
enum FrameTimingState: Equatable {
  /// Complete, with its presentation time in seconds (nil or 0 when not known).
  case complete(Double?)
  /// Not complete yet.
  case pending
  /// No longer in the clock's history.
  case gone
}

/// Event timestamps are milliseconds on the windowing system's clock, wrapped to 32 bits; X
/// servers and Wayland compositors count them on the monotonic clock, the frame clock's
/// timebase. The full time is the one nearest to now with those low 32 bits.
enum EventClock {
  /// Seconds on the monotonic clock for an event's 32-bit millisecond time, `now` being the
  /// monotonic time in microseconds.
  static func seconds(eventMilliseconds: UInt32, nowMicroseconds: Int) -> Double {
    let nowMilliseconds = nowMicroseconds / 1000
    let wrap = 1 << 32
    var full = (nowMilliseconds & ~(wrap - 1)) | Int(eventMilliseconds)
    if full - nowMilliseconds > wrap / 2 { full -= wrap }
    if nowMilliseconds - full > wrap / 2 { full += wrap }
    return Double(full) / 1000
  }
}
