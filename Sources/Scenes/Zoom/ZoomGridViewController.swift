import Foundation
import TransitionKit

/// The grid: a collection view of photo cells in a flow layout, three to a row, under the
/// "Photos" title. Only the photos in view have cells, named `photo-1`… after the photo they
/// show now; a cell scrolled off is reused for a photo that scrolls in, as a `UICollectionView`
/// reuses it on iOS. A tap on a cell opens its detail (`didSelectItemAt`).
@MainActor
final class ZoomGridViewController: ViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  /// The reuse identifier of the photo cells.
  static let cellIdentifier = "photo"
  let layout = CollectionViewFlowLayout()
  private(set) lazy var collectionView = CollectionView(
    frame: .zero, collectionViewLayout: layout)
  /// The grid as a scroll view (its offset is the summary's `scroll`).
  var scrollView: ScrollView { collectionView }
  /// Called with the photo's index when a cell is tapped.
  var onOpen: ((Int) -> Void)?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "grid"
  }

  required init?(coder: NSCoder) {
    return nil
  }

  static func cellSide(width: Double) -> Double {
    (width - ZoomPhotos.spacing * Double(ZoomPhotos.columns - 1)) / Double(ZoomPhotos.columns)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let bounds = view.bounds
    let heading = Label(
      frame: Rect(x: 16, y: 52, width: bounds.width - 32, height: 40), text: "Photos",
      font: .systemFont(ofSize: 28, weight: .bold), alignment: .left)
    view.addSubview(heading)
    let side = Self.cellSide(width: bounds.width)
    layout.itemSize = Size(width: side, height: side)
    layout.minimumInteritemSpacing = ZoomPhotos.spacing
    layout.minimumLineSpacing = ZoomPhotos.spacing
    collectionView.frame = Rect(
      x: 0, y: ZoomPhotos.headerHeight, width: bounds.width,
      height: bounds.height - ZoomPhotos.headerHeight)
    collectionView.autoresizingMask = .flexibleSize
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.alwaysBounceVertical = true
    collectionView.backgroundColor = .systemBackground
    collectionView.name = "grid"
    collectionView.register(ZoomPhotoCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  /// The index path of photo `index` (photos count from 1).
  static func indexPath(of index: Int) -> IndexPath { IndexPath(item: index - 1, section: 0) }

  /// The cell showing photo `index` now; nil when the photo is scrolled off (its cell, if it
  /// had one, shows another photo or waits to be reused), as `cellForItem(at:)` answers.
  func cell(_ index: Int) -> CollectionViewCell? {
    loadViewIfNeeded()
    collectionView.layoutIfNeeded()
    return collectionView.cellForItem(at: Self.indexPath(of: index))
  }

  /// Scrolls the grid, without animation, just enough for the cell to be wholly visible
  /// (Photos brings the photo a detail paged to into view before zooming back into it).
  func scrollToVisible(_ index: Int) {
    loadViewIfNeeded()
    guard (1...ZoomPhotos.count).contains(index) else { return }
    collectionView.scrollToItem(at: Self.indexPath(of: index), at: .none, animated: false)
  }

  // MARK: Data source and delegate

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { ZoomPhotos.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    (cell as? ZoomPhotoCell)?.show(photo: indexPath.item + 1)
    return cell
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    // A photo grid shows no selection: the tap only opens the photo.
    collectionView.deselectItem(at: indexPath, animated: false)
    onOpen?(indexPath.item + 1)
  }
}

/// A photo of the grid: the photo's colour with rounded corners, named after the photo it
/// shows (its name and shared-element id change when it is reused for another photo).
@MainActor
final class ZoomPhotoCell: CollectionViewCell {
  /// The photo shown, from 1.
  private(set) var photo = 0

  required init(frame: Rect) {
    super.init(frame: frame)
    layer.cornerRadius = ZoomPhotos.cornerRadius
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    return nil
  }

  func show(photo index: Int) {
    photo = index
    backgroundColor = ZoomPhotos.color(index)
    name = ZoomPhotos.id(index)
    sharedElementID = ZoomPhotos.id(index)
  }
}
