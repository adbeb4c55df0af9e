import TransitionKit

extension Canvas {
  /// The radius the screen of `window` is drawn with, in scene points: its device's display
  /// corner radius, or the outline's usual one for a screen without a device (a custom size,
  /// the canvas in `fill`).
  static func cornerRadius(of window: Window) -> Double {
    window.screen.device?.displayCornerRadius ?? CanvasLayout.screenCornerRadiusPoints
  }
}

extension Canvas {
  /// The layout of each compared device, of sizes `screens`, in a canvas of `size`: equal
  /// slots left to right under the label band, every device at the scale the largest fits
  /// at, so the same distance in points is as long on each; with the slot's left edge.
  static func layouts(
    screens: [Size], canvas size: Size, band: Double
  ) -> [(CanvasLayout, Double)] {
    let fitted = layouts(
      count: screens.count, canvas: size, screen: screens.first ?? Screen.defaultSize, band: band)
    guard Set(screens).count > 1 else { return fitted }
    let slot = size.width / Double(Swift.max(screens.count, 1))
    let slotSize = Size(width: slot, height: Swift.max(size.height - band, 1))
    let scale =
      screens.map { CanvasLayout(mode: .fit, canvas: slotSize, screen: $0).scale }.min() ?? 1
    return screens.enumerated().map { index, screen in
      (CanvasLayout(fit: screen, canvas: slotSize, scale: scale), slot * Double(index))
    }
  }
}
