import Foundation

/// A table's changes to its rows and sections (UIKit's `insertRows(at:with:)`,
/// `beginUpdates()`/`endUpdates()`, `performBatchUpdates`): change the data first, then say
/// what changed; rows that stay keep their cells and slide to their new places, new rows fade
/// in and deleted ones out, over a third of a second on the engine's clock (every animation
/// style but `.none` plays that).
extension TableView {
  /// UIKit's `UITableView.RowAnimation`.
  public enum RowAnimation: Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
  }

  /// Starts a batch of row changes that `endUpdates()` applies as one animation.
  public func beginUpdates() { beginBatch() }

  public func endUpdates() { endBatch(animated: true, completion: nil) }

  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginBatch()
    updates?()
    endBatch(animated: true, completion: completion)
  }

  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animated: animation != .none) { $0.inserted += indexPaths.map(Self.item) }
  }

  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animated: animation != .none) { $0.deleted += indexPaths.map(Self.item) }
  }

  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animated: animation != .none) { $0.reloaded += indexPaths.map(Self.item) }
  }

  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moved.append((Self.item(indexPath), Self.item(newIndexPath))) }
  }

  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animated: animation != .none) { $0.insertedSections.formUnion(sections) }
  }

  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record(animated: animation != .none) { $0.deletedSections.formUnion(sections) }
  }

  /// A row's path as the list's changes count it (rows and items share their indexes).
  static func item(_ path: IndexPath) -> IndexPath {
    IndexPath(item: path.row, section: path.section)
  }
}
