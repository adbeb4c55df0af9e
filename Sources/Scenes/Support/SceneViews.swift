import TransitionKit

extension Button {
  /// A text button in the system style, named for scripts.
  public static func system(
    title: String, name: String, frame: Rect, color: Color = .systemBlue,
    font: Font = .systemFont(ofSize: 17, weight: .regular)
  ) -> Button {
    let button = Button(frame: frame)
    button.setTitle(title, for: .normal)
    button.setTitleColor(color, for: .normal)
    button.titleFont = font
    button.name = name
    return button
  }
}
