import TransitionKit

/// Lets a scene's interaction controller apply a timing changed during the drag (a damping
/// ratio, the timing choice) to the completion that follows the release.
///
/// A transition's animations are built, with the timing the parameters ask for then, when the
/// drag begins; each keeps that timing. The animator records it here. When the drag ends, the
/// percent-driven transition reads its `timingCurve`: the interaction controller answers with
/// `timingCurve` from here, which is the timing the parameters ask for now if it differs from
/// the recorded one — so the completion continues every animation from where it is along the
/// new timing (see `PercentDrivenInteractiveTransition`) — and `nil` if it is the same (or
/// nothing was recorded), so an unchanged scene completes exactly as its tutorial does, along
/// the completion curve.
@MainActor
public final class SceneCompletionTiming {
  private let current: @MainActor () -> any TimingCurveProvider
  private var built: (any TimingCurveProvider)?

  /// `current` gives the timing the scene's parameters ask for at the moment it is called.
  public init(current: @escaping @MainActor () -> any TimingCurveProvider) {
    self.current = current
  }

  /// Follows the scene's `timing` and `damping` parameters (`ParameterStore.sceneTiming`).
  public convenience init(parameters: ParameterStore) {
    self.init(current: { parameters.sceneTiming })
  }

  /// Notes the timing the transition's animations are being built with.
  public func record(_ timing: any TimingCurveProvider) { built = timing }

  /// The timing to complete with: the current one when it differs from the recorded one,
  /// otherwise `nil`.
  public var timingCurve: (any TimingCurveProvider)? {
    guard let built else { return nil }
    let now = current()
    let same =
      now.cubicTimingParameters == built.cubicTimingParameters
      && now.springTimingParameters == built.springTimingParameters
    return same ? nil : now
  }
}
