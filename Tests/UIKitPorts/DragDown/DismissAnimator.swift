// Thorn Tech, "iOS Tutorial: How to close a modal by dragging it down": DismissAnimator.swift.
//
// What had to change for this platform: nothing.
// The tutorial is Swift 2; written in today's Swift, as Xcode's migrator writes it for iOS:
// - `transitionDuration(transitionContext:) -> NSTimeInterval` is
//   `transitionDuration(using:) -> TimeInterval`, `animateTransition(_:)` is
//   `animateTransition(using:)`;
// - `viewControllerForKey(UITransitionContextFromViewControllerKey)` is
//   `viewController(forKey: UITransitionContextViewControllerKey.from)`, and `containerView()`,
//   no longer optional, moves out of the `guard`;
// - `UIScreen.mainScreen()` is `UIScreen.main`, `UIView.animateWithDuration` is
//   `UIView.animate(withDuration:)`, `transitionWasCancelled()` is `transitionWasCancelled`.

import UIKit

class DismissAnimator: NSObject {
}

extension DismissAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.6
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard
      let fromVC = transitionContext.viewController(
        forKey: UITransitionContextViewControllerKey.from),
      let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)
    else {
      return
    }
    let containerView = transitionContext.containerView
    containerView.insertSubview(toVC.view, belowSubview: fromVC.view)

    let screenBounds = UIScreen.main.bounds
    let bottomLeftCorner = CGPoint(x: 0, y: screenBounds.height)
    let finalFrame = CGRect(origin: bottomLeftCorner, size: screenBounds.size)

    UIView.animate(
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
