// UIKit's names for a collection view layout's attributes and updates, a view's semantic
// content, and Core Graphics' path drawing mode.

/// UIKit's `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// Core Graphics' `CGPathDrawingMode`: `.fill`, `.eoFill`, `.stroke`, `.fillStroke`,
/// `.eoFillStroke`.
public typealias CGPathDrawingMode = PathDrawingMode

extension CollectionView {
  /// UIKit's `UICollectionView.ElementCategory`: `.cell`, `.supplementaryView`,
  /// `.decorationView`.
  public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
}
/// Swift 4's names of `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment`.
public typealias UIControlContentHorizontalAlignment = Control.ContentHorizontalAlignment
public typealias UIControlContentVerticalAlignment = Control.ContentVerticalAlignment
