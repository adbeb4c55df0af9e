import TransitionKit

extension ParameterStore {
  /// The timing the scene's `timing` choice gives a transition animator's `View.animate`
  /// blocks, from the parameters as they are now: the tutorial's ease-in-out curve, linear, or
  /// a spring with the scene's damping ratio and no initial velocity that settles within the
  /// same duration (see `SceneSession+Runtime.swift`).
  public var sceneTiming: any TimingCurveProvider {
    switch timingChoice {
    case .seedCurve: CubicTimingParameters(animationCurve: .easeInOut)
    case .linear: CubicTimingParameters.linear
    case .bezier:
      CubicTimingParameters(
        controlPoint1: Point(x: bezierControlPoints.x1, y: bezierControlPoints.y1),
        controlPoint2: Point(x: bezierControlPoints.x2, y: bezierControlPoints.y2))
    case .spring: SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: .zero)
    }
  }
}
