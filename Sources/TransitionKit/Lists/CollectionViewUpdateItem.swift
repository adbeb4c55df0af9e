import Foundation

/// One change of a collection view's batch of updates, as its layout hears of it in
/// `prepare(forCollectionViewUpdates:)` (UIKit's `UICollectionViewUpdateItem`).
///
/// An insertion has only the path after the update, a deletion only the path before it, a
/// reload and a move both. A change to a whole section names it with an item of
/// `NSNotFound`, as UIKit does.
@MainActor
open class CollectionViewUpdateItem: NSObject {
  /// What the change does (UIKit's `UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Sendable {
    case insert, delete, reload, move, none
  }

  /// Where the element was before the update (nil for an insertion).
  public let indexPathBeforeUpdate: IndexPath?
  /// Where the element is after the update (nil for a deletion).
  public let indexPathAfterUpdate: IndexPath?
  public let updateAction: Action

  public init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
    super.init()
  }
}

extension ListChanges {
  /// The changes as a collection view's layout hears of them: sections first (deleted,
  /// inserted), then items deleted, inserted, reloaded and moved.
  ///
  /// - Parameter mapping: where each item before the change is after it.
  @MainActor
  func updateItems(mapping: [IndexPath: IndexPath]) -> [CollectionViewUpdateItem] {
    var items: [CollectionViewUpdateItem] = []
    for section in deletedSections {
      items.append(
        CollectionViewUpdateItem(
          before: IndexPath(item: NSNotFound, section: section), after: nil, action: .delete))
    }
    for section in insertedSections {
      items.append(
        CollectionViewUpdateItem(
          before: nil, after: IndexPath(item: NSNotFound, section: section), action: .insert))
    }
    for path in deleted {
      items.append(CollectionViewUpdateItem(before: path, after: nil, action: .delete))
    }
    for path in inserted {
      items.append(CollectionViewUpdateItem(before: nil, after: path, action: .insert))
    }
    for path in reloaded {
      items.append(CollectionViewUpdateItem(before: path, after: mapping[path], action: .reload))
    }
    for move in moved {
      items.append(CollectionViewUpdateItem(before: move.from, after: move.to, action: .move))
    }
    return items
  }
}
