import TransitionKit

extension NavigationSceneInstance {
  /// The duration of the animator that plays the push and pop: UIKit's 0.35 s for the system
  /// animator, whatever the custom one's `duration` says.
  var popDuration: Double {
    parameters.navigationAnimator == .custom
      ? parameters.duration : NavigationParallaxTransitionAnimator.duration
  }

  /// The push and pop as the scene plays them now; the system animator's parallax and dimming
  /// are UIKit's, whatever the custom animator's values say.
  var navigationMotion: NavigationMotion? {
    let custom = parameters.navigationAnimator == .custom
    return NavigationMotion(
      usesCustomAnimator: custom, swipeBackFix: parameters.isOn(NavigationScene.Key.swipeBackFix),
      popGesture: parameters.navigationPopGesture.rawValue,
      popRule: parameters.navigationPopRule.rawValue, duration: popDuration,
      parallax: custom
        ? parameters.number(NavigationScene.Key.parallax)
        : 1 - NavigationParallaxTransitionAnimator.parallaxOffsetFraction,
      dimming: custom
        ? parameters.number(NavigationScene.Key.dimming)
        : NavigationParallaxTransitionAnimator.dimmingAlpha,
      completionSpeed: parameters[ParameterID.completionSpeed] != nil
        ? parameters.completionSpeed : 1,
      releaseRule: parameters[ReleaseParameterID.rule] != nil
        ? parameters.choice(ReleaseParameterID.rule) : "threshold")
  }
}
