import Foundation

/// How a list built on a compositional layout looks (UIKit's
/// `UICollectionLayoutListConfiguration`, its layout part): rows as wide as the section, an
/// estimated 44 points tall, in one of the table's appearances, with a header and a footer per
/// section when asked for.
public struct CollectionLayoutListConfiguration: Sendable {
  public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
  public enum FooterMode: Sendable { case none, supplementary }

  public var appearance: Appearance
  /// `supplementary`: a header of the kind `elementKindSectionHeader` above each section.
  public var headerMode = HeaderMode.none
  /// `supplementary`: a footer of the kind `elementKindSectionFooter` below each section.
  public var footerMode = FooterMode.none
  /// Kept for the API; the rows draw no separators here.
  public var showsSeparators = true
  public var backgroundColor: Color?

  public init(appearance: Appearance) { self.appearance = appearance }

  /// A row's height, in points (an estimate UIKit refines as the cell sizes itself).
  nonisolated public static let rowHeightPoints = 44.0
  /// A header's or footer's height, in points.
  nonisolated public static let supplementaryHeightPoints = 44.0
  /// The space above a grouped section, in points (a choice: UIKit's varies by release).
  nonisolated public static let groupedSectionSpacingPoints = 35.0
  /// An inset-grouped section's side margins, in points (the iPhone's readable margins).
  nonisolated public static let insetGroupedMarginPoints = 20.0
}

extension CollectionLayoutSection {
  /// A section of list rows (UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let row = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(CollectionLayoutListConfiguration.rowHeightPoints))
    let item = CollectionLayoutItem(layoutSize: row)
    let group = CollectionLayoutGroup.vertical(layoutSize: row, subitems: [item])
    let section = CollectionLayoutSection(group: group)
    let grouped = [.grouped, .insetGrouped].contains(configuration.appearance)
    let margin =
      configuration.appearance == .insetGrouped
      ? CollectionLayoutListConfiguration.insetGroupedMarginPoints : 0
    section.contentInsets = DirectionalEdgeInsets(
      top: grouped ? CollectionLayoutListConfiguration.groupedSectionSpacingPoints : 0,
      leading: margin, bottom: 0, trailing: margin)
    let bar = CollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(CollectionLayoutListConfiguration.supplementaryHeightPoints))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: bar, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: bar, elementKind: CollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list (UIKit's
  /// `UICollectionViewCompositionalLayout.list(using:)`).
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
