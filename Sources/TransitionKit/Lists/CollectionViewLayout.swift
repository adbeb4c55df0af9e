import Foundation

/// Places a collection view's items (UIKit's `UICollectionViewLayout`). Subclass it and
/// override `itemFrames(in:)`, or use `CollectionViewFlowLayout`.
@MainActor
open class CollectionViewLayout {
  public init() {}

  /// The frame of every item of `collectionView`, in content coordinates, and the size of
  /// the content.
  open func itemFrames(in collectionView: CollectionView) -> (
    frames: [(path: IndexPath, frame: Rect)], contentSize: Size
  ) { ([], .zero) }
}

/// Lines items up in rows that wrap, section after section (UIKit's
/// `UICollectionViewFlowLayout`, vertical scrolling): each row holds as many items as fit the
/// width less the section insets, spaced at least `minimumInteritemSpacing` apart (the
/// leftover shared between them, as UIKit justifies a full row), rows
/// `minimumLineSpacing` apart.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// Items' size when the delegate gives none, in points (UIKit's default 50 × 50).
  public var itemSize = Size(width: 50, height: 50)
  public var minimumInteritemSpacing = 10.0
  public var minimumLineSpacing = 10.0
  public var sectionInset = EdgeInsets.zero
  /// The direction the content scrolls in; only `vertical` lays out here (a `horizontal`
  /// layout is laid out vertically, with a warning).
  public var scrollDirection = ScrollDirection.vertical

  /// UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Sendable { case vertical, horizontal }

  public override init() { super.init() }

  open override func itemFrames(in collectionView: CollectionView) -> (
    frames: [(path: IndexPath, frame: Rect)], contentSize: Size
  ) {
    guard let dataSource = collectionView.dataSource else { return ([], .zero) }
    if scrollDirection == .horizontal {
      AnimationEngine.current.warn(
        "list.horizontal-flow", "a horizontal flow layout is laid out vertically here")
    }
    let width = collectionView.bounds.width
    var frames: [(path: IndexPath, frame: Rect)] = []
    var y = 0.0
    for section in 0..<Swift.max(dataSource.numberOfSections(in: collectionView), 0) {
      let count = Swift.max(
        dataSource.collectionView(collectionView, numberOfItemsInSection: section), 0)
      y += sectionInset.top
      let available = Swift.max(width - sectionInset.left - sectionInset.right, 0)
      var row: [(path: IndexPath, size: Size)] = []
      var rowWidth = 0.0
      func placeRow(full: Bool) {
        guard !row.isEmpty else { return }
        let height = row.map(\.size.height).max() ?? 0
        let used = row.map(\.size.width).reduce(0, +)
        let gap =
          full && row.count > 1
          ? Swift.max((available - used) / Double(row.count - 1), minimumInteritemSpacing)
          : minimumInteritemSpacing
        var x = sectionInset.left
        for entry in row {
          let top = y + (height - entry.size.height) / 2
          frames.append((entry.path, Rect(origin: Point(x: x, y: top), size: entry.size)))
          x += entry.size.width + gap
        }
        y += height + minimumLineSpacing
        row = []
        rowWidth = 0
      }
      for item in 0..<count {
        let path = IndexPath(item: item, section: section)
        var size =
          collectionView.flowDelegate?.collectionView(
            collectionView, layout: self, sizeForItemAt: path) ?? itemSize
        if !(size.width.isFinite && size.height.isFinite) { size = itemSize }
        let needed = row.isEmpty ? size.width : rowWidth + minimumInteritemSpacing + size.width
        if !row.isEmpty, needed > available + 1e-9 { placeRow(full: true) }
        rowWidth = row.isEmpty ? size.width : rowWidth + minimumInteritemSpacing + size.width
        row.append((path, size))
      }
      placeRow(full: false)
      if count > 0 { y -= minimumLineSpacing }
      y += sectionInset.bottom
    }
    return (frames, Size(width: width, height: y))
  }
}
