import TransitionKit

/// A navigation scene's push and pop as the scene plays them: whose animator, the covered
/// page's parallax and dimming, which swipes pop and the rule that decides a swipe's release.
/// What the scene answers (`SceneInstance.navigationMotion`), so the exports never read its
/// parameters.
public struct NavigationMotion: Sendable, Equatable {
  /// Whether the delegate's own slide plays the push and pop (false: UIKit's parallax).
  public var usesCustomAnimator: Bool
  /// Whether the custom animator is driven from the fix's own swipe.
  public var swipeBackFix: Bool
  /// `edge`, `content` or `both`.
  public var popGesture: String
  /// `uikit`, `uikit-legacy`, `libadwaita`, `flutter-cupertino` and the others of
  /// `NavigationPopRule`.
  public var popRule: String
  /// The push's and pop's duration, in seconds, of the animator that plays them.
  public var duration: Double
  /// The share of the width the covered page moves toward the leading edge.
  public var parallax: Double
  /// The black dimming's opacity over the covered page when fully covered.
  public var dimming: Double
  /// The interactive pop's completion speed.
  public var completionSpeed: Double
  /// The lab's `release-rule`; anything but `threshold` decides instead of the pop rule.
  public var releaseRule: String

  public init(
    usesCustomAnimator: Bool, swipeBackFix: Bool, popGesture: String, popRule: String,
    duration: Double, parallax: Double, dimming: Double, completionSpeed: Double,
    releaseRule: String
  ) {
    self.usesCustomAnimator = usesCustomAnimator
    self.swipeBackFix = swipeBackFix
    self.popGesture = popGesture
    self.popRule = popRule
    self.duration = duration
    self.parallax = parallax
    self.dimming = dimming
    self.completionSpeed = completionSpeed
    self.releaseRule = releaseRule
  }
}

/// A zoom scene's zoom as its parameters set it: the transition chosen, the dismissal's
/// numbers and the spring (`SceneInstance.zoomMotion`).
public struct ZoomMotion: Sendable, Equatable {
  /// `zoom`, `hero`, `compose`, `material` or `cross-dissolve`.
  public var transition: String
  public var minimumScale: Double
  /// Points of translation (plus 0.099 s of velocity) that dismiss.
  public var dismissThreshold: Double
  public var scaleThreshold: Double
  public var dimming: Double
  /// The zoom's spring: response (s) and damping ratio.
  public var response: Double
  public var dampingRatio: Double
  /// The tracking spring's response, in seconds.
  public var trackingResponse: Double
  public var interruptible: Bool
  /// The cross-dissolve's length, in seconds.
  public var crossDissolveDuration: Double

  public init(
    transition: String, minimumScale: Double, dismissThreshold: Double, scaleThreshold: Double,
    dimming: Double, response: Double, dampingRatio: Double, trackingResponse: Double,
    interruptible: Bool, crossDissolveDuration: Double
  ) {
    self.transition = transition
    self.minimumScale = minimumScale
    self.dismissThreshold = dismissThreshold
    self.scaleThreshold = scaleThreshold
    self.dimming = dimming
    self.response = response
    self.dampingRatio = dampingRatio
    self.trackingResponse = trackingResponse
    self.interruptible = interruptible
    self.crossDissolveDuration = crossDissolveDuration
  }
}
