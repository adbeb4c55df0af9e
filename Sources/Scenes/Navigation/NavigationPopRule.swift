import TransitionKit

/// How a swipe back decides, on release, whether it pops: UIKit's rule now and before, and
/// two other platforms' (`navigation-and-zoom.md`, part A).
public enum NavigationPopRule: String, CaseIterable, Sendable {
  /// UIKit's augmented rule (`NavigationPopDecision`): the progress projected over the
  /// duration with the velocity and acceleration, against min(187.5 pt / width, 0.5).
  case uikit
  /// The boundary a public frame-by-frame measurement of iOS 26's native stack found (a
  /// third-party measurement on a beta simulator with synthesised touches, unconfirmed on a
  /// device): pops iff p + 0.12 s · v / width > 0.5.
  case uikitMeasured = "uikit-measured"
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
  /// How far ahead the measured iOS 26 boundary projects the release's velocity, in seconds
  /// (measured 115–130 ms).
  public static let measuredProjectionTime = 0.12
  /// The share of the width the measured iOS 26 boundary lies at (measured 0.50–0.53).
  public static let measuredThreshold = 0.5

  /// The measured iOS 26 boundary: p + 0.12 · v / width > 0.5.
  public static func measuredPops(progress: Double, velocity: Double, width: Double) -> Bool {
    progress + measuredProjectionTime * velocity / Swift.max(width, 1) > measuredThreshold
  }

  /// Whether a release at `progress` (0…1) moving at `velocity` points per second toward
  /// the pop pops, on a screen `width` points wide; `nil` for `uikit`, whose decision is the
  /// navigation controller's own.
  public func pops(progress: Double, velocity: Double, width: Double) -> Bool? {
    switch self {
    case .uikit:
      return nil
    case .uikitMeasured:
      return Self.measuredPops(progress: progress, velocity: velocity, width: width)
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

  /// Whether the rule is one of UIKit's, which keep UIKit's swipes and settle.
  public var isUIKit: Bool {
    switch self {
    case .uikit, .uikitMeasured, .uikitLegacy: true
    case .libadwaita, .flutterCupertino: false
    }
  }

  /// The platform's swipe with the rule: begin rule, covered page and settle. UIKit's for
  /// the UIKit rules, iOS 26's by default; `classic` gives iOS 7–18's push and settle. The
  /// push, the bar and the preemption of a running push or pop stay UIKit's under every rule.
  public func swipeStyle(classic: Bool = false) -> NavigationSwipeStyle {
    let uikit: NavigationSwipeStyle = classic ? .uikitClassic : .uikit
    switch self {
    case .uikit, .uikitMeasured, .uikitLegacy: return uikit
    case .libadwaita:
      var style = NavigationSwipeStyle.libadwaita
      style.push = uikit.push
      style.bar = uikit.bar
      style.preemptsRunningTransitions = uikit.preemptsRunningTransitions
      return style
    case .flutterCupertino:
      var style = NavigationSwipeStyle.flutterCupertino
      style.push = uikit.push
      style.bar = uikit.bar
      style.preemptsRunningTransitions = uikit.preemptsRunningTransitions
      return style
    }
  }

  /// The platform's swipe with the rule under iOS 26's push.
  public var swipeStyle: NavigationSwipeStyle { swipeStyle() }
}
