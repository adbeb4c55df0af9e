import Foundation

/// A row in editing mode, as UIKit draws it: a red minus (or a green plus) at the leading
/// edge with the content moved over to make room, and, once the minus is pressed, a red
/// Delete button that slides in from the trailing edge, pushing the content aside. Pressing
/// the minus again hides it; pressing Delete asks the table's data source to commit the
/// deletion. The controls are ordinary buttons, named `delete-control`, `insert-control` and
/// `delete-confirmation`, so a script taps them by name.
extension TableViewCell {
  /// UIKit's `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Sendable {
    case none, delete, insert
  }

  /// How far the content moves over for the editing control, in points.
  nonisolated static let editIndentPoints = 38.0
  /// The editing control's diameter, in points.
  nonisolated static let editControlDiameterPoints = 22.0
  /// The editing control's distance from the leading edge, in points.
  nonisolated static let editControlInsetPoints = 8.0
  /// The delete button's least width and its title's padding on each side, in points.
  nonisolated static let deleteButtonMinimumWidthPoints = 74.0
  nonisolated static let deleteButtonPaddingPoints = 15.0
  /// The delete button's title unless the delegate gives one (UIKit's, in English).
  nonisolated public static let defaultDeleteTitle = "Delete"

  func applyEditing(_ editing: Bool, animated: Bool) {
    editingRow = editing
    if !editing { showingDeleteConfirmation = false }
    relayoutEditing(animated: animated)
  }

  /// Shows or hides the delete button (the minus turns upright while it shows).
  func setShowingDeleteConfirmation(_ showing: Bool, animated: Bool) {
    guard showing != showingDeleteConfirmation else { return }
    showingDeleteConfirmation = showing
    relayoutEditing(animated: animated)
  }

  /// Sets the state a table gives a row it shows, without animating.
  func configureEditing(
    table: TableView, style: EditingStyle, indents: Bool, deleteTitle: String, editing: Bool,
    confirming: Bool
  ) {
    editingTable = table
    editingStyle = style
    shouldIndentWhileEditing = indents
    deleteConfirmationTitle = deleteTitle
    editingRow = editing
    showingDeleteConfirmation = editing && confirming && style == .delete
    relayoutEditing(animated: false)
  }

  /// Lays the cell out again for its editing state (its text too), animating the change
  /// when `animated`.
  private func relayoutEditing(animated: Bool) {
    setNeedsLayout()
    guard animated, window != nil else {
      layoutIfNeeded()
      return
    }
    // The controls as they were, then their new places animated to.
    makeEditingControlsIfNeeded()
    View.animate(withDuration: listChangeDurationSeconds) { self.layoutIfNeeded() }
  }

  /// Whether anything of editing shows, or has shown (its controls exist).
  private var hasEditingViews: Bool {
    editingRow || editControl != nil || deleteConfirmationButton != nil
  }

  /// Places the content view and the editing controls for the cell's editing state.
  func layoutEditingViews() {
    guard hasEditingViews else {
      contentView.frame = bounds
      return
    }
    makeEditingControlsIfNeeded()
    let width = bounds.width
    let height = bounds.height
    let indent = editingRow && shouldIndentWhileEditing ? Self.editIndentPoints : 0
    let deleteWidth = deleteButtonWidth()
    let confirming = showingDeleteConfirmation
    let shift = confirming ? deleteWidth : 0
    contentView.frame = Rect(x: indent - shift, y: 0, width: width - indent, height: height)
    if let control = editControl {
      let shows = editingRow && editingStyle != .none
      let diameter = Self.editControlDiameterPoints
      let x = Self.editControlInsetPoints - shift - (shows ? 0 : Self.editIndentPoints)
      control.bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
      control.center = Point(x: x + diameter / 2, y: height / 2)
      control.alpha = shows ? 1 : 0
      control.transform = confirming ? AffineTransform(rotationAngle: -Double.pi / 2) : .identity
      styleEditControl(control)
    }
    if let button = deleteConfirmationButton {
      button.frame = Rect(
        x: confirming ? width - deleteWidth : width, y: 0, width: deleteWidth, height: height)
      button.alpha = confirming ? 1 : 0
    }
  }

  /// The delete button's width for its title.
  private func deleteButtonWidth() -> Double {
    guard let button = deleteConfirmationButton else { return 0 }
    if button.title(for: .normal) != deleteConfirmationTitle {
      button.setTitle(deleteConfirmationTitle, for: .normal)
    }
    return Swift.max(
      Self.deleteButtonMinimumWidthPoints,
      button.intrinsicContentSize.width + 2 * Self.deleteButtonPaddingPoints)
  }

  private func makeEditingControlsIfNeeded() {
    guard editControl == nil else { return }
    clipsToBounds = true
    let control = Button()
    control.titleFont = Font.systemFont(ofSize: 20, weight: .bold)
    control.setTitleColor(.white, for: .normal)
    control.layer.cornerRadius = Self.editControlDiameterPoints / 2
    control.alpha = 0
    control.addAction { [weak self] in self?.editControlPressed() }
    addSubview(control)
    editControl = control
    let delete = Button()
    delete.name = "delete-confirmation"
    delete.backgroundColor = .systemRed
    delete.setTitleColor(.white, for: .normal)
    delete.setTitle(deleteConfirmationTitle, for: .normal)
    delete.alpha = 0
    delete.frame = Rect(x: bounds.width, y: 0, width: 0, height: bounds.height)
    delete.addAction { [weak self] in self?.deleteConfirmationPressed() }
    addSubview(delete)
    deleteConfirmationButton = delete
  }

  private func styleEditControl(_ control: Button) {
    let inserts = editingStyle == .insert
    control.name = inserts ? "insert-control" : "delete-control"
    control.backgroundColor = inserts ? .systemGreen : .systemRed
    control.setTitle(inserts ? "+" : "\u{2212}", for: .normal)
  }

  private func editControlPressed() {
    editingTable?.editControlPressed(in: self)
  }

  private func deleteConfirmationPressed() {
    editingTable?.deleteConfirmationPressed(in: self)
  }
}
