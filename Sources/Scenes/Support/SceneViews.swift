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

extension Rect {
  /// A rectangle of a size centred on a point.
  public static func centered(at center: Point, size: Size) -> Rect {
    Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
