/// The values of a scene's release parameters, as a preset sets them all at once.
///
/// Each field is one parameter: `release-rule`, `deceleration-rate`, `velocity-threshold`,
/// `velocity-estimator`, `velocity-window`, `completion-velocity`, and the positional
/// threshold of the system a preset copies, where it has one.
public struct ReleaseSettings: Hashable, Sendable {
  /// `release-rule`: which rule decides.
  public var rule: ReleaseRule.Kind
  /// `deceleration-rate`: per millisecond, for the projection (UIKit's normal rate is 0.998).
  public var decelerationRate: Double
  /// `velocity-threshold`: points per second, for the velocity gate.
  public var velocityThreshold: Double
  /// `velocity-estimator`: how the release velocity is estimated.
  public var estimator: VelocityEstimator.Kind
  /// `velocity-window`: seconds of events the `recent` estimator looks at.
  public var velocityWindow: Double
  /// `completion-velocity`: whether the completion starts at the finger's velocity (a spring
  /// whose initial velocity is the release velocity divided by the distance left).
  public var completionVelocity: Bool
  /// The position a slow release must pass to finish, where the copied system has its own;
  /// `nil` keeps the scene's `threshold`.
  public var positionalThreshold: PositionalThreshold?

  public init(
    rule: ReleaseRule.Kind, decelerationRate: Double, velocityThreshold: Double,
    estimator: VelocityEstimator.Kind, velocityWindow: Double, completionVelocity: Bool,
    positionalThreshold: PositionalThreshold? = nil
  ) {
    self.rule = rule
    self.decelerationRate = decelerationRate
    self.velocityThreshold = velocityThreshold
    self.estimator = estimator
    self.velocityWindow = velocityWindow
    self.completionVelocity = completionVelocity
    self.positionalThreshold = positionalThreshold
  }

  /// The seed scenes' values: the threshold rule, UIKit's velocity blend (the seeds are UIKit
  /// code; 0.15 s stays as the window for when the estimator is changed to `recent`), no
  /// completion velocity; the projection and gate values are there for when the rule is
  /// changed (0.998, UIKit's normal deceleration; 300 pt/s, where PanModal's and libadwaita's
  /// touch gates agree).
  public static let seed = ReleaseSettings(
    rule: .threshold, decelerationRate: ReleaseRule.normalDecelerationRate,
    velocityThreshold: 300, estimator: .uikit, velocityWindow: VelocityEstimator.defaultWindow,
    completionVelocity: false)

  /// The rule these values describe.
  public var releaseRule: ReleaseRule {
    ReleaseRule(
      kind: rule, decelerationRate: decelerationRate, velocityThreshold: velocityThreshold)
  }

  /// The estimator these values describe.
  public var velocityEstimator: VelocityEstimator {
    VelocityEstimator(kind: estimator, window: velocityWindow)
  }
}

/// Where a slow release must be to finish: a fraction of the distance, or a distance.
///
/// Most systems state a fraction (Vaul's 25 % of the drawer's height); Compose states a
/// distance (56 dp from where the drag started, whatever the sheet's height). A scene turns
/// either into the fraction its `threshold` parameter holds with
/// ``fraction(ofDistance:)``.
public enum PositionalThreshold: Hashable, Sendable {
  /// A fraction of the distance from start (progress 0) to end (progress 1).
  case fraction(Double)
  /// A distance from the start, in points.
  case distance(Double)

  /// The fraction of `distance` points (the distance that progress 1 stands for) this
  /// threshold is: the fraction itself, or the distance divided by `distance`, at most 1.
  /// A `distance` that is not a positive number gives 1 for a distance threshold (the whole
  /// way, as no fraction of nothing can be reached first).
  public func fraction(ofDistance distance: Double) -> Double {
    switch self {
    case .fraction(let fraction):
      return fraction
    case .distance(let points):
      guard distance > 0, !points.isNaN else { return 1 }
      return min(points / distance, 1)
    }
  }
}
