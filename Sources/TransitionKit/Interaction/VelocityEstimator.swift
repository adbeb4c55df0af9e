/// How a drag's release velocity is estimated from the pointer's timestamped positions.
///
/// Every estimate uses the events' own timestamps, never the time a handler ran, and is in
/// points per second.
///
/// What UIKit does is not documented: Apple says neither how `UIPanGestureRecognizer`'s
/// `velocity(in:)` is estimated nor over what window. Developers report that the velocity read
/// at `.ended` is the one of the last `.changed` (devpeace.com/iphone/19092375), and that a
/// finger that stops and then lifts still reports the speed it had before it stopped
/// (mcmap.net/q/379598), which a fixed time window would not do. Here the default is
/// libadwaita's 150 ms (`EVENT_HISTORY_THRESHOLD_MS` in `src/adw-swipe-tracker.c`), which
/// answers zero for a pointer that rested longer than the window: letting go after a pause is
/// not a flick.
public enum VelocityEstimator: Hashable, Sendable {
  /// The displacement across the events of the last `window` seconds before the newest event,
  /// divided by the time those events span (libadwaita's swipe tracker, with 150 ms).
  ///
  /// A pointer that rested for longer than the window before the newest event has zero
  /// velocity; so has a window that holds a single event or events that share one timestamp.
  /// A window that is not a positive number holds only the newest event (zero velocity).
  case recent(window: Double)
  /// The displacement from the press to the newest event, divided by the time between them
  /// (Vaul: `Math.abs(distMoved) / timeTaken` from pointer-down to release, `src/index.tsx`).
  ///
  /// A slow drag that ends in a flick is under-counted; a drag flicked back keeps the sign of
  /// its net displacement.
  case average

  /// The window the seeds use and libadwaita uses: 150 ms.
  public static let defaultWindow = 0.150

  /// The seeds' estimator: `.recent(window: 0.150)`.
  public static let seed = VelocityEstimator.recent(window: defaultWindow)

  /// The kind of estimator, as the `velocity-estimator` parameter names it.
  public enum Kind: String, CaseIterable, Sendable {
    /// `.recent(window:)`.
    case recent
    /// `.average`.
    case average
  }

  /// Which kind this estimator is.
  public var kind: Kind {
    switch self {
    case .recent: .recent
    case .average: .average
    }
  }

  /// The estimator of `kind`, with `window` seconds for `.recent`.
  public init(kind: Kind, window: Double = VelocityEstimator.defaultWindow) {
    switch kind {
    case .recent: self = .recent(window: window)
    case .average: self = .average
    }
  }
}
