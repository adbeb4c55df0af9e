// Editable list: a mailbox in a navigation controller, written as a UIKit table view
// controller is. The bar's Edit button (`editButtonItem`) puts the table in editing mode; a
// row's red minus shows its Delete button, and Delete removes the message with the table's row
// animation. Tapping a message outside editing presents it as a card that slides up.
//
//   transition-lab --scene-file docs/examples/edit-list.swift
//   transition-lab replay --scene-file docs/examples/edit-list.swift --start root \
//     --gesture data/gestures/edit-delete.json

import Scenes
import UIKit

let scene = SceneDescriptor(
  id: "edit-list", title: "Editable list",
  summary: "A mailbox table with an Edit button: a row's minus shows Delete, which removes the "
    + "row; a tap on a message presents it.",
  source: "edit-list.swift",
  parameters: [
    ParameterSpec(
      id: "duration", title: "Duration", unit: "s", kind: .number(range: 0.1...2, step: 0.05),
      seedDefault: .number(0.4), summary: "Length of the message card's slide.")
  ],
  controls: [
    ControlSpec(id: "message-0", title: "Open"), ControlSpec(id: "close", title: "Close"),
    ControlSpec(id: "right-bar-button", title: "Edit"),
    ControlSpec(id: "delete-control", title: "Minus"),
    ControlSpec(id: "delete-confirmation", title: "Delete"),
  ],
  make: { parameters in MailboxScene(parameters: parameters) })

final class MailboxScene: SceneInstance {
  let mailbox: MailboxViewController
  let navigation: UINavigationController

  init(parameters: ParameterStore) {
    mailbox = MailboxViewController(duration: parameters.number("duration"))
    navigation = UINavigationController(rootViewController: mailbox)
  }

  var rootViewController: UIViewController { navigation }

  func presentWithoutAnimation() {
    mailbox.open(message: 0, animated: false)
  }

  func script(for action: SceneAction, screen: CGSize) -> GestureScript {
    switch action {
    case .present: .tap("message-0")
    case .dismiss: .tap("close")
    }
  }
}

/// The mailbox: one row per message, editable, with the Edit button at the bar's right.
final class MailboxViewController: UITableViewController {
  let duration: Double
  var messages = [
    "Lunch on Friday?", "Your order has shipped", "Slides for Monday", "Re: the sheet detents",
    "Weekly report", "Tickets for the concert", "Invoice #2041", "Photos from the trip",
    "Release notes draft", "Welcome aboard",
  ]

  init(duration: Double) {
    self.duration = duration
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row]
    cell.accessibilityIdentifier = "message-\(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    open(message: indexPath.row, animated: true)
  }

  func open(message row: Int, animated: Bool) {
    guard messages.indices.contains(row) else { return }
    let message = MessageViewController(subject: messages[row])
    message.modalPresentationStyle = .overFullScreen
    message.transitioningDelegate = self
    present(message, animated: animated)
  }
}

extension MailboxViewController: UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideAnimator(presenting: true, duration: duration)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SlideAnimator(presenting: false, duration: duration)
  }
}

/// One message on a card, with a Close button.
final class MessageViewController: UIViewController {
  let subject: String

  init(subject: String) {
    self.subject = subject
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 24, y: 80, width: view.bounds.width - 48, height: 40))
    label.text = subject
    label.font = .boldSystemFont(ofSize: 22)
    view.addSubview(label)
    let close = UIButton(type: .system)
    close.setTitle("Close", for: .normal)
    close.accessibilityIdentifier = "close"
    close.frame = CGRect(x: view.bounds.width - 100, y: 30, width: 80, height: 44)
    close.addAction(
      UIAction { [unowned self] _ in self.dismiss(animated: true) }, for: .touchUpInside)
    view.addSubview(close)
  }
}

/// Slides the message up from the bottom, and back down.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  let duration: Double

  init(presenting: Bool, duration: Double) {
    self.presenting = presenting
    self.duration = duration
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let message = transitionContext.viewController(forKey: key) else { return }
    let offScreen = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
    if presenting {
      container.addSubview(message.view)
      message.view.frame = offScreen
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: .curveEaseInOut,
      animations: {
        message.view.frame = self.presenting ? container.bounds : offScreen
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
