/// UIKit's `sizeToFit()`: a view made the size that best fits its present one.
///
/// UIKit's page: "Call this method when you want to resize the current view so that it uses
/// the most appropriate amount of space. Specific UIKit views resize themselves according to
/// their own internal needs." A label takes its text's size, a button its title's and
/// image's, an image view its image's; any other view keeps its size unless it overrides
/// `sizeThatFits(_:)`.
extension View {
  /// Resizes the view to `sizeThatFits(_:)` its present size; the frame's origin stays.
  func resizeToFittingSize() {
    let size = sizeThatFits(bounds.size)
    guard size.isFinite, size.width >= 0, size.height >= 0 else { return }
    frame = Rect(origin: frame.origin, size: size)
  }
}

extension Label {
  /// The text's size, rounded up to whole points, wrapped at `size.width` when more than one
  /// line is allowed and the width is positive; zero with no text.
  func labelSize(fitting size: Size) -> Size {
    guard let text, !text.isEmpty else { return .zero }
    let maxWidth: Double? = numberOfLines != 1 && size.width > 0 ? size.width : nil
    let measured = TextMetrics.measure(text, font, maxWidth, numberOfLines)
    return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
  }
}
