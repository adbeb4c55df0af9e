import Foundation

/// Laying the rows or items out again when the list's size changes, keeping the data and
/// the cells (UIKit's layout invalidation).
extension ListScrollView {
  /// Computes every frame again from the data read last, keeps the cells still in view
  /// (moved to their new frames) and brings the ones that came into view.
  func relayOutItems() {
    needsItemLayout = false
    let layout = computeLayout()
    itemFrames = layout.frames
    contentSize = layout.contentSize
    tile()
  }

  /// Lays the rows or items out again at the next layout pass.
  func invalidateItemLayout() {
    needsItemLayout = true
    setNeedsLayout()
  }
}
