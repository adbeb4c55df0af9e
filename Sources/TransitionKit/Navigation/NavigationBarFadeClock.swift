/// iOS 26's timed cross-fade of the bar's items during a push or pop: the items stay where
/// they are and fade on a short timer, whatever the page does. When the target changes (to
/// the arriving items, or back to the leaving ones), the back button fades over
/// `backButtonDuration` and the title swaps in a `titleDuration` cross-fade `titleDelay` in,
/// each from where it was. The numbers are a third-party frame-by-frame measurement of the
/// native `NavigationStack` on the iOS 27 beta simulator (docs/fidelity.md, **[M27]** stage 8).
public struct NavigationBarFadeClock: Sendable, Equatable {
  /// How long the back button takes to fade, in seconds (measured: over the first 140 ms).
  public static let backButtonDuration = 0.14
  /// How long after the change the title starts to swap, in seconds (measured: 90 ms).
  public static let titleDelay = 0.09
  /// How long the title's cross-fade lasts, in seconds (measured: 50 ms).
  public static let titleDuration = 0.05
  /// How long into a swipe the items swap, in seconds (measured: 150 ms).
  public static let swipeDelay = 0.15

  /// When the clock started (the push or pop began), in seconds.
  public let startedAt: Double
  /// Where the items head: 1 the arriving ones, 0 the leaving ones.
  public private(set) var target: Double
  private var changedAt: Double
  private var backFrom: Double
  private var titleFrom: Double

  /// A clock at rest on the leaving items at `time` (seconds).
  public init(at time: Double) {
    startedAt = time
    target = 0
    changedAt = time
    backFrom = 0
    titleFrom = 0
  }

  /// Heads for the arriving items (`true`) or back to the leaving ones from `time`
  /// (seconds), each item from where it is then; nothing happens when it heads there already.
  public mutating func head(toArriving arriving: Bool, at time: Double) {
    let goal = arriving ? 1.0 : 0.0
    guard goal != target else { return }
    let now = values(at: time)
    backFrom = now.backButton
    titleFrom = now.title
    target = goal
    changedAt = time
  }

  /// How far the back button and the title have faded to the arriving items at `time`
  /// (seconds), 0…1.
  public func values(at time: Double) -> (backButton: Double, title: Double) {
    let elapsed = time.isFinite ? Swift.max(0, time - changedAt) : 0
    let back = Swift.min(elapsed / Self.backButtonDuration, 1)
    let title = Swift.min(Swift.max((elapsed - Self.titleDelay) / Self.titleDuration, 0), 1)
    return (backFrom + (target - backFrom) * back, titleFrom + (target - titleFrom) * title)
  }
}
