/// iOS 26's preemption: a push or pop asked for while the system push or pop runs on its own
/// takes over instead of being refused (**[RE26]** `-[_UINavigationParallaxTransition
/// shouldPreemptWithContext:]` returns `_fluidParallaxTransitionsEnabled`; Apple's fluid
/// transitions article: do not block a push or pop because one runs). The running one
/// completes at once; a pop of the page being pushed starts from where that page is and lands
/// on the hand-off spring, so the page turns round without a jump.
extension NavigationController {
  /// The hand-off spring's response, in seconds (**[RE26]**
  /// `animatePreemptionSnapshotsWithContext:`: response 0.35, damping 1).
  nonisolated public static let preemptionResponse = 0.35

  /// Whether a stack change now would take over the transition in flight: the style
  /// preempts, and the window's transition is this controller's system push or pop, animated,
  /// running on its own toward its end (not under a finger, not going back).
  var canPreemptForStackChange: Bool {
    guard swipeStyle.preemptsRunningTransitions, let context = activeContext,
      !context.isComplete, view.window?.activeTransition === context, context.isAnimated,
      context.animator is NavigationParallaxTransitionAnimator, !context.isInteractive,
      !context.transitionWasCancelled
    else { return false }
    return true
  }

  /// Completes the transition in flight at once for a stack change, when it may be taken
  /// over; for a pop (`popping`) during a push, keeps where the pushed page is for the pop to
  /// start from. Returns whether the stack may change now.
  func preemptForStackChange(popping: Bool) -> Bool {
    guard canPreemptForStackChange, let context = activeContext,
      let animator = context.animator.interruptibleAnimator(using: context)
    else { return false }
    if popping, context.kind == .push, let page = context.toViewController.view {
      let width = view.bounds.width
      let shown = width > 0 ? page.presentation.frame.minX / width : 0
      preemptionHandoff = Swift.min(
        Swift.max(shown, 0), NavigationPopDecision.maximumTrackedProgress)
    }
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    guard activeContext == nil, view.window?.activeTransition == nil else {
      preemptionHandoff = nil
      return false
    }
    return true
  }

  /// The interaction a pop that preempted a push runs on, when there is one to hand off.
  func takePreemptionHandoff(operation: Operation, animated: Bool)
    -> (NavigationInteractiveTransition, Double)?
  {
    defer { preemptionHandoff = nil }
    guard let progress = preemptionHandoff, progress > 0, operation == .pop, animated else {
      return nil
    }
    return (NavigationInteractiveTransition(), progress)
  }

  /// Runs the handed-off pop from `progress` on the hand-off spring, critically damped.
  func landHandoff(_ interaction: NavigationInteractiveTransition, from progress: Double) {
    guard activeContext != nil, !interaction.isCompleting else { return }
    systemInteraction = interaction
    let omega = 2 * Double.pi / Self.preemptionResponse
    interaction.update(progress)
    interaction.settle = .spring(mass: 1, stiffness: omega * omega, dampingRatio: 1)
    interaction.releaseVelocity = 0
    interaction.completesPop = { true }
    interaction.completionSpeed = 1
    interaction.finish()
  }
}
