import Foundation
import TransitionKit

/// The contacts overview: a navigation bar with a "Show Modal" bar button, over a list.
@MainActor
final class ContactsViewController: ViewController {
  let parameters: ParameterStore

  static let names = [
    "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra",
    "Frances Allen", "Grace Hopper", "John McCarthy", "Ken Thompson", "Leslie Lamport",
    "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman", "Tony Hoare",
  ]

  init(parameters: ParameterStore) {
    self.parameters = parameters
    super.init(nibName: nil, bundle: nil)
    title = "Contacts"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let width = view.bounds.width
    let barBottom = 91.0
    let rowHeight = 52.0
    for (index, name) in Self.names.enumerated() {
      let row = Label(
        frame: Rect(
          x: 20, y: barBottom + Double(index) * rowHeight, width: width - 40, height: rowHeight),
        text: name, font: .systemFont(ofSize: 17))
      row.autoresizingMask = [.flexibleWidth]
      view.addSubview(row)
      let separator = View(
        frame: Rect(
          x: 20, y: barBottom + Double(index + 1) * rowHeight - 0.5, width: width - 20, height: 0.5)
      )
      separator.backgroundColor = .separator
      separator.autoresizingMask = [.flexibleWidth]
      view.addSubview(separator)
    }
    view.addSubview(makeNavigationBar(width: width, height: barBottom))
  }

  private func makeNavigationBar(width: Double, height: Double) -> View {
    let bar = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    bar.backgroundColor = .secondarySystemBackground
    bar.autoresizingMask = [.flexibleWidth]
    bar.name = "navigation-bar"
    let titleLabel = Label(
      frame: Rect(x: 0, y: height - 44, width: width, height: 44), text: title ?? "",
      font: .systemFont(ofSize: 17, weight: .semibold), alignment: .center)
    titleLabel.autoresizingMask = [.flexibleWidth]
    bar.addSubview(titleLabel)
    let show = Button.system(
      title: "Show Modal", name: "show-modal",
      frame: Rect(x: 8, y: height - 44, width: 112, height: 44))
    show.addAction { [weak self] in self?.showModal(animated: true) }
    bar.addSubview(show)
    let hairline = View(frame: Rect(x: 0, y: height - 0.5, width: width, height: 0.5))
    hairline.backgroundColor = .separator
    hairline.autoresizingMask = [.flexibleWidth]
    bar.addSubview(hairline)
    return bar
  }

  /// The tutorial's "Present Modally" segue from the bar button.
  func showModal(animated: Bool) {
    let modal = CustomPresentedViewController(parameters: parameters)
    modal.modalPresentationStyle = parameters.presentationStyle
    present(modal, animated: animated)
  }
}
