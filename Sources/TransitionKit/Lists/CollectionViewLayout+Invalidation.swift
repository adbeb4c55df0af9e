import Foundation

/// When a layout's frames are computed again (UIKit's "Invalidating the layout").
extension CollectionViewLayout {
  /// Marks the layout as out of date: the collection view computes every frame again at its
  /// next layout pass, keeping its cells (UIKit's `invalidateLayout()`).
  public func invalidateLayout() {
    collectionView?.invalidateItemLayout()
  }

  /// Whether a change of the collection view's bounds to `newBounds` changes their size.
  func sizeChanges(forBoundsChange newBounds: Rect) -> Bool {
    guard let collectionView else { return true }
    return collectionView.bounds.size != newBounds.size
  }
}
