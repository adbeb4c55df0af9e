import TransitionKit

/// Shows the modal: from a smaller, higher, transparent state to identity on a spring.
@MainActor
final class CustomModalShowAnimator: AnimatedTransitioning {
  let parameters: ParameterStore

  init(parameters: ParameterStore) { self.parameters = parameters }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.6
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard let toViewController = transitionContext.viewController(forKey: .to)
    else { return }

    let transitionContainer = transitionContext.containerView

    let scale = parameters.number(EdgePanScene.Key.startScale)  // 0.6
    var transform = AffineTransform.identity
    transform = transform.concatenating(AffineTransform(scaleX: scale, y: scale))
    transform = transform.concatenating(
      AffineTransform(translationX: 0, y: parameters.number(EdgePanScene.Key.startOffset)))  // −200

    toViewController.view.transform = transform
    toViewController.view.alpha = 0

    transitionContainer.addSubview(toViewController.view)

    let animationTiming = SpringTimingParameters(
      dampingRatio: parameters.dampingRatio,  // 0.8
      initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))  // (1, 0)

    let animator = PropertyAnimator(
      duration: transitionDuration(using: transitionContext),
      timingParameters: animationTiming)

    animator.addAnimations {
      toViewController.view.transform = AffineTransform.identity
      toViewController.view.alpha = 1
    }

    animator.addCompletion { finished in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    animator.startAnimation()
  }
}
