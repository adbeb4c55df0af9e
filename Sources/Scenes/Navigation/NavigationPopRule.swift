import TransitionKit

/// How a swipe back decides, on release, whether it pops: UIKit's rule now and before, and
/// two other platforms' (`navigation-and-zoom.md`, part A).
public enum NavigationPopRule: String, CaseIterable, Sendable {
  /// UIKit's augmented rule (`NavigationPopDecision`): the progress projected over the
  /// duration with the velocity and acceleration, against min(187.5 pt / width, 0.5).
  case uikit
  /// UIKit's legacy procedure: pops iff the velocity is not negative.
  case uikitLegacy = "uikit-legacy"
  /// libadwaita's swipe tracker: a release at least 0.3 px/ms fast decides by its direction,
  /// a slower one pops past 50 %.
  case libadwaita
  /// Flutter's `CupertinoPageRoute`: a fling of at least one screen width per second decides
  /// by its direction, otherwise it pops past 50 %.
  case flutterCupertino = "flutter-cupertino"

  /// libadwaita's velocity gate, in points per second (0.3 px/ms).
  public static let libadwaitaVelocityThreshold = 300.0
  /// The share of the width the non-UIKit rules pop past without a fling.
  public static let positionalThreshold = 0.5

  /// Whether a release at `progress` (0…1) moving at `velocity` points per second toward
  /// the pop pops, on a screen `width` points wide; `nil` for `uikit`, whose decision is the
  /// navigation controller's own.
  public func pops(progress: Double, velocity: Double, width: Double) -> Bool? {
    switch self {
    case .uikit:
      return nil
    case .uikitLegacy:
      return velocity >= 0
    case .libadwaita:
      return ReleaseRule.velocityGate(velocityThreshold: Self.libadwaitaVelocityThreshold).decide(
        progress: progress, velocity: velocity, distance: width,
        threshold: Self.positionalThreshold
      ).finishes
    case .flutterCupertino:
      return ReleaseRule.velocityGate(velocityThreshold: width).decide(
        progress: progress, velocity: velocity, distance: width,
        threshold: Self.positionalThreshold
      ).finishes
    }
  }

  /// The platform's swipe with the rule: begin rule, covered page and settle. UIKit's for
  /// both UIKit rules.
  public var swipeStyle: NavigationSwipeStyle {
    switch self {
    case .uikit, .uikitLegacy: .uikit
    case .libadwaita: .libadwaita
    case .flutterCupertino: .flutterCupertino
    }
  }
}
