import Foundation
import TransitionKit

/// The green modal: a Close button, a pan that drives the interactor, and the coach mark.
@MainActor
final class ModalViewController: ViewController {
  let parameters: ParameterStore
  var interactor: Interactor? = nil

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGreen
    let close = Button.system(
      title: "Close", name: "close",
      frame: .centered(at: view.bounds.center, size: Size(width: 160, height: 44)),
      color: .white, font: .systemFont(ofSize: 17, weight: .semibold))
    close.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    close.addAction { [weak self] in self?.dismiss(animated: true) }
    view.addSubview(close)
    let pan = PanGestureRecognizer(target: self, action: ModalViewController.handleGesture)
    view.addGestureRecognizer(pan)
  }

  func handleGesture(_ sender: PanGestureRecognizer) {
    let percentThreshold = parameters.threshold  // the tutorial's 0.3

    // convert y-position to downward pull progress (percentage)
    let translation = sender.translation(in: view)
    let verticalMovement = translation.y / view.bounds.height
    let downwardMovement = max(verticalMovement, 0.0)
    let downwardMovementPercent = min(downwardMovement, 1.0)
    let progress = downwardMovementPercent

    guard let interactor = interactor else { return }

    switch sender.state {
    case .began:
      interactor.hasStarted = true
      dismiss(animated: true, completion: nil)
    case .changed:
      interactor.shouldFinish = progress > percentThreshold
      interactor.update(progress)
    case .cancelled:
      interactor.hasStarted = false
      interactor.cancel()
    case .ended:
      interactor.hasStarted = false
      interactor.shouldFinish
        ? interactor.finish()
        : interactor.cancel()
    default:
      break
    }
  }

  func showHelperCircle() {
    let center = Point(x: view.bounds.width * 0.5, y: 100)
    let small = Size(width: 30, height: 30)
    let circle = View(frame: Rect(origin: center, size: small))
    circle.layer.cornerRadius = circle.frame.width / 2
    circle.backgroundColor = .white
    circle.layer.shadowOpacity = 0.8
    circle.layer.shadowOffset = .zero
    circle.name = "coach-mark"
    view.addSubview(circle)
    View.animate(
      withDuration: 0.5,
      delay: 0.25,
      options: [],
      animations: {
        circle.frame.origin.y += 200
        circle.layer.opacity = 0
      },
      completion: { _ in
        circle.removeFromSuperview()
      }
    )
  }

  override func viewDidAppear(_ animated: Bool) {
    if parameters.isOn(ParameterID.coachMarks) { showHelperCircle() }
  }
}
