import Foundation

/// A row of a table (UIKit's `UITableViewCell`): a content view with a text label, reused as
/// the table scrolls (see `CollectionReusableView`).
@MainActor
open class TableViewCell: CollectionReusableView {
  /// The cell's styles (UIKit's `UITableViewCell.CellStyle`); all draw one line of text here.
  public enum CellStyle: Sendable { case `default`, value1, value2, subtitle }

  private var label: Label?
  private var detailLabel: Label?
  /// The editing control at the leading edge and the delete button at the trailing one, made
  /// when first shown, and the cell's editing state (see `TableViewCell+Editing.swift`).
  var editControl: Button?
  var deleteConfirmationButton: Button?
  var editingRow = false
  /// The table that shows the cell in editing mode, told of presses on its controls.
  weak var editingTable: TableView?
  /// The control the cell shows while editing (UIKit's read-only `editingStyle`): the table
  /// sets it from its delegate's `tableView(_:editingStyleForRowAt:)`.
  public internal(set) var editingStyle = EditingStyle.none
  /// Whether the delete button shows at the trailing edge (UIKit's
  /// `showingDeleteConfirmation`).
  public internal(set) var showingDeleteConfirmation = false
  /// Whether the content moves over to make room for the editing control (UIKit's default,
  /// true; the delegate's `tableView(_:shouldIndentWhileEditingRowAt:)` sets it).
  public var shouldIndentWhileEditing = true
  /// The title of the delete button (the delegate's
  /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`; "Delete" by default).
  var deleteConfirmationTitle = TableViewCell.defaultDeleteTitle

  /// Whether the cell shows its editing control (UIKit's `isEditing`); setting it is
  /// `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editingRow }
    set { setEditing(newValue, animated: false) }
  }

  /// Shows or hides the editing control, moving the content over, over the list's change
  /// duration when `animated`. The table calls it for each row as it enters or leaves editing.
  open func setEditing(_ editing: Bool, animated: Bool) {
    applyEditing(editing, animated: animated)
  }

  /// Whether the row is selected (UIKit's `isSelected`); setting it is
  /// `setSelected(_:animated: false)`, so a subclass's override of that method hears the
  /// table select and deselect the row.
  open override var isSelected: Bool {
    get { super.isSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether a finger is down on the row (UIKit's `isHighlighted`); setting it is
  /// `setHighlighted(_:animated: false)`.
  open override var isHighlighted: Bool {
    get { super.isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selects or deselects the cell, showing or hiding its selection (UIKit's
  /// `setSelected(_:animated:)`); the selection appears at once.
  open func setSelected(_ selected: Bool, animated: Bool) {
    super.isSelected = selected
  }

  /// Highlights the cell or takes the highlight off (UIKit's `setHighlighted(_:animated:)`).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.isHighlighted = highlighted
  }

  /// The row's text, made on first use.
  public var textLabel: Label? {
    if label == nil { label = makeLabel() }
    return label
  }
  /// A second line's text, below the first, made on first use.
  public var detailTextLabel: Label? {
    if detailLabel == nil { detailLabel = makeLabel() }
    return detailLabel
  }

  /// A cell of `style`, reused under `reuseIdentifier`: what the table makes a registered
  /// class with. Required here, so a subclass writes `required override init(style:reuseIdentifier:)`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override class func makeForReuse(identifier: String) -> CollectionReusableView {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// The left and right margin of the text, in points (UIKit's default layout margins).
  nonisolated public static let textMarginPoints = 16.0

  private func makeLabel() -> Label {
    let label = Label(frame: .zero)
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutEditingViews()
    let inset = Self.textMarginPoints
    let width = Swift.max(contentView.bounds.width - 2 * inset, 0)
    let hasDetail = detailLabel?.text?.isEmpty == false
    let textHeight = hasDetail ? bounds.height / 2 : bounds.height
    label?.frame = Rect(x: inset, y: 0, width: width, height: textHeight)
    detailLabel?.frame = Rect(
      x: inset, y: textHeight, width: width, height: hasDetail ? bounds.height / 2 : 0)
  }
}
