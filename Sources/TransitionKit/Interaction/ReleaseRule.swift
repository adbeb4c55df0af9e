/// Decides, when the finger lifts, whether an interactive transition finishes or cancels.
///
/// Every rule answers from three numbers:
/// - `progress`: the fraction of the transition done at release (0 where the drag started,
///   1 at the end);
/// - `velocity`: points per second along the dismissal axis, positive toward dismissal (toward
///   progress 1);
/// - `distance`: the points that correspond to progress 1, so that a rule can turn a velocity
///   into progress.
///
/// Every comparison with `threshold` is strict: a rule finishes when the (projected) progress
/// is **greater than** the threshold. The seeds compare two ways: drag-down and card set
/// `shouldFinish = progress > percentThreshold` (reproduced by `.threshold` as it is), while
/// edge-pan cancels when `progress < 0.5`, so exactly 0.5 finishes; pass
/// ``ReleaseRule/strictThreshold(reproducingAtOrAbove:)`` of 0.5 to reproduce that one.
///
/// Bad numbers never crash, and never give NaN: a NaN progress or velocity counts as 0 and an
/// infinite one as the largest finite number of its sign; a NaN threshold never finishes by
/// position; a `distance` that is not a positive finite number (a zero-sized view) projects
/// nothing, so the projection decides by position.
public enum ReleaseRule: Hashable, Sendable {
  /// The seeds' rule: finishes iff `progress > threshold`; velocity is ignored.
  case threshold
  /// "Designing Fluid Interfaces" (WWDC 2018), as UIScrollView decelerates and FloatingPanel
  /// projects: the release travels on for `(v / 1000) · r / (1 − r)` points (v in points per
  /// second, r the deceleration rate per millisecond), and the rule finishes iff
  /// `progress + that / distance > threshold`.
  ///
  /// `decelerationRate` is clamped to `0 ... 0.9999`; NaN counts as 0 (no projection).
  case projection(decelerationRate: Double)
  /// A release at least `velocityThreshold` points per second fast, in either direction,
  /// decides by its direction (toward dismissal finishes, away cancels); a slower one, or a
  /// release with no velocity at all, decides by position as `.threshold` does.
  ///
  /// The gate opens at `|v| >= velocityThreshold`, as Compose and libadwaita compare;
  /// PanModal, Vaul and Material compare strictly, which differs only at exactly the
  /// threshold. A NaN `velocityThreshold` never opens the gate.
  case velocityGate(velocityThreshold: Double)
  /// Material Components' `BottomSheetBehavior` hide rule (`onViewReleased`, L2123 and
  /// L2146-2150 at ac7e18efe, with `shouldHide`, L1784-1797): a release moving back (any
  /// velocity toward progress 0) cancels; otherwise it finishes iff its linear projection,
  /// `progress + (velocity · t) / distance` with `t` the hide friction (0.1 s, carried as the
  /// deceleration rate whose projection travels `velocity · t`), passes `threshold`, and the
  /// release is faster than `velocityThreshold` or already past `threshold` ("released
  /// low"). A release above its start (progress < 0) never finishes.
  case materialHide(velocityThreshold: Double, decelerationRate: Double)

  /// UIKit's normal deceleration rate (`UIScrollView.DecelerationRate.normal`), per millisecond.
  public static let normalDecelerationRate = 0.998
  /// UIKit's fast deceleration rate (`UIScrollView.DecelerationRate.fast`), per millisecond.
  public static let fastDecelerationRate = 0.99
  /// The largest deceleration rate used; 1 would project forever.
  public static let maximumDecelerationRate = 0.9999

  /// The kind of rule, as the `release-rule` parameter names it.
  public enum Kind: String, CaseIterable, Sendable {
    /// `.threshold`.
    case threshold
    /// `.projection(decelerationRate:)`.
    case projection
    /// `.velocityGate(velocityThreshold:)`.
    case velocityGate = "velocity-gate"
    /// `.materialHide(velocityThreshold:decelerationRate:)`.
    case materialHide = "material-hide"
  }

  /// Which kind this rule is.
  public var kind: Kind {
    switch self {
    case .threshold: .threshold
    case .projection: .projection
    case .velocityGate: .velocityGate
    case .materialHide: .materialHide
    }
  }

  /// The rule of `kind`, taking the value it needs: `decelerationRate` (per millisecond) for
  /// `.projection`, `velocityThreshold` (points per second) for `.velocityGate`.
  public init(kind: Kind, decelerationRate: Double, velocityThreshold: Double) {
    switch kind {
    case .threshold: self = .threshold
    case .projection: self = .projection(decelerationRate: decelerationRate)
    case .velocityGate: self = .velocityGate(velocityThreshold: velocityThreshold)
    case .materialHide:
      self = .materialHide(velocityThreshold: velocityThreshold, decelerationRate: decelerationRate)
    }
  }

  /// The points a release at `velocity` points per second travels on while decelerating at
  /// `rate` per millisecond: `(velocity / 1000) · rate / (1 − rate)`, with the sign of
  /// `velocity`. 1000 pt/s at 0.998 travels 499 points; at 0.99, 99 points.
  public static func projectedDistance(velocity: Double, decelerationRate rate: Double) -> Double {
    let r = rate.isNaN ? 0 : min(max(rate, 0), maximumDecelerationRate)
    return (finite(velocity) / 1000) * r / (1 - r)
  }

  /// The threshold for which this type's strict comparison (`progress > t`) gives the same
  /// answers as `progress >= threshold` does, for every finite progress: the next number
  /// below `threshold`. Edge-pan's seed cancels when `progress < 0.5`; its threshold is
  /// `strictThreshold(reproducingAtOrAbove: 0.5)`.
  public static func strictThreshold(reproducingAtOrAbove threshold: Double) -> Double {
    threshold.nextDown
  }

  /// Whether a release at `progress` (fraction) moving at `velocity` (points per second,
  /// positive toward dismissal) finishes, where progress 1 is `distance` points away from
  /// progress 0, and `threshold` is the fraction the rule compares with.
  public func decide(progress: Double, velocity: Double, distance: Double, threshold: Double)
    -> ReleaseDecision
  {
    let progress = Self.finite(progress)
    let velocity = Self.finite(velocity)
    switch self {
    case .threshold:
      return ReleaseDecision(finishes: progress > threshold, projectedProgress: nil)
    case .projection(let rate):
      let travel = Self.projectedDistance(velocity: velocity, decelerationRate: rate)
      let usable = distance.isFinite && distance > 0
      let projected = Self.finite(usable ? progress + travel / distance : progress)
      return ReleaseDecision(finishes: projected > threshold, projectedProgress: projected)
    case .velocityGate(let velocityThreshold):
      let fast = velocity != 0 && abs(velocity) >= velocityThreshold
      let finishes = fast ? velocity > 0 : progress > threshold
      return ReleaseDecision(finishes: finishes, projectedProgress: nil)
    case .materialHide(let velocityThreshold, let rate):
      let travel = Self.projectedDistance(velocity: velocity, decelerationRate: rate)
      let usable = distance.isFinite && distance > 0
      let projected = Self.finite(usable ? progress + travel / distance : progress)
      let hides =
        velocity >= 0 && progress >= 0 && projected > threshold
        && (velocity > velocityThreshold || progress > threshold)
      return ReleaseDecision(finishes: hides, projectedProgress: projected)
    }
  }

  /// `value`, with NaN as 0 and infinities as the largest finite number of their sign.
  static func finite(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    return min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}
