import Foundation

/// Lines items up in lines that wrap, section after section (UIKit's
/// `UICollectionViewFlowLayout`).
///
/// Scrolling vertically (the default), a line is a row holding as many items as fit the width
/// less the section's insets, spaced at least `minimumInteritemSpacing` apart (the leftover
/// shared between them, as UIKit justifies a full line; the last line keeps the minimum),
/// rows `minimumLineSpacing` apart, each item centred in its row's height. Scrolling
/// horizontally, a line is a column filled top to bottom within the height, columns side by
/// side. A section's header (`headerReferenceSize`, or the delegate's) comes before its
/// insets and its footer after them, spanning the lines: only its height counts scrolling
/// vertically, only its width scrolling horizontally; a size of zero has no view.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// Items' size when the delegate gives none, in points (UIKit's default 50 × 50).
  public var itemSize = Size(width: 50, height: 50)
  /// The least gap between items of a line, in points.
  public var minimumInteritemSpacing = 10.0
  /// The least gap between lines, in points.
  public var minimumLineSpacing = 10.0
  /// The room around each section's items, in points.
  public var sectionInset = EdgeInsets.zero
  /// The direction the content scrolls in.
  public var scrollDirection = ScrollDirection.vertical
  /// Each section's header size when the delegate gives none (zero: no header), in points.
  public var headerReferenceSize = Size.zero
  /// Each section's footer size when the delegate gives none (zero: no footer), in points.
  public var footerReferenceSize = Size.zero

  /// UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Sendable { case vertical, horizontal }

  public override init() { super.init() }

  /// A flow layout from an archive (UIKit's `init?(coder:)`): the defaults, as nothing is read.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

  /// True when the size changes: the lines are as long as the bounds are wide (or high),
  /// and the delegate may size items by the bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    sizeChanges(forBoundsChange: newBounds)
  }

  open override func itemFrames(in collectionView: CollectionView) -> (
    frames: [(path: IndexPath, frame: Rect)], contentSize: Size
  ) {
    let placed = frames(in: collectionView)
    return (placed.items, placed.contentSize)
  }

  open override func frames(in collectionView: CollectionView) -> CollectionViewLayoutFrames {
    var placement = FlowPlacement(
      horizontal: scrollDirection == .horizontal, bounds: collectionView.bounds.size)
    guard let dataSource = collectionView.dataSource else {
      return CollectionViewLayoutFrames(items: [], supplementary: [], contentSize: .zero)
    }
    let delegate = collectionView.flowDelegate
    for section in 0..<Swift.max(dataSource.numberOfSections(in: collectionView), 0) {
      let count = Swift.max(
        dataSource.collectionView(collectionView, numberOfItemsInSection: section), 0)
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let header =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      placement.addSupplementary(
        kind: CollectionView.elementKindSectionHeader, section: section, size: header)
      placement.beginSection(inset: inset)
      for item in 0..<count {
        let path = IndexPath(item: item, section: section)
        var size =
          delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
        if !(size.width.isFinite && size.height.isFinite) { size = itemSize }
        // A collection view not sized yet gives its delegate room below zero.
        size = Size(width: Swift.max(size.width, 0), height: Swift.max(size.height, 0))
        placement.add(path, size: size, itemSpacing: itemSpacing, lineSpacing: lineSpacing)
      }
      placement.endSection(itemSpacing: itemSpacing, lineSpacing: lineSpacing)
      let footer =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      placement.addSupplementary(
        kind: CollectionView.elementKindSectionFooter, section: section, size: footer)
    }
    return placement.result
  }
}

/// The flow layout's walk along the scroll direction ("main") with lines across it
/// ("cross"): vertical scrolling has rows (main = y), horizontal columns (main = x).
private struct FlowPlacement {
  let horizontal: Bool
  let bounds: Size
  var main = 0.0
  var inset = EdgeInsets.zero
  var line: [(path: IndexPath, size: Size)] = []
  var lineLength = 0.0
  var placedLines = 0
  var items: [(path: IndexPath, frame: Rect)] = []
  var supplementary: [CollectionViewSupplementaryFrame] = []

  init(horizontal: Bool, bounds: Size) {
    self.horizontal = horizontal
    self.bounds = bounds
  }

  /// The extent across the lines (the width scrolling vertically).
  var crossExtent: Double { horizontal ? bounds.height : bounds.width }
  var crossStart: Double { horizontal ? inset.top : inset.left }
  var available: Double {
    Swift.max(crossExtent - (horizontal ? inset.top + inset.bottom : inset.left + inset.right), 0)
  }

  func mainLength(_ size: Size) -> Double { horizontal ? size.width : size.height }
  func crossLength(_ size: Size) -> Double { horizontal ? size.height : size.width }

  /// A rectangle from main and cross positions and lengths.
  func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
    horizontal
      ? Rect(x: main, y: cross, width: mainLength, height: crossLength)
      : Rect(x: cross, y: main, width: crossLength, height: mainLength)
  }

  mutating func addSupplementary(kind: String, section: Int, size: Size) {
    let length = mainLength(size)
    guard length > 0, length.isFinite else { return }
    supplementary.append(
      CollectionViewSupplementaryFrame(
        kind: kind, path: IndexPath(item: 0, section: section),
        frame: rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent)))
    main += length
  }

  mutating func beginSection(inset: EdgeInsets) {
    self.inset = inset
    main += horizontal ? inset.left : inset.top
    placedLines = 0
  }

  mutating func add(_ path: IndexPath, size: Size, itemSpacing: Double, lineSpacing: Double) {
    let length = crossLength(size)
    let needed = line.isEmpty ? length : lineLength + itemSpacing + length
    if !line.isEmpty, needed > available + 1e-9 {
      placeLine(full: true, itemSpacing: itemSpacing, lineSpacing: lineSpacing)
    }
    lineLength = line.isEmpty ? length : lineLength + itemSpacing + length
    line.append((path, size))
  }

  mutating func endSection(itemSpacing: Double, lineSpacing: Double) {
    placeLine(full: false, itemSpacing: itemSpacing, lineSpacing: lineSpacing)
    if placedLines > 0 { main -= lineSpacing }
    main += horizontal ? inset.right : inset.bottom
  }

  /// Places the line, its leftover shared between its gaps when it is full; an item alone on
  /// its line is centred on it.
  mutating func placeLine(full: Bool, itemSpacing: Double, lineSpacing: Double) {
    guard !line.isEmpty else { return }
    let thickness = line.map { mainLength($0.size) }.max() ?? 0
    let used = line.map { crossLength($0.size) }.reduce(0, +)
    let gap =
      full && line.count > 1
      ? Swift.max((available - used) / Double(line.count - 1), itemSpacing) : itemSpacing
    // An item alone on its line is centred across it, as UIKit's flow layout centres it.
    var cross = crossStart + (line.count == 1 ? Swift.max((available - used) / 2, 0) : 0)
    for entry in line {
      let along = mainLength(entry.size)
      let across = crossLength(entry.size)
      items.append(
        (
          entry.path,
          rect(
            main: main + (thickness - along) / 2, cross: cross, mainLength: along,
            crossLength: across)
        ))
      cross += across + gap
    }
    main += thickness + lineSpacing
    placedLines += 1
    line = []
    lineLength = 0
  }

  var result: CollectionViewLayoutFrames {
    let size =
      horizontal
      ? Size(width: main, height: bounds.height) : Size(width: bounds.width, height: main)
    return CollectionViewLayoutFrames(items: items, supplementary: supplementary, contentSize: size)
  }
}
