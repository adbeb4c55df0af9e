import Foundation

/// A controller whose view is a collection view it is the data source and delegate of
/// (UIKit's `UICollectionViewController`).
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  private let initialLayout: CollectionViewLayout

  /// A controller whose collection view is placed by `layout`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    initialLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the controller's view.
  public var collectionView: CollectionView! {
    get { view as? CollectionView }
    set { view = newValue }
  }

  /// The layout the collection view was made with.
  public var collectionViewLayout: CollectionViewLayout {
    collectionView?.collectionViewLayout ?? initialLayout
  }

  /// Whether the selection is cleared each time the collection view is about to appear
  /// (UIKit's `clearsSelectionOnViewWillAppear`, true by default).
  public var clearsSelectionOnViewWillAppear = true

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let grid = collectionView else { return }
    for path in grid.indexPathsForSelectedItems ?? [] {
      grid.deselectItem(at: path, animated: animated)
    }
  }

  open override func loadView() {
    let grid = CollectionView(frame: Screen.main.bounds, collectionViewLayout: initialLayout)
    grid.dataSource = self
    grid.delegate = self
    view = grid
  }

  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {}
}
