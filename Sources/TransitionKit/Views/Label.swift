import Foundation

/// A view that shows text (UIKit's `UILabel`). Text attributes change at once; they do not
/// animate.
@MainActor
open class Label: View {
  public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// The text's font (UIKit's `font`, a `UIFont!`): setting `nil` puts back the default, the
  /// system font at 17 points, as UIKit does.
  public var font: Font! {
    get { storedFont }
    set {
      let font = newValue ?? .body
      guard font != storedFont else { return }
      storedFont = font
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont: Font = .body
  public var textColor: Color = .label
  public var textAlignment: TextAlignment = .left
  /// The most lines to show; 0 means as many as fit.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How text that does not fit is wrapped or cut (UIKit's `lineBreakMode`, by default
  /// `.byTruncatingTail`). Kept and copied; the text is drawn as before, whatever its value.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail
  /// The width, in points, a multi-line label wraps its text at for its intrinsic size; 0
  /// wraps at its present width.
  public var preferredMaxLayoutWidth = 0.0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's size (see `labelIntrinsicSize`).
  open override var intrinsicContentSize: Size { labelIntrinsicSize }

  /// The text's size, wrapped at `size.width` when more than one line is allowed.
  open override func sizeThatFits(_ size: Size) -> Size { labelSize(fitting: size) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    labelDidLayOut()
  }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  public convenience init(
    frame: Rect, text: String, font: Font = .body, color: Color = .label,
    alignment: TextAlignment = .left
  ) {
    self.init(frame: frame)
    self.text = text
    self.font = font
    self.textColor = color
    self.textAlignment = alignment
  }

  override func makeSnapshotCopy() -> View {
    let copy = Label(frame: .zero)
    copy.text = text
    copy.font = font
    copy.textColor = textColor
    copy.textAlignment = textAlignment
    copy.numberOfLines = numberOfLines
    copy.lineBreakMode = lineBreakMode
    return copy
  }
}
