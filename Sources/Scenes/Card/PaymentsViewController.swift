import Foundation
import TransitionKit

/// The "Payments" root with its blue button: 36-point side margins, 60 points high, corner
/// radius 12, centred vertically.
@MainActor
final class PaymentsViewController: ViewController {
  let parameters: ParameterStore
  private let button = Button()
  private let presentationCoordinator = CardPresentationCoordinator()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
    parameters.bind(ParameterID.completionSpeed, to: presentationCoordinator) {
      $0.completionSpeed = $1
    }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Payments"
    view.backgroundColor = .systemBackground
    view.addSubview(button)

    button.backgroundColor = .systemBlue
    button.setTitle("Present Modal", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.titleFont = .systemFont(ofSize: 17, weight: .semibold)
    button.layer.cornerRadius = 12
    button.name = "present"
    button.addAction { [weak self] in self?.presentModal(animated: true) }

    // "H:|-36-[button]-36-|", centred vertically, 60 points high.
    let bounds = view.bounds
    button.frame = Rect(x: 36, y: bounds.midY - 30, width: bounds.width - 72, height: 60)
    button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]

    let heading = Label(
      frame: Rect(x: 20, y: 96, width: bounds.width - 40, height: 44), text: title ?? "",
      font: .systemFont(ofSize: 34, weight: .bold))
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
  }

  func presentModal(animated: Bool, completion: (() -> Void)? = nil) {
    let modal = CardModalViewController(parameters: parameters)
    modal.presentationCoordinator = presentationCoordinator
    modal.modalPresentationStyle = parameters.presentationStyle  // the tutorial's .currentContext
    modal.transitioningDelegate = self
    present(modal, animated: animated, completion: completion)
  }
}

extension PaymentsViewController: TransitioningDelegate {
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    CardModalDismissAnimator(parameters: parameters)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    presentationCoordinator.hasStartedInteraction ? presentationCoordinator : nil
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    CardModalPresentAnimator(parameters: parameters)
  }
}
