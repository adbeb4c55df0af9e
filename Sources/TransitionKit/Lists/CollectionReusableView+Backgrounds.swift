/// A cell's background views (UIKit's `backgroundView` and `selectedBackgroundView` of
/// `UITableViewCell` and `UICollectionViewCell`): behind the content view and as large as the
/// cell; the selected one shows, instead of the selection colour, while the cell is selected
/// or highlighted.
extension CollectionReusableView {
  /// Puts a background view in the cell, behind the content (the selected one above the
  /// plain one), the size of the cell.
  func installBackground(_ view: View?, replacing old: View?) {
    if old !== view { old?.removeFromSuperview() }
    guard let view else {
      updateSelectionAppearance()
      return
    }
    view.frame = bounds
    view.autoresizingMask = .flexibleSize
    var index = 0
    if view === selectedBackgroundView, let plain = backgroundView, plain.superview === self {
      index = (subviews.firstIndex { $0 === plain } ?? -1) + 1
    }
    insertSubview(view, at: index)
    updateSelectionAppearance()
  }
}
