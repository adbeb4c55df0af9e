/// What a ``ReleaseRule`` decided for one release.
public struct ReleaseDecision: Hashable, Sendable {
  /// Whether the transition finishes (`true`) or cancels and snaps back (`false`).
  public var finishes: Bool
  /// The progress the release would reach if it travelled on, for a rule that projects
  /// (`.projection`); `nil` for a rule that does not.
  public var projectedProgress: Double?

  public init(finishes: Bool, projectedProgress: Double?) {
    self.finishes = finishes
    self.projectedProgress = projectedProgress
  }
}

extension ReleaseDecision {
  /// The completion's initial velocity in UIKit's relative unit, for `completion-velocity`:
  /// the finger's speed toward where the completion goes, divided by the points left to go
  /// (what `SpringTimingParameters(dampingRatio:initialVelocity:)` takes as `dx`).
  ///
  /// Finishing, the view goes on toward progress 1 over `(1 − progress) · distance` points at
  /// `velocity`; cancelling, it goes back toward 0 over `progress · distance` points at
  /// `−velocity`. A release moving the other way gives a negative value (the spring first
  /// carries on, then turns). No points left, a `distance` that is not a positive finite
  /// number, or any NaN give 0.
  ///
  /// - Parameters:
  ///   - velocity: points per second along the dismissal axis, positive toward dismissal.
  ///   - progress: the fraction done at release.
  ///   - distance: the points that correspond to progress 1.
  public func completionVelocity(velocity: Double, progress: Double, distance: Double)
    -> Double
  {
    guard distance.isFinite, distance > 0, velocity.isFinite, progress.isFinite else { return 0 }
    let left = (finishes ? 1 - progress : progress) * distance
    guard left > 0 else { return 0 }
    return (finishes ? velocity : -velocity) / left
  }
}
