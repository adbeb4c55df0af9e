import TransitionKit

/// Slides the card up from one screen length below, over a snapshot of the screen it came
/// from, while a black overlay fades in between them.
@MainActor
final class CardModalPresentAnimator: AnimatedTransitioning {
  let parameters: ParameterStore
  private let dimmingOverlayView = View()

  init(parameters: ParameterStore) { self.parameters = parameters }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.4
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard
      let originViewController = transitionContext.viewController(forKey: .from),
      let destinationViewController = transitionContext.viewController(forKey: .to)
    else { return }

    let containerView = transitionContext.containerView
    containerView.insertSubview(
      destinationViewController.view, aboveSubview: originViewController.view)
    destinationViewController.view.center.y += Screen.main.bounds.height

    guard let snapshot = originViewController.view.snapshotView(afterScreenUpdates: false) else {
      // A view with no area has no picture; finish without one rather than hang.
      destinationViewController.view.center.y = Screen.main.bounds.height / 2
      transitionContext.completeTransition(true)
      return
    }
    snapshot.name = "origin-snapshot"
    containerView.insertSubview(snapshot, belowSubview: destinationViewController.view)

    containerView.insertSubview(dimmingOverlayView, belowSubview: destinationViewController.view)
    dimmingOverlayView.backgroundColor = .clear
    // "H:|[dimmingOverlay]|", "V:|[dimmingOverlay]|"
    dimmingOverlayView.frame = containerView.bounds
    dimmingOverlayView.autoresizingMask = .flexibleSize
    dimmingOverlayView.name = "dimming"

    let dimming = parameters.number(CardScene.Key.dimming)
    View.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        destinationViewController.view.center.y = Screen.main.bounds.height / 2
        self.dimmingOverlayView.backgroundColor = Color.black.withAlphaComponent(dimming)
      },
      completion: { _ in
        transitionContext.completeTransition(transitionContext.transitionWasCancelled == false)
      })
  }
}

/// Slides the card back down, with the screen it came from behind it and the overlay fading
/// out: the presentation in reverse.
@MainActor
final class CardModalDismissAnimator: AnimatedTransitioning {
  let parameters: ParameterStore
  private let dimmingOverlayView = View()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    dimmingOverlayView.name = "dimming"
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.4
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard
      let originViewController = transitionContext.viewController(forKey: .from),
      let destinationViewController = transitionContext.viewController(forKey: .to)
    else { return }

    transitionContext.containerView.insertSubview(
      destinationViewController.view, belowSubview: originViewController.view)

    let containerView = transitionContext.containerView
    let screenSize = Screen.main.bounds.size
    let bottomLeftCorner = Point(x: 0, y: screenSize.height)
    let finalFrame = Rect(origin: bottomLeftCorner, size: screenSize)
    dimmingOverlayView.backgroundColor = .clear

    containerView.insertSubview(dimmingOverlayView, belowSubview: originViewController.view)
    // "H:|[dimmingOverlay]|", "V:|[dimmingOverlay]|"
    dimmingOverlayView.frame = containerView.bounds
    dimmingOverlayView.autoresizingMask = .flexibleSize

    dimmingOverlayView.backgroundColor = Color.black.withAlphaComponent(
      parameters.number(CardScene.Key.dimming))  // the tutorial's 0.6

    View.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        originViewController.view.frame = finalFrame
        self.dimmingOverlayView.backgroundColor = .clear
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
