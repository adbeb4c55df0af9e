import Foundation

/// A button's title label (UIKit's `UIButton.titleLabel`): "Although this property is
/// read-only, its own properties are read/write. Use these properties primarily to configure
/// the text of the button." Here the button draws its own title, so the label is not in the
/// view tree: its font is the button's `titleFont` (setting one sets the other) and its text is
/// the title for the current state.
extension Button {
  /// The label of the title; its font sets the button's title font.
  public var titleLabel: Label? {
    if let made = titleLabelStorage { return made }
    let made = ButtonTitleLabel(button: self)
    titleLabelStorage = made
    return made
  }
}

/// The label a button hands out as `titleLabel`, kept in step with the button.
@MainActor
final class ButtonTitleLabel: Label {
  private weak var button: Button?

  init(button: Button) {
    self.button = button
    super.init(frame: .zero)
    super.font = button.titleFont
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var font: Font! {
    get { button?.titleFont ?? super.font }
    set {
      super.font = newValue
      button?.titleFont = super.font
    }
  }

  override var text: String? {
    get { button?.currentTitle ?? super.text }
    set { super.text = newValue }
  }
}
