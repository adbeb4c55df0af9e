import TestSupport
import XCTest

@testable import TransitionKit

/// A collection view made at zero size and given one later lays its items out again, as
/// UIKit's does: a flow layout invalidates itself when the bounds' size changes
/// (`shouldInvalidateLayout(forBoundsChange:)`), and the cells for the new visible rect appear.
final class CollectionViewBoundsChangeTests: EngineTestCase {
  /// Items as wide as the collection view less 20 points a side, as a card list sizes them.
  private final class WidthSizedItems: CollectionViewDataSource, CollectionViewDelegate {
    private(set) var selected: [IndexPath] = []
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> Size {
      let width = collectionView.bounds.width - 40
      return Size(width: width, height: width * 1.2)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @MainActor func testAGridMadeAtZeroSizeLaysItsItemsOutOnceItHasASizeAndATapSelects() async {
    let rig = TransitionRig(engine: engine)
    let items = WidthSizedItems()
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 20
    layout.sectionInset = EdgeInsets(top: 20, left: 0, bottom: 64, right: 0)
    let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "card")
    grid.dataSource = items
    grid.delegate = items
    rig.root.view.addSubview(grid)
    rig.root.view.layoutIfNeeded()
    XCTAssertTrue(grid.visibleCells.isEmpty, "nothing shows at zero size")

    grid.frame = rig.root.view.bounds
    rig.root.view.layoutIfNeeded()
    let width = grid.bounds.width
    let first = IndexPath(item: 0, section: 0)
    XCTAssertEqual(
      grid.frameForItem(at: first),
      Rect(x: 20, y: 20, width: width - 40, height: (width - 40) * 1.2))
    let cell = try! XCTUnwrap(grid.cellForItem(at: first), "the first card's cell is in view")
    XCTAssertEqual(cell.frame, grid.frameForItem(at: first))
    XCTAssertEqual(
      grid.contentSize.height, 20 + 3 * (width - 40) * 1.2 + 2 * 20 + 64, accuracy: 1e-9)

    let centre = grid.convert(Point(x: cell.bounds.midX, y: cell.bounds.midY), from: cell)
    let inWindow = grid.convert(centre, to: nil)
    XCTAssertTrue(rig.window.hitTest(inWindow)?.isDescendant(of: cell) ?? false)
    PointerScript(window: rig.window).tap(inWindow.x, inWindow.y)
    XCTAssertEqual(items.selected, [first])
  }

  @MainActor func testTheFlowLayoutAsksForAnotherLayoutOnlyWhenTheSizeChanges() async {
    let layout = CollectionViewFlowLayout()
    let grid = CollectionView(
      frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    XCTAssertTrue(layout.collectionView === grid)
    XCTAssertFalse(
      layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 50, width: 300, height: 400)))
    XCTAssertTrue(
      layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 320, height: 400)))
    XCTAssertFalse(CollectionViewLayout().shouldInvalidateLayout(forBoundsChange: .zero))
  }
}
