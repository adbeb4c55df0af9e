import Foundation

/// Places a collection view's items (UIKit's `UICollectionViewLayout`). Subclass it and
/// override `itemFrames(in:)` (or `frames(in:)`, to place supplementary views too), or use
/// `CollectionViewFlowLayout` or `CollectionViewCompositionalLayout`.
///
/// A subclass written for UIKit overrides UIKit's methods instead: `prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, and for animated changes
/// `prepare(forCollectionViewUpdates:)`, `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`. The collection view asks those at every
/// layout pass, and gives each cell the attributes they return (see
/// `CollectionViewLayout+Attributes.swift`); by default they answer from `frames(in:)`.
@MainActor
open class CollectionViewLayout: NSObject {
  public override init() { super.init() }

  /// A layout from an archive (UIKit's `init?(coder:)`, required as `NSCoding` makes it):
  /// nothing is read from it here.
  public required init?(coder: NSCoder) { super.init() }

  /// What `frames(in:)` gave at the last `prepare()`, as attributes; nil until asked, and
  /// after `invalidateLayout()`.
  var prepared: PreparedLayout?

  /// Makes the layout's answers for the collection view's current data and bounds (UIKit's
  /// `prepare()`): the collection view calls it at each layout pass before asking for any
  /// attributes. A subclass that overrides it calls `super.prepare()`.
  open func prepare() {
    prepared = collectionView.map { PreparedLayout(frames(in: $0)) }
  }

  /// The size of everything the layout places, in points (UIKit's
  /// `collectionViewContentSize`).
  open var collectionViewContentSize: Size { preparedLayout?.contentSize ?? .zero }

  /// The attributes of every item, header and footer whose frame meets `rect`, in content
  /// coordinates (UIKit's `layoutAttributesForElements(in:)`). The collection view gives
  /// its cells what this returns.
  open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
    preparedLayout?.elements(in: rect)
  }

  /// The attributes of one item (UIKit's `layoutAttributesForItem(at:)`); nil when the
  /// layout has no such item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    preparedLayout?.items[indexPath]
  }

  /// The attributes of a header or footer (UIKit's
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`).
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    preparedLayout?.supplementary.first {
      $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }
  }

  /// Hears the changes of a batch of updates before their attributes are asked for (UIKit's
  /// `prepare(forCollectionViewUpdates:)`), after `prepare()`.
  open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

  /// Hears that the changes' animations are set up (UIKit's `finalizeCollectionViewUpdates()`).
  open func finalizeCollectionViewUpdates() {}

  /// Where a cell coming into view during animated changes starts (UIKit's
  /// `initialLayoutAttributesForAppearingItem(at:)`): its attributes after the changes,
  /// transparent, as UIKit's flow and compositional layouts fade an item in. Nil puts the cell
  /// at its final attributes at once.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard let final = layoutAttributesForItem(at: itemIndexPath)?.makeCopy() else { return nil }
    final.alpha = 0
    return final
  }

  /// Where the cell of an item leaving during animated changes ends (UIKit's
  /// `finalLayoutAttributesForDisappearingItem(at:)`, the path before the changes). Nil, the
  /// default: it fades out where it is, as UIKit's flow and compositional layouts fade an
  /// item out.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    nil
  }

  /// Marks the layout as out of date: the collection view calls `prepare()` and asks for the
  /// attributes again at its next layout pass, keeping its cells (UIKit's
  /// `invalidateLayout()`).
  open func invalidateLayout() {
    prepared = nil
    collectionView?.invalidateItemLayout()
  }

  /// The collection view this layout places the items of (UIKit's `collectionView`); set
  /// when the layout is given to one.
  public internal(set) weak var collectionView: CollectionView?

  /// Whether the collection view lays its items out again when its bounds become
  /// `newBounds` (UIKit's `shouldInvalidateLayout(forBoundsChange:)`). Asked before every
  /// change of the bounds (a scroll too), so `collectionView?.bounds` still holds the old
  /// ones. False here, as in UIKit; a flow or compositional layout says true when the size
  /// changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

  /// The frame of every item of `collectionView`, in content coordinates, and the size of
  /// the content.
  open func itemFrames(in collectionView: CollectionView) -> (
    frames: [(path: IndexPath, frame: Rect)], contentSize: Size
  ) { ([], .zero) }

  /// Every item's frame, every supplementary view's (headers, footers) and the content's
  /// size; by default the items of `itemFrames(in:)` and no supplementary views.
  open func frames(in collectionView: CollectionView) -> CollectionViewLayoutFrames {
    let placed = itemFrames(in: collectionView)
    return CollectionViewLayoutFrames(
      items: placed.frames, supplementary: [], contentSize: placed.contentSize)
  }

  /// Whether the content scrolls sideways (a horizontal flow layout); scrolling to an item
  /// then moves along x.
  open var scrollsHorizontally: Bool { false }
}

/// What a layout places: items and supplementary views in content coordinates, and the
/// content's size (UIKit's layout attributes, the frames part).
public struct CollectionViewLayoutFrames {
  public var items: [(path: IndexPath, frame: Rect)]
  public var supplementary: [CollectionViewSupplementaryFrame]
  public var contentSize: Size
  /// The sections whose groups scroll sideways (a compositional layout's orthogonal
  /// scrolling).
  public var orthogonal: [CollectionViewOrthogonalBand] = []

  public init(
    items: [(path: IndexPath, frame: Rect)], supplementary: [CollectionViewSupplementaryFrame],
    contentSize: Size
  ) {
    self.items = items
    self.supplementary = supplementary
    self.contentSize = contentSize
  }
}

/// Where a supplementary view of a kind (a section's header or footer) goes.
public struct CollectionViewSupplementaryFrame: Sendable, Equatable {
  public var kind: String
  public var path: IndexPath
  public var frame: Rect
  public init(kind: String, path: IndexPath, frame: Rect) {
    self.kind = kind
    self.path = path
    self.frame = frame
  }
}
