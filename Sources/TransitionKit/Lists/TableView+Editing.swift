import Foundation

/// A table in editing mode (UIKit's `setEditing(_:animated:)`): each row the data source lets
/// be edited (`tableView(_:canEditRowAt:)`) shows the control its delegate asks for
/// (`tableView(_:editingStyleForRowAt:)`, `.delete` by default). Pressing a row's minus shows
/// its Delete button, and hides any other row's; pressing Delete, or a row's plus, asks the
/// data source to commit the change (`tableView(_:commit:forRowAt:)`), which changes its data
/// and calls `deleteRows(at:with:)` or `insertRows(at:with:)`, animated as every row change
/// is. While editing, a tap on a row selects nothing (unless `allowsSelectionDuringEditing`)
/// and only hides a Delete button that shows.
extension TableView {
  func applyEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingRows else { return }
    editingRows = editing
    confirmingDeletion = nil
    if editing, !allowsSelectionDuringEditing { select(nil) }
    for (path, cell) in visible {
      guard let cell = cell as? TableViewCell else { continue }
      configureEditing(of: cell, at: path, editing: !editing)
      cell.setEditing(editing, animated: animated)
    }
  }

  /// Gives a row's cell the editing state of the table and the row, as it comes into view.
  func configureEditing(of cell: TableViewCell, at indexPath: IndexPath, editing: Bool? = nil) {
    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    let style =
      editable
      ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
    let title =
      tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
      ?? TableViewCell.defaultDeleteTitle
    cell.configureEditing(
      table: self, style: style, indents: indents, deleteTitle: title,
      editing: editing ?? editingRows, confirming: confirmingDeletion == indexPath)
  }

  /// A row's editing control was pressed: a minus shows or hides the row's Delete button, a
  /// plus commits an insertion.
  func editControlPressed(in cell: TableViewCell) {
    guard editingRows, let path = indexPath(for: cell) else { return }
    switch cell.editingStyle {
    case .delete:
      let showing = confirmingDeletion != path
      hideDeleteConfirmation()
      if showing {
        confirmingDeletion = path
        cell.setShowingDeleteConfirmation(true, animated: true)
      }
    case .insert:
      hideDeleteConfirmation()
      dataSource?.tableView(self, commit: .insert, forRowAt: path)
    case .none:
      break
    }
  }

  /// A row's Delete button was pressed: the data source commits the deletion.
  func deleteConfirmationPressed(in cell: TableViewCell) {
    guard let path = indexPath(for: cell), cell.showingDeleteConfirmation else { return }
    confirmingDeletion = nil
    dataSource?.tableView(self, commit: .delete, forRowAt: path)
  }

  /// Hides the Delete button that shows, if one does.
  func hideDeleteConfirmation() {
    guard let path = confirmingDeletion else { return }
    confirmingDeletion = nil
    (visibleCell(at: path) as? TableViewCell)?.setShowingDeleteConfirmation(false, animated: true)
  }

  /// Whether a tap on a row may select it now: not while a Delete button shows (the tap
  /// hides it), nor in editing mode unless `allowsSelectionDuringEditing`.
  func tapMaySelect() -> Bool {
    if confirmingDeletion != nil {
      hideDeleteConfirmation()
      return false
    }
    return !editingRows || allowsSelectionDuringEditing
  }
}
