import Foundation
import TransitionKit

/// The semi-screen card: a white sheet with a black "QR" square, leaving a gap at the top that
/// shows the screen it was presented from. A pan anywhere on it drives the dismissal.
@MainActor
final class CardModalViewController: ViewController {
  let parameters: ParameterStore
  var presentationCoordinator: CardPresentationCoordinator?
  private let content = View()
  private let qr = View()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      PanGestureRecognizer(target: self, action: CardModalViewController.handleGesture(_:)))

    // The sheet covers the bottom of the screen; the QR square sits in its middle. The sheet
    // is white in both appearances: a QR code is black on white, and the dark system
    // background would hide the card and its square against the dimmed screen.
    let bounds = view.bounds
    let height = bounds.height * parameters.number(CardScene.Key.cardHeight)
    content.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height + 40)
    content.backgroundColor = .white
    content.layer.cornerRadius = 16
    content.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    content.name = "card"
    view.addSubview(content)
    let side = min(200, height * 0.6)
    qr.frame = .centered(
      at: Point(x: bounds.width / 2, y: (height - 40) / 2 + 20),
      size: Size(width: side, height: side))
    qr.backgroundColor = .black
    qr.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    qr.name = "qr"
    content.addSubview(qr)
  }

  func handleGesture(_ sender: PanGestureRecognizer) {
    let percentThreshold = parameters.threshold  // the tutorial's 0.2
    let translation = sender.translation(in: view)
    let verticalMovement = translation.y / view.bounds.height
    let downwardMovement = max(verticalMovement, 0.0)
    let downwardMovementPercent = min(downwardMovement, 1.0)
    let progress = downwardMovementPercent

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
