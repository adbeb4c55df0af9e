import TransitionKit

/// Hides the modal, interactively from a swipe at the left screen edge: the reverse of the
/// show animation, and its own interaction controller.
@MainActor
final class CustomModalHideAnimator: PercentDrivenInteractiveTransition, AnimatedTransitioning {
  // The tutorial holds the controller strongly, which keeps every dismissed modal alive
  // (the modal holds this animator too); unowned keeps the same reading without the leak.
  unowned let viewController: ViewController
  let parameters: ParameterStore

  init(withViewController viewController: ViewController, parameters: ParameterStore) {
    self.viewController = viewController
    self.parameters = parameters
    super.init()
    parameters.bind(ParameterID.completionSpeed, to: self) { $0.completionSpeed = $1 }

    let panGesture = ScreenEdgePanGestureRecognizer(
      target: self,
      action: CustomModalHideAnimator.handleEdgePan(gestureRecognizer:))

    panGesture.edges = .left
    viewController.view.addGestureRecognizer(panGesture)
  }

  func handleEdgePan(gestureRecognizer: ScreenEdgePanGestureRecognizer) {
    let panTranslation = gestureRecognizer.translation(in: viewController.view)
    // the tutorial's 200
    let animationProgress = min(
      max(panTranslation.x / parameters.number(EdgePanScene.Key.distance), 0.0), 1.0)

    switch gestureRecognizer.state {
    case .began:
      viewController.dismiss(animated: true, completion: nil)
    case .changed:
      update(animationProgress)
    case .ended:
      if animationProgress < parameters.threshold {  // the tutorial's 0.5
        cancel()
      } else {
        finish()
      }
    default:
      cancel()
    }
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.6
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard
      let fromViewController = transitionContext.viewController(forKey: .from),
      let toViewController = transitionContext.viewController(forKey: .to)
    else {
      return
    }

    let transitionContainer = transitionContext.containerView

    transitionContainer.addSubview(toViewController.view)
    transitionContainer.addSubview(fromViewController.view)

    let animationTiming = SpringTimingParameters(
      dampingRatio: parameters.dampingRatio,  // the tutorial's 0.8
      initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))  // (1, 0)

    let animator = PropertyAnimator(
      duration: transitionDuration(using: transitionContext),
      timingParameters: animationTiming)

    animator.addAnimations {
      var transform = AffineTransform.identity
      transform = transform.concatenating(
        AffineTransform(
          scaleX: self.parameters.number(EdgePanScene.Key.startScale),  // the tutorial's 0.6
          y: self.parameters.number(EdgePanScene.Key.startScale)))
      transform = transform.concatenating(
        AffineTransform(
          translationX: 0, y: self.parameters.number(EdgePanScene.Key.startOffset)))  // −200

      fromViewController.view.transform = transform
      fromViewController.view.alpha = 0
    }

    animator.addCompletion { finished in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    animator.startAnimation()
  }
}
