/// The devices the lab simulates: the common iPhone and iPad screens in points and Android
/// phones in dp. docs/devices.md gives the source of every figure.
///
/// Sizes and scales are Apple's (the Human Interface Guidelines' Layout table) and the makers'
/// pixel counts over the density Android reports. Safe areas are what `safeAreaInsets` reads on
/// each device with the status bar shown; the display corner radius, which no public API
/// gives, is the value UIKit's private `_displayCornerRadius` reports as published by
/// developers who read it.
public enum DeviceCatalog {
  /// The bottom inset of a phone without a home button held upright, in points.
  public static let homeIndicatorInset = 34.0
  /// The bottom inset of a phone without a home button held sideways, in points.
  public static let landscapeHomeInset = 21.0
  /// An iPad's status bar, in points, in both orientations.
  public static let iPadStatusBar = 24.0
  /// An iPad's home indicator inset, in points, in both orientations.
  public static let iPadHomeInset = 20.0
  /// The corner radius drawn for a device of a custom size with a notch, in points (the
  /// 390 × 844 iPhones').
  public static let notchedCornerRadius = 47.33
  /// Android's status bar (`status_bar_height`), in dp.
  public static let androidStatusBar = 24.0
  /// Android's gesture navigation bar (`navigation_bar_height` under gesture navigation), in dp.
  public static let androidGestureBar = 24.0

  /// Every device, phones before tablets, Apple's before Android's.
  public static let all: [DeviceModel] = [
    homeButtonPhone(id: "iphone-se", name: "iPhone SE (2nd and 3rd generation)"),
    notchedPhone(
      id: "iphone-13-mini", name: "iPhone 12 mini and 13 mini", width: 375, height: 812,
      top: 50, statusBar: 50, corner: 44),
    notchedPhone(
      id: "iphone-14", name: "iPhone 12, 13, 14 and 16e", width: 390, height: 844, top: 47,
      statusBar: 47, corner: 47.33),
    notchedPhone(
      id: "iphone-14-plus", name: "iPhone 12 Pro Max, 13 Pro Max and 14 Plus", width: 428,
      height: 926, top: 47, statusBar: 47, corner: 53.33),
    notchedPhone(
      id: "iphone-16", name: "iPhone 14 Pro, 15, 15 Pro and 16", width: 393, height: 852,
      top: 59, statusBar: 54, corner: 55),
    notchedPhone(
      id: "iphone-16-plus", name: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus",
      width: 430, height: 932, top: 59, statusBar: 54, corner: 55),
    notchedPhone(
      id: "iphone-16-pro", name: "iPhone 16 Pro", width: 402, height: 874, top: 62,
      statusBar: 54, corner: 62),
    notchedPhone(
      id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", width: 440, height: 956, top: 62,
      statusBar: 54, corner: 62),
    tablet(
      id: "ipad-mini", name: "iPad mini (6th generation and A17 Pro)", width: 744, height: 1133,
      corner: 21.5),
    tablet(
      id: "ipad-air-11", name: "iPad Air 11-inch (M2) and iPad (10th generation)", width: 820,
      height: 1180, corner: 18),
    tablet(id: "ipad-pro-11", name: "iPad Pro 11-inch (M4)", width: 834, height: 1210, corner: 30),
    tablet(
      id: "ipad-pro-13", name: "iPad Pro 13-inch (M4)", width: 1032, height: 1376, corner: 30),
    androidPhone(id: "pixel-8", name: "Google Pixel 8", width: 412, height: 915, scale: 2.625),
    androidPhone(id: "pixel-8-pro", name: "Google Pixel 8 Pro", width: 448, height: 998, scale: 3),
    androidPhone(id: "galaxy-s24", name: "Samsung Galaxy S24", width: 360, height: 780, scale: 3),
  ]

  /// The device the lab opens on: the 390 × 844 iPhone, whose insets the seeds' numbers and
  /// every golden image were made with.
  public static let defaultDevice = device(id: "iphone-14") ?? .custom(Screen.defaultSize)

  /// The device called `id`, if any.
  public static func device(id: String) -> DeviceModel? {
    all.first { $0.id == id }
  }

  /// The ids, in the catalogue's order, for an error message or a help text.
  public static var ids: [String] { all.map(\.id) }

  /// A phone with a home button: a 20-point status bar upright and none sideways, nothing at
  /// the bottom, square corners.
  private static func homeButtonPhone(id: String, name: String) -> DeviceModel {
    DeviceModel(
      id: id, name: name, platform: .iPhone, portraitSize: Size(width: 375, height: 667),
      scale: 2, displayCornerRadius: 0,
      portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
      portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0)
  }

  /// A phone with a notch or the Dynamic Island: `top` above and the home indicator below
  /// upright; sideways no status bar, `top` at each side (UIKit keeps the insets symmetric)
  /// and 21 below.
  private static func notchedPhone(
    id: String, name: String, width: Double, height: Double, top: Double, statusBar: Double,
    corner: Double
  ) -> DeviceModel {
    DeviceModel(
      id: id, name: name, platform: .iPhone, portraitSize: Size(width: width, height: height),
      scale: 3, displayCornerRadius: corner,
      portraitInsets: EdgeInsets(top: top, left: 0, bottom: homeIndicatorInset, right: 0),
      landscapeInsets: EdgeInsets(top: 0, left: top, bottom: landscapeHomeInset, right: top),
      portraitStatusBarHeight: statusBar, landscapeStatusBarHeight: 0)
  }

  /// An iPad with Face ID or Touch ID in the top button: a 24-point status bar and a 20-point
  /// home indicator inset in both orientations, nothing at the sides.
  private static func tablet(
    id: String, name: String, width: Double, height: Double, corner: Double
  ) -> DeviceModel {
    let insets = EdgeInsets(top: iPadStatusBar, left: 0, bottom: iPadHomeInset, right: 0)
    return DeviceModel(
      id: id, name: name, platform: .iPad, portraitSize: Size(width: width, height: height),
      scale: 2, displayCornerRadius: corner, portraitInsets: insets, landscapeInsets: insets,
      portraitStatusBarHeight: iPadStatusBar, landscapeStatusBarHeight: iPadStatusBar)
  }

  /// An Android phone under gesture navigation with a hole-punch camera: the status bar above
  /// and the gesture bar below upright; sideways the status bar stays above, the camera's
  /// cutout takes the left side (turned anticlockwise) and the gesture bar stays below.
  private static func androidPhone(
    id: String, name: String, width: Double, height: Double, scale: Double
  ) -> DeviceModel {
    DeviceModel(
      id: id, name: name, platform: .android, portraitSize: Size(width: width, height: height),
      scale: scale, displayCornerRadius: androidCornerRadius,
      portraitInsets: EdgeInsets(
        top: androidStatusBar, left: 0, bottom: androidGestureBar, right: 0),
      landscapeInsets: EdgeInsets(
        top: androidStatusBar, left: androidStatusBar, bottom: androidGestureBar, right: 0),
      portraitStatusBarHeight: androidStatusBar, landscapeStatusBarHeight: androidStatusBar)
  }

  /// The corner radius drawn for an Android phone, in dp: no maker publishes one; an estimate
  /// from the phones' front photographs.
  public static let androidCornerRadius = 40.0
}
