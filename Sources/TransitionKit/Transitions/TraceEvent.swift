/// Something that happened in a window, reported for traces and the app's log.
public enum TraceEvent: Sendable, Equatable {
  /// A recognizer changed state; translation and velocity in screen points (per second).
  case gesture(recognizer: String, state: GestureState, translation: Point, velocity: Point)
  /// A transition began or completed (`completed` is nil at the beginning).
  case transition(phase: String, kind: TransitionKind, interactive: Bool, completed: Bool?)
  /// An interactive call: `update`, `finish`, `cancel` or `pause`, with the percentage then.
  case interactive(call: String, percent: Double)
  /// A misuse was recorded.
  case warning(code: String, message: String)
}

/// One transition of a window's history.
public struct TransitionRecord: Sendable, Equatable {
  public let kind: TransitionKind
  /// Whether it started driven by an interaction controller.
  public let interactive: Bool
  /// Whether it completed (`false`: cancelled); `nil` while in flight.
  public internal(set) var completed: Bool?
  /// Scene time of its beginning, in seconds.
  public let start: Double
  /// Scene time of its `completeTransition(_:)`, in seconds; `nil` while in flight.
  public internal(set) var end: Double?
}
