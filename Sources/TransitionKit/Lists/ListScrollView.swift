import Foundation

/// What tables and collection views share (UIKit keeps it inside each): the frame of every
/// row or item, the cells on screen, the reuse queues, and selection by a tap.
///
/// Only the cells whose frames meet the visible bounds exist in the view. As the list
/// scrolls, a cell that leaves the bounds goes to the queue of its reuse identifier, and one
/// for an index path that comes in is asked of the data source, which dequeues it: so a cell
/// scrolled off is the one reused for another index path, as on iOS.
@MainActor
open class ListScrollView: ScrollView {
  /// The frames of every row or item, in content coordinates, in index-path order.
  var itemFrames: [(path: IndexPath, frame: Rect)] = []
  /// The cells in the view now, by index path.
  var visible: [IndexPath: CollectionReusableView] = [:]
  private var queues: [String: [CollectionReusableView]] = [:]
  private var registered: [String: CollectionReusableView.Type] = [:]
  /// The nibs registered for reuse identifiers, as what makes one cell each.
  private var nibCells: [String: @MainActor () -> CollectionReusableView?] = [:]
  private var needsReload = true
  /// Whether the frames are to be computed again (the data kept) at the next layout pass: a
  /// bounds change the layout asked for, or `invalidateLayout()`.
  var needsItemLayout = false
  private var tiling = false
  /// The selected index paths, in the order they were selected.
  var selected: [IndexPath] = []
  /// Whether a tap selects (`allowsSelection`).
  public var allowsSelection = true
  /// Whether several rows or items may be selected at once.
  public var allowsMultipleSelection = false
  /// A view behind the rows or items that fills what the list shows and does not scroll
  /// (UIKit's `backgroundView` of tables and collection views).
  public var backgroundView: View? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      placeBackgroundView()
    }
  }
  /// How many cells the list has made (a scrolled list makes only what fits, plus one).
  public private(set) var cellsMade = 0
  /// The changes recorded inside a batch of updates, and how deep the batches nest (see
  /// `ListScrollView+Changes`).
  var batch: ListChanges?
  var batchDepth = 0
  /// Each section's item count when the data was last read.
  var itemCounts: [Int] = []

  public override init(frame: Rect) {
    super.init(frame: frame)
    configureList()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureList()
  }

  private func configureList() {
    alwaysBounceVertical = true
    let tap = TapGestureRecognizer(target: self, action: ListScrollView.handleTap(_:))
    tap.name = "list-select"
    addGestureRecognizer(tap)
    setNeedsLayout()
  }

  // MARK: What the subclasses give

  /// The frames of every row or item for the current data, and the content size.
  func computeLayout() -> (frames: [(path: IndexPath, frame: Rect)], contentSize: Size) {
    ([], .zero)
  }
  /// Each section's item count, as the data source gives it now.
  func dataCounts() -> [Int] { [] }
  /// Whether the frames change when the bounds become `newBounds` (asked before they do).
  func layoutChanges(forBoundsChange newBounds: Rect) -> Bool { false }
  /// The data source's cell for an index path.
  func makeCell(at indexPath: IndexPath) -> CollectionReusableView? { nil }
  /// The delegate hears that a cell will show.
  func willDisplay(_ cell: CollectionReusableView, at indexPath: IndexPath) {}
  /// The delegate is asked before a tap selects, and hears of it.
  func shouldSelect(_ indexPath: IndexPath) -> Bool { true }
  func didSelect(_ indexPath: IndexPath) {}
  func didDeselect(_ indexPath: IndexPath) {}

  // Animated changes (see `ListScrollView+Changes`): what a collection view's layout adds.
  /// Hears the changes before the list lays itself out for them.
  func willApply(_ changes: ListChanges, mapping: [IndexPath: IndexPath]) {}
  /// Hears that the changes' animations are set up.
  func didSetUpChanges() {}
  /// Puts a cell coming into view where its animation starts: transparent by default.
  func startAppearing(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    cell.alpha = 0
  }
  /// Inside the animation: the appearing cell at its place (opaque by default).
  func finishAppearing(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    cell.alpha = 1
  }
  /// Inside the animation: a leaving cell, at `indexPath` before the changes, goes (fades out
  /// by default).
  func finishDisappearing(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    cell.alpha = 0
  }

  // MARK: Registration and reuse

  func register(_ cellClass: CollectionReusableView.Type, identifier: String) {
    registered[identifier] = cellClass
    nibCells[identifier] = nil
  }

  /// Registers what makes each new cell of `identifier`: a registered nib, instantiated anew
  /// for every cell as UIKit loads the nib for each (see `ListScrollView+Nib.swift`); the
  /// class, when it makes nothing.
  func register(
    nibCell make: @escaping @MainActor () -> CollectionReusableView?,
    class cellClass: CollectionReusableView.Type, identifier: String
  ) {
    registered[identifier] = cellClass
    nibCells[identifier] = make
  }

  /// A waiting cell of `identifier` after `prepareForReuse()`, or a new one of the registered
  /// class; nil when nothing is registered under it.
  func dequeue(identifier: String) -> CollectionReusableView? {
    if var queue = queues[identifier], !queue.isEmpty {
      let cell = queue.removeLast()
      queues[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registered[identifier] else { return nil }
    let cell = nibCells[identifier]?() ?? cellClass.makeForReuse(identifier: identifier)
    cell.reuseIdentifier = identifier
    cellsMade += 1
    return cell
  }

  func enqueue(_ cell: CollectionReusableView) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    queues[identifier, default: []].append(cell)
  }

  // MARK: Loading and tiling

  /// Reads the data again at the next layout pass (a new data source: UIKit reloads then).
  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Asks the data source again for everything: every cell goes back to its queue and the
  /// ones in view are made again.
  public func reloadData() {
    needsReload = false
    needsItemLayout = false
    for (_, cell) in visible { enqueue(cell) }
    visible = [:]
    let layout = computeLayout()
    itemFrames = layout.frames
    contentSize = layout.contentSize
    itemCounts = dataCounts()
    selected.removeAll { path in !itemFrames.contains { $0.path == path } }
    tile()
  }

  /// Setting it asks, before the change, whether the rows or items are to be laid out again
  /// (a collection view asks its layout's `shouldInvalidateLayout(forBoundsChange:)`).
  public override var bounds: Rect {
    get { super.bounds }
    set {
      if !needsReload, newValue != super.bounds, layoutChanges(forBoundsChange: newValue) {
        needsItemLayout = true
      }
      super.bounds = newValue
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload {
      reloadData()
    } else if needsItemLayout {
      relayOutItems()
    } else {
      tile()
    }
  }

  override func contentOffsetDidChange() {
    if needsReload { return }
    if needsItemLayout { relayOutItems() } else { tile() }
  }

  /// Brings in the cells whose frames meet the bounds and lets the others go.
  func tile() {
    guard !tiling else { return }
    tiling = true
    defer { tiling = false }
    let shown = bounds
    var wanted: [IndexPath: Rect] = [:]
    for entry in itemFrames where Self.meet(onScreenFrame(entry.path, entry.frame), shown) {
      wanted[entry.path] = entry.frame
    }
    for (path, cell) in visible where wanted[path] == nil {
      enqueue(cell)
      visible[path] = nil
    }
    for entry in itemFrames {
      guard let frame = wanted[entry.path] else { continue }
      if let cell = visible[entry.path] {
        host(cell, at: entry.path, frame: frame)
        continue
      }
      guard let cell = makeCell(at: entry.path) else { continue }
      host(cell, at: entry.path, frame: frame)
      cell.isSelected = selected.contains(entry.path)
      willDisplay(cell, at: entry.path)
      visible[entry.path] = cell
    }
    tileExtras(in: shown)
    placeBackgroundView()
  }

  /// Keeps the background view behind everything, over the bounds shown now.
  private func placeBackgroundView() {
    guard let background = backgroundView else { return }
    background.frame = bounds
    if subviews.first !== background { insertSubview(background, at: 0) }
  }

  /// Tiles what a subclass shows besides its cells (a collection view's headers and footers).
  func tileExtras(in shown: Rect) {}

  /// Where an item's frame is on screen, in the list's content coordinates: the frame
  /// itself, unless the item is in a section that scrolls sideways on its own.
  func onScreenFrame(_ indexPath: IndexPath, _ frame: Rect) -> Rect { frame }

  /// Puts a cell at its frame, in the list (or in the view a subclass keeps it in).
  func host(_ cell: CollectionReusableView, at indexPath: IndexPath, frame: Rect) {
    cell.frame = frame
    if cell.superview !== self { insertSubview(cell, at: 0) }
  }

  /// Whether two rectangles overlap with some area.
  static func meet(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
  }

  // MARK: Queries

  /// The index paths of the cells in view, in order.
  var visiblePaths: [IndexPath] { visible.keys.sorted() }

  /// The cell shown for an index path; nil when it is off screen (or does not exist).
  func visibleCell(at indexPath: IndexPath) -> CollectionReusableView? { visible[indexPath] }

  /// The index path a cell in view shows.
  func path(of cell: CollectionReusableView) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// The index path whose frame holds a point of the content.
  func path(at point: Point) -> IndexPath? {
    itemFrames.first { onScreenFrame($0.path, $0.frame).contains(point) }?.path
  }

  /// The frame of an index path in content coordinates (`.zero` when it does not exist).
  func frame(of indexPath: IndexPath) -> Rect {
    itemFrames.first { $0.path == indexPath }?.frame ?? .zero
  }

  // MARK: Scrolling to an index path

  /// Scrolls so that the frame of `indexPath` is at `position` (top, middle, bottom, or the
  /// least scroll that shows it), within the content's scroll range.
  func scroll(toFrame frame: Rect, vertical: Bool, position: ListScrollPosition, animated: Bool) {
    let length = vertical ? bounds.height : bounds.width
    let start = vertical ? frame.minY : frame.minX
    let size = vertical ? frame.height : frame.width
    let current = vertical ? contentOffset.y : contentOffset.x
    let target: Double
    switch position {
    case .top: target = start
    case .middle: target = start + size / 2 - length / 2
    case .bottom: target = start + size - length
    case .none:
      if start < current {
        target = start
      } else if start + size > current + length {
        target = start + size - length
      } else {
        target = current
      }
    }
    let low = vertical ? minimumContentOffset.y : minimumContentOffset.x
    let high = vertical ? maximumContentOffset.y : maximumContentOffset.x
    let clamped = Swift.min(Swift.max(target, low), high)
    let offset =
      vertical ? Point(x: contentOffset.x, y: clamped) : Point(x: clamped, y: contentOffset.y)
    setContentOffset(offset, animated: animated)
    tile()
  }

  // MARK: Selection

  func select(_ indexPath: IndexPath?) {
    guard let indexPath else {
      for path in selected { visible[path]?.isSelected = false }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { visible[path]?.isSelected = false }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    visible[indexPath]?.isSelected = true
  }

  func deselect(_ indexPath: IndexPath) {
    selected.removeAll { $0 == indexPath }
    visible[indexPath]?.isSelected = false
  }

  private func handleTap(_ tap: GestureRecognizer) {
    guard tap.state == .ended, allowsSelection else { return }
    let point = tap.location(in: self)
    guard let path = path(at: point), shouldSelect(path) else { return }
    if allowsMultipleSelection, selected.contains(path) {
      deselect(path)
      didDeselect(path)
      return
    }
    let previous = selected.filter { $0 != path }
    select(path)
    if !allowsMultipleSelection { for old in previous { didDeselect(old) } }
    didSelect(path)
  }
}

/// Where `scrollToRow`/`scrollToItem` puts the row or item (UIKit's
/// `UITableView.ScrollPosition`; a collection view's `ScrollPosition` uses the same cases
/// here: `top`/`centeredVertically`/`bottom` read as `top`/`middle`/`bottom`).
public enum ListScrollPosition: Sendable {
  case none, top, middle, bottom
}
