// Ibotta engineering, "Leveraging Interactive Custom View Controller Transitions":
// CardModalPresentAnimator, its steps 1 to 5 in order.
//
// What had to change for this platform:
// - Auto Layout is not here: `translatesAutoresizingMaskIntoConstraints = false` and the
//   overlay's "H:|[dimmingOverlay]|" and "V:|[dimmingOverlay]|" constraints are the container's
//   bounds as its frame, kept there by a flexible width and height.

import UIKit

final class CardModalPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {

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

    let containerView = transitionContext.containerView
    containerView.insertSubview(
      destinationViewController.view, aboveSubview: originViewController.view)
    destinationViewController.view.center.y += UIScreen.main.bounds.height

    guard let snapshot = originViewController.view.snapshotView(afterScreenUpdates: false) else {
      return
    }
    containerView.insertSubview(snapshot, belowSubview: destinationViewController.view)

    containerView.insertSubview(dimmingOverlayView, belowSubview: destinationViewController.view)
    dimmingOverlayView.backgroundColor = .clear
    // "H:|[dimmingOverlay]|", "V:|[dimmingOverlay]|"
    dimmingOverlayView.frame = containerView.bounds
    dimmingOverlayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        destinationViewController.view.center.y = UIScreen.main.bounds.height / 2
        self.dimmingOverlayView.backgroundColor = UIColor.black.withAlphaComponent(0.6)
      },
      completion: { _ in
        transitionContext.completeTransition(transitionContext.transitionWasCancelled == false)
      })
  }
}
