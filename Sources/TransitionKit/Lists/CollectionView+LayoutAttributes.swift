import Foundation

/// How a collection view asks its layout for attributes and gives them to its cells, as
/// UIKit's "Creating Custom Layouts" describes: at each layout pass `prepare()`, then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the area around
/// what is in view; each cell gets its item's centre, size, transform, alpha, z-index and
/// hidden state, and its `apply(_:)` is called. A cell's attributes are applied again only
/// when the layout gives other ones (UIKit compares them with `isEqual`).
extension CollectionView {
  /// What the layout places for the current data and bounds: the items' frames in index-path
  /// order, the headers' and footers' frames, and the content size. Keeps each item's
  /// attributes for its cell.
  func askLayout() -> (
    items: [(path: IndexPath, frame: Rect)], supplementary: [CollectionViewSupplementaryFrame],
    contentSize: Size
  ) {
    let layout = collectionViewLayout
    layout.prepare()
    if let updates = pendingUpdates {
      pendingUpdates = nil
      layout.prepare(forCollectionViewUpdates: updates)
    }
    let contentSize = layout.collectionViewContentSize
    let rect = areaToAsk(contentSize: contentSize)
    askedRect = rect
    var attributesByPath: [IndexPath: CollectionViewLayoutAttributes] = [:]
    var supplementaryFrames: [CollectionViewSupplementaryFrame] = []
    for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
      switch attributes.representedElementCategory {
      case .cell:
        attributesByPath[attributes.indexPath] = attributes
      case .supplementaryView:
        supplementaryFrames.append(
          CollectionViewSupplementaryFrame(
            kind: attributes.representedElementKind ?? "", path: attributes.indexPath,
            frame: attributes.frame))
      case .decorationView:
        continue
      }
    }
    itemAttributes = attributesByPath
    let items = attributesByPath.keys.sorted().map { ($0, attributesByPath[$0]!.frame) }
    return (items, supplementaryFrames, contentSize)
  }

  /// The content area the layout is asked about: the content and the bounds, and a screen
  /// more on every side, so that scrolling within it needs no new question.
  func areaToAsk(contentSize: Size) -> Rect {
    let content = Rect(origin: .zero, size: contentSize)
    let shown = bounds
    return content.union(shown).insetBy(dx: -shown.width, dy: -shown.height)
  }

  /// Whether `outer` holds all of `inner`.
  static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
    outer.minX <= inner.minX && outer.maxX >= inner.maxX && outer.minY <= inner.minY
      && outer.maxY >= inner.maxY
  }

  /// Puts a cell where its item's attributes say, `offset` from content coordinates (a
  /// section that scrolls sideways holds its cells in a scroller of its own); without
  /// attributes, at `frame`.
  func place(_ cell: CollectionReusableView, at indexPath: IndexPath, frame: Rect, offset: Vector) {
    guard let attributes = itemAttributes[indexPath] else {
      cell.frame = frame.offsetBy(dx: offset.dx, dy: offset.dy)
      return
    }
    apply(attributes, to: cell, offset: offset)
  }

  /// Gives a cell dequeued for `indexPath` that item's attributes, before the data source
  /// configures it.
  func applyAttributes(to cell: CollectionReusableView, at indexPath: IndexPath) {
    guard
      let attributes = itemAttributes[indexPath]
        ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)
    else { return }
    cell.appliedLayoutAttributes = nil
    let offset =
      orthogonalScrollers[indexPath.section].map { Vector(dx: 0, dy: -$0.band.frame.minY) }
      ?? .zero
    apply(attributes, to: cell, offset: offset)
  }

  /// Sets a cell's centre, size, transform, alpha, hidden state and z-position from
  /// attributes, unless it has them already, and calls its `apply(_:)`.
  func apply(
    _ attributes: CollectionViewLayoutAttributes, to cell: CollectionReusableView, offset: Vector
  ) {
    if let applied = cell.appliedLayoutAttributes, applied.holdsSameValues(as: attributes),
      cell.appliedOffset == offset
    {
      return
    }
    let own = attributes.makeCopy()
    cell.appliedLayoutAttributes = own
    cell.appliedOffset = offset
    if own.transform3D.isAffine {
      cell.transform = own.transform
    } else {
      cell.layer.transform = own.transform3D
    }
    cell.bounds = Rect(origin: cell.bounds.origin, size: own.size)
    cell.center = Point(x: own.center.x + offset.dx, y: own.center.y + offset.dy)
    cell.alpha = own.alpha
    cell.isHidden = own.isHidden
    cell.layer.zPosition = Double(own.zIndex)
    cell.apply(own)
  }

  /// The attributes the collection view gave the item's cell at the last layout pass
  /// (UIKit's `layoutAttributesForItem(at:)` of the collection view).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    itemAttributes[indexPath] ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
}
