import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// A dynamic animator made with a collection view layout moves the layout's attributes as its
/// items and invalidates the layout after each step, so the cells follow the simulation
/// (UIKit's `UIDynamicAnimator(collectionViewLayout:)`, as XLActionController's
/// `DynamicCollectionViewFlowLayout` uses it).
final class DynamicCollectionViewLayoutTests: EngineTestCase {
  /// A flow layout whose items spring up from 300 points below their places, each on an
  /// attachment to its place, as a springy action sheet lays its rows out.
  @MainActor private final class SpringyFlow: CollectionViewFlowLayout {
    private(set) lazy var animator = DynamicAnimator(collectionViewLayout: self)
    private(set) var prepares = 0

    override func prepare() {
      super.prepare()
      prepares += 1
      guard animator.behaviors.isEmpty,
        let placed = super.layoutAttributesForElements(
          in: Rect(origin: .zero, size: collectionViewContentSize))
      else { return }
      for final in placed where final.representedElementCategory == .cell {
        let moving = final.copy() as! CollectionViewLayoutAttributes
        moving.center.y += 300
        let spring = AttachmentBehavior(item: moving, attachedToAnchor: final.center)
        spring.length = 0
        spring.frequency = 3
        spring.damping = 0.5
        animator.addBehavior(spring)
      }
    }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
      animator.items(in: rect).compactMap { $0 as? CollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> CollectionViewLayoutAttributes?
    {
      animator.layoutAttributesForCell(at: indexPath)
    }
  }

  @MainActor func testCellsFollowTheAttributesTheAnimatorMovesAndStopWhenItRests() async {
    let rig = TransitionRig(engine: engine)
    let layout = SpringyFlow()
    layout.itemSize = Size(width: 200, height: 50)
    layout.minimumLineSpacing = 0
    let list = CollectionView(
      frame: Rect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "n")
    let data = NumberGrid(3)
    list.dataSource = data
    rig.root.view.addSubview(list)
    rig.root.view.layoutIfNeeded()
    XCTAssertNil(layout.animator.referenceView)
    XCTAssertEqual(layout.animator.items(in: Rect(x: 0, y: 0, width: 200, height: 1000)).count, 3)
    let first = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertEqual(first.center, Point(x: 100, y: 325), "the cell starts where its attributes do")

    let preparesBefore = layout.prepares
    rig.run(0.1)
    XCTAssertGreaterThan(layout.prepares, preparesBefore + 3, "each step invalidates the layout")
    let attributes = try! XCTUnwrap(
      layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)))
    XCTAssertLessThan(attributes.center.y, 325, "the spring pulls it up")
    XCTAssertEqual(first.center, attributes.center, "the cell is where the animator put it")

    rig.run(until: { !layout.animator.isRunning }, limit: 10)
    XCTAssertFalse(layout.animator.isRunning)
    assertClose(first.center, Point(x: 100, y: 25), tolerance: 1)
    let preparesAtRest = layout.prepares
    rig.run(0.5)
    XCTAssertEqual(layout.prepares, preparesAtRest, "a resting animator invalidates nothing")
  }

  @MainActor func testItemsInARectAndTheCellsAttributesAreFoundAmongTheBehaviours() async {
    let layout = CollectionViewLayout()
    let animator = DynamicAnimator(collectionViewLayout: layout)
    XCTAssertTrue(animator.collectionViewLayout === layout)
    let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    cell.frame = Rect(x: 0, y: 100, width: 100, height: 50)
    let header = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    header.frame = Rect(x: 0, y: 0, width: 100, height: 40)
    animator.addBehavior(DynamicItemBehavior(items: [cell, header]))
    XCTAssertTrue(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === cell)
    XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)))
    XCTAssertTrue(
      animator.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        === header)
    let inTop = animator.items(in: Rect(x: 0, y: 0, width: 100, height: 60))
    XCTAssertEqual(inTop.count, 1)
    XCTAssertTrue(inTop.first === header)
  }
}
