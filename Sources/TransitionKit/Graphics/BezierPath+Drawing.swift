/// A path painted into the current graphics context (UIKit's `UIBezierPath.fill()`,
/// `stroke()` and `addClip()`): "This method fills the path using the current fill color and
/// drawing properties" of the context `UIGraphicsGetCurrentContext()` gives, in its current
/// transform; with no context, nothing is drawn (UIKit logs an invalid-context error).
extension BezierPath {
  /// Fills the inside of the path with the context's fill colour, by the even-odd rule when
  /// `usesEvenOddFillRule` is set, else the non-zero winding rule.
  @MainActor public func fill() {
    GraphicsContext.current?.record(.fillPath(cgPath, evenOdd: usesEvenOddFillRule))
  }

  /// Strokes the path with the context's stroke colour, `lineWidth` points wide, with its
  /// line caps and joins.
  @MainActor public func stroke() {
    GraphicsContext.current?.record(
      .strokePath(cgPath, width: lineWidth, cap: lineCapStyle, join: lineJoinStyle))
  }

  /// Makes the path's inside the context's clip for what is drawn next, within the clip there
  /// was (undone by `restoreGState()`).
  @MainActor public func addClip() {
    GraphicsContext.current?.record(.clipPath(cgPath, evenOdd: usesEvenOddFillRule))
  }
}
