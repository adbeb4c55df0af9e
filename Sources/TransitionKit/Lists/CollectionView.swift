import Foundation

/// A scrolling grid of items placed by a layout (UIKit's `UICollectionView`).
///
/// As with a table, only the items in view have cells: `cellForItem(at:)` is nil for one
/// scrolled off, and its cell is reused for an item that scrolls in. A tap selects an item
/// (`didSelectItemAt`).
@MainActor
open class CollectionView: ListScrollView {
  /// The layout that places the items; changing it lays them out again.
  public var collectionViewLayout: CollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      reloadData()
    }
  }
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// The scroll view's `delegate` when it is a collection view delegate.
  var flowDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }
  /// The headers and footers (see `CollectionView+Supplementary`).
  var supplementary = SupplementaryViews()
  /// The scroll views of the sections that scroll sideways, by section (see
  /// `CollectionView+Orthogonal`).
  var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
  /// The attributes the layout gave each item at the last layout pass, and the content area
  /// it was asked about (see `CollectionView+LayoutAttributes`).
  var itemAttributes: [IndexPath: CollectionViewLayoutAttributes] = [:]
  var askedRect = Rect.zero
  /// The changes of the batch being applied, told to the layout after its `prepare()`.
  var pendingUpdates: [CollectionViewUpdateItem]?

  /// A collection view at `frame` placed by `layout`.
  public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    if layout.scrollsHorizontally { alwaysBounceVertical = false }
  }

  public override init(frame: Rect) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(frame: frame)
    collectionViewLayout.collectionView = self
  }

  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Registers the class a reuse identifier makes.
  public func register(
    _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    register(cellClass as CollectionReusableView.Type, identifier: identifier)
  }

  /// A cell of the registered class: one scrolled off and waiting (after its
  /// `prepareForReuse()`), or a new one. An identifier never registered gives a plain cell,
  /// with a warning (UIKit raises an exception).
  ///
  /// The cell has the item's layout attributes already, as UIKit applies them before handing
  /// the cell out: what the data source sets on it afterwards (its `alpha`) stays until the
  /// layout gives the item other attributes.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionViewCell {
    if let cell = dequeue(identifier: identifier) as? CollectionViewCell {
      applyAttributes(to: cell, at: indexPath)
      return cell
    }
    AnimationEngine.current.warn(
      "list.unregistered-cell",
      "no class was registered for the reuse identifier \(identifier); a plain cell was used")
    register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    let cell = dequeue(identifier: identifier) as? CollectionViewCell ?? CollectionViewCell()
    applyAttributes(to: cell, at: indexPath)
    return cell
  }

  // MARK: Layout

  override func computeLayout() -> (frames: [(path: IndexPath, frame: Rect)], contentSize: Size) {
    let placed = askLayout()
    reloadSupplementary(placed.supplementary)
    reloadOrthogonal(collectionViewLayout.orthogonalBands)
    return (placed.items, placed.contentSize)
  }

  override func tileExtras(in shown: Rect) { tileSupplementary(in: shown) }

  /// A scroll past the area the layout was asked about asks it again.
  override func contentOffsetDidChange() {
    if !needsItemLayout, !Self.encloses(askedRect, bounds) { needsItemLayout = true }
    super.contentOffsetDidChange()
  }

  override func layoutChanges(forBoundsChange newBounds: Rect) -> Bool {
    collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
  }

  override func onScreenFrame(_ indexPath: IndexPath, _ frame: Rect) -> Rect {
    guard let scroller = orthogonalScrollers[indexPath.section] else { return frame }
    return frame.offsetBy(dx: -scroller.contentOffset.x, dy: 0)
  }

  override func host(_ cell: CollectionReusableView, at indexPath: IndexPath, frame: Rect) {
    guard let scroller = orthogonalScrollers[indexPath.section] else {
      place(cell, at: indexPath, frame: frame, offset: .zero)
      if cell.superview !== self { insertSubview(cell, at: 0) }
      return
    }
    place(cell, at: indexPath, frame: frame, offset: Vector(dx: 0, dy: -scroller.band.frame.minY))
    if cell.superview !== scroller { scroller.insertSubview(cell, at: 0) }
  }

  // MARK: Animated changes, as the layout says

  override func willApply(_ changes: ListChanges, mapping: [IndexPath: IndexPath]) {
    pendingUpdates = changes.updateItems(mapping: mapping)
  }

  override func didSetUpChanges() {
    pendingUpdates = nil
    collectionViewLayout.finalizeCollectionViewUpdates()
  }

  override func startAppearing(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    guard let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: indexPath)
    else { return }
    apply(initial, to: cell, offset: cell.appliedOffset)
  }

  override func finishAppearing(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    guard let final = itemAttributes[indexPath] else { return }
    apply(final, to: cell, offset: cell.appliedOffset)
  }

  override func finishDisappearing(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    guard
      let final = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: indexPath)
    else {
      cell.alpha = 0
      return
    }
    apply(final, to: cell, offset: cell.appliedOffset)
  }

  /// The item counts per section the data source gives now.
  override func dataCounts() -> [Int] {
    (0..<Swift.max(numberOfSections, 0)).map { numberOfItems(inSection: $0) }
  }

  override func makeCell(at indexPath: IndexPath) -> CollectionReusableView? {
    dataSource?.collectionView(self, cellForItemAt: indexPath)
  }

  override func willDisplay(_ cell: CollectionReusableView, at indexPath: IndexPath) {
    guard let cell = cell as? CollectionViewCell else { return }
    flowDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  override func shouldSelect(_ indexPath: IndexPath) -> Bool {
    flowDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
  }

  override func didSelect(_ indexPath: IndexPath) {
    flowDelegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  override func didDeselect(_ indexPath: IndexPath) {
    flowDelegate?.collectionView(self, didDeselectItemAt: indexPath)
  }

  // MARK: Queries

  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
  public func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }
  /// The cell of an item in view; nil for an item scrolled off.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    visibleCell(at: indexPath) as? CollectionViewCell
  }
  /// The cells in view, in index-path order.
  public var visibleCells: [CollectionViewCell] {
    visiblePaths.compactMap { visibleCell(at: $0) as? CollectionViewCell }
  }
  /// The index paths of the items in view, in order.
  public var indexPathsForVisibleItems: [IndexPath] { visiblePaths }
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? { path(of: cell) }
  /// The item under a point of the content.
  public func indexPathForItem(at point: Point) -> IndexPath? { path(at: point) }
  /// An item's frame in content coordinates (UIKit's `layoutAttributesForItem(at:)?.frame`).
  public func frameForItem(at indexPath: IndexPath) -> Rect { frame(of: indexPath) }
  public var indexPathsForSelectedItems: [IndexPath]? { selected }

  /// Scrolls so the item is at `position` (along x when the layout scrolls sideways, where
  /// `top`/`middle`/`bottom` read as left/centre/right).
  public func scrollToItem(
    at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool
  ) {
    if itemFrames.isEmpty { reloadData() }
    scroll(
      toFrame: frame(of: indexPath), vertical: !collectionViewLayout.scrollsHorizontally,
      position: position, animated: animated)
  }

  /// Selects an item in code (the delegate hears nothing, as in UIKit) and scrolls to it.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ListScrollPosition
  ) {
    select(indexPath)
    if let indexPath, scrollPosition != .none {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }
}
