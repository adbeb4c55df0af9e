import TransitionKit

/// The tutorial's interactor: a percent-driven transition with two flags that act as a small
/// state machine.
@MainActor
final class Interactor: PercentDrivenInteractiveTransition {
  /// Whether a drag is in progress.
  var hasStarted = false
  /// Whether the release should finish the dismissal rather than roll it back.
  var shouldFinish = false
  /// The timing the dismissal was built with, to complete with a timing changed since.
  var completionTiming: SceneCompletionTiming?

  override var timingCurve: (any TimingCurveProvider)? {
    get { super.timingCurve ?? completionTiming?.timingCurve }
    set { super.timingCurve = newValue }
  }
}
