// UIKit's names for TransitionKit's lists.

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewController = TableViewController
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// The flow layout's delegate (UIKit's `UICollectionViewDelegateFlowLayout`): its sizing
/// methods are requirements of `UICollectionViewDelegate` here, which the layout asks of any
/// delegate; this protocol adds none, so a type may adopt both, in one declaration or two
/// extensions, as on iOS.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: CollectionViewDelegate {}
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout

extension TableView {
  /// UIKit's `UITableView.ScrollPosition`.
  public typealias ScrollPosition = ListScrollPosition
}

extension CollectionView {
  /// UIKit's `UICollectionView.ScrollPosition`: `top`, `centeredVertically`, `bottom`.
  public typealias ScrollPosition = ListScrollPosition
}

extension ListScrollPosition {
  /// UIKit's `centeredVertically`.
  public static var centeredVertically: ListScrollPosition { .middle }
}

public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UICollectionViewController = CollectionViewController

extension CollectionView {
  /// UIKit's `UICollectionView.ScrollDirection`.
  public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}

extension ListScrollPosition {
  /// UIKit's `left`, `centeredHorizontally` and `right`, for a list that scrolls sideways.
  public static var left: ListScrollPosition { .top }
  public static var centeredHorizontally: ListScrollPosition { .middle }
  public static var right: ListScrollPosition { .bottom }
}

/// The Objective-C era's names of the header and footer kinds.
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration =
  CompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  CollectionViewCompositionalLayout.SectionProvider
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutBoundarySupplementaryItem =
  CollectionLayoutBoundarySupplementaryItem
public typealias NSRectAlignment = CollectionLayoutAlignment
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutOrthogonalScrollingBehavior
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration

/// The Swift 4 era's name of `UITableViewCell.EditingStyle`.
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle
