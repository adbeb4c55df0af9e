import Foundation

/// Gives a table its rows and their cells (UIKit's `UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections: 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, dequeued with `dequeueReusableCell(withIdentifier:for:)` and set up.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
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
}

extension TableViewDelegate {
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
