import TransitionKit

extension Canvas {
  /// The radius the screen of `window` is drawn with, in scene points: its device's display
  /// corner radius, or the outline's usual one for a screen without a device (a custom size,
  /// the canvas in `fill`).
  static func cornerRadius(of window: Window) -> Double {
    window.screen.device?.displayCornerRadius ?? CanvasLayout.screenCornerRadiusPoints
  }
}
