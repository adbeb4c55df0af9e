import Foundation

/// A controller whose view is a table it is the data source and delegate of (UIKit's
/// `UITableViewController`). Subclass it and implement the data source's methods.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The table: the controller's view.
  public var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Whether the selection is cleared each time the table is about to appear (UIKit's
  /// `clearsSelectionOnViewWillAppear`, true by default): a row tapped to push a screen is
  /// no longer selected when the person comes back.
  public var clearsSelectionOnViewWillAppear = true

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
    for path in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: path, animated: animated)
    }
  }

  open override func loadView() {
    let table = TableView(frame: Screen.main.bounds)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
    tableView.rowHeight
  }
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    TableView.automaticDimension
  }
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { .delete }
  open func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  open func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }

  // The scroll view delegate's methods, which a subclass overrides (`override func
  // scrollViewDidScroll(_:)`), as on iOS, where UIKit's header adopts the table view delegate
  // protocol and so gives `UITableViewController` each of its methods.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {}
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: UnsafeMutablePointer<Point>
  ) {
    scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset.pointee)
  }
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

  /// Enters or leaves editing mode, and the table with it (UIKit's `UITableViewController`
  /// passes it on), so `editButtonItem` edits the table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }
}
