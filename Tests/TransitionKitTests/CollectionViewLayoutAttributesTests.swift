import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// A collection view asks its layout UIKit's questions (`prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)`), gives each cell the
/// centre, size, transform, alpha, z-index and hidden state of its item's attributes, and runs
/// animated changes from `initialLayoutAttributesForAppearingItem(at:)` after telling the
/// layout of them in `prepare(forCollectionViewUpdates:)`, as UIKit's "Creating Custom
/// Layouts" describes.
final class CollectionViewLayoutAttributesTests: EngineTestCase {
  /// A custom layout written as for UIKit: a vertical stack of 80-point rows, each turned a
  /// little more and drawn over the one before, the second half transparent.
  @MainActor private final class FannedLayout: CollectionViewLayout {
    private(set) var prepares = 0
    private(set) var askedRects: [Rect] = []
    private(set) var updates: [CollectionViewUpdateItem] = []
    private(set) var finalized = 0
    private var cache: [CollectionViewLayoutAttributes] = []

    override func prepare() {
      super.prepare()
      prepares += 1
      guard let collectionView else { return }
      let count = collectionView.numberOfItems(inSection: 0)
      cache = (0..<count).map { item in
        let attributes = CollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = Rect(x: 20, y: Double(item) * 80, width: 200, height: 60)
        attributes.transform = AffineTransform(rotationAngle: 0.05 * Double(item))
        attributes.zIndex = item
        attributes.alpha = item >= count / 2 ? 0.5 : 1
        return attributes
      }
    }

    override var collectionViewContentSize: Size {
      Size(width: 240, height: Double(cache.count) * 80)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
      askedRects.append(rect)
      return cache.filter { $0.frame.intersection(rect) != nil }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> CollectionViewLayoutAttributes?
    {
      cache.first { $0.indexPath == indexPath }
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
      updates += updateItems
    }

    override func finalizeCollectionViewUpdates() { finalized += 1 }

    /// Inserted items come in from 300 points to the right.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> CollectionViewLayoutAttributes?
    {
      guard
        let final = layoutAttributesForItem(at: itemIndexPath)?.copy()
          as? CollectionViewLayoutAttributes
      else { return nil }
      final.center.x += 300
      return final
    }
  }

  @MainActor private func makeList(
    _ data: NumberGrid, layout: CollectionViewLayout, in rig: TransitionRig
  ) -> CollectionView {
    let list = CollectionView(
      frame: Rect(x: 0, y: 0, width: 240, height: 400), collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "n")
    list.dataSource = data
    rig.root.view.addSubview(list)
    rig.root.view.layoutIfNeeded()
    return list
  }

