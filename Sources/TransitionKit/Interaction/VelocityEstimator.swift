/// How a drag's release velocity is estimated from the pointer's timestamped positions.
///
/// Every estimate uses the events' own timestamps, never the time a handler ran, and is in
/// points per second.
///
/// What UIKit does is not documented. A decompiled UIKitCore of iOS 26 shows
/// `-[UIPanGestureRecognizer velocityInView:]` blending the velocities of the last two moves,
/// 0.2 × the last and 0.8 × the one before, with no time window (``uikit``), so a finger that
/// stops and then lifts still reports the speed it had, as developers report
/// (mcmap.net/q/379598). libadwaita's swipe tracker looks at the last 150 ms
/// (`EVENT_HISTORY_THRESHOLD_MS` in `src/adw-swipe-tracker.c`, ``recent(window:)``), Vaul at
/// the whole drag (``average``), and Android and Compose fit a quadratic to the last 100 ms,
/// cutting the history at a 40-ms gap (``leastSquares``).
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
  /// UIKit's reported blend: `0.2 × v(last move) + 0.8 × v(move before)`, each the
  /// displacement between consecutive events divided by their time (zero under 1 ms). The
  /// release itself is not a move, so a pointer that rested before lifting keeps its speed.
  /// (A decompiled UIKitCore of iOS 26, `-[UIPanGestureRecognizer velocityInView:]`.)
  case uikit
  /// Android's and Compose's: the slope, at the newest event, of the quadratic fitted by least
  /// squares to the events of the last 100 ms, the history ending at the first gap between
  /// events longer than 40 ms (`VelocityTracker.kt`: `HorizonMilliseconds = 100`,
  /// `AssumePointerMoveStoppedMilliseconds = 40`, at least 3 events). A release after a pause
  /// reads zero.
  case leastSquares

  /// UIKit's share of the last move's velocity in its blend.
  public static let uikitLastMoveWeight = 0.2
  /// UIKit's shortest time between two events that gives a velocity, in seconds.
  public static let uikitMinimumIntervalSeconds = 0.001
  /// Android's and Compose's history, in seconds.
  public static let leastSquaresHorizonSeconds = 0.100
  /// Android's and Compose's gap that ends the history, in seconds.
  public static let leastSquaresStopGapSeconds = 0.040

  /// The window libadwaita uses, and the `velocity-window` default: 150 ms.
  public static let defaultWindow = 0.150

  /// The seeds' estimator: UIKit's, `.uikit`.
  public static let seed = VelocityEstimator.uikit

  /// The kind of estimator, as the `velocity-estimator` parameter names it.
  public enum Kind: String, CaseIterable, Sendable {
    /// `.recent(window:)`.
    case recent
    /// `.average`.
    case average
    /// `.uikit`.
    case uikit
    /// `.leastSquares`.
    case leastSquares = "least-squares"
  }

  /// Which kind this estimator is.
  public var kind: Kind {
    switch self {
    case .recent: .recent
    case .average: .average
    case .uikit: .uikit
    case .leastSquares: .leastSquares
    }
  }

  /// The estimator of `kind`, with `window` seconds for `.recent`.
  public init(kind: Kind, window: Double = VelocityEstimator.defaultWindow) {
    switch kind {
    case .recent: self = .recent(window: window)
    case .average: self = .average
    case .uikit: self = .uikit
    case .leastSquares: self = .leastSquares
    }
  }
}
