import Foundation
import TestSupport
import XCTest

@testable import TransitionKit

/// A table's data source and delegate over named rows that commits deletions and insertions
/// as a UIKit app does: change the data, then tell the table.
@MainActor
final class EditableRows: TableViewDataSource, TableViewDelegate {
  var names: [String]
  /// The rows the data source does not let be edited.
  var locked: Set<Int> = []
  /// The rows that show a plus rather than a minus.
  var inserting: Set<Int> = []
  var deleteTitle: String?
  private(set) var commits: [(TableViewCell.EditingStyle, IndexPath)] = []
  private(set) var selected: [IndexPath] = []

  init(_ count: Int) { names = (0..<count).map { "row \($0)" } }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !locked.contains(indexPath.row)
  }
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    commits.append((editingStyle, indexPath))
    switch editingStyle {
    case .delete:
      names.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    case .insert:
      names.insert("new", at: indexPath.row + 1)
      tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
    case .none:
      break
    }
  }
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { inserting.contains(indexPath.row) ? .insert : .delete }
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { deleteTitle }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// Editing a table as UIKit does: editing mode slides each editable row's content over for a
/// red minus; the minus shows the row's Delete button; Delete commits the deletion through the
/// data source, and the row leaves with the table's row animation.
final class TableEditingTests: EngineTestCase {
  @MainActor private func cell(_ table: TableView, _ row: Int) -> TableViewCell {
    try! XCTUnwrap(table.cellForRow(at: IndexPath(row: row, section: 0)))
  }

  @MainActor func testEditingModeSlidesTheContentOverForTheMinusAndBackAgain() async {
    let rig = TransitionRig(engine: engine)
    let rows = EditableRows(5)
    rows.locked = [2]
    let list = rig.table(of: rows)
    let first = cell(list, 0)
    XCTAssertFalse(list.isEditing)
    XCTAssertEqual(first.contentView.frame.minX, 0)
    XCTAssertNil(first.view(named: "delete-control"), "no control before editing")

    list.setEditing(true, animated: true)
    XCTAssertTrue(list.isEditing)
    XCTAssertTrue(first.isEditing)
    XCTAssertEqual(first.editingStyle, .delete)
    let indent = TableViewCell.editIndentPoints
    XCTAssertEqual(first.contentView.frame.minX, indent, "the model is the new place")
    XCTAssertEqual(first.contentView.presentation.frame.minX, 0, accuracy: 1e-9)
    let control = try! XCTUnwrap(first.view(named: "delete-control"))
    XCTAssertEqual(control.presentation.alpha, 0, accuracy: 1e-9)
    rig.run(0.15)
    let halfway = first.contentView.presentation.frame.minX
    XCTAssertGreaterThan(halfway, 0)
    XCTAssertLessThan(halfway, indent)
    rig.settle()
    XCTAssertEqual(first.contentView.presentation.frame.minX, indent, accuracy: 1e-9)
    XCTAssertEqual(control.presentation.alpha, 1, accuracy: 1e-9)
    XCTAssertEqual(control.backgroundColor, .systemRed)
    XCTAssertEqual(
      first.textLabel?.frame.maxX ?? 0, list.bounds.width - indent - TableViewCell.textMarginPoints,
      accuracy: 1e-9, "the text keeps its margin inside the narrower content")
    // A row the data source keeps shows no control, but moves over like the others.
    let locked = cell(list, 2)
    XCTAssertEqual(locked.editingStyle, .none)
    XCTAssertEqual(locked.view(named: "delete-control")?.alpha ?? 0, 0)

    list.setEditing(false, animated: true)
    rig.run(0.15)
    XCTAssertGreaterThan(first.contentView.presentation.frame.minX, 0)
    rig.settle()
    XCTAssertEqual(first.contentView.presentation.frame.minX, 0, accuracy: 1e-9)
    XCTAssertEqual(control.presentation.alpha, 0, accuracy: 1e-9)
    XCTAssertFalse(first.isEditing)
  }

