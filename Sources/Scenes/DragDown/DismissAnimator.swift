import TransitionKit

/// The tutorial's animator: it mimics the default modal dismissal, moving the modal down by one
/// screen length over the root, which it inserts behind it.
@MainActor
final class DismissAnimator: AnimatedTransitioning {
  let parameters: ParameterStore
  let completionTiming: SceneCompletionTiming?

  init(parameters: ParameterStore, completionTiming: SceneCompletionTiming? = nil) {
    self.parameters = parameters
    self.completionTiming = completionTiming
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.6
  }

  /// The animator this dismissal vends when the scene's `interruptible` is on.
  private var transitionAnimator: PropertyAnimator?

  /// Not in the tutorial: with the scene's `interruptible` on, the same animation as a
  /// property animator the interaction drives (the same one for the whole transition).
  func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? {
    guard parameters.vendsInterruptibleAnimator else { return nil }
    if let transitionAnimator { return transitionAnimator }
    guard let fromVC = transitionContext.viewController(forKey: .from) else { return nil }
    if let toView = transitionContext.view(forKey: .to) {
      transitionContext.containerView.insertSubview(toView, belowSubview: fromVC.view)
    }
    let screenBounds = Screen.main.bounds
    let finalFrame = Rect(origin: Point(x: 0, y: screenBounds.height), size: screenBounds.size)
    let timing = parameters.sceneTiming
    completionTiming?.record(timing)
    let animator = PropertyAnimator(
      duration: transitionDuration(using: transitionContext), timingParameters: timing)
    animator.addAnimations { fromVC.view.frame = finalFrame }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    transitionAnimator = animator
    return animator
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard
      let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else {
      return
    }
    let containerView = transitionContext.containerView
    containerView.insertSubview(toVC.view, belowSubview: fromVC.view)

    let screenBounds = Screen.main.bounds
    let bottomLeftCorner = Point(x: 0, y: screenBounds.height)
    let finalFrame = Rect(origin: bottomLeftCorner, size: screenBounds.size)

    View.animate(
      withDuration: transitionDuration(using: transitionContext),
      timing: parameters, recordingIn: completionTiming,
      animations: {
        fromVC.view.frame = finalFrame
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    )
  }
}
