import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// A grid over a list of numbers the test changes.
@MainActor
final class NumberGrid: CollectionViewDataSource {
  var numbers: [Int]
  init(_ count: Int) { numbers = Array(0..<count) }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { numbers.count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    cell.name = "number \(numbers[indexPath.item])"
    return cell
  }
}

/// Batch updates, row and item insertions, deletions and moves, and diffable snapshots
/// applied with their differences animated: the cells of items that stay move from where they
/// were, new ones fade in, deleted ones fade out, on the engine's clock.
final class ListChangesTests: EngineTestCase {
  @MainActor func grid(_ data: NumberGrid, in rig: TransitionRig) -> CollectionView {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    let list = CollectionView(frame: rig.root.view.bounds, collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "n")
    list.dataSource = data
    rig.root.view.addSubview(list)
    rig.root.view.layoutIfNeeded()
    return list
  }

  @MainActor func testADeletionInABatchMovesTheCellsThatStayAndFadesTheDeletedOne() async {
    let rig = TransitionRig(engine: engine)
    let data = NumberGrid(20)
    let list = grid(data, in: rig)
    let deleted = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    let five = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 5, section: 0)))
    let from = five.frame
    let to = list.frameForItem(at: IndexPath(item: 4, section: 0))
    var finished: Bool?
    list.performBatchUpdates(
      {
        data.numbers.removeFirst()
        list.deleteItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { finished = $0 })
    XCTAssertTrue(list.cellForItem(at: IndexPath(item: 4, section: 0)) === five, "the cell stays")
    XCTAssertEqual(five.frame, to, "its model frame is the new place")
    XCTAssertEqual(five.presentation.frame, from, "it starts where it was")
    XCTAssertNil(finished)
    rig.run(0.15)
    let halfway = five.presentation.frame
    XCTAssertNotEqual(halfway, from)
    XCTAssertNotEqual(halfway, to)
    XCTAssertLessThan(deleted.presentation.alpha, 1)
    XCTAssertNotNil(deleted.superview, "the deleted cell fades out in place")
    rig.settle()
    XCTAssertEqual(finished, true)
    XCTAssertEqual(five.presentation.frame, to)
    XCTAssertTrue(deleted.superview == nil || list.visibleCells.contains { $0 === deleted })
    XCTAssertEqual(deleted.alpha, 1, "a cell goes back to its queue opaque")
    XCTAssertEqual(list.cellForItem(at: IndexPath(item: 0, section: 0))?.name, "number 1")
    XCTAssertEqual(list.numberOfItems(inSection: 0), 19)
  }

  @MainActor func testInsertionsFadeInAndMovesTakeTheCellAlong() async {
    let rig = TransitionRig(engine: engine)
    let data = NumberGrid(10)
    let list = grid(data, in: rig)
    let zero = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    data.numbers.insert(99, at: 1)
    list.insertItems(at: [IndexPath(item: 1, section: 0)])
    let new = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 1, section: 0)))
    XCTAssertEqual(new.name, "number 99")
    XCTAssertEqual(new.presentation.alpha, 0, accuracy: 1e-9)
    rig.run(0.15)
    XCTAssertGreaterThan(new.presentation.alpha, 0.05)
    rig.settle()
    XCTAssertEqual(new.presentation.alpha, 1, accuracy: 1e-9)
    XCTAssertTrue(list.cellForItem(at: IndexPath(item: 0, section: 0)) === zero)

    // Number 0 moves to the end of the first row; its cell goes with it.
    data.numbers.remove(at: 0)
    data.numbers.insert(0, at: 2)
    list.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    XCTAssertTrue(list.cellForItem(at: IndexPath(item: 2, section: 0)) === zero)
    XCTAssertTrue(list.cellForItem(at: IndexPath(item: 0, section: 0)) === new)
    XCTAssertEqual(zero.presentation.frame.minX, 0, "it starts at its old place")
    rig.settle()
    XCTAssertEqual(zero.presentation.frame, list.frameForItem(at: IndexPath(item: 2, section: 0)))
  }

  @MainActor func testATableInsertsAndDeletesRowsBetweenBeginAndEndUpdates() async {
    let rig = TransitionRig(engine: engine)
    let rows = NumberedRows([10])
    let table = TableView(frame: rig.root.view.bounds)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    rig.root.view.addSubview(table)
    rig.root.view.layoutIfNeeded()
    let third = try! XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    table.beginUpdates()
    rows.counts = [11]
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    XCTAssertEqual(third.frame.minY, 88, "nothing moves before endUpdates")
    table.endUpdates()
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third)
    XCTAssertEqual(third.frame.minY, 132)
    XCTAssertEqual(third.presentation.frame.minY, 88)
    rig.settle()
    XCTAssertEqual(third.presentation.frame.minY, 132)
    // Without animation the rows are where they go at once.
    rows.counts = [9]
    table.deleteRows(
      at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
    XCTAssertEqual(third.presentation.frame.minY, 44)
    XCTAssertFalse(rig.window.needsFrames)
  }

  @MainActor func testASnapshotAppliedAnimatesItsDifference() async {
    let rig = TransitionRig(engine: engine)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    let list = CollectionView(frame: rig.root.view.bounds, collectionViewLayout: layout)
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "n")
    rig.root.view.addSubview(list)
    let source = CollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      list, indexPath, word in
      let cell = list.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
      cell.name = word
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c", "d", "e"])
    source.apply(snapshot, animatingDifferences: false)
    rig.root.view.layoutIfNeeded()
    let d = try! XCTUnwrap(list.cellForItem(at: IndexPath(item: 3, section: 0)))
    XCTAssertEqual(d.name, "d")
    let from = d.frame
    snapshot.deleteItems(["a"])
    var done = false
    source.apply(snapshot, animatingDifferences: true) { done = true }
    XCTAssertTrue(list.cellForItem(at: IndexPath(item: 2, section: 0)) === d)
    XCTAssertEqual(d.presentation.frame, from)
    XCTAssertFalse(done)
    rig.settle()
    XCTAssertTrue(done)
    XCTAssertEqual(d.presentation.frame, list.frameForItem(at: IndexPath(item: 2, section: 0)))
    XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 0, section: 0)), "b")
  }

  func testTheMappingFillsTheFreePlacesInOrder() {
    var changes = ListChanges()
    changes.deleted = [IndexPath(item: 1, section: 0)]
    changes.inserted = [IndexPath(item: 0, section: 1)]
    changes.insertedSections = [0]
    let mapping = changes.mapping(oldCounts: [4], newCounts: [2, 4])
    XCTAssertEqual(mapping[IndexPath(item: 0, section: 0)], IndexPath(item: 1, section: 1))
    XCTAssertNil(mapping[IndexPath(item: 1, section: 0)])
    XCTAssertEqual(mapping[IndexPath(item: 3, section: 0)], IndexPath(item: 3, section: 1))
  }
}

