// Ibotta engineering, "Leveraging Interactive Custom View Controller Transitions":
// CardModalDismissAnimator.
//
// What had to change for this platform:
// - Auto Layout is not here: `translatesAutoresizingMaskIntoConstraints = false` and the
//   overlay's "H:|[dimmingOverlay]|" and "V:|[dimmingOverlay]|" constraints are the container's
//   bounds as its frame, kept there by a flexible width and height.

import UIKit

final class CardModalDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {

  private let dimmingOverlayView = UIView()

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard
      let originViewController = transitionContext.viewController(
        forKey: UITransitionContextViewControllerKey.from),
      let destinationViewController = transitionContext.viewController(
        forKey: UITransitionContextViewControllerKey.to)
    else { return }

    transitionContext.containerView.insertSubview(
      destinationViewController.view, belowSubview: originViewController.view)

    let containerView = transitionContext.containerView
    let screenSize = UIScreen.main.bounds.size
    let bottomLeftCorner = CGPoint(x: 0, y: screenSize.height)
    let finalFrame = CGRect(origin: bottomLeftCorner, size: screenSize)
    dimmingOverlayView.backgroundColor = .clear

    containerView.insertSubview(dimmingOverlayView, belowSubview: originViewController.view)

    // "H:|[dimmingOverlay]|", "V:|[dimmingOverlay]|"
    dimmingOverlayView.frame = containerView.bounds
    dimmingOverlayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

    dimmingOverlayView.backgroundColor = UIColor.black.withAlphaComponent(0.6)

    UIView.animate(
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
