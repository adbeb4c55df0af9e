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
  /// What the simulated status bar shows changed: its style and whether it is hidden.
  case statusBar(style: String, hidden: Bool)
  /// A feedback generator played (UIKit's haptics, which have no effect here): the
  /// generator's kind (`impact`, `notification`, `selection`) and its style.
  case feedback(generator: String, style: String)
  /// The application was asked for something it only records, such as `open` for a URL.
  case application(call: String, detail: String)
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

/// One appearance callback a controller received, as a window reports it to its
/// `appearanceHandler` (a push, a pop and a cancelled pop call them in UIKit's order).
public struct AppearanceEvent: Sendable, Equatable {
  /// The four appearance callbacks of `ViewController`.
  public enum Callback: String, Sendable {
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
  }

  /// The controller's title, or its type's name when it has none.
  public let controller: String
  public let callback: Callback
  public let animated: Bool

  public init(controller: String, callback: Callback, animated: Bool) {
    self.controller = controller
    self.callback = callback
    self.animated = animated
  }
}
