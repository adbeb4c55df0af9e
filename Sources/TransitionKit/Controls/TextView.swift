import Foundation

/// Text in a scrolling view (UIKit's `UITextView`), as far as transitions use one: it shows its
/// text wrapped to its width inside `textContainerInset`, and scrolls when the text is taller.
/// There is no editing or selection here: `isEditable` and `isSelectable` are kept but change
/// nothing, and the text is measured by its line count at the font's size.
@MainActor
open class TextView: ScrollView {
  /// The insets of the text inside the view (UIKit's default: 8 points top and bottom).
  public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The padding either side of each line (UIKit's `lineFragmentPadding`, 5 points).
  public static let lineFragmentPadding = 5.0
  /// A line's height as a share of the font's size.
  static let lineHeightPerPoint = 1.2

  let textLabel = Label(frame: .zero)

  public var text: String! {
    get { textLabel.text ?? "" }
    set {
      textLabel.text = newValue
      layOutText()
    }
  }
  public var font: Font? {
    get { textLabel.font }
    set {
      textLabel.font = newValue ?? .body
      layOutText()
    }
  }
  public var textColor: Color? {
    get { textLabel.textColor }
    set { textLabel.textColor = newValue ?? .label }
  }
  public var textAlignment: TextAlignment {
    get { textLabel.textAlignment }
    set { textLabel.textAlignment = newValue }
  }
  public var textContainerInset = TextView.defaultTextContainerInset {
    didSet { layOutText() }
  }
  /// Kept for source compatibility: there is no editing here.
  public var isEditable = true
  /// Kept for source compatibility: there is no selection here.
  public var isSelectable = true

  public override init(frame: Rect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    backgroundColor = .systemBackground
    textLabel.numberOfLines = 0
    textLabel.name = "text"
    addSubview(textLabel)
    layOutText()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutText()
  }

  /// Sizes the label to the text's estimated height and the content to the label.
  private func layOutText() {
    let width = Swift.max(
      bounds.width - textContainerInset.left - textContainerInset.right - 2
        * Self.lineFragmentPadding, 0)
    let lineHeight = textLabel.font.size * Self.lineHeightPerPoint
    let averageGlyph = textLabel.font.size * 0.5
    let perLine = Swift.max(Int(width / Swift.max(averageGlyph, 1)), 1)
    let lines = (textLabel.text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .reduce(0) { $0 + Swift.max(($1.count + perLine - 1) / perLine, 1) }
    let height = Double(lines) * lineHeight
    textLabel.frame = Rect(
      x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top,
      width: width, height: height)
    contentSize = Size(
      width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
  }
}
