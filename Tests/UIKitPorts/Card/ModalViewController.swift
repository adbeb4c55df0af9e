// Ibotta engineering, "Leveraging Interactive Custom View Controller Transitions":
// ModalViewController.
//
// What had to change for this platform:
// - `#selector(handleGesture(_:))` is `ModalViewController.handleGesture(_:)`, and `handleGesture` loses its
//   `@objc` (no Objective-C runtime).

import UIKit

final class ModalViewController: UIViewController {

  var presentationCoordinator: CardPresentationCoordinator?
  private let content = UIView()
  private let qr = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UIPanGestureRecognizer(
        target: self,
        action: ModalViewController.handleGesture(_:)))

    // subview configuration and constraint code
  }

  private func handleGesture(_ sender: UIPanGestureRecognizer) {
    let percentThreshold: CGFloat = 0.2
    let translation = sender.translation(in: view)
    let verticalMovement = translation.y / view.bounds.height
    let downwardMovement = fmaxf(Float(verticalMovement), 0.0)
    let downwardMovementPercent = fminf(downwardMovement, 1.0)
    let progress = CGFloat(downwardMovementPercent)

    guard let presentationCoordinator = presentationCoordinator else { return }

    switch sender.state {
    case .began:
      presentationCoordinator.hasStartedInteraction = true
      dismiss(animated: true, completion: nil)
    case .changed:
      presentationCoordinator.shouldFinishTransition = progress > percentThreshold
      presentationCoordinator.update(progress)
    case .cancelled:
      presentationCoordinator.hasStartedInteraction = false
      presentationCoordinator.cancel()
    case .ended:
      presentationCoordinator.hasStartedInteraction = false
      if presentationCoordinator.shouldFinishTransition {
        presentationCoordinator.finish()
      } else {
        presentationCoordinator.cancel()
      }
    default:
      break
    }
  }
}
