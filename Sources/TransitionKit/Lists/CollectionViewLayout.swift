import Foundation

/// Places a collection view's items (UIKit's `UICollectionViewLayout`). Subclass it and
/// override `itemFrames(in:)` (or `frames(in:)`, to place supplementary views too), or use
/// `CollectionViewFlowLayout` or `CollectionViewCompositionalLayout`.
@MainActor
open class CollectionViewLayout {
  public init() {}

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
