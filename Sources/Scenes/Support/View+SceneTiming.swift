import TransitionKit

extension View {
  /// `View.animate(withDuration:animations:completion:)` as the tutorials call it, with the
  /// scene's `timing` choice: the tutorial's ease-in-out curve, linear, or a spring with the
  /// scene's damping ratio that settles within the same duration. `completionTiming`, if given, records
  /// the timing the animations are built with.
  public static func animate(
    withDuration duration: Double, timing parameters: ParameterStore,
    recordingIn completionTiming: SceneCompletionTiming? = nil,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    completionTiming?.record(parameters.sceneTiming)
    switch parameters.timingChoice {
    case .seedCurve:
      animate(withDuration: duration, animations: animations, completion: completion)
    case .linear:
      animate(
        withDuration: duration, delay: 0, options: [.curveLinear], animations: animations,
        completion: completion)
    case .spring:
      animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: parameters.dampingRatio,
        initialSpringVelocity: 0, options: [], animations: animations, completion: completion)
    }
  }
}

extension ParameterStore {
  /// The timing `View.animate(withDuration:timing:…)` builds animations with, from the
  /// parameters as they are now: the tutorial's ease-in-out curve, or a spring with the scene's
  /// damping ratio and no initial velocity.
  public var sceneTiming: any TimingCurveProvider {
    switch timingChoice {
    case .seedCurve: CubicTimingParameters(animationCurve: .easeInOut)
    case .linear: CubicTimingParameters.linear
    case .spring: SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: .zero)
    }
  }
}
