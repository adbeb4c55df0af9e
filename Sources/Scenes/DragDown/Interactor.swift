import TransitionKit

/// The tutorial's interactor: a percent-driven transition with two flags that act as a small
/// state machine.
@MainActor
final class Interactor: PercentDrivenInteractiveTransition {
  /// Whether a drag is in progress.
  var hasStarted = false
  /// Whether the release should finish the dismissal rather than roll it back.
  var shouldFinish = false
}
