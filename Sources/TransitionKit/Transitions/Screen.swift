/// The simulated device screen (UIKit's `UIScreen`): its bounds in points and its scale.
///
/// `Screen.main` is the screen of the window whose events, frames or transition are being
/// handled, or else the one of the window created last: what scene code means by
/// `UIScreen.main.bounds`.
@MainActor
public final class Screen {
  /// The default device: 390 × 844 points.
  nonisolated public static let defaultSize = Size(width: 390, height: 844)

  /// The screen scene code sees as the main one: the scoped screen while a window's call runs
  /// (see `Window`), otherwise the one assigned last.
  public static var main: Screen {
    get { scoped ?? assigned }
    set { assigned = newValue }
  }
  private static var assigned = Screen()
  /// The screen of the window whose call runs now; `nil` outside any.
  public static var scoped: Screen? { CurrentScope.screen }

  /// The screen's rectangle in points; origin at zero.
  public internal(set) var bounds: Rect
  /// DeviceModel pixels per point, for rendering.
  public var scale: Double
  /// The part of the screen the status bar and the home indicator leave free, as insets in
  /// points: what the window's `safeAreaInsets` are.
  public var safeAreaInsets: EdgeInsets
  /// The device simulated, when one was chosen (see `DeviceCatalog`); `nil` for a screen made
  /// from a size alone.
  public internal(set) var device: DeviceModel?
  /// Which way the device is held; a screen without a device is taken as held upright.
  public internal(set) var orientation = ScreenOrientation.portrait
  /// The status bar's height in points (0 while the device shows none, as an iPhone held
  /// sideways): what the simulated status bar is drawn in.
  public internal(set) var statusBarHeight: Double
  /// The radius of the display's rounded corners, in points (0 for a rectangular display or
  /// a screen without a device).
  public var displayCornerRadius: Double { device?.displayCornerRadius ?? 0 }

  /// The status bar of a notched iPhone (the 390 × 844 iPhone 12 to 14), in points.
  nonisolated public static let notchedStatusBarHeight = 47.0
  /// The home indicator's inset of an iPhone without a home button, in points.
  nonisolated public static let homeIndicatorInset = 34.0
  /// The status bar of an iPhone with a home button (568 points high or less), in points.
  nonisolated public static let classicStatusBarHeight = 20.0
  /// The tallest screen, in points, that is taken for a phone with a home button.
  nonisolated public static let classicPhoneMaximumHeight = 568.0

  public init(size: Size = Screen.defaultSize, scale: Double = 1) {
    bounds = Rect(origin: .zero, size: size)
    self.scale = scale
    safeAreaInsets = Self.defaultSafeAreaInsets(for: size)
    statusBarHeight = safeAreaInsets.top
  }

  /// A notched phone's insets (47 at the top, 34 at the bottom, as the 390 × 844 iPhones have
  /// in portrait) for a screen taller than 568 points, a home-button phone's (20 at the top)
  /// otherwise. The page sheet's 57-point top is the notched status bar plus 10.
  nonisolated public static func defaultSafeAreaInsets(for size: Size) -> EdgeInsets {
    guard size.height > classicPhoneMaximumHeight else {
      return EdgeInsets(top: classicStatusBarHeight, left: 0, bottom: 0, right: 0)
    }
    return EdgeInsets(top: notchedStatusBarHeight, left: 0, bottom: homeIndicatorInset, right: 0)
  }
}
