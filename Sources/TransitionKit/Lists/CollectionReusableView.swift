import Foundation

/// A view a list makes once and reuses for other index paths as it scrolls (UIKit's
/// `UICollectionReusableView`): the common base of table and collection cells here.
///
/// A cell scrolled out of view leaves the list and waits under its `reuseIdentifier`; the
/// next `dequeueReusableCell` with that identifier gets it back after `prepareForReuse()`,
/// so a data source must set everything it shows each time.
@MainActor
open class CollectionReusableView: View {
  /// The identifier it was registered and dequeued under.
  public internal(set) var reuseIdentifier: String?
  /// The view the cell's content goes in; it fills the cell.
  public let contentView = View()
  /// Whether the row or item is selected; a selected cell draws its selection colour.
  open var isSelected = false {
    didSet { if isSelected != oldValue { updateSelectionAppearance() } }
  }
  /// Whether a finger is down on it.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { updateSelectionAppearance() } }
  }
  /// The colour a selected cell shows behind its content, unless it has a
  /// `selectedBackgroundView`.
  public var selectionColor = Color(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
  /// The background colour from before the selection colour replaced it; nil while it does
  /// not (the inner optional: a cell without a colour of its own).
  private var colorBeforeSelection: Color??
  /// A view behind the content, the cell's size (UIKit's `backgroundView`; see
  /// `CollectionReusableView+Backgrounds.swift`).
  public var backgroundView: View? {
    didSet { installBackground(backgroundView, replacing: oldValue) }
  }
  /// A view behind the content while the cell is selected or highlighted, shown instead of the
  /// selection colour (UIKit's `selectedBackgroundView`).
  public var selectedBackgroundView: View? {
    didSet { installBackground(selectedBackgroundView, replacing: oldValue) }
  }

  /// The layout attributes the collection view gave the cell last, and the offset it placed
  /// them at (see `CollectionView+LayoutAttributes`).
  var appliedLayoutAttributes: CollectionViewLayoutAttributes?
  var appliedOffset = Vector(dx: 0, dy: 0)

  /// A view at `frame`. Required, as the list makes cells of a registered class by it: a
  /// subclass that overrides it writes `required override init(frame:)`.
  public required override init(frame: Rect) {
    super.init(frame: frame)
    configureContent()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureContent()
  }

  private func configureContent() {
    contentView.frame = bounds
    contentView.autoresizingMask = .flexibleSize
    addSubview(contentView)
  }

  /// A new view for a list's queue of `identifier`.
  class func makeForReuse(identifier: String) -> CollectionReusableView {
    let view = self.init(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// Takes what a layout's own attributes subclass holds besides the geometry, alpha and
  /// z-index the collection view has set already (UIKit's `apply(_:)`); does nothing by
  /// default.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  /// Called before the list hands the view out again: reset what a configuration leaves.
  /// The default clears the selection and the highlight.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Shows the selection: the selected background view while selected or highlighted, or
  /// else the selection colour while selected.
  func updateSelectionAppearance() {
    let selectionView = selectedBackgroundView
    selectionView?.isHidden = !(isSelected || isHighlighted)
    let wantsColor = isSelected && selectionView == nil
    if wantsColor, colorBeforeSelection == nil {
      colorBeforeSelection = .some(backgroundColor)
      backgroundColor = selectionColor
    } else if !wantsColor, let before = colorBeforeSelection {
      backgroundColor = before
      colorBeforeSelection = nil
    }
  }
}
