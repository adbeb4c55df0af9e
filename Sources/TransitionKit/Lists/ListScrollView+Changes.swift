import Foundation

/// One batch of changes to a list's data, as index paths (UIKit's batch updates): deletions
/// and reloads name the paths before the batch, insertions the paths after it, moves both.
struct ListChanges {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var deleted: [IndexPath] = []
  var inserted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && deleted.isEmpty && inserted.isEmpty
      && reloaded.isEmpty && moved.isEmpty
  }

  /// Where each item before the batch is after it (nil: deleted), given the sections' item
  /// counts before and after: the items that stay fill, in order, the places the insertions
  /// and the moves' destinations leave free, as UIKit places them.
  func mapping(oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
    // Sections: those kept fill the places inserted sections leave free.
    var sectionMap: [Int: Int] = [:]
    let keptSections = (0..<oldCounts.count).filter { !deletedSections.contains($0) }
    let freeSections = (0..<newCounts.count).filter { !insertedSections.contains($0) }
    for (old, new) in zip(keptSections, freeSections) { sectionMap[old] = new }
    var result: [IndexPath: IndexPath] = [:]
    let movedFrom = Set(moved.map(\.from))
    let movedTo = Set(moved.map(\.to))
    let gone = Set(deleted)
    let arriving = Set(inserted)
    for (oldSection, newSection) in sectionMap {
      let staying = (0..<oldCounts[oldSection]).filter {
        let path = IndexPath(item: $0, section: oldSection)
        return !gone.contains(path) && !movedFrom.contains(path)
      }
      let newCount = newCounts.indices.contains(newSection) ? newCounts[newSection] : 0
      let free = (0..<newCount).filter {
        let path = IndexPath(item: $0, section: newSection)
        return !arriving.contains(path) && !movedTo.contains(path)
      }
      for (old, new) in zip(staying, free) {
        result[IndexPath(item: old, section: oldSection)] = IndexPath(
          item: new, section: newSection)
      }
    }
    for move in moved { result[move.from] = move.to }
    return result
  }
}

/// How long a list's changes animate, in seconds (a choice: UIKit's row and item animations
/// run about a third of a second).
let listChangeDurationSeconds = 0.3

extension ListScrollView {
  /// Records changes: at once (animated) outside a batch, at the batch's end inside one.
  func record(animated: Bool = true, _ change: (inout ListChanges) -> Void) {
    if batch != nil {
      change(&batch!)
      return
    }
    var changes = ListChanges()
    change(&changes)
    commit(changes, animated: animated, completion: nil)
  }

  func beginBatch() {
    batchDepth += 1
    if batch == nil { batch = ListChanges() }
  }

  func endBatch(animated: Bool, completion: ((Bool) -> Void)?) {
    batchDepth = Swift.max(batchDepth - 1, 0)
    guard batchDepth == 0, let changes = batch else {
      completion?(true)
      return
    }
    batch = nil
    commit(changes, animated: animated, completion: completion)
  }

  /// Shows the data after `changes`: a list not laid out yet simply reads it.
  func commit(_ changes: ListChanges, animated: Bool, completion: ((Bool) -> Void)?) {
    guard !itemFrames.isEmpty || !itemCounts.isEmpty else {
      reloadData()
      completion?(true)
      return
    }
    let mapping = changes.mapping(oldCounts: itemCounts, newCounts: dataCounts())
    let appearing = Set(changes.reloaded.compactMap { mapping[$0] })
    willApply(changes, mapping: mapping)
    applyChanges(mapping: mapping, appearing: appearing, animated: animated, completion: completion)
    didSetUpChanges()
  }

  /// Lays the list out again for data that changed, keeping each cell of an item that stays
  /// and moving it from where it was to its new place; cells of deleted or reloaded items fade
  /// out, cells of inserted ones fade in, over `listChangeDurationSeconds` on the engine's
  /// clock when `animated`.
  ///
  /// - Parameters:
  ///   - mapping: where each item before the change is after it (absent: deleted).
  ///   - appearing: the items after the change that are new (inserted or reloaded).
  func applyChanges(
    mapping: [IndexPath: IndexPath], appearing: Set<IndexPath>, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    let before = visible
    var oldFrames: [ObjectIdentifier: Rect] = [:]
    for (_, cell) in before { oldFrames[ObjectIdentifier(cell)] = cell.frame }
    let layout = computeLayout()
    itemFrames = layout.frames
    contentSize = layout.contentSize
    itemCounts = dataCounts()
    selected = selected.compactMap { mapping[$0] }
    var kept: [IndexPath: CollectionReusableView] = [:]
    var leaving: [CollectionReusableView] = []
    var leavingPaths: [ObjectIdentifier: IndexPath] = [:]
    for (path, cell) in before {
      if let next = mapping[path], !appearing.contains(next),
        itemFrames.contains(where: { $0.path == next })
      {
        kept[next] = cell
      } else {
        leaving.append(cell)
        leavingPaths[ObjectIdentifier(cell)] = path
      }
    }
    visible = kept
    let shownBefore = Set(kept.values.map { ObjectIdentifier($0) })
    tile()
    guard animated else {
      for cell in leaving { enqueue(cell) }
      completion?(true)
      return
    }
    // Every cell to its old frame (or, if new, transparent at its new one), then animated.
    var arriving: [(CollectionReusableView, IndexPath)] = []
    var moving: [(CollectionReusableView, Rect)] = []
    for (path, cell) in visible {
      if shownBefore.contains(ObjectIdentifier(cell)), let old = oldFrames[ObjectIdentifier(cell)] {
        moving.append((cell, cell.frame))
        cell.frame = old
      } else {
        arriving.append((cell, path))
        startAppearing(cell, at: path)
      }
    }
    for cell in leaving where cell.superview != nil {
      cell.superview?.bringSubviewToFront(cell)
    }
    View.animate(
      withDuration: listChangeDurationSeconds,
      animations: {
        for (cell, frame) in moving { cell.frame = frame }
        for (cell, path) in arriving { self.finishAppearing(cell, at: path) }
        for cell in leaving {
          guard let path = leavingPaths[ObjectIdentifier(cell)] else { continue }
          self.finishDisappearing(cell, at: path)
        }
      },
      completion: { [weak self] finished in
        for cell in leaving {
          cell.alpha = 1
          // A cell tiled in again meanwhile stays.
          if self?.visible.values.contains(where: { $0 === cell }) != true { self?.enqueue(cell) }
        }
        completion?(finished)
      })
  }
}
