import TransitionKit

/// The semi-screen card: a white sheet with a black "QR" square, leaving a gap at the top that
/// shows the screen it was presented from. A pan anywhere on it drives the dismissal.
@MainActor
final class CardModalViewController: ViewController {
  let parameters: ParameterStore
  var presentationCoordinator: CardPresentationCoordinator?
  /// The progress at which a completing dismissal was caught (0 for a fresh drag).
  private var caughtAt = 0.0
  /// Not in the tutorial: the progress `shouldFinishTransition` was last set from, for the
  /// release rule.
  private var shouldFinishProgress = 0.0
  private let content = View()
  private let qr = View()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = PanGestureRecognizer(target: self, action: CardModalViewController.handleGesture(_:))
    // Not in the tutorial: a press catches an interruptible dismissal while it completes.
    pan.beginsOnPress = { [weak self] in self?.presentationCoordinator?.isCompleting ?? false }
    view.addGestureRecognizer(pan)

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
    let downwardMovement = max(verticalMovement + caughtAt, 0.0)
    let downwardMovementPercent = min(downwardMovement, 1.0)
    let progress = downwardMovementPercent

    guard let presentationCoordinator = presentationCoordinator else { return }

    switch sender.state {
    case .began where presentationCoordinator.isCompleting:
      // Not in the tutorial: an interruptible dismissal caught while it completes goes on
      // from where it is.
      presentationCoordinator.pause()
      caughtAt = presentationCoordinator.percentComplete
      presentationCoordinator.hasStartedInteraction = true
    case .began:
      caughtAt = 0
      presentationCoordinator.hasStartedInteraction = true
      dismiss(animated: true, completion: nil)
    case .changed:
      presentationCoordinator.shouldFinishTransition = progress > percentThreshold
      shouldFinishProgress = progress
      presentationCoordinator.update(progress)
    case .cancelled:
      presentationCoordinator.hasStartedInteraction = false
      presentationCoordinator.cancel()
    case .ended:
      presentationCoordinator.hasStartedInteraction = false
      // Not in the tutorial: the scene's release rule decides. Its default, the tutorial's,
      // keeps `shouldFinishTransition` from the last `.changed`.
      let release = SceneRelease.decide(
        sender, in: view, along: .down, progress: progress, distance: view.bounds.height,
        threshold: percentThreshold, parameters: parameters,
        tutorial: (shouldFinishProgress, presentationCoordinator.shouldFinishTransition))
      presentationCoordinator.shouldFinishTransition = release.finishes
      presentationCoordinator.timingCurve = release.timingCurve
      if presentationCoordinator.shouldFinishTransition {
        presentationCoordinator.finish()
      } else {
        presentationCoordinator.cancel()
      }
      presentationCoordinator.timingCurve = nil
    default:
      break
    }
  }
}
