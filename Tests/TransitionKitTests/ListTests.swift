import Foundation
import TestSupport
import TransitionKit
import XCTest

/// A table's data source and delegate over numbered rows, recording what it is asked.
@MainActor
final class NumberedRows: TableViewDataSource, TableViewDelegate {
  var counts: [Int]
  private(set) var selected: [IndexPath] = []
  private(set) var asked: [IndexPath] = []

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: TableView) -> Int { counts.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// A grid's data source over numbered items.
@MainActor
final class NumberedItems: CollectionViewDataSource, CollectionViewDelegate {
  let count: Int
  private(set) var selected: [IndexPath] = []
  init(_ count: Int) { self.count = count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.name = "item \(indexPath.item)"
    return cell
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// UIKit's lists: cells only for what is in view, reused as the list scrolls, selection by a
/// tap, scrolling to an index path, reloading.
final class ListTests: EngineTestCase {
  @MainActor func testATableMakesCellsOnlyForTheRowsInViewAndReusesThemAsItScrolls() async {
    let rig = TransitionRig(engine: engine)
    let rows = NumberedRows([100])
    let list = rig.table(of: rows)
    let height = list.bounds.height
    let fitting = Int((height / 44).rounded(.up))
    XCTAssertEqual(list.indexPathsForVisibleRows?.count, fitting)
    XCTAssertEqual(list.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
    XCTAssertEqual(list.cellsMade, fitting)
    XCTAssertEqual(list.contentSize.height, 4400)
    let first = try! XCTUnwrap(list.cellForRow(at: IndexPath(row: 0, section: 0)))
    XCTAssertEqual(first.textLabel?.text, "0.0")
    XCTAssertNil(list.cellForRow(at: IndexPath(row: 60, section: 0)), "off screen: nil")

    list.contentOffset = Point(x: 0, y: 44 * 50)
    XCTAssertNil(list.cellForRow(at: IndexPath(row: 0, section: 0)))
    let row50 = try! XCTUnwrap(list.cellForRow(at: IndexPath(row: 50, section: 0)))
    XCTAssertEqual(row50.textLabel?.text, "0.50")
    XCTAssertLessThanOrEqual(list.cellsMade, fitting + 1, "the scrolled-off cells were reused")
    XCTAssertTrue(
      list.visibleCells.contains { $0 === first }, "the first row's cell shows another row")
    XCTAssertEqual(list.indexPath(for: first).map { $0.row >= 50 }, true)
    XCTAssertEqual(list.rectForRow(at: IndexPath(row: 50, section: 0)).minY, 2200)
  }

  @MainActor func testATapSelectsTheRowUnderItAndTellsTheDelegate() async {
    let rig = TransitionRig(engine: engine)
    let rows = NumberedRows([3, 5])
    let list = rig.table(of: rows)
    XCTAssertEqual(list.numberOfSections, 2)
    // Section 1's second row: 3 rows of section 0, then one more.
    let y = 44 * 4.0 + 22
    PointerScript(window: rig.window).tap(100, y)
    XCTAssertEqual(rows.selected, [IndexPath(row: 1, section: 1)])
    XCTAssertEqual(list.indexPathForSelectedRow, IndexPath(row: 1, section: 1))
    XCTAssertEqual(list.cellForRow(at: IndexPath(row: 1, section: 1))?.isSelected, true)
    list.deselectRow(at: IndexPath(row: 1, section: 1), animated: false)
    XCTAssertNil(list.indexPathForSelectedRow)
  }

  @MainActor func testScrollToRowAndReloadData() async {
    let rig = TransitionRig(engine: engine)
    let rows = NumberedRows([100])
    let list = rig.table(of: rows)
    list.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
    XCTAssertEqual(list.contentOffset.y, 44 * 40)
    XCTAssertEqual(list.indexPathsForVisibleRows?.first, IndexPath(row: 40, section: 0))
    list.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    XCTAssertEqual(list.contentOffset.y, list.maximumContentOffset.y, "clamped to the end")
    rows.counts = [10]
    list.reloadData()
    XCTAssertEqual(list.contentSize.height, 440)
    XCTAssertTrue((list.indexPathsForVisibleRows ?? []).allSatisfy { $0.row < 10 })
  }

  @MainActor func testAFlowLayoutWrapsItemsAndTheGridReusesCells() async {
    let rig = TransitionRig(engine: engine)
    let items = NumberedItems(300)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    let grid = CollectionView(frame: rig.root.view.bounds, collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    grid.dataSource = items
    grid.delegate = items
    rig.root.view.addSubview(grid)
    rig.root.view.layoutIfNeeded()
    let width = grid.bounds.width
    let perRow = Int((width + 10) / 110)
    XCTAssertEqual(grid.frameForItem(at: IndexPath(item: perRow, section: 0)).minY, 110)
    XCTAssertEqual(grid.frameForItem(at: IndexPath(item: 0, section: 0)).minX, 0)
    XCTAssertEqual(
      grid.frameForItem(at: IndexPath(item: perRow - 1, section: 0)).maxX, width, accuracy: 1e-9)
    let made = grid.cellsMade
    let cell0 = try! XCTUnwrap(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    grid.scrollToItem(at: IndexPath(item: 200, section: 0), at: .middle, animated: false)
    XCTAssertNil(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertNotNil(grid.cellForItem(at: IndexPath(item: 200, section: 0)))
    XCTAssertTrue(grid.visibleCells.contains { $0 === cell0 }, "the first cell was reused")
    XCTAssertLessThanOrEqual(grid.cellsMade, made + perRow)
    let frame = grid.frameForItem(at: IndexPath(item: 200, section: 0))
    let point = Point(x: frame.midX - grid.contentOffset.x, y: frame.midY - grid.contentOffset.y)
    PointerScript(window: rig.window).tap(point.x, point.y)
    XCTAssertEqual(items.selected, [IndexPath(item: 200, section: 0)])
  }
}

/// Diffable data sources: a snapshot applied is what the list shows.
final class DiffableListTests: EngineTestCase {
  @MainActor func testASnapshotAppliedIsWhatTheTableShows() async {
    let rig = TransitionRig(engine: engine)
    let table = TableView(frame: rig.root.view.bounds)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    rig.root.view.addSubview(table)
    let source = TableViewDiffableDataSource<Int, String>(tableView: table) {
      table, indexPath, title in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = title
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a", "b"], toSection: 0)
    snapshot.appendItems(["c"], toSection: 1)
    source.apply(snapshot, animatingDifferences: false)
    XCTAssertEqual(table.numberOfSections, 2)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "c")
    XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 1, section: 0)), "b")
    XCTAssertEqual(source.indexPath(for: "c"), IndexPath(row: 0, section: 1))
    snapshot.deleteItems(["a"])
    source.apply(snapshot)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "b")
    XCTAssertEqual(source.snapshot().numberOfItems, 2)
  }
}

/// A cell class of one's own, as iOS code writes one (with the `required` the scene bridge
/// adds), is what the list makes and reuses.
final class CellSubclassTests: EngineTestCase {
  @MainActor final class BadgeCell: CollectionViewCell {
    let badge = Label(frame: .zero)
    private(set) var reuses = 0
    required override init(frame: Rect) {
      super.init(frame: frame)
      contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
      badge.text = nil
    }
  }

  @MainActor final class Badges: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 500 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
        as! BadgeCell
      cell.badge.text = "\(indexPath.item)"
      return cell
    }
  }

  @MainActor func testARegisteredSubclassIsMadeAndPreparedForReuse() async {
    let rig = TransitionRig(engine: engine)
    let source = Badges()
    let grid = CollectionView(frame: rig.root.view.bounds)
    grid.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
    grid.dataSource = source
    rig.root.view.addSubview(grid)
    rig.root.view.layoutIfNeeded()
    let first = try! XCTUnwrap(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeCell)
    XCTAssertEqual(first.badge.text, "0")
    XCTAssertEqual(first.reuses, 0)
    grid.scrollToItem(at: IndexPath(item: 400, section: 0), at: .top, animated: false)
    XCTAssertEqual(first.reuses, 1, "prepareForReuse ran before it was handed out again")
    let shown = try! XCTUnwrap(grid.indexPath(for: first))
    XCTAssertEqual(first.badge.text, "\(shown.item)")
    XCTAssertTrue(grid.visibleCells.allSatisfy { $0 is BadgeCell })
  }
}
