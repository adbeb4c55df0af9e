import CCairo
import TransitionKit

extension Renderer {
  /// The tint laid over a highlighted button's background: darker in the light appearance,
  /// lighter in the dark one.
  static let highlightTint = Color(
    light: RGBA(red: 0, green: 0, blue: 0, alpha: 0.2),
    dark: RGBA(red: 1, green: 1, blue: 1, alpha: 0.2))

  /// Draws what a view shows besides its background: a label's text, a button's highlight
  /// and title, a snapshot's picture.
  func drawContent(
    of view: View, in cr: OpaquePointer, bounds: Rect, background: RGBA?, opacity: Double
  ) {
    switch view {
    case let label as Label:
      guard let text = label.text, !text.isEmpty else { return }
      let key = TextKey(
        text: text, font: label.font, width: bounds.width, height: bounds.height,
        alignment: label.textAlignment, numberOfLines: Swift.max(label.numberOfLines, 0))
      drawText(
        for: label, key: key, color: label.textColor, in: cr, bounds: bounds, opacity: opacity)
    case let button as Button:
      if button.isHighlighted, background != nil {
        CairoDrawing.addRoundedRect(cr, bounds, radius: button.presentation.cornerRadius)
        CairoDrawing.setColor(cr, Self.highlightTint.resolved(for: appearance), opacity: opacity)
        cairo_fill(cr)
      }
      guard let title = button.currentTitle, !title.isEmpty else { return }
      let placement = button.contentPlacement(in: bounds)
      let key = TextKey(
        text: title, font: button.titleFont, width: placement.titleRect.width,
        height: placement.titleRect.height, alignment: placement.titleAlignment,
        numberOfLines: 1)
      drawText(
        for: button, key: key, color: button.currentTitleColor, in: cr,
        bounds: placement.titleRect, opacity: opacity)
    case let imageView as ImageView:
      guard let image = imageView.shownImage else { return }
      paint(
        image, in: cr, rect: imageView.contentMode.rect(for: image.size, in: bounds),
        opacity: opacity, tint: imageView.tintColor)
    case let snapshot as SnapshotView:
      snapshots.paint(
        snapshot, in: cr, bounds: bounds, opacity: opacity, appearance: appearance,
        scale: deviceScale, halvedCopies: backdropDepth > 0
      ) { content, context in
        self.drawView(
          content, in: context, opacity: 1, placement: content.presentation.transformToSuperview)
      }
    default:
      break
    }
  }

  /// Draws a view's text through its cached layout, centred vertically in `bounds`: straight,
  /// or from its mask under a view's scale or rotation.
  private func drawText(
    for view: View, key: TextKey, color: Color, in cr: OpaquePointer, bounds: Rect,
    opacity: Double
  ) {
    let entry = texts.entry(for: view, key: key, frame: frame)
    texts.draw(
      entry, in: cr, bounds: bounds, color: color.resolved(for: appearance), opacity: opacity,
      scale: deviceScale, frame: frame)
  }
}
