// Ibotta engineering, "Leveraging Interactive Custom View Controller Transitions":
// RootViewController.
//
// What had to change for this platform:
// - `button.addTarget(self, action: #selector(presentModal), for: .touchUpInside)` is
//   `button.addTarget(self, action: RootViewController.presentModal, for: .touchUpInside)`, and
//   `presentModal` loses its `@objc` (no Objective-C runtime).
// - Auto Layout is not here: `translatesAutoresizingMaskIntoConstraints = false` and the
//   constraints ("H:|-36-[button]-36-|", centre Y, height 60) are a frame with the same
//   margins, centre and height, kept there by its autoresizing mask.

import UIKit

final class RootViewController: UIViewController {

  private let button = UIButton()
  private let presentationCoordinator = CardPresentationCoordinator()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Payments"
    view.backgroundColor = .systemBackground
    view.addSubview(button)

    button.backgroundColor = .systemBlue
    button.setTitle("Present Modal", for: .normal)
    button.layer.cornerRadius = 12
    button.addTarget(self, action: RootViewController.presentModal, for: .touchUpInside)

    // "H:|-36-[button]-36-|", centre Y on the view's, height 60.
    button.frame = CGRect(
      x: 36, y: view.bounds.midY - 30, width: view.bounds.width - 72, height: 60)
    button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
  }

  private func presentModal() {
    let modal = ModalViewController()
    modal.presentationCoordinator = presentationCoordinator
    modal.modalPresentationStyle = .currentContext
    modal.transitioningDelegate = self
    present(modal, animated: true)
  }
}

extension RootViewController: UIViewControllerTransitioningDelegate {
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return CardModalDismissAnimator()
  }

  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return presentationCoordinator.hasStartedInteraction ? presentationCoordinator : nil
  }

  public func animationController(
    forPresented presented: UIViewController,
    presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CardModalPresentAnimator()
  }
}
