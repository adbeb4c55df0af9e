import Foundation

/// When a layout's frames are computed again (UIKit's "Invalidating the layout").
extension CollectionViewLayout {
  /// Whether a change of the collection view's bounds to `newBounds` changes their size.
  func sizeChanges(forBoundsChange newBounds: Rect) -> Bool {
    guard let collectionView else { return true }
    return collectionView.bounds.size != newBounds.size
  }
}
