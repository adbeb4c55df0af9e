import Foundation

/// The state of a list's data at one moment: its sections and each one's items, by
/// identifier (UIKit's `NSDiffableDataSourceSnapshot`). Identifiers are unique across the
/// snapshot.
public struct DiffableDataSourceSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  private var sections: [(id: SectionIdentifier, items: [ItemIdentifier])] = []

  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  public var sectionIdentifiers: [SectionIdentifier] { sections.map(\.id) }
  public var itemIdentifiers: [ItemIdentifier] { sections.flatMap(\.items) }

  public func numberOfItems(inSection identifier: SectionIdentifier) -> Int {
    itemIdentifiers(inSection: identifier).count
  }
  public func itemIdentifiers(inSection identifier: SectionIdentifier) -> [ItemIdentifier] {
    sections.first { $0.id == identifier }?.items ?? []
  }
  public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? {
    sections.first { $0.items.contains(identifier) }?.id
  }
  public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// Adds sections at the end (ones already there are left where they are).
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
    for id in identifiers where !sections.contains(where: { $0.id == id }) {
      sections.append((id, []))
    }
  }

  /// Adds items at the end of a section (the last section when none is named).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
  ) {
    guard
      let index = section.map({ id in sections.firstIndex { $0.id == id } })
        ?? (sections.isEmpty ? nil : sections.count - 1)
    else { return }
    deleteItems(identifiers)
    sections[index].items.append(contentsOf: identifiers)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
    let gone = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
    sections.removeAll { identifiers.contains($0.id) }
  }

  public mutating func deleteAllItems() { sections = [] }

  /// Marks items to be configured again; the next `apply` asks for their cells again.
  public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {}
  /// The same, keeping the cells (iOS 15).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {}

  func item(at indexPath: IndexPath) -> ItemIdentifier? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  func indexPath(of identifier: ItemIdentifier) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let item = entry.items.firstIndex(of: identifier) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  /// The number of items in the section at `index`; 0 past the last section.
  func numberOfItems(inSectionAt index: Int) -> Int {
    sectionIdentifiers.indices.contains(index)
      ? numberOfItems(inSection: sectionIdentifiers[index]) : 0
  }

  /// The cell `provide` gives for the item at `indexPath`, or `fallback()` with a warning when
  /// there is no such item or the provider gives none (a diffable data source's cell look-up).
  @MainActor func cell<Cell>(
    at indexPath: IndexPath, provide: (ItemIdentifier) -> Cell?, fallback: () -> Cell
  ) -> Cell {
    if let item = item(at: indexPath), let cell = provide(item) { return cell }
    AnimationEngine.current.warn(
      "list.no-cell", "the cell provider gave no cell for \(indexPath); a plain cell was used")
    return fallback()
  }
}

/// What a table's and a collection view's diffable data sources share: the snapshot shown,
/// `apply` (which reloads the list the subclass names) and the look-ups by identifier.
@MainActor
open class DiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  var current = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>()
  private weak var list: ListScrollView?

  init(list: ListScrollView) { self.list = list }

  /// Shows `snapshot`. Animating the differences, the items in both snapshots keep their cells
  /// and move to their new places, new ones fade in and removed ones out (as a batch of
  /// updates does); otherwise, or before the list was first laid out, it is reloaded.
  /// `completion` runs when the animations end.
  open func apply(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let previous = current
    current = snapshot
    guard let list, animatingDifferences, !list.itemCounts.isEmpty else {
      list?.reloadData()
      completion?()
      return
    }
    var mapping: [IndexPath: IndexPath] = [:]
    for item in previous.itemIdentifiers {
      if let old = previous.indexPath(of: item), let new = snapshot.indexPath(of: item) {
        mapping[old] = new
      }
    }
    list.applyChanges(mapping: mapping, appearing: [], animated: true) { _ in completion?() }
  }

  /// Shows `snapshot` without animating (iOS 15's `applySnapshotUsingReloadData`).
  open func applySnapshotUsingReloadData(
    _ snapshot: DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier> {
    current
  }
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
    current.item(at: indexPath)
  }
}

/// A table's data source driven by snapshots (UIKit's `UITableViewDiffableDataSource`):
/// it becomes the table's data source, and `apply(_:animatingDifferences:completion:)` shows a
/// snapshot.
@MainActor
open class TableViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>:
  DiffableDataSource<SectionIdentifier, ItemIdentifier>, TableViewDataSource
{
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifier) -> TableViewCell?
  private let cellProvider: CellProvider

  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init(list: tableView)
    tableView.dataSource = self
  }

  public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
    current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    current.cell(
      at: indexPath, provide: { cellProvider(tableView, indexPath, $0) },
      fallback: { TableViewCell(style: .default, reuseIdentifier: nil) })
  }
}

/// A collection view's data source driven by snapshots (UIKit's
/// `UICollectionViewDiffableDataSource`).
@MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifier: Hashable, ItemIdentifier: Hashable
>: DiffableDataSource<SectionIdentifier, ItemIdentifier>, CollectionViewDataSource {
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifier) ->
    CollectionViewCell?
  private let cellProvider: CellProvider

  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init(list: collectionView)
    collectionView.dataSource = self
  }

  public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  public func numberOfSections(in collectionView: CollectionView) -> Int {
    current.numberOfSections
  }
  public func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    current.numberOfItems(inSectionAt: section)
  }
  public func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    current.cell(
      at: indexPath, provide: { cellProvider(collectionView, indexPath, $0) },
      fallback: { CollectionViewCell() })
  }
}
