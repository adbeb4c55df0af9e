import Foundation

/// Gives a table its rows and their cells (UIKit's `UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections: 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, dequeued with `dequeueReusableCell(withIdentifier:for:)` and set up.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// Whether a row shows an editing control in editing mode: every row by default (see
  /// `TableView+Editing.swift`).
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Carries out the deletion or insertion the person asked for on a row: change the data,
  /// then call `deleteRows(at:with:)` or `insertRows(at:with:)`. Nothing by default.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Hears a table's selection and sizes its rows (UIKit's `UITableViewDelegate`); every
/// method is optional.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// A row's height in points; the table's `rowHeight` by default.
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The control a row shows in editing mode: `.delete` by default.
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  /// The delete button's title: "Delete" by default.
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Whether a row's content moves over for its editing control: true by default.
  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The view above a section's rows: none by default (see `TableView+SectionHeaders.swift`).
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
  /// The height of a section's header, in points: `TableView.automaticDimension` by default,
  /// the header view's own fitting height.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    TableView.automaticDimension
  }

  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
    tableView.rowHeight
  }
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

extension TableViewDataSource {
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  public func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
}
