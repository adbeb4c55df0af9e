import Foundation
import TransitionKit

/// The root screen. It is the modal's transitioning delegate: it hands out the dismiss animator
/// and, while a drag is in progress, the shared interactor.
@MainActor
final class RootViewController: ViewController {
  let parameters: ParameterStore
  let interactor = Interactor()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
    parameters.bind(ParameterID.completionSpeed, to: interactor) { $0.completionSpeed = $1 }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 24, y: 120, width: bounds.width - 48, height: 40), text: "Root",
      font: .systemFont(ofSize: 28, weight: .bold), alignment: .center)
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let open = Button.system(
      title: "Open Modal", name: "open",
      frame: .centered(at: bounds.center, size: Size(width: 200, height: 44)))
    open.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    open.addAction { [weak self] in self?.openModal(animated: true) }
    view.addSubview(open)
  }

  /// The tutorial's segue: a new modal that shares this controller's interactor.
  func openModal(animated: Bool) {
    let destinationViewController = ModalViewController(parameters: parameters)
    destinationViewController.transitioningDelegate = self
    destinationViewController.interactor = interactor
    destinationViewController.modalPresentationStyle = parameters.presentationStyle
    present(destinationViewController, animated: animated)
  }
}

extension RootViewController: TransitioningDelegate {
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    DismissAnimator(parameters: parameters)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    interactor.hasStarted ? interactor : nil
  }
}
