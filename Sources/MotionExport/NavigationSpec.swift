import Scenes
import TransitionKit

/// The navigation scene's push and pop as it is configured: whose animator plays them, the
/// covered page's parallax and dimming, which swipes pop and the rule that decides a swipe's
/// release (`navigation-and-zoom.md`, part A). What every export target writes in its own
/// idiom for a navigation stack, instead of a dismissal drag.
public struct NavigationSpec: Sendable, Equatable {
  /// `animator`: `system` (UIKit's parallax) or `custom` (the delegate's own slide).
  public var animator: String
  /// `swipe-back-fix`: whether the custom animator is driven from an edge pan.
  public var swipeBackFix: Bool
  /// `pop-gesture`: `edge`, `content` or `both`.
  public var popGesture: String
  /// `pop-rule`: `uikit`, `uikit-legacy`, `libadwaita` or `flutter-cupertino`.
  public var popRule: String
  /// The push's and pop's duration, in seconds.
  public var duration: Double
  /// The share of the width the covered page moves toward the leading edge.
  public var parallax: Double
  /// The black dimming's opacity over the covered page when fully covered.
  public var dimming: Double
  /// The interactive pop's completion speed.
  public var completionSpeed: Double
  /// The width the swipe's progress is measured over, in points.
  public var width: Double
  /// The lab's `release-rule`; anything but `threshold` decides instead of the pop rule.
  public var releaseRule: String

  /// The push and pop as the scene says it plays them, for a screen `width` points wide.
  public init(motion: NavigationMotion, width: Double) {
    animator = motion.usesCustomAnimator ? "custom" : "system"
    swipeBackFix = motion.swipeBackFix
    popGesture = motion.popGesture
    popRule = motion.popRule
    duration = motion.duration
    parallax = motion.parallax
    dimming = motion.dimming
    completionSpeed = motion.completionSpeed
    self.width = width
    releaseRule = motion.releaseRule
  }

  /// Whether the delegate's own slide plays the push and pop.
  public var usesCustomAnimator: Bool { animator == "custom" }
  /// Whether the swipe from the leading edge pops.
  public var usesEdge: Bool { popGesture != "content" }
  /// Whether the swipe anywhere in the content pops.
  public var usesContent: Bool { popGesture != "edge" }

  /// UIKit's augmented rule's threshold: min(187.5 pt / width, 0.5).
  public var uikitThreshold: Double { NavigationPopDecision.threshold(width: width) }

  /// The speed, in points per second, at which a release decides by its direction, for the
  /// rules with a gate: libadwaita's 0.3 px/ms, Flutter's one width per second.
  public var gateSpeed: Double? {
    switch popRule {
    case NavigationPopRule.libadwaita.rawValue: NavigationPopRule.libadwaitaVelocityThreshold
    case NavigationPopRule.flutterCupertino.rawValue: width
    default: nil
    }
  }

  /// The pop rule in words, for a comment.
  var ruleWords: String {
    let n = ExportNumber.text
    var words =
      switch popRule {
      case "uikit-legacy":
        "uikit-legacy: UIKit's legacy procedure, pops iff the velocity is not negative"
      case "libadwaita":
        "libadwaita: a release at 0.3 px/ms (300 pt/s) or faster decides by its direction, "
          + "a slower one pops past 50 % (adw-swipe-tracker.c)"
      case "flutter-cupertino":
        "flutter-cupertino: a fling of one width per second (\(n(width)) pt/s) decides by its "
          + "direction, a slower release pops past 50 % (CupertinoPageRoute)"
      default:
        "uikit: UIKit's augmented rule, the progress projected over the duration with the "
          + "velocity and acceleration, p + v·T + ½·a·T², against min(187.5 pt / width, 0.5) = "
          + "\(ExportNumber.short(uikitThreshold, decimals: 4)) at \(n(width)) pt (read from a "
          + "decompiled UIKitCore of iOS 26.1; Apple documents none of it)"
      }
    if releaseRule != "threshold" {
      words +=
        "; the lab's release-rule \(releaseRule) decides instead of it, and is not written below"
    }
    return words
  }

  /// The lines a navigation export's comment starts with.
  func summaryLines(format: ExportFormat) -> [String] {
    let n = ExportNumber.text
    let gestures =
      switch popGesture {
      case "edge": "from the leading edge only"
      case "content": "from anywhere in the content only"
      default: "from the leading edge, and from anywhere in the content where the edge swipe fails"
      }
    return [
      "Transition Lab export: scene navigation, format \(format.rawValue).",
      "Push and pop: \(animator) animator, duration \(n(duration)) s, linear; the covered page "
        + "moves \(n(parallax)) of the width toward the leading edge under a black dimming of "
        + "\(n(dimming)); completion speed \(n(completionSpeed)).",
      "Swipe back \(gestures); progress = translation / the width (\(n(width)) pt).",
      "Pop rule: \(ruleWords).",
    ]
  }
}
