/// The transition a window plays instead of any other while its user has asked for reduced
/// motion (`Window.isReduceMotionEnabled`), as iOS turns slides into cross-dissolves under
/// Reduce Motion: the presented (or pushed) view fades in where it will rest, or fades out
/// where it is (dismissed or popped),
/// over the duration the replaced animator gave; nothing moves or scales.
///
/// An interaction controller drives it as it would have driven the animator it replaced: a
/// drag then fades the modal instead of moving it.
@MainActor
public final class CrossfadeTransitionAnimator: AnimatedTransitioning {
  /// The fade's length, in seconds.
  public let duration: Double

  public init(duration: Double) {
    self.duration = duration.isFinite && duration >= 0 ? duration : 0
  }

  public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    transitionContext?.isAnimated == false ? 0 : duration
  }

  public func animateTransition(using transitionContext: TransitionContext) {
    let container = transitionContext.containerView
    let presented: View
    let alpha: Double
    switch transitionContext.kind {
    case .present, .push:
      guard let controller = transitionContext.viewController(forKey: .to) else { return }
      presented = controller.view
      container.addSubview(presented)
      presented.frame = transitionContext.finalFrame(for: controller)
      presented.alpha = 0
      alpha = 1
    case .dismiss, .pop:
      guard let controller = transitionContext.viewController(forKey: .from) else { return }
      presented = controller.view
      // Under fullScreen and currentContext the presenting view comes back behind the fade.
      if let presenting = transitionContext.view(forKey: .to),
        let presenter = transitionContext.viewController(forKey: .to)
      {
        presenting.frame = transitionContext.finalFrame(for: presenter)
        container.insertSubview(presenting, belowSubview: presented)
      }
      alpha = 0
    }
    let animator = PropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    animator.addAnimations { presented.alpha = alpha }
    animator.addCompletion { position in
      let completed = !transitionContext.transitionWasCancelled
      // The presented view keeps its full opacity once it stays or is gone.
      if transitionContext.kind == .dismiss || transitionContext.kind == .pop
        || position == .start
      {
        presented.alpha = 1
      }
      transitionContext.completeTransition(completed)
    }
    animator.startAnimation()
  }
}
