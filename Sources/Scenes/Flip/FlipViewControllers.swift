import Foundation
import TransitionKit

/// The screen with the card: a tap on it turns it over into the next screen.
@MainActor
final class FlipCardsViewController: ViewController {
  let parameters: ParameterStore
  /// The next screen while it is up, for its swipe back; not kept once it is dismissed.
  weak var detail: FlipDetailViewController?

  required init?(coder: NSCoder) { nil }

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
    title = "Cards"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 24, y: 80, width: bounds.width - 48, height: 40), text: "Your card",
      font: .systemFont(ofSize: 28, weight: .bold), alignment: .center)
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let card = View(frame: FlipScene.cardFrame(in: bounds.size))
    card.name = "card"
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = FlipScene.cardCornerRadius
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = Size(width: 0, height: 6)
    card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let title = Label(
      frame: Rect(x: 0, y: card.bounds.midY - 18, width: card.bounds.width, height: 36),
      text: "Tap to flip", font: .systemFont(ofSize: 24, weight: .semibold), color: .white,
      alignment: .center)
    title.autoresizingMask = [.flexibleWidth]
    card.addSubview(title)
    let flip = Button(frame: card.bounds)
    flip.name = "flip"
    flip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    flip.addAction { [weak self] in self?.showDetail(animated: true) }
    card.addSubview(flip)
    view.addSubview(card)
  }

  /// Presents the next screen: turning the card over, or at once.
  func showDetail(animated: Bool) {
    guard presentedViewController == nil else { return }
    let next = FlipDetailViewController(parameters: parameters)
    next.transitioningDelegate = self
    next.modalPresentationStyle = parameters.presentationStyle
    detail = next
    present(next, animated: animated)
  }

  /// The card's frame in the window.
  var cardFrame: Rect {
    guard let card = view.view(named: "card") else {
      return FlipScene.cardFrame(in: view.bounds.size)
    }
    return card.convert(card.bounds, to: nil)
  }
}

extension FlipCardsViewController: TransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    FlipPresentAnimator(parameters: parameters, originFrame: cardFrame)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    FlipDismissAnimator(
      parameters: parameters, destinationFrame: cardFrame,
      interactionController: (dismissed as? FlipDetailViewController ?? detail)?
        .swipeInteractionController)
  }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    guard let animator = animator as? FlipDismissAnimator,
      let interactionController = animator.interactionController,
      interactionController.interactionInProgress
    else { return nil }
    return interactionController
  }
}

/// The next screen: the card's back, full screen. A swipe from the left edge, or Back, turns
/// it back into the card.
@MainActor
final class FlipDetailViewController: ViewController {
  let parameters: ParameterStore
  var swipeInteractionController: FlipSwipeInteractionController?

  required init?(coder: NSCoder) { nil }

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
    title = "Card details"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemIndigoBackground
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 24, y: 120, width: bounds.width - 48, height: 40), text: "Card details",
      font: .systemFont(ofSize: 28, weight: .bold), color: .white, alignment: .center)
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let hint = Label(
      frame: Rect(x: 24, y: bounds.midY - 20, width: bounds.width - 48, height: 40),
      text: "Swipe from the left edge", font: .systemFont(ofSize: 17, weight: .medium),
      color: .white.withAlphaComponent(0.85), alignment: .center)
    hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
    view.addSubview(hint)
    let back = Button.system(
      title: "Back", name: "back", frame: Rect(x: 8, y: 52, width: 80, height: 44))
    back.setTitleColor(.white, for: .normal)
    back.addAction { [weak self] in self?.dismiss(animated: true) }
    view.addSubview(back)
    swipeInteractionController = FlipSwipeInteractionController(
      viewController: self, parameters: parameters)
  }
}

extension Color {
  /// The back of the card: a deep indigo.
  static let systemIndigoBackground = Color(red: 0.25, green: 0.2, blue: 0.6)
}

/// Drives the dismissal from a swipe at the screen's left edge: progress is the swipe's
/// distance over `distance` points; a release at or past the threshold finishes.
@MainActor
final class FlipSwipeInteractionController: PercentDrivenInteractiveTransition {
  var interactionInProgress = false
  private var shouldCompleteTransition = false
  private unowned let viewController: ViewController
  let parameters: ParameterStore

  init(viewController: ViewController, parameters: ParameterStore) {
    self.viewController = viewController
    self.parameters = parameters
    super.init()
    parameters.bind(ParameterID.completionSpeed, to: self) { $0.completionSpeed = $1 }
    let gesture = ScreenEdgePanGestureRecognizer(
      target: self, action: FlipSwipeInteractionController.handleGesture(_:))
    gesture.edges = .left
    viewController.view.addGestureRecognizer(gesture)
  }

  func handleGesture(_ gestureRecognizer: ScreenEdgePanGestureRecognizer) {
    let translation = gestureRecognizer.translation(in: gestureRecognizer.view?.superview)
    var progress = translation.x / parameters.number(FlipScene.Key.distance)
    progress = Swift.min(Swift.max(progress, 0), 1)
    switch gestureRecognizer.state {
    case .began:
      interactionInProgress = true
      viewController.dismiss(animated: true)
    case .changed:
      shouldCompleteTransition = progress >= parameters.threshold
      update(progress)
    case .cancelled:
      interactionInProgress = false
      cancel()
    case .ended:
      interactionInProgress = false
      if shouldCompleteTransition {
        finish()
      } else {
        cancel()
      }
    default:
      break
    }
  }
}
