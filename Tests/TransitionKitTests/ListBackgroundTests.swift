import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// What table code sets around its rows: a cell's selected background, a table's background
/// view, a table controller clearing the selection when it shows again, animation blocks
/// turned off for the whole app, and the key window.
final class ListBackgroundTests: EngineTestCase {
  @MainActor func testASelectedBackgroundViewShowsWhileTheCellIsSelected() async {
    let rig = TransitionRig(engine: engine)
    let rows = NumberedRows([5])
    let list = rig.table(of: rows)
    let cell = try! XCTUnwrap(list.cellForRow(at: IndexPath(row: 1, section: 0)))
    let plain = View()
    let selected = View()
    cell.backgroundView = plain
    cell.selectedBackgroundView = selected
    XCTAssertTrue(selected.superview === cell)
    XCTAssertEqual(selected.frame, cell.bounds)
    XCTAssertTrue(selected.isHidden, "hidden while the row is not selected")
    let order = cell.subviews.map { ObjectIdentifier($0) }
    XCTAssertLessThan(
      order.firstIndex(of: ObjectIdentifier(plain))!,
      order.firstIndex(of: ObjectIdentifier(selected))!)
    XCTAssertLessThan(
      order.firstIndex(of: ObjectIdentifier(selected))!,
      order.firstIndex(of: ObjectIdentifier(cell.contentView))!, "behind the content")
    PointerScript(window: rig.window).tap(100, 44 + 22)
    XCTAssertTrue(cell.isSelected)
    XCTAssertFalse(selected.isHidden)
    XCTAssertNil(cell.backgroundColor, "the view shows instead of the selection colour")
    list.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    XCTAssertTrue(selected.isHidden)
    cell.isHighlighted = true
    XCTAssertFalse(selected.isHidden, "a highlighted cell shows it too")
    cell.isHighlighted = false
    cell.selectedBackgroundView = nil
    XCTAssertNil(selected.superview)
    PointerScript(window: rig.window).tap(100, 44 + 22)
    XCTAssertEqual(cell.backgroundColor, cell.selectionColor, "without it, the selection colour")
  }

  @MainActor func testATablesBackgroundViewStaysBehindTheRowsAndDoesNotScroll() async {
    let rig = TransitionRig(engine: engine)
    let list = rig.table(of: NumberedRows([100]))
    let background = View()
    list.backgroundView = background
    list.layoutIfNeeded()
    XCTAssertTrue(list.subviews.first === background, "behind every cell")
    XCTAssertEqual(background.frame, list.bounds)
    list.contentOffset = Point(x: 0, y: 44 * 30)
    XCTAssertTrue(list.subviews.first === background, "behind the cells that came in")
    XCTAssertEqual(background.frame.minY, 44 * 30, "it stays where the table shows")
    list.backgroundView = nil
    XCTAssertNil(background.superview)
  }

  @MainActor func testATableControllerClearsItsSelectionWhenItShowsAgain() async {
    final class Rows: TableViewController {
      override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        10
      }
    }
    let rows = Rows()
    let navigation = NavigationController(rootViewController: rows)
    let rig = TransitionRig(engine: engine, root: navigation)
    rows.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    rig.window.layoutIfNeeded()
    XCTAssertTrue(rows.clearsSelectionOnViewWillAppear, "UIKit's default")
    let path = IndexPath(row: 2, section: 0)
    rows.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    navigation.pushViewController(ViewController(), animated: false)
    XCTAssertEqual(rows.tableView.indexPathForSelectedRow, path)
    _ = navigation.popViewController(animated: false)
    XCTAssertNil(rows.tableView.indexPathForSelectedRow, "cleared as the table shows again")

    rows.clearsSelectionOnViewWillAppear = false
    rows.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    navigation.pushViewController(ViewController(), animated: false)
    _ = navigation.popViewController(animated: false)
    XCTAssertEqual(rows.tableView.indexPathForSelectedRow, path, "kept when asked")
  }

  @MainActor func testAnimationBlocksHappenAtOnceWhileAnimationsAreOff() async {
    let rig = TransitionRig(engine: engine)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    rig.root.view.addSubview(view)
    XCTAssertTrue(View.areAnimationsEnabled)
    View.setAnimationsEnabled(false)
    defer { View.setAnimationsEnabled(true) }
    XCTAssertFalse(View.areAnimationsEnabled)
    var finished: Bool?
    View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
    XCTAssertEqual(view.presentation.alpha, 0, "at once")
    rig.step(1.0 / 60)
    XCTAssertEqual(finished, true, "the completion runs at the next frame")
    View.setAnimationsEnabled(true)
    View.animate(withDuration: 1) { view.alpha = 1 }
    XCTAssertEqual(view.presentation.alpha, 0, "animated again")
    rig.run(0.5)
    XCTAssertGreaterThan(view.presentation.alpha, 0)
    XCTAssertLessThan(view.presentation.alpha, 1)
    XCTAssertTrue(rig.window.isKeyWindow, "the only window is the key window")
  }
}
