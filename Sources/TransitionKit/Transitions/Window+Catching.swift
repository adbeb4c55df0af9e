/// How a pan's translation turns into a transition's progress: progress 1 is `distance` points
/// of the pan's view along `axis` (a unit vector, positive toward the transition's end).
public struct PanProgressGeometry: Sendable, Equatable {
  public var axis: Vector
  public var distance: Double

  public init(axis: Vector, distance: Double) {
    self.axis = axis
    self.distance = distance
  }
}

/// What `finish()` or `cancel()` asked for just after a pan ended, for a release arbiter.
@MainActor
public struct InteractiveRelease {
  /// Whether the call was `finish()`.
  public var finishes: Bool
  /// The progress last given to `update(_:)`.
  public var percentComplete: Double
  /// The pan that ended.
  public let recognizer: PanGestureRecognizer
}

/// What a release arbiter makes of a release: whether it finishes, and the timing of the
/// completion (`nil`: the transition's own).
public struct ReleaseVerdict {
  public var finishes: Bool
  public var timingCurve: (any TimingCurveProvider)?

  public init(finishes: Bool, timingCurve: (any TimingCurveProvider)? = nil) {
    self.finishes = finishes
    self.timingCurve = timingCurve
  }
}

/// Decides a release in place of the `finish()` or `cancel()` called for it.
public typealias ReleaseArbiter = @MainActor (InteractiveRelease) -> ReleaseVerdict

/// Given the timing a transition's interruptible animator was built with, the timing its
/// completion takes; `nil` keeps the transition's completion curve.
public typealias CompletionTimingProvider =
  @MainActor (_ built: any TimingCurveProvider) -> (any TimingCurveProvider)?

extension Window {
  /// With `catchesCompletingTransitions` on, catches the interruptible transition completing
  /// now if `pan`, pressed, is in its container: pauses it, and sets the pan's translation to
  /// the progress caught. Returns whether it caught it (the pan then begins on the press).
  /// A navigation controller's swipe back is caught only by its own rule (its swipes, and only
  /// a pop going back): any other pan, a list's under the press, would catch it with nothing
  /// to drive it. A scroll view's pan scrolls and drives no transition, so it catches none
  /// (a list under a swipe back a scene drives with its own pan).
  func catchCompletingTransition(with pan: PanGestureRecognizer) -> Bool {
    guard catchesCompletingTransitions, !(pan is ScrollPanGestureRecognizer),
      let context = activeTransition, !context.isComplete,
      context.isInterruptible, !(context.interactor is NavigationInteractiveTransition),
      let interactor = context.interactor as? PercentDrivenInteractiveTransition,
      interactor.isCompleting, let view = pan.view, view.isDescendant(of: context.containerView),
      let geometry = catchGeometry?(pan)
    else { return false }
    interactor.pause()
    let travel = interactor.percentComplete * geometry.distance
    pan.setTranslation(
      Point(x: geometry.axis.dx * travel, y: geometry.axis.dy * travel), in: view)
    return true
  }

  /// Runs `body`, in which `animator` builds a transition's animations, with the window's
  /// `transitionAnimationTiming` for blocks that name no curve.
  func buildingAnimations(of animator: any AnimatedTransitioning, _ body: () -> Void) {
    guard let timing = transitionAnimationTiming,
      !(animator is DefaultTransitionAnimator || animator is CrossfadeTransitionAnimator),
      let chosen = timing()
    else {
      body()
      return
    }
    engine.transitionTiming.append(chosen)
    body()
    engine.transitionTiming.removeLast()
  }
}
