import Foundation

/// What a section provider is told about where its section goes (UIKit's
/// `NSCollectionLayoutEnvironment` and its container).
public struct CollectionLayoutEnvironment {
  /// The collection view's size and the part of it inside its content insets, in points.
  public struct Container {
    public var contentSize: Size
    public var effectiveContentSize: Size
    public var contentInsets: DirectionalEdgeInsets
  }
  public var container: Container
  public var traitCollection: TraitCollection
}

/// The layout's own settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
public struct CompositionalLayoutConfiguration: Sendable {
  /// The space between sections, in points.
  public var interSectionSpacing = 0.0
  public init() {}
}

/// A band of a section whose groups scroll sideways (orthogonal scrolling): its place in the
/// collection view's content, the width of its row of groups and where a release may rest.
public struct CollectionViewOrthogonalBand: Sendable, Equatable {
  public var section: Int
  public var frame: Rect
  public var contentWidth: Double
  public var behavior: CollectionLayoutOrthogonalScrollingBehavior
  /// The leading edges of the groups, in the band's content (for group paging).
  public var groupStarts: [Double]
  /// The groups' width, in points.
  public var groupWidth: Double
}

/// Builds a layout of sections of groups of items (UIKit's
/// `UICollectionViewCompositionalLayout`), for a vertically scrolling collection view.
///
/// Each section repeats its group down the view until its items run out (`interGroupSpacing`
/// apart, inside `contentInsets`), with its `.top` boundary items (headers) above and its
/// `.bottom` ones (footers) below; a section with an `orthogonalScrollingBehavior` puts its
/// groups in a row that scrolls sideways on its own. Fractional sizes are fractions of the
/// container: the section's width less its insets and the view's height for a group, the
/// group's size for its subitems. Estimated sizes are taken as they are (cells do not size
/// themselves here).
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?
  private let sectionProvider: SectionProvider
  public var configuration = CompositionalLayoutConfiguration()

  /// Every section laid out as `section`.
  public init(section: CollectionLayoutSection) {
    sectionProvider = { _, _ in section }
    super.init()
  }

  /// Each section laid out as the provider says (nil: the section shows nothing).
  public init(sectionProvider: @escaping SectionProvider) {
    self.sectionProvider = sectionProvider
    super.init()
  }

  public init(
    sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A layout from an archive: every section empty, as nothing is read from it here.
  public required init?(coder: NSCoder) {
    sectionProvider = { _, _ in nil }
    super.init(coder: coder)
  }

  /// True when the size changes: fractional sizes and the environment's container follow
  /// the bounds.
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
    let bounds = collectionView.bounds.size
    var result = CollectionViewLayoutFrames(items: [], supplementary: [], contentSize: .zero)
    guard let dataSource = collectionView.dataSource else { return result }
    let environment = CollectionLayoutEnvironment(
      container: .init(contentSize: bounds, effectiveContentSize: bounds, contentInsets: .zero),
      traitCollection: collectionView.traitCollection)
    var y = 0.0
    var placedSections = 0
    for index in 0..<Swift.max(dataSource.numberOfSections(in: collectionView), 0) {
      let count = Swift.max(
        dataSource.collectionView(collectionView, numberOfItemsInSection: index), 0)
      guard let section = sectionProvider(index, environment) else { continue }
      if placedSections > 0 { y += configuration.interSectionSpacing }
      placedSections += 1
      var placer = SectionPlacer(section: section, index: index, bounds: bounds)
      y = placer.place(count: count, from: y)
      result.items += placer.items
      result.supplementary += placer.supplementary
      if let band = placer.band { result.orthogonal.append(band) }
    }
    result.contentSize = Size(width: bounds.width, height: y)
    return result
  }
}

/// Lays one section out from a given y, in the collection view's content coordinates.
@MainActor
private struct SectionPlacer {
  let section: CollectionLayoutSection
  let index: Int
  let bounds: Size
  var items: [(path: IndexPath, frame: Rect)] = []
  var supplementary: [CollectionViewSupplementaryFrame] = []
  var band: CollectionViewOrthogonalBand?

  init(section: CollectionLayoutSection, index: Int, bounds: Size) {
    self.section = section
    self.index = index
    self.bounds = bounds
  }

  /// Places the section's headers, groups and footers; returns the y below them.
  mutating func place(count: Int, from top: Double) -> Double {
    let insets = section.contentInsets
    var y = top
    y = placeBoundaryItems(top: true, at: y)
    y += insets.top
    let container = Size(
      width: Swift.max(bounds.width - insets.leading - insets.trailing, 0),
      height: Swift.max(bounds.height - insets.top - insets.bottom, 0))
    let orthogonal = section.orthogonalScrollingBehavior != .none
    var along = orthogonal ? insets.leading : y
    var used = 0
    var thickness = 0.0
    var starts: [Double] = []
    var groupWidth = 0.0
    while used < count {
      let origin = orthogonal ? Point(x: along, y: y) : Point(x: insets.leading, y: along)
      var placer = GroupPlacer(section: index, first: used, available: count)
      let size = placer.place(section.group, at: origin, container: container)
      guard placer.used > 0 else { break }
      items += placer.items
      used += placer.used
      starts.append(along)
      groupWidth = size.width
      thickness = Swift.max(thickness, size.height)
      along += (orthogonal ? size.width : size.height) + section.interGroupSpacing
    }
    if !starts.isEmpty { along -= section.interGroupSpacing }
    if orthogonal {
      band = CollectionViewOrthogonalBand(
        section: index, frame: Rect(x: 0, y: y, width: bounds.width, height: thickness),
        contentWidth: along + insets.trailing, behavior: section.orthogonalScrollingBehavior,
        groupStarts: starts, groupWidth: groupWidth)
      y += thickness
    } else {
      y = along
    }
    y += insets.bottom
    return placeBoundaryItems(top: false, at: y)
  }

