/// The sheet's grabber: a 36 × 5 bar that takes touches over a 44 × 44 area around it, as
/// UIKit's grabber control does (read in UIKitCore 16).
@MainActor
final class SheetGrabberView: View {
  /// The side of the square that takes touches, in points.
  static let touchSide = 44.0

  override func point(inside point: Point, with event: Event?) -> Bool {
    let bounds = presentation.bounds
    let dx = Swift.max((Self.touchSide - bounds.width) / 2, 0)
    let dy = Swift.max((Self.touchSide - bounds.height) / 2, 0)
    let area = Rect(
      x: bounds.minX - dx, y: bounds.minY - dy, width: bounds.width + 2 * dx,
      height: bounds.height + 2 * dy)
    return area.contains(point)
  }
}
