// Mastering iOS development (Packt), "Implementing a custom modal presentation transition" and
// "Making an interactive dismissal transition": CustomPresentedViewController, as the second
// section leaves it.
//
// What had to change for this platform:
// - The storyboard's bright blue background is set in `viewDidLoad`.
// What had to change on iOS too:
// - The book names the delegate methods `animationController(forPresentedController:presenting:
//   sourceController:)`, `animationController(forDismissedController:)` and
//   `interactionController(forDismissal:)`; UIKit's protocol has no such methods and never calls
//   them (Swift only warns that they nearly match). They are the protocol's
//   `animationController(forPresented:presenting:source:)`, `animationController(forDismissed:)`
//   and `interactionControllerForDismissal(using:)`.

import UIKit

class CustomPresentedViewController: UIViewController {

  var hideAnimator: CustomModalHideAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBlue

    transitioningDelegate = self
    hideAnimator = CustomModalHideAnimator(withViewController: self)
  }
}

extension CustomPresentedViewController: UIViewControllerTransitioningDelegate {

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CustomModalShowAnimator()
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return hideAnimator
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return hideAnimator
  }
}
