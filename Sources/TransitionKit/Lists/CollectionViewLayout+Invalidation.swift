import Foundation

/// What `CollectionViewLayout.invalidateLayout()` does: the collection view asks the layout
/// for its frames again and moves the cells in view to them, keeping each cell (the data
/// source is not asked again, as a reload would). Here it happens at once rather than at the
/// next layout pass; what is on screen after that pass is the same.
extension CollectionView {
  /// Lays every item out again where the layout now places it, keeping the cells in view.
  func placeItemsAgain() {
    var mapping: [IndexPath: IndexPath] = [:]
    for entry in itemFrames { mapping[entry.path] = entry.path }
    applyChanges(mapping: mapping, appearing: [], animated: false, completion: nil)
  }
}
