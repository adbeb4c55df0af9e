/// Core Graphics' colour setters, which take a `CGColor` (`context.setFillColor(UIColor.red.cgColor)`).
extension GraphicsContext {
  /// The colour later fills paint with (`setFillColor(_:)`).
  public func setFillColor(_ color: CGColor) { setFillColor(color.color) }

  /// The colour later strokes paint with (`setStrokeColor(_:)`).
  public func setStrokeColor(_ color: CGColor) { setStrokeColor(color.color) }
}
