import Foundation
import TransitionKit

/// The list at the bottom of the stack: rows that push a detail each.
///
/// Its `title` is its stable id in traces and the summary (`list`); the bar shows its
/// `navigationItem.title`, as a UIKit controller may keep the two apart.
@MainActor
final class NavigationListViewController: ViewController {
  /// How many rows the list shows.
  static let rowCount = 8
  /// How many rows the list shows under large titles, in a scroll view, so that it scrolls
  /// the title strip away.
  static let scrollingRowCount = 24
  /// Whether the list scrolls under the bar's large title (`large-titles`); off: the seed's
  /// eight rows on the page.
  var showsLargeTitleList = false {
    didSet { if isViewLoaded, showsLargeTitleList != oldValue { buildRows() } }
  }
  private var rows: [View] = []
  /// The height of a row, in points.
  static let rowHeight = 56.0

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "list"
    navigationItem.title = "Items"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    buildRows()
  }

  /// The rows: on the page, or in a scroll view (`list-scroll`) under large titles.
  private func buildRows() {
    for row in rows { row.removeFromSuperview() }
    rows = []
    let width = view.bounds.width
    var holder: View = view
    var count = Self.rowCount
    if showsLargeTitleList {
      let scroll = ScrollView(frame: view.bounds)
      scroll.name = "list-scroll"
      scroll.autoresizingMask = .flexibleSize
      scroll.alwaysBounceVertical = true
      count = Self.scrollingRowCount
      scroll.contentSize = Size(width: width, height: 16 + Double(count) * Self.rowHeight)
      view.addSubview(scroll)
      rows.append(scroll)
      holder = scroll
    }
    for row in 1...count {
      let button = Button.system(
        title: "Item \(row)", name: "row-\(row)",
        frame: Rect(
          x: 0, y: 8 + Double(row - 1) * Self.rowHeight, width: width, height: Self.rowHeight),
        color: .label)
      button.autoresizingMask = [.flexibleWidth]
      button.addAction { [weak self] in self?.showDetail(row: row) }
      holder.addSubview(button)
      if holder === view { rows.append(button) }
    }
  }

  /// The row's segue: pushes the first detail of the row.
  func showDetail(row: Int, animated: Bool = true) {
    navigationController?.pushViewController(
      NavigationDetailViewController(row: row, depth: 1), animated: animated)
  }
}

/// A detail: the row's title, and a button (`next`) that pushes one more level.
///
/// Its `title` is its stable id (`detail-1`, `detail-2`, … by depth in the stack).
@MainActor
final class NavigationDetailViewController: ViewController {
  let row: Int
  let depth: Int

  init(row: Int, depth: Int) {
    self.row = row
    self.depth = depth
    super.init(nibName: nil, bundle: nil)
    title = "detail-\(depth)"
    navigationItem.title = depth == 1 ? "Item \(row)" : "Item \(row) · \(depth)"
    navigationItem.largeTitleDisplayMode = .never
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = depth.isMultiple(of: 2) ? .systemGreen : .systemBlue
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 24, y: 80, width: bounds.width - 48, height: 40),
      text: navigationItem.title ?? "", font: .systemFont(ofSize: 28, weight: .bold),
      alignment: .center)
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let next = Button.system(
      title: "Show More", name: "next",
      frame: .centered(at: bounds.center, size: Size(width: 200, height: 44)), color: .white,
      font: .systemFont(ofSize: 17, weight: .semibold))
    next.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    next.addAction { [weak self] in
      guard let self else { return }
      self.navigationController?.pushViewController(
        NavigationDetailViewController(row: self.row, depth: self.depth + 1), animated: true)
    }
    view.addSubview(next)
  }
}
