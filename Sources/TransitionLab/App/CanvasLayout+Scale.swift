import TransitionKit

extension CanvasLayout {
  /// A `fit` layout of a `screen`-sized device centred in `canvas` at `scale` canvas units per
  /// point (compared devices of different sizes share one scale, so a point is as long on
  /// each).
  init(fit screen: Size, canvas: Size, scale: Double) {
    mode = .fit
    self.canvas = canvas
    self.screen = screen
    self.scale = scale
    origin = Point(
      x: (canvas.width - screen.width * scale) / 2, y: (canvas.height - screen.height * scale) / 2)
  }
}
