import Foundation

/// What `frames(in:)` places, as UIKit's layout attributes: the answers of the base layout's
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`.
struct PreparedLayout {
  /// Every item's attributes, in index-path order.
  let orderedItems: [CollectionViewLayoutAttributes]
  let items: [IndexPath: CollectionViewLayoutAttributes]
  let supplementary: [CollectionViewLayoutAttributes]
  let contentSize: Size
  /// The sections that scroll sideways: their items are in view whatever their x.
  let orthogonal: [CollectionViewOrthogonalBand]

  @MainActor
  init(_ frames: CollectionViewLayoutFrames) {
    var items: [IndexPath: CollectionViewLayoutAttributes] = [:]
    var ordered: [CollectionViewLayoutAttributes] = []
    ordered.reserveCapacity(frames.items.count)
    for entry in frames.items {
      let attributes = CollectionViewLayoutAttributes(forCellWith: entry.path)
      attributes.frame = entry.frame
      items[entry.path] = attributes
      ordered.append(attributes)
    }
    self.items = items
    orderedItems = ordered
    supplementary = frames.supplementary.map {
      let attributes = CollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: $0.kind, with: $0.path)
      attributes.frame = $0.frame
      return attributes
    }
    contentSize = frames.contentSize
    orthogonal = frames.orthogonal
  }

  /// The items, headers and footers whose frames meet `rect` (an item of a section that
  /// scrolls sideways when its section's rows do).
  @MainActor
  func elements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
    let sideways = Set(orthogonal.map(\.section))
    let wide = Rect(
      x: -Double.greatestFiniteMagnitude / 4, y: rect.minY,
      width: Double.greatestFiniteMagnitude / 2, height: rect.height)
    var result: [CollectionViewLayoutAttributes] = []
    for attributes in orderedItems {
      let area = sideways.contains(attributes.indexPath.section) ? wide : rect
      if ListScrollView.meetOrTouch(attributes.frame, area) { result.append(attributes) }
    }
    for attributes in supplementary where ListScrollView.meetOrTouch(attributes.frame, rect) {
      result.append(attributes)
    }
    return result
  }
}

extension CollectionViewLayout {
  /// The prepared answers, prepared now from `frames(in:)` when the layout has not been since
  /// it was made or invalidated (a layout asked before the collection view's first pass).
  var preparedLayout: PreparedLayout? {
    if prepared == nil, let collectionView { prepared = PreparedLayout(frames(in: collectionView)) }
    return prepared
  }

  /// The bands of the sections that scroll sideways, from the last preparation.
  var orthogonalBands: [CollectionViewOrthogonalBand] { prepared?.orthogonal ?? [] }
}

extension ListScrollView {
  /// Whether two rectangles overlap, or touch when one of them is empty (an item of zero
  /// height on the edge of the area still counts, as UIKit's rectangle test counts it).
  static func meetOrTouch(_ a: Rect, _ b: Rect) -> Bool {
    a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
  }
}
