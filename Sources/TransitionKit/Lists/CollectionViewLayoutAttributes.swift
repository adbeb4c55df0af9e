import Foundation

/// Where and how a collection view shows one element (UIKit's
/// `UICollectionViewLayoutAttributes`): the layout makes one per item (and per header or
/// footer), and the collection view gives its cell the centre, size, transform, alpha, z-index
/// and hidden state it holds.
///
/// As UIKit's page says, `frame` is the centre and the size together, before the transform;
/// setting `transform` sets `transform3D` to the same affine transform and the other way
/// round. Attributes are a `DynamicItem`, so a dynamic animator made with
/// `DynamicAnimator(collectionViewLayout:)` moves them (see
/// `DynamicAnimator+CollectionViewLayout.swift`). Two attributes are equal when they hold the
/// same values, which is how the collection view knows a cell's need not be applied again.
@MainActor
open class CollectionViewLayoutAttributes: NSObject, NSCopying, DynamicItem {
  /// What kind of element attributes place (UIKit's `UICollectionView.ElementCategory`).
  public enum ElementCategory: Int, Sendable {
    case cell, supplementaryView, decorationView
  }

  /// The element's index path: the item's, or the section's for a header or footer.
  public var indexPath: IndexPath
  public let representedElementCategory: ElementCategory
  /// The kind of a supplementary or decoration view (nil for a cell).
  public let representedElementKind: String?
  /// The element's centre, in the collection view's content coordinates, in points.
  public var center = Point.zero
  /// The element's size, in points.
  public var size = Size.zero
  /// The element's transform, about its centre.
  public var transform3D = Transform3D.identity
  /// The element's opacity, in [0, 1].
  public var alpha = 1.0
  /// Which elements are drawn over which: a higher index is drawn over a lower one.
  public var zIndex = 0
  public var isHidden = false

  /// Attributes for the item at `indexPath`'s cell.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Attributes for a supplementary view of `elementKind` (a section's header or footer).
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// Attributes for a decoration view of `decorationViewKind`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
    super.init()
  }

  /// The centre and the size as a rectangle; setting it sets both (the transform is not
  /// part of it).
  public var frame: Rect {
    get {
      Rect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      let standard = newValue.standardized
      size = standard.size
      center = Point(x: standard.midX, y: standard.midY)
    }
  }

  /// The size, at the origin; setting it sets the size and keeps the centre.
  public var bounds: Rect {
    get { Rect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine part of `transform3D`; setting it sets `transform3D` to it.
  public var transform: AffineTransform {
    get { transform3D.affine }
    set { transform3D = Transform3D(newValue) }
  }

  /// A copy holding the same values (UIKit's `copy()`, as layouts copy what their
  /// superclass gives before changing it).
  nonisolated public func copy(with zone: NSZone? = nil) -> Any {
    MainActor.assumeIsolated { makeCopy() }
  }

  /// A copy of the values; a subclass with values of its own overrides it to copy them too.
  open func makeCopy() -> CollectionViewLayoutAttributes {
    let copy: CollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      copy = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = CollectionViewLayoutAttributes(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// Whether `object` is attributes for the same element holding the same values.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CollectionViewLayoutAttributes else { return false }
    return MainActor.assumeIsolated { holdsSameValues(as: other) }
  }

  nonisolated open override var hash: Int {
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(representedElementCategory)
      hasher.combine(representedElementKind)
      return hasher.finalize()
    }
  }

  func holdsSameValues(as other: CollectionViewLayoutAttributes) -> Bool {
    indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && center == other.center
      && size == other.size && transform3D == other.transform3D && alpha == other.alpha
      && zIndex == other.zIndex && isHidden == other.isHidden
  }

  nonisolated open override var description: String {
    MainActor.assumeIsolated {
      "<CollectionViewLayoutAttributes \(representedElementCategory) \(indexPath) frame "
        + "\(frame) alpha \(alpha) zIndex \(zIndex)\(isHidden ? " hidden" : "")>"
    }
  }
}
