// Thorn Tech, "iOS Tutorial: How to close a modal by dragging it down": ViewController.swift.
//
// What had to change for this platform:
// - `override func prepareForSegue(segue:sender:)` is gone with the storyboard: its body moves
//   into `openModal()`, which creates the ModalViewController and presents it, as the "Open
//   Modal" button's modal segue did.
// The tutorial is Swift 2; written in today's Swift, as Xcode's migrator writes it for iOS:
// - `animationControllerForDismissedController(_:)` is `animationController(forDismissed:)`,
//   `interactionControllerForDismissal(_:)` is `interactionControllerForDismissal(using:)`.

import UIKit

class ViewController: UIViewController {
  let interactor = Interactor()

  /// The storyboard's modal segue from the "Open Modal" button, with the tutorial's
  /// `prepareForSegue` body.
  func openModal() {
    let destinationViewController = ModalViewController()
    destinationViewController.transitioningDelegate = self
    destinationViewController.interactor = interactor  // new
    present(destinationViewController, animated: true)
  }
}

extension ViewController: UIViewControllerTransitioningDelegate {
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return DismissAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return interactor.hasStarted ? interactor : nil
  }
}
