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
/// The flow layout's sizing methods are on `UICollectionViewDelegate` here.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegate
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
