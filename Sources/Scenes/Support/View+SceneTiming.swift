import TransitionKit

extension View {
  /// `View.animate(withDuration:animations:completion:)` as the tutorials call it, with the
  /// scene's `timing` choice: the tutorial's ease-in-out curve, or a spring with the scene's
  /// damping ratio that settles within the same duration.
  public static func animate(
    withDuration duration: Double, timing parameters: ParameterStore,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    switch parameters.timingChoice {
    case .seedCurve:
      animate(withDuration: duration, animations: animations, completion: completion)
    case .spring:
      animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: parameters.dampingRatio,
        initialSpringVelocity: 0, options: [], animations: animations, completion: completion)
    }
  }
}
