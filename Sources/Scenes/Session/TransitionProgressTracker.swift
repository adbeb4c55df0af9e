import TransitionKit

/// Follows a session's trace lines to tell where the transition in flight is on its timing
/// curve, as time along the curve (progress p of an interactive transition is p × duration),
/// and whether a pointer drives it or it completes on its own.
///
/// Completion follows the percent-driven rule: after `finish` at p the timeline runs from
/// p × D to D over (1 − p) × D / speed, after `cancel` back to 0 over p × D / speed, both with
/// UIKit's default completion curve (ease-in-out); a transition that is not interactive runs
/// its curve from its start. A scene whose completion uses an interruptible animator's own
/// timing is shown on the same rule, which is close but not exact.
public struct TransitionProgressTracker: Sendable, Equatable {
  /// Where the transition is.
  public struct Position: Sendable, Equatable {
    /// Seconds along the curve, from its start.
    public var time: Double
    /// True while a pointer drives the progress.
    public var isInteractive: Bool

    public init(time: Double, isInteractive: Bool) {
      self.time = time
      self.isInteractive = isInteractive
    }
  }

  private enum State: Sendable, Equatable {
    case idle
    case driven(percent: Double)
    case completing(from: Double, toward: Double, start: Double)
    case running(start: Double)
  }

  private var state = State.idle

  public init() {}

  /// Whether a transition is in flight.
  public var isActive: Bool { state != .idle }

  /// Follows one of a session's events at scene time `t` (a transition's start and end, the
  /// interactive calls); others are ignored.
  public mutating func observe(_ event: SessionEvent, at t: Double) {
    switch event {
    case .transitionBegan(_, let interactive):
      state = interactive ? .driven(percent: 0) : .running(start: t)
    case .transitionEnded:
      state = .idle
    case .interactive(let call, let percent):
      switch call {
      case "update", "pause": state = .driven(percent: percent)
      case "finish": state = .completing(from: percent, toward: 1, start: t)
      case "cancel": state = .completing(from: percent, toward: 0, start: t)
      default: break
      }
    case .presented, .release, .warning:
      break
    }
  }

  /// Reads one trace line (`transition` begin and complete, `interactive` calls); others are
  /// ignored.
  public mutating func observe(_ line: JSONValue) {
    guard case .object(let fields) = line,
      case .string(let kind)? = fields.first(where: { $0.0 == "kind" })?.1,
      case .number(let t)? = fields.first(where: { $0.0 == "t" })?.1
    else { return }
    let field = { (name: String) in fields.first(where: { $0.0 == name })?.1 }
    switch kind {
    case "transition":
      if field("phase") == .string("begin") {
        state = field("interactive") == .bool(true) ? .driven(percent: 0) : .running(start: t)
      } else if field("phase") == .string("complete") {
        state = .idle
      }
    case "interactive":
      guard case .number(let percent)? = field("percent"), case .string(let call)? = field("call")
      else { return }
      switch call {
      case "update", "pause": state = .driven(percent: percent)
      case "finish": state = .completing(from: percent, toward: 1, start: t)
      case "cancel": state = .completing(from: percent, toward: 0, start: t)
      default: break
      }
    default:
      break
    }
  }

  /// Where the transition is at scene time `now`, for a curve of `duration` seconds and a
  /// completion speed; nil when none is in flight.
  public func position(at now: Double, duration: Double, completionSpeed: Double = 1)
    -> Position?
  {
    switch state {
    case .idle:
      return nil
    case .driven(let percent):
      return Position(time: percent * duration, isInteractive: true)
    case .completing(let from, let toward, let start):
      let span = abs(toward - from) * duration / Swift.max(completionSpeed, 1e-6)
      let u = span > 0 ? Swift.min(Swift.max((now - start) / span, 0), 1) : 1
      let eased = AnimationCurve.easeInOut.bezier.value(at: u)
      return Position(time: (from + (toward - from) * eased) * duration, isInteractive: false)
    case .running(let start):
      return Position(time: Swift.max(0, now - start), isInteractive: false)
    }
  }
}
