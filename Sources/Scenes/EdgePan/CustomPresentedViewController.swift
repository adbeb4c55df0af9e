import Foundation
import TransitionKit

/// The bright blue modal. It is its own transitioning delegate: it shows itself with the
/// custom show animator and hides with the interactive hide animator.
@MainActor
final class CustomPresentedViewController: ViewController {
  let parameters: ParameterStore
  var hideAnimator: CustomModalHideAnimator?

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBlue

    transitioningDelegate = self
    hideAnimator = CustomModalHideAnimator(withViewController: self, parameters: parameters)

    let hint = Label(
      frame: Rect(x: 24, y: view.bounds.midY - 20, width: view.bounds.width - 48, height: 40),
      text: "Swipe from the left edge", font: .systemFont(ofSize: 17, weight: .medium),
      color: .white.withAlphaComponent(0.85), alignment: .center)
    hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(hint)
  }
}

extension CustomPresentedViewController: TransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    CustomModalShowAnimator(parameters: parameters)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    hideAnimator
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    hideAnimator
  }
}
