import CGtk

/// How short the canvas may get. A window's smallest height is measured at its smallest
/// width, where the blind test's rows above and below the devices wrap to many lines; with the
/// scene's own minimum under them, a 720 × 600 window would be held taller than the screen
/// and the picks cut off. While a pane with rows of its own is shown, the devices may shrink
/// further instead.
extension Canvas {
  /// The canvas's smallest height with the scene alone, in logical pixels.
  static let minimumHeight: Int32 = 240
  /// Its smallest height under and over a pane's rows (the blind test), in logical pixels.
  static let minimumHeightUnderRows: Int32 = 100

  /// Lets the devices shrink further while a pane's rows are shown, or not.
  func allowShrinkingUnderRows(_ shrink: Bool) {
    gtk_widget_set_size_request(
      area, 200, shrink ? Self.minimumHeightUnderRows : Self.minimumHeight)
  }
}
