import Foundation

/// One side of a compositional layout's size (UIKit's `NSCollectionLayoutDimension`): a
/// fraction of the container's width or height, an absolute length in points, or an
/// estimate (taken as the length here: cells do not size themselves).
public struct CollectionLayoutDimension: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }
  let kind: Kind
  /// The fraction, or the length in points.
  public let dimension: Double

  public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalWidth, dimension: fraction)
  }
  public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalHeight, dimension: fraction)
  }
  public static func absolute(_ points: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .absolute, dimension: points)
  }
  public static func estimated(_ points: Double) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .estimated, dimension: points)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// The length in points in a container of `container` points.
  func resolve(in container: Size) -> Double {
    let value: Double
    switch kind {
    case .fractionalWidth: value = dimension * container.width
    case .fractionalHeight: value = dimension * container.height
    case .absolute, .estimated: value = dimension
    }
    return value.isFinite ? Swift.max(value, 0) : 0
  }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
public struct CollectionLayoutSize: Sendable, Equatable {
  public var widthDimension: CollectionLayoutDimension
  public var heightDimension: CollectionLayoutDimension
  public init(
    widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  func resolve(in container: Size) -> Size {
    Size(
      width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or
/// flexible — at least the value, the group's leftover shared between the gaps.
public struct CollectionLayoutSpacing: Sendable, Equatable {
  public let spacing: Double
  public let isFlexibleSpacing: Bool
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
  public static func fixed(_ points: Double) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: false)
  }
  public static func flexible(_ points: Double) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: true)
  }
}

/// One item of a compositional layout (UIKit's `NSCollectionLayoutItem`): its size in its
/// group, and insets that shrink its cell inside that size.
@MainActor
open class CollectionLayoutItem {
  public let layoutSize: CollectionLayoutSize
  /// Room inside the item's box, in points; the cell fills what is left.
  public var contentInsets = DirectionalEdgeInsets.zero

  public init(layoutSize: CollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items (or groups) in a line across or down (UIKit's `NSCollectionLayoutGroup`).
///
/// A group with one subitem repeats it as many times as fit its size (at least once); with
/// several, it lays each out once, in order; with `count`, it holds that many, sized to share
/// the group's length less the spacing. Each subitem's fractional sizes are fractions of the
/// group's size.
@MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
  public enum Axis: Sendable { case horizontal, vertical }
  public let axis: Axis
  public let subitems: [CollectionLayoutItem]
  /// How many times a single subitem repeats (nil: as many as fit).
  let count: Int?
  /// The space between subitems, along the group's axis.
  public var interItemSpacing: CollectionLayoutSpacing?

  init(
    layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  {
    CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
  }

  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
    -> CollectionLayoutGroup
  { CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil) }

  /// `count` copies of `subitem` sharing the group's width (iOS 16's
  /// `horizontal(layoutSize:repeatingSubitem:count:)`).
  public static func horizontal(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: Swift.max(count, 1))
  }

  public static func vertical(
    layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    CollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: Swift.max(count, 1))
  }

  /// The iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// The iOS 13 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
  public static func vertical(
    layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int
  ) -> CollectionLayoutGroup {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }
}

/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`, the
/// cases a header or footer uses).
public enum CollectionLayoutAlignment: Sendable {
  case top, topLeading, topTrailing, bottom, bottomLeading, bottomTrailing, leading, trailing
  case none

  var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
  var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer of a section (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@MainActor
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
  public let elementKind: String
  public let alignment: CollectionLayoutAlignment

  public init(
    layoutSize: CollectionLayoutSize, elementKind: String, alignment: CollectionLayoutAlignment
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// How a section's groups scroll across the collection view's scrolling (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum CollectionLayoutOrthogonalScrollingBehavior: Sendable {
  /// The groups stack along the collection view's scrolling.
  case none
  /// A row of groups that scrolls sideways and decelerates freely.
  case continuous
  /// The same, coming to rest with a group's leading edge at the section's.
  case continuousGroupLeadingBoundary
  /// A page (the collection view's width) at a time.
  case paging
  /// A group at a time.
  case groupPaging
  /// A group at a time, each centred.
  case groupPagingCentered
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group,
/// repeated until the section's items run out.
@MainActor
open class CollectionLayoutSection {
  public let group: CollectionLayoutGroup
  /// Room around the section's groups, in points.
  public var contentInsets = DirectionalEdgeInsets.zero
  /// The space between groups, in points.
  public var interGroupSpacing = 0.0
  public var orthogonalScrollingBehavior = CollectionLayoutOrthogonalScrollingBehavior.none
  /// Headers and footers (`.top` and `.bottom` alignments).
  public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the headers and footers keep inside the section's leading and trailing insets
  /// (UIKit's default, true).
  public var supplementariesFollowContentInsets = true

  public init(group: CollectionLayoutGroup) { self.group = group }
}
