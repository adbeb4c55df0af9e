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
  open var isHighlighted = false
  /// The colour a selected cell shows behind its content.
  public var selectionColor = Color(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
  private var unselectedColor: Color?

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

  /// Called before the list hands the view out again: reset what a configuration leaves.
  /// The default clears the selection and the highlight.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  private func updateSelectionAppearance() {
    if isSelected {
      unselectedColor = backgroundColor
      backgroundColor = selectionColor
    } else {
      backgroundColor = unselectedColor
      unselectedColor = nil
    }
  }
}