  /// Places the headers (or the footers) one under another from `y`; returns the y below.
  mutating func placeBoundaryItems(top: Bool, at start: Double) -> Double {
    let insets = section.contentInsets
    let follows = section.supplementariesFollowContentInsets
    let left = follows ? insets.leading : 0
    let width =
      follows ? Swift.max(bounds.width - insets.leading - insets.trailing, 0) : bounds.width
    var y = start
    for item in section.boundarySupplementaryItems
    where top ? item.alignment.isTop : item.alignment.isBottom {
      let size = item.layoutSize.resolve(in: Size(width: width, height: bounds.height))
      var x = left
      if item.alignment == .topTrailing || item.alignment == .bottomTrailing {
        x = left + width - size.width
      } else if item.alignment == .top || item.alignment == .bottom {
        x = left + (width - size.width) / 2
      }
      let frame = Rect(x: x, y: y, width: size.width, height: size.height)
      supplementary.append(
        CollectionViewSupplementaryFrame(
          kind: item.elementKind, path: IndexPath(item: 0, section: index),
          frame: frame.inset(by: item.contentInsets)))
      y += size.height
    }
    return y
  }
}

/// Places one group (and the groups in it) at a point, taking items in order.
@MainActor
private struct GroupPlacer {
  let section: Int
  let first: Int
  let available: Int
  var used = 0
  var items: [(path: IndexPath, frame: Rect)] = []

  init(section: Int, first: Int, available: Int) {
    self.section = section
    self.first = first
    self.available = available
  }

  /// Places `group` with its top left at `origin`; returns its size.
  mutating func place(_ group: CollectionLayoutGroup, at origin: Point, container: Size) -> Size {
    let size = group.layoutSize.resolve(in: container)
    let box = Rect(origin: origin, size: size).inset(by: group.contentInsets)
    let horizontal = group.axis == .horizontal
    let length = horizontal ? box.width : box.height
    let spacing = group.interItemSpacing
    let gap = spacing?.spacing ?? 0
    // The subitems in order, each with its size in the group.
    var entries: [(item: CollectionLayoutItem, size: Size)] = []
    if let count = group.count, let subitem = group.subitems.first {
      let each = Swift.max((length - gap * Double(count - 1)) / Double(count), 0)
      var itemSize = subitem.layoutSize.resolve(in: box.size)
      if horizontal { itemSize.width = each } else { itemSize.height = each }
      entries = Array(repeating: (subitem, itemSize), count: count)
    } else if group.subitems.count == 1, let subitem = group.subitems.first {
      let itemSize = subitem.layoutSize.resolve(in: box.size)
      let step = horizontal ? itemSize.width : itemSize.height
      let fits = step > 0 ? Int(((length + gap) / (step + gap)) + 1e-9) : 1
      entries = Array(repeating: (subitem, itemSize), count: Swift.max(fits, 1))
    } else {
      entries = group.subitems.map { ($0, $0.layoutSize.resolve(in: box.size)) }
    }
    var between = gap
    if let spacing, spacing.isFlexibleSpacing, entries.count > 1 {
      let used = entries.map { horizontal ? $0.size.width : $0.size.height }.reduce(0, +)
      between = Swift.max(gap, (length - used) / Double(entries.count - 1))
    }
    var position = horizontal ? box.minX : box.minY
    for entry in entries {
      guard first + used < available else { break }
      let itemOrigin =
        horizontal ? Point(x: position, y: box.minY) : Point(x: box.minX, y: position)
      if let nested = entry.item as? CollectionLayoutGroup {
        let nestedSize = place(nested, at: itemOrigin, container: box.size)
        position += (horizontal ? nestedSize.width : nestedSize.height) + between
      } else {
        let frame = Rect(origin: itemOrigin, size: entry.size).inset(by: entry.item.contentInsets)
        items.append((IndexPath(item: first + used, section: section), frame))
        used += 1
        position += (horizontal ? entry.size.width : entry.size.height) + between
      }
    }
    return size
  }
}

extension Rect {
  /// The rectangle less directional insets (leading on the left).
  func inset(by insets: DirectionalEdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: Swift.max(width - insets.leading - insets.trailing, 0),
      height: Swift.max(height - insets.top - insets.bottom, 0))
  }
}
