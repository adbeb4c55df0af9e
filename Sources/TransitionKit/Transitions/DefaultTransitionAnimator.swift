/// The transition used when a delegate supplies none (UIKit's cover-vertical): the presented
/// view slides up from the bottom of the container, and slides back down when dismissed, over
/// the presenting view; without animation the views are simply placed. Apple documents neither
/// the slide's duration nor its curve: here it is a critically damped spring over 0.5 s.
@MainActor
public final class DefaultTransitionAnimator: AnimatedTransitioning {
  /// The slide's length, in seconds.
  public static let duration = 0.5

  public init() {}

  public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    transitionContext?.isAnimated == false ? 0 : Self.duration
  }

  public func animateTransition(using transitionContext: TransitionContext) {
    let container = transitionContext.containerView
    let bounds = container.bounds
    let offscreen = bounds.offsetBy(dx: 0, dy: bounds.height)
    switch transitionContext.kind {
    case .present, .push:
      guard let presented = transitionContext.viewController(forKey: .to)?.view else { return }
      let finalFrame = transitionContext.finalFrame(
        for: transitionContext.viewController(forKey: .to)!)
      container.addSubview(presented)
      guard transitionContext.isAnimated else {
        presented.frame = finalFrame
        transitionContext.completeTransition(true)
        return
      }
      presented.frame = offscreen
      slide(presented, to: finalFrame, context: transitionContext)
    case .dismiss, .pop:
      guard let presented = transitionContext.viewController(forKey: .from)?.view else { return }
      // Under fullScreen and currentContext the presenting view is out of the window: it goes
      // back into the container, below the sliding view, where it will stay.
      if let presenting = transitionContext.view(forKey: .to),
        let presenter = transitionContext.viewController(forKey: .to)
      {
        presenting.frame = transitionContext.finalFrame(for: presenter)
        container.insertSubview(presenting, belowSubview: presented)
      }
      guard transitionContext.isAnimated else {
        transitionContext.completeTransition(true)
        return
      }
      slide(presented, to: offscreen, context: transitionContext)
    }
  }

  private func slide(_ view: View, to frame: Rect, context: TransitionContext) {
    let animator = PropertyAnimator(
      duration: transitionDuration(using: context),
      timingParameters: SpringTimingParameters(dampingRatio: 1))
    animator.addAnimations { view.frame = frame }
    animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
    animator.startAnimation()
  }
}
