// Constraint sheet: a card that slides up over a dimmed screen, laid out with Auto Layout and
// animated the way iOS code animates constraints — change a constant, then call
// `layoutIfNeeded()` inside the animation block. A drag down the card dismisses it
// interactively; the same constraint animation is scrubbed, finished or cancelled.
//
//   transition-lab --scene-file docs/examples/constraint-sheet.swift
//   transition-lab replay --scene-file docs/examples/constraint-sheet.swift \
//     --start presented --gesture data/gestures/long-drag.json

import Scenes
import UIKit

let scene = SceneDescriptor(
  id: "constraint-sheet", title: "Constraint sheet",
  summary: "A card laid out with constraints slides up by animating its bottom constraint; a "
    + "drag down the card scrubs the same constraint animation back.",
  source: "constraint-sheet.swift",
  parameters: [
    ParameterSpec(
      id: "duration", title: "Duration", unit: "s", kind: .number(range: 0.1...2, step: 0.05),
      seedDefault: .number(0.5), summary: "Length of the card's slide."),
    ParameterSpec(
      id: "threshold", title: "Threshold", kind: .number(range: 0.05...0.95, step: 0.05),
      seedDefault: .number(0.3),
      summary: "Share of the card's height the drag must pass for the release to dismiss."),
  ],
  controls: [
    ControlSpec(id: "open", title: "Show Sheet"), ControlSpec(id: "close", title: "Done"),
  ],
  make: { parameters in SheetScene(parameters: parameters) })

final class SheetScene: SceneInstance {
  let root: SettingsViewController

  init(parameters: ParameterStore) {
    root = SettingsViewController(parameters: parameters)
  }

  var rootViewController: UIViewController { root }

  func presentWithoutAnimation() {
    root.showSheet(animated: false)
  }

  func script(for action: SceneAction, screen: CGSize) -> GestureScript {
    switch action {
    case .present: .tap("open")
    case .dismiss: .tap("close")
    }
  }
}

/// The screen under the sheet: a title, a paragraph and a button in a stack view held to the
/// safe area's margins.
final class SettingsViewController: UIViewController {
  let parameters: ParameterStore
  let interactor = SheetInteractor()

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Subscription"
    title.font = .boldSystemFont(ofSize: 28)
    let body = UILabel()
    body.text = "Your plan renews every month. Change it at any time from the sheet below."
    body.numberOfLines = 0
    body.textColor = .secondaryLabel
    let open = UIButton(type: .system)
    open.setTitle("Show Sheet", for: .normal)
    open.accessibilityIdentifier = "open"
    open.addAction(
      UIAction { [unowned self] _ in self.showSheet(animated: true) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [title, body, open])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 12
    stack.setCustomSpacing(32, after: body)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  func showSheet(animated: Bool) {
    let sheet = SheetViewController(threshold: parameters.number("threshold"))
    sheet.modalPresentationStyle = .overFullScreen
    sheet.transitioningDelegate = self
    sheet.interactor = interactor
    if !animated {
      // No animator runs: the card starts where the presentation would have left it.
      sheet.loadViewIfNeeded()
      sheet.cardBottom.constant = 0
    }
    present(sheet, animated: animated)
  }
}

extension SettingsViewController: UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SheetAnimator(presenting: true, duration: parameters.number("duration"))
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SheetAnimator(presenting: false, duration: parameters.number("duration"))
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactor.hasStarted ? interactor : nil
  }
}

final class SheetInteractor: UIPercentDrivenInteractiveTransition {
  var hasStarted = false
  var shouldFinish = false
}

/// The sheet: a dimming view over the whole screen and a card held to the bottom by
/// `cardBottom`, whose constant the animators move.
final class SheetViewController: UIViewController {
  static let cardHeight: CGFloat = 360
  let threshold: CGFloat
  var interactor: SheetInteractor?
  let dimmingView = UIView()
  let card = UIView()
  var cardBottom: NSLayoutConstraint!

  init(threshold: CGFloat) {
    self.threshold = threshold
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimmingView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(dimmingView)
    let views = ["dimming": dimmingView]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[dimming]|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[dimming]|", options: [], metrics: nil, views: views))

    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 16
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    cardBottom = card.bottomAnchor.constraint(
      equalTo: view.bottomAnchor, constant: Self.cardHeight)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: Self.cardHeight),
      cardBottom,
    ])

    let grabber = UIView()
    grabber.backgroundColor = .separator
    grabber.layer.cornerRadius = 2.5
    let title = UILabel()
    title.text = "Monthly plan"
    title.font = .boldSystemFont(ofSize: 22)
    let price = UILabel()
    price.text = "4.99 a month, first week free"
    let close = UIButton(type: .system)
    close.setTitle("Done", for: .normal)
    close.accessibilityIdentifier = "close"
    close.addAction(
      UIAction { [unowned self] _ in self.dismiss(animated: true) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [title, price, close])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    grabber.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(grabber)
    card.addSubview(stack)
    NSLayoutConstraint.activate([
      grabber.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      grabber.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      grabber.widthAnchor.constraint(equalToConstant: 36),
      grabber.heightAnchor.constraint(equalToConstant: 5),
      stack.topAnchor.constraint(equalToSystemSpacingBelow: grabber.bottomAnchor, multiplier: 3),
      stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
    ])
    card.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: SheetViewController.handlePan(_:)))
  }

  func handlePan(_ sender: UIPanGestureRecognizer) {
    let translation = sender.translation(in: view)
    let progress = min(max(translation.y / Self.cardHeight, 0), 1)
    guard let interactor else { return }
    switch sender.state {
    case .began:
      interactor.hasStarted = true
      dismiss(animated: true, completion: nil)
    case .changed:
      interactor.shouldFinish = progress > threshold
      interactor.update(progress)
    case .cancelled:
      interactor.hasStarted = false
      interactor.cancel()
    case .ended:
      interactor.hasStarted = false
      interactor.shouldFinish ? interactor.finish() : interactor.cancel()
    default:
      break
    }
  }
}

/// Slides the card by its bottom constraint and fades the dimming view, in one animation
/// block around `layoutIfNeeded()`.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  let duration: TimeInterval

  init(presenting: Bool, duration: TimeInterval) {
    self.presenting = presenting
    self.duration = duration
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let sheet = transitionContext.viewController(forKey: key) as? SheetViewController
    else { return }
    if presenting {
      transitionContext.containerView.addSubview(sheet.view)
      sheet.view.frame = transitionContext.finalFrame(for: sheet)
      sheet.dimmingView.alpha = 0
      sheet.view.layoutIfNeeded()
    }
    sheet.cardBottom.constant = presenting ? 0 : SheetViewController.cardHeight
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        sheet.dimmingView.alpha = self.presenting ? 1 : 0
        sheet.view.layoutIfNeeded()
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        // A cancelled dismissal puts the frames back; the constant goes back with them.
        if cancelled && !self.presenting { sheet.cardBottom.constant = 0 }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
