import TransitionKit

/// What happens in a session, typed: a modal shown or gone, a transition's start and end, an
/// interactive call, a release decided, a warning. The window listens to these; the trace's
/// JSON lines are written from the same moments only when a trace is written.
public enum SessionEvent: Sendable, Equatable {
  /// The scene left its first screen (a modal presented, a page pushed), or came back to it.
  case presented(Bool)
  /// A transition began.
  case transitionBegan(TransitionKind, interactive: Bool)
  /// A transition ended, completed or cancelled.
  case transitionEnded(TransitionKind, interactive: Bool, completed: Bool)
  /// An interactive call: `update`, `finish`, `cancel` or `pause`, with the fraction done.
  case interactive(call: String, percent: Double)
  /// The release rule decided a release.
  case release(ReleaseReport)
  /// A misuse was recorded (the library's warning code and message).
  case warning(code: String, message: String)
}

/// The observers of a session's events: any number, each until its token is dropped, told in
/// the order they began observing, with the scene time of the event in seconds.
@MainActor
public final class SessionEvents {
  private var observers: [UInt64: (SessionEvent, Double) -> Void] = [:]
  private var nextID: UInt64 = 0
  /// Whether the scene was away from its first screen when last told (`presented`).
  var wasAwayFromRoot: Bool?

  public init() {}

  /// Calls `handler` with every event and its scene time until the token is dropped.
  public func observe(_ handler: @escaping (SessionEvent, Double) -> Void) -> ObservationToken {
    let id = nextID
    nextID += 1
    observers[id] = handler
    return ObservationToken { [weak self] in
      MainActor.assumeIsolated { _ = self?.observers.removeValue(forKey: id) }
    }
  }

  /// Whether anyone observes.
  public var isObserved: Bool { !observers.isEmpty }

  func publish(_ event: SessionEvent, at time: Double) {
    for id in observers.keys.sorted() { observers[id]?(event, time) }
  }
}

extension SceneSession {
  /// Tells the observers when the scene left its first screen or came back to it, after a
  /// frame or an input.
  func publishPresentedIfChanged() {
    guard events.isObserved else { return }
    let away = isAwayFromRoot
    guard away != events.wasAwayFromRoot else { return }
    events.wasAwayFromRoot = away
    events.publish(.presented(away), at: engine.now)
  }

  /// The typed event of a trace event, if the window hears of it.
  func publish(_ event: TraceEvent, at time: Double) {
    guard events.isObserved else { return }
    switch event {
    case .transition(let phase, let kind, let interactive, let completed):
      if phase == "begin" {
        events.publish(.transitionBegan(kind, interactive: interactive), at: time)
      } else if phase == "complete" {
        events.publish(
          .transitionEnded(kind, interactive: interactive, completed: completed ?? false),
          at: time)
      }
    case .interactive(let call, let percent):
      events.publish(.interactive(call: call, percent: percent), at: time)
    case .warning(let code, let message):
      events.publish(.warning(code: code, message: message), at: time)
    case .gesture, .statusBar, .feedback, .application:
      break
    }
  }
}
