import TransitionKit

/// The tutorial's animator: it mimics the default modal dismissal, moving the modal down by one
/// screen length over the root, which it inserts behind it.
@MainActor
final class DismissAnimator: AnimatedTransitioning {
  let parameters: ParameterStore

  init(parameters: ParameterStore) {
    self.parameters = parameters
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.6
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
      animations: {
        fromVC.view.frame = finalFrame
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    )
  }
}