/// A table's header and footer views scroll with its rows.
final class TableAccessoryViewTests: EngineTestCase {
  @MainActor func testTheHeaderSitsAboveTheRowsAndTheFooterBelowThem() async {
    let rig = TransitionRig(engine: engine)
    let rows = NumberedRows([3])
    let table = TableView(frame: rig.root.view.bounds)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    let header = View(frame: Rect(x: 0, y: 0, width: 10, height: 120))
    let footer = View(frame: Rect(x: 0, y: 0, width: 10, height: 60))
    table.tableHeaderView = header
    table.tableFooterView = footer
    rig.root.view.addSubview(table)
    rig.root.view.layoutIfNeeded()
    XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 390, height: 120))
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 120)
    XCTAssertEqual(footer.frame, Rect(x: 0, y: 120 + 3 * 44, width: 390, height: 60))
    XCTAssertEqual(table.contentSize.height, 120 + 3 * 44 + 60)
    XCTAssertTrue(header.superview === table)
    // Rows inserted push the footer down, once the change is laid out.
    rows.counts = [4]
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
    XCTAssertEqual(footer.frame.minY, 120 + 4 * 44)
    table.tableHeaderView = nil
    XCTAssertNil(header.superview)
    rig.root.view.layoutIfNeeded()
    XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
  }
}