  @MainActor func testTheMinusShowsDeleteAndDeleteCommitsAndRemovesTheRow() async {
    let rig = TransitionRig(engine: engine)
    let rows = EditableRows(8)
    rows.deleteTitle = "Remove"
    let list = rig.table(of: rows)
    list.setEditing(true, animated: false)
    let second = cell(list, 1)
    let third = cell(list, 2)
    let pointer = PointerScript(window: rig.window)
    // The minus of row 1, 8 points in, 22 across, centred on the row.
    pointer.tap(19, 44 + 22)
    XCTAssertTrue(second.showingDeleteConfirmation)
    let delete = try! XCTUnwrap(second.view(named: "delete-confirmation") as? Button)
    XCTAssertEqual(delete.currentTitle, "Remove")
    XCTAssertEqual(delete.presentation.frame.minX, list.bounds.width, accuracy: 1e-9)
    rig.settle()
    XCTAssertEqual(delete.presentation.frame.maxX, list.bounds.width, accuracy: 1e-9)
    XCTAssertEqual(
      second.contentView.presentation.frame.minX,
      TableViewCell.editIndentPoints - delete.frame.width, accuracy: 1e-9,
      "the content slides aside for the button")
    XCTAssertTrue(rows.commits.isEmpty, "the minus alone deletes nothing")

    pointer.tap(list.bounds.width - 20, 44 + 22)
    XCTAssertEqual(rows.commits.count, 1)
    XCTAssertEqual(rows.commits.first?.0, .delete)
    XCTAssertEqual(rows.commits.first?.1, IndexPath(row: 1, section: 0))
    XCTAssertEqual(list.numberOfRows(inSection: 0), 7)
    XCTAssertTrue(list.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
    XCTAssertEqual(third.presentation.frame.minY, 88, "the row below starts where it was")
    rig.run(0.15)
    XCTAssertLessThan(second.presentation.alpha, 1, "the deleted row fades out")
    rig.settle()
    XCTAssertEqual(third.presentation.frame.minY, 44, accuracy: 1e-9)
    XCTAssertEqual(cell(list, 1).textLabel?.text, "row 2")
    XCTAssertTrue(third.isEditing, "a row that stays keeps its editing control")
  }

  @MainActor func testATapOnARowWhileEditingHidesDeleteAndSelectsNothing() async {
    let rig = TransitionRig(engine: engine)
    let rows = EditableRows(6)
    let list = rig.table(of: rows)
    let pointer = PointerScript(window: rig.window)
    list.setEditing(true, animated: false)
    pointer.tap(19, 22)
    let first = cell(list, 0)
    XCTAssertTrue(first.showingDeleteConfirmation)
    rig.settle()
    // Another row's minus moves the button there.
    pointer.tap(19, 3 * 44 + 22)
    XCTAssertFalse(first.showingDeleteConfirmation)
    XCTAssertTrue(cell(list, 3).showingDeleteConfirmation)
    rig.settle()
    // A tap on a row's content hides it and selects nothing.
    pointer.tap(200, 44 * 5 + 22)
    XCTAssertFalse(cell(list, 3).showingDeleteConfirmation)
    XCTAssertTrue(rows.selected.isEmpty)
    rig.settle()
    pointer.tap(200, 44 * 5 + 22)
    XCTAssertTrue(rows.selected.isEmpty, "no selection while editing")
    XCTAssertTrue(rows.commits.isEmpty)
    list.allowsSelectionDuringEditing = true
    pointer.tap(200, 44 * 5 + 22)
    XCTAssertEqual(rows.selected, [IndexPath(row: 5, section: 0)])
    // Leaving editing hides every control; a tap selects again.
    list.setEditing(false, animated: false)
    list.allowsSelectionDuringEditing = false
    pointer.tap(200, 44 + 22)
    XCTAssertEqual(rows.selected.last, IndexPath(row: 1, section: 0))
  }

  @MainActor func testAPlusCommitsAnInsertion() async {
    let rig = TransitionRig(engine: engine)
    let rows = EditableRows(4)
    rows.inserting = [3]
    let list = rig.table(of: rows)
    list.setEditing(true, animated: false)
    let last = cell(list, 3)
    XCTAssertEqual(last.editingStyle, .insert)
    let plus = try! XCTUnwrap(last.view(named: "insert-control"))
    XCTAssertEqual(plus.backgroundColor, .systemGreen)
    PointerScript(window: rig.window).tap(19, 3 * 44 + 22)
    XCTAssertEqual(rows.commits.map(\.0), [.insert])
    XCTAssertEqual(list.numberOfRows(inSection: 0), 5)
    let new = cell(list, 4)
    XCTAssertEqual(new.textLabel?.text, "new")
    XCTAssertTrue(new.isEditing, "a row that arrives while editing shows its control")
    XCTAssertFalse(last.showingDeleteConfirmation)
  }

  @MainActor func testARowScrolledInWhileEditingComesInEditingAndAReusedCellForgetsDelete()
    async
  {
    let rig = TransitionRig(engine: engine)
    let rows = EditableRows(100)
    let list = rig.table(of: rows)
    list.setEditing(true, animated: false)
    PointerScript(window: rig.window).tap(19, 22)
    let first = cell(list, 0)
    XCTAssertTrue(first.showingDeleteConfirmation)
    list.contentOffset = Point(x: 0, y: 44 * 50)
    XCTAssertNil(list.cellForRow(at: IndexPath(row: 0, section: 0)))
    let row50 = cell(list, 50)
    XCTAssertTrue(row50.isEditing)
    XCTAssertEqual(row50.contentView.frame.minX, TableViewCell.editIndentPoints)
    XCTAssertTrue(list.visibleCells.contains { $0 === first }, "the first cell was reused")
    XCTAssertFalse(first.showingDeleteConfirmation, "the reused cell shows no Delete")
    list.contentOffset = .zero
    XCTAssertTrue(
      cell(list, 0).showingDeleteConfirmation, "row 0's Delete shows again when it is back")
  }

  @MainActor func testTheEditButtonItemTogglesTheTableControllersEditing() async {
    final class Rows: TableViewController {
      var count = 3
      override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        count
      }
      override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
      ) {
        count -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
      }
    }
    let rows = Rows()
    rows.title = "Rows"
    let navigation = NavigationController(rootViewController: rows)
    let rig = TransitionRig(engine: engine, root: navigation)
    rows.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    rows.navigationItem.rightBarButtonItem = rows.editButtonItem
    rig.window.layoutIfNeeded()
    let button = try! XCTUnwrap(navigation.navigationBar.view(named: "right-bar-button") as? Button)
    XCTAssertEqual(button.currentTitle, "Edit")
    button.sendActions()
    XCTAssertTrue(rows.isEditing)
    XCTAssertTrue(rows.tableView.isEditing, "the controller passes editing on to its table")
    XCTAssertEqual(rows.editButtonItem.title, "Done")
    XCTAssertEqual(rows.editButtonItem.style, .done)
    XCTAssertEqual(button.currentTitle, "Done", "the bar shows the new title")
    rig.settle()
    let cell = try! XCTUnwrap(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    XCTAssertTrue(cell.isEditing)
    cell.editControl?.sendActions()
    cell.deleteConfirmationButton?.sendActions()
    XCTAssertEqual(rows.tableView.numberOfRows(inSection: 0), 2)
    rows.isEditing = false
    XCTAssertFalse(rows.tableView.isEditing)
    XCTAssertEqual(button.currentTitle, "Edit")
  }
}
