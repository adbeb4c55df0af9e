import Foundation

/// A collection view's changes to its items and sections (UIKit's `performBatchUpdates`,
/// `insertItems(at:)` …): change the data first, then say what changed; the items that stay
/// keep their cells and move to their new places, new ones fade in and deleted ones out, over
/// a third of a second on the engine's clock.
extension CollectionView {
  /// Applies the changes `updates` records (with `insertItems`, `deleteItems`, `moveItem`,
  /// `reloadItems` and the section forms) as one animated change; `completion` runs when the
  /// animations end, with whether they finished.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginBatch()
    updates?()
    endBatch(animated: true, completion: completion)
  }

  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.inserted += indexPaths }
  }

  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deleted += indexPaths }
  }

  /// The items' cells are asked of the data source again.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloaded += indexPaths }
  }

  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moved.append((indexPath, newIndexPath)) }
  }

  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// The sections' items are asked of the data source again.
  public func reloadSections(_ sections: IndexSet) {
    let paths = sections.flatMap { section in
      (0..<(itemCounts.indices.contains(section) ? itemCounts[section] : 0)).map {
        IndexPath(item: $0, section: section)
      }
    }
    record { $0.reloaded += paths }
  }
}
