/// The simulated device screen (UIKit's `UIScreen`): its bounds in points and its scale.
///
/// `Screen.main` is the screen of the window that was created last, which is what scene code
/// means by `UIScreen.main.bounds`.
@MainActor
public final class Screen {
  /// The default device: 390 × 844 points.
  public static let defaultSize = Size(width: 390, height: 844)

  /// The screen scene code sees as the main one.
  public static var main = Screen()

  /// The screen's rectangle in points; origin at zero.
  public internal(set) var bounds: Rect
  /// Device pixels per point, for rendering.
  public var scale: Double

  public init(size: Size = Screen.defaultSize, scale: Double = 1) {
    bounds = Rect(origin: .zero, size: size)
    self.scale = scale
  }
}
