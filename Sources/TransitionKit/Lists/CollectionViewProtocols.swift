import Foundation

/// Gives a collection view its items and their cells (UIKit's `UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections: 1 by default.
  func numberOfSections(in collectionView: CollectionView) -> Int
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for an item, dequeued with `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The header, footer or other supplementary view of `kind` the layout places at
  /// `indexPath`, dequeued with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// Without the method a layout that places supplementary views gets empty ones, with a
  /// warning (UIKit raises an exception).
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }
}

/// Hears a collection view's selection (UIKit's `UICollectionViewDelegate`), and sizes a
/// flow layout's items (`UICollectionViewDelegateFlowLayout`); every method is optional.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// An item's size in a flow layout; the layout's `itemSize` by default. These are spelled
  /// as UIKit spells them (results that are not optional), so a delegate written for iOS
  /// implements them.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> Size
  /// A section's insets, spacings and header and footer sizes in a flow layout; the
  /// layout's own by default.
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size
}

extension CollectionViewDelegate {
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> Size {
    (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? Size(width: 50, height: 50)
  }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> Double { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> Double { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> Size { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> Size { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// A collection view's cell (UIKit's `UICollectionViewCell`).
@MainActor
open class CollectionViewCell: CollectionReusableView {}
