/// A controller's editing mode and its Edit/Done button (UIKit's `editButtonItem`).
extension ViewController {
  /// The Edit button: a tap toggles editing with animation, as UIKit's does.
  func makeEditButtonItem() -> BarButtonItem {
    let item = BarButtonItem(
      title: Self.editTitle, style: .plain, target: self,
      action: Selector(ViewController.toggleEditing))
    return item
  }

  /// What `editButtonItem`'s tap sends: `setEditing(!isEditing, animated: true)`.
  func toggleEditing() {
    setEditing(!isEditing, animated: true)
  }

  /// Records the mode, and retitles the Edit button (Done, in the bold done style, while
  /// editing), in the bar when it shows there.
  func recordEditing(_ editing: Bool) {
    editingState = editing
    let item = editButtonItem
    item.title = editing ? Self.doneTitle : Self.editTitle
    item.style = editing ? .done : .plain
    navigationController?.updateBar()
  }

  /// The Edit button's titles (UIKit's, in English).
  static let editTitle = "Edit"
  static let doneTitle = "Done"
}
