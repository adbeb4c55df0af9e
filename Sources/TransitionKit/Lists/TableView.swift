import Foundation

/// A scrolling column of rows in sections (UIKit's `UITableView`, plain style).
///
/// The data source gives the counts and the cells; cells are registered with
/// `register(_:forCellReuseIdentifier:)` and dequeued in `tableView(_:cellForRowAt:)`. Only
/// the rows in view have cells: `cellForRow(at:)` is nil for a row scrolled off, and its cell
/// is reused for a row that scrolls in. A tap selects a row (`didSelectRowAt`). The data is
/// read at the first layout and again at `reloadData()`.
@MainActor
open class TableView: ListScrollView {
  /// A row's height when the delegate gives none, in points (UIKit's default for a plain
  /// table's rows, 44).
  public var rowHeight = TableView.defaultRowHeightPoints
  nonisolated public static let defaultRowHeightPoints = 44.0
  /// UIKit's `automaticDimension`: the default height here.
  nonisolated public static let automaticDimension = -1.0

  public weak var dataSource: (any TableViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// A view above the rows that scrolls with them, as wide as the table, keeping its height
  /// (UIKit's `tableHeaderView`).
  public var tableHeaderView: View? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// A view below the rows that scrolls with them (UIKit's `tableFooterView`).
  public var tableFooterView: View? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  private func replaceAccessory(_ old: View?, with new: View?) {
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsReload()
  }

  /// A table on the system background, as UIKit's plain tables are.
  public override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .systemBackground
  }

  /// Whether the rows show their editing controls (UIKit's `isEditing`); setting it is
  /// `setEditing(_:animated: false)`. See `TableView+Editing.swift`.
  public var isEditing: Bool {
    get { editingRows }
    set { setEditing(newValue, animated: false) }
  }
  var editingRows = false
  /// The row whose delete button shows, if any (one at a time, as in UIKit).
  var confirmingDeletion: IndexPath?
  /// The effect UIKit gives the separators between rows (`separatorEffect`); kept for code
  /// that sets it, as the table here draws no separators.
  public var separatorEffect: VisualEffect?
  /// Whether a tap selects a row in editing mode (UIKit's default: false).
  public var allowsSelectionDuringEditing = false

  /// Enters or leaves editing mode: every row in view shows or hides its editing control,
  /// sliding its content over the list's change duration when `animated`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    applyEditing(editing, animated: animated)
  }

  var tableDelegate: (any TableViewDelegate)? {
    if let table = delegate as? any TableViewDelegate { return table }
    // A forwarding proxy passes the table's messages on whatever it adopts, as on iOS.
    return (delegate as? DelegateForwardingProxy).map { ProxyTableMessages(proxy: $0) }
  }

  /// Registers the class a reuse identifier makes.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    register(cellClass as CollectionReusableView.Type, identifier: identifier)
  }

  /// A cell of the registered class for `identifier`: one scrolled off and waiting, after its
  /// `prepareForReuse()`, or a new one. An identifier never registered gives a default cell,
  /// with a warning (UIKit raises an exception).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeue(identifier: identifier) as? TableViewCell { return cell }
    AnimationEngine.current.warn(
      "list.unregistered-cell",
      "no class was registered for the reuse identifier \(identifier); a default cell was used")
    register(TableViewCell.self, forCellReuseIdentifier: identifier)
    return dequeue(identifier: identifier) as? TableViewCell
      ?? TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A waiting cell for `identifier`, or nil (UIKit's older form, without an index path).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    dequeue(identifier: identifier) as? TableViewCell
  }

  // MARK: Layout

  /// The sections' header views and where each section's content lies (see
  /// `TableView+SectionHeaders.swift`).
  var sectionHeaders: [TableSectionHeader] = []
  /// The header views the table holds now.
  var placedSectionHeaders: [View] = []

  override func tileExtras(in shown: Rect) { placeSectionHeaders(in: shown) }

  /// Rows are as wide as the table: a new width lays them out again.
  override func layoutChanges(forBoundsChange newBounds: Rect) -> Bool {
    newBounds.width != bounds.width
  }

  override func computeLayout() -> (frames: [(path: IndexPath, frame: Rect)], contentSize: Size) {
    let width = bounds.width
    var y = 0.0
    if let header = tableHeaderView {
      header.frame = Rect(x: 0, y: 0, width: width, height: header.frame.height)
      y = header.frame.height
    }
    var frames: [(path: IndexPath, frame: Rect)] = []
    defer {
      if let footer = tableFooterView {
        footer.frame = Rect(x: 0, y: y, width: width, height: footer.frame.height)
      }
    }
    guard let dataSource else {
      return ([], Size(width: width, height: y + (tableFooterView?.frame.height ?? 0)))
    }
    sectionHeaders = []
    for section in 0..<Swift.max(dataSource.numberOfSections(in: self), 0) {
      y += layOutHeader(ofSection: section, at: y, width: width)
      for row in 0..<Swift.max(dataSource.tableView(self, numberOfRowsInSection: section), 0) {
        let path = IndexPath(row: row, section: section)
        var height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if !(height.isFinite && height >= 0) { height = rowHeight }
        frames.append((path, Rect(x: 0, y: y, width: width, height: height)))
        y += height
      }
      endSection(at: y)
    }
    return (frames, Size(width: width, height: y + (tableFooterView?.frame.height ?? 0)))
  }

  /// The row counts per section the data source gives now.
  override func dataCounts() -> [Int] {
    (0..<Swift.max(numberOfSections, 0)).map { numberOfRows(inSection: $0) }
  }

  override func makeCell(at indexPath: IndexPath) -> CollectionReusableView? {
    dataSource?.tableView(self, cellForRowAt: indexPath)
  }

  override func willDisplay(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    guard let cell = cell as? TableViewCell else { return }
    configureEditing(of: cell, at: indexPath)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  override func shouldSelect(_ indexPath: IndexPath) -> Bool {
    guard tapMaySelect() else { return false }
    guard let tableDelegate else { return true }
    return tableDelegate.tableView(self, willSelectRowAt: indexPath) != nil
  }

  override func didSelect(_ indexPath: IndexPath) {
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
  }

  override func didDeselect(_ indexPath: IndexPath) {
    tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
  }

  // MARK: Queries

  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
  public func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }
  /// The cell of a row in view; nil for a row scrolled off.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visibleCell(at: indexPath) as? TableViewCell
  }
  /// The cells in view, top to bottom.
  public var visibleCells: [TableViewCell] {
    visiblePaths.compactMap { visibleCell(at: $0) as? TableViewCell }
  }
  /// The index paths of the rows in view, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath]? { visiblePaths }
  public func indexPath(for cell: TableViewCell) -> IndexPath? { path(of: cell) }
  /// The row under a point of the table's content.
  public func indexPathForRow(at point: Point) -> IndexPath? { path(at: point) }
  /// A row's frame in the table's content coordinates.
  public func rectForRow(at indexPath: IndexPath) -> Rect { frame(of: indexPath) }
  public var indexPathForSelectedRow: IndexPath? { selected.last }
  public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Scrolls so the row is at `position`.
  public func scrollToRow(
    at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool
  ) {
    if itemFrames.isEmpty { reloadData() }
    scroll(toFrame: frame(of: indexPath), vertical: true, position: position, animated: animated)
  }

  /// Selects a row in code (the delegate hears nothing, as in UIKit) and scrolls to it.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ListScrollPosition
  ) {
    select(indexPath)
    if let indexPath, scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  public func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }
}