  @MainActor func testACustomLayoutsAttributesPlaceTurnLayerAndFadeTheCells() async {
    let rig = TransitionRig(engine: engine)
    let layout = FannedLayout()
    let data = NumberGrid(8)
    let list = makeList(data, layout: layout, in: rig)
    XCTAssertGreaterThanOrEqual(layout.prepares, 1)
    XCTAssertEqual(list.contentSize, Size(width: 240, height: 640))
    XCTAssertTrue(
      layout.askedRects.contains { $0.contains(Point(x: 120, y: 200)) },
      "the layout is asked about the area in view")

    let third = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 2, section: 0)))
    XCTAssertEqual(third.center, Point(x: 120, y: 190))
    XCTAssertEqual(third.bounds.size, Size(width: 200, height: 60))
    assertClose(atan2(third.transform.b, third.transform.a), 0.1, tolerance: 1e-12)
    XCTAssertEqual(third.layer.zPosition, 2)
    XCTAssertEqual(third.alpha, 1)
    let fifth = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 4, section: 0)))
    XCTAssertEqual(fifth.alpha, 0.5, "the layout's alpha is the cell's")
    XCTAssertEqual(list.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.zIndex, 4)
    XCTAssertNil(list.cellForItem(at: IndexPath(item: 7, section: 0)), "row 8 is not in view")

    list.contentOffset = Point(x: 0, y: 240)
    list.layoutIfNeeded()
    let eighth = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 7, section: 0)))
    XCTAssertEqual(eighth.center, Point(x: 120, y: 590))
  }

  @MainActor func testWhatTheDataSourceSetsAfterDequeuingStaysUntilTheAttributesChange() async {
    @MainActor final class DimmedGrid: CollectionViewDataSource {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        cell.alpha = 0.5
        return cell
      }
    }
    let rig = TransitionRig(engine: engine)
    let data = DimmedGrid()
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    let list = CollectionView(
      frame: Rect(x: 0, y: 0, width: 240, height: 400), collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "n")
    list.dataSource = data
    rig.root.view.addSubview(list)
    rig.root.view.layoutIfNeeded()
    let first = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertEqual(first.alpha, 0.5, "set after the attributes were applied")
    layout.invalidateLayout()
    list.layoutIfNeeded()
    XCTAssertEqual(first.alpha, 0.5, "the same attributes are not applied again")
    layout.itemSize = Size(width: 120, height: 100)
    layout.invalidateLayout()
    list.layoutIfNeeded()
    XCTAssertEqual(first.alpha, 1, "new attributes are")
    XCTAssertEqual(first.bounds.size, Size(width: 120, height: 100))
  }

  @MainActor func testAnInsertionIsToldToTheLayoutAndAnimatesFromItsInitialAttributes() async {
    let rig = TransitionRig(engine: engine)
    let layout = FannedLayout()
    let data = NumberGrid(3)
    let list = makeList(data, layout: layout, in: rig)
    list.performBatchUpdates {
      data.numbers.append(3)
      list.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    XCTAssertEqual(layout.updates.count, 1)
    XCTAssertEqual(layout.updates.first?.updateAction, .insert)
    XCTAssertNil(layout.updates.first?.indexPathBeforeUpdate)
    XCTAssertEqual(layout.updates.first?.indexPathAfterUpdate, IndexPath(item: 3, section: 0))
    XCTAssertEqual(layout.finalized, 1)
    let inserted = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 3, section: 0)))
    XCTAssertEqual(inserted.center, Point(x: 120, y: 270), "the model is the final place")
    XCTAssertEqual(
      inserted.presentation.center.x, 420, accuracy: 1e-9, "it starts 300 points right")
    rig.run(0.15)
    let halfway = inserted.presentation.center.x
    XCTAssertLessThan(halfway, 420)
    XCTAssertGreaterThan(halfway, 120)
    rig.run(0.3)
    XCTAssertEqual(inserted.presentation.center.x, 120, accuracy: 1e-9)
  }

  @MainActor func testTheBaseLayoutAnswersFromItsFramesAndAFlowSubclassCanChangeThem() async {
    /// A flow layout that tilts its items, as subclasses do, copying what it is given.
    @MainActor final class TiltedFlow: CollectionViewFlowLayout {
      override func layoutAttributesForElements(in rect: Rect)
        -> [CollectionViewLayoutAttributes]?
      {
        super.layoutAttributesForElements(in: rect)?.map {
          let copy = $0.copy() as! CollectionViewLayoutAttributes
          copy.transform = AffineTransform(scaleX: 0.5, y: 0.5)
          return copy
        }
      }
    }
    let rig = TransitionRig(engine: engine)
    let layout = TiltedFlow()
    layout.itemSize = Size(width: 100, height: 100)
    let data = NumberGrid(4)
    let list = makeList(data, layout: layout, in: rig)
    let path = IndexPath(item: 1, section: 0)
    let plain = try! XCTUnwrap(layout.layoutAttributesForItem(at: path))
    XCTAssertEqual(plain.frame, list.frameForItem(at: path))
    XCTAssertEqual(plain.transform, .identity, "the superclass's attributes are untouched")
    let cell = try! XCTUnwrap(list.cellForItem(at: path))
    XCTAssertEqual(cell.transform, AffineTransform(scaleX: 0.5, y: 0.5))
    XCTAssertEqual(cell.center, Point(x: plain.frame.midX, y: plain.frame.midY))
  }

  @MainActor func testAttributesKeepCentreAndSizeAsTheFrameAndCopyEveryValue() async {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    attributes.frame = Rect(x: 10, y: 20, width: 100, height: 40)
    XCTAssertEqual(attributes.center, Point(x: 60, y: 40))
    XCTAssertEqual(attributes.size, Size(width: 100, height: 40))
    attributes.transform = AffineTransform(rotationAngle: 0.3)
    XCTAssertEqual(attributes.frame, Rect(x: 10, y: 20, width: 100, height: 40))
    XCTAssertEqual(attributes.transform3D, Transform3D(AffineTransform(rotationAngle: 0.3)))
    attributes.alpha = 0.25
    attributes.zIndex = 7
    let copy = attributes.copy() as! CollectionViewLayoutAttributes
    XCTAssertFalse(copy === attributes)
    XCTAssertTrue(copy.isEqual(attributes))
    copy.zIndex = 8
    XCTAssertFalse(copy.isEqual(attributes))
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 1))
    XCTAssertEqual(header.representedElementCategory, .supplementaryView)
    XCTAssertEqual(header.representedElementKind, CollectionView.elementKindSectionHeader)
  }
}
