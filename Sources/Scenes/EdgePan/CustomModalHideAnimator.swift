import TransitionKit

/// Hides the modal, interactively from a swipe at the left screen edge: the reverse of the
/// show animation, and its own interaction controller.
@MainActor
final class CustomModalHideAnimator: PercentDrivenInteractiveTransition, AnimatedTransitioning {
  // The tutorial holds the controller strongly, which keeps every dismissed modal alive
  // (the modal holds this animator too); unowned keeps the same reading without the leak.
  unowned let viewController: ViewController
  let parameters: ParameterStore
  /// The spring the hide animation was built with, to complete with a spring changed since.
  let completionTiming: SceneCompletionTiming

  init(withViewController viewController: ViewController, parameters: ParameterStore) {
    self.viewController = viewController
    self.parameters = parameters
    completionTiming = SceneCompletionTiming(current: {
      SpringTimingParameters(
        dampingRatio: parameters.dampingRatio,
        initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))
    })

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
    let distance = parameters.number(EdgePanScene.Key.distance)  // the tutorial's 200
    let animationProgress = min(max(panTranslation.x / distance, 0.0), 1.0)

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

  override var timingCurve: (any TimingCurveProvider)? {
    get { super.timingCurve ?? completionTiming.timingCurve }
    set { super.timingCurve = newValue }
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
      dampingRatio: parameters.dampingRatio,
      initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))
    completionTiming.record(animationTiming)

    let animator = PropertyAnimator(
      duration: transitionDuration(using: transitionContext),
      timingParameters: animationTiming)

    let scale = parameters.number(EdgePanScene.Key.startScale)
    let offset = parameters.number(EdgePanScene.Key.startOffset)
    animator.addAnimations {
      var transform = AffineTransform.identity
      transform = transform.concatenating(AffineTransform(scaleX: scale, y: scale))
      transform = transform.concatenating(AffineTransform(translationX: 0, y: offset))

      fromViewController.view.transform = transform
      fromViewController.view.alpha = 0
    }

    animator.addCompletion { finished in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    animator.startAnimation()
  }
}
