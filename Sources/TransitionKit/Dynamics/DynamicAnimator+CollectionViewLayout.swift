import Foundation

/// A dynamic animator over a collection view layout's attributes (UIKit's
/// `init(collectionViewLayout:)`, `items(in:)`, `layoutAttributesForCell(at:)`,
/// `layoutAttributesForSupplementaryView(ofKind:at:)`).
///
/// UIKit's page: "the dynamic animator invalidates the layout whenever it updates the
/// positions of items"; the items are `UICollectionViewLayoutAttributes`, in the coordinate
/// system of the collection view's content, and a collision behaviour's reference bounds are
/// the content's. A layout that keeps its attributes in such an animator answers
/// `layoutAttributesForElements(in:)` with `items(in:)`, so its cells follow the simulation.
extension DynamicAnimator {
  /// The window whose frame clock steps the simulation: the reference view's, or the
  /// collection view's of the layout.
  var referenceWindow: Window? {
    referenceView?.window ?? collectionViewLayout?.collectionView?.window
  }

  /// The rectangle a collision behaviour's `translatesReferenceBoundsIntoBoundary` keeps its
  /// items in: the reference view's bounds, or the layout's content.
  var referenceBounds: Rect? {
    if let referenceView { return referenceView.bounds }
    if let collectionViewLayout {
      return Rect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
    }
    return nil
  }

  /// The items of the animator's behaviours whose frames meet `rect` (an item's frame is its
  /// bounds about its centre, turned by its transform), in the order they joined.
  public func items(in rect: Rect) -> [any DynamicItem] {
    itemOrder.compactMap { id -> (any DynamicItem)? in
      guard let item = items[id] else { return nil }
      let size = item.bounds.size
      let local = Rect(
        x: -size.width / 2, y: -size.height / 2, width: size.width,
        height: size.height)
      let frame = local.applying(item.transform).offsetBy(dx: item.center.x, dy: item.center.y)
      return ListScrollView.meetOrTouch(frame, rect) ? item : nil
    }
  }

  /// The attributes of the cell at `indexPath` among the animator's items; nil when none of
  /// its behaviours has them.
  public func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    layoutAttributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's
  /// items.
  public func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    layoutAttributes {
      $0.representedElementCategory == .supplementaryView
        && $0.representedElementKind == kind && $0.indexPath == indexPath
    }
  }

  /// The first attributes among the items that `matches`.
  private func layoutAttributes(
    where matches: (CollectionViewLayoutAttributes) -> Bool
  ) -> CollectionViewLayoutAttributes? {
    for id in itemOrder {
      if let attributes = items[id] as? CollectionViewLayoutAttributes, matches(attributes) {
        return attributes
      }
    }
    return nil
  }
}
