/// Which way a device is held. Landscape turns the portrait screen a quarter turn: its width
/// and height swap and the safe areas move to the sides.
public enum ScreenOrientation: String, CaseIterable, Sendable {
  case portrait
  case landscape

  /// The other orientation.
  public var rotated: ScreenOrientation { self == .portrait ? .landscape : .portrait }
}

/// The system a device runs, which names its unit: points on iOS and iPadOS,
/// density-independent pixels (dp) on Android.
public enum DevicePlatform: String, CaseIterable, Sendable {
  case iPhone = "iphone"
  case iPad = "ipad"
  case android
  /// A size given by hand.
  case custom

  /// The unit its sizes are in.
  public var unit: String { self == .android ? "dp" : "pt" }
}

/// A simulated device: its screen in portrait, its scale, the display's corner radius, and the
/// safe areas and status bar in each orientation, as the system on it reports them (see
/// `DeviceCatalog` and docs/devices.md for where each figure comes from).
public struct DeviceModel: Hashable, Sendable, CustomStringConvertible {
  /// The name on the command line and in the settings (`iphone-se`, `pixel-8`).
  public let id: String
  /// What a person calls it (`iPhone SE (2nd and 3rd generation)`).
  public let name: String
  public let platform: DevicePlatform
  /// The screen held upright, in points (dp on Android).
  public let portraitSize: Size
  /// DeviceModel pixels per point (per dp on Android).
  public let scale: Double
  /// The radius of the display's rounded corners, in points; 0 for a rectangular display.
  public let displayCornerRadius: Double
  /// The safe-area insets held upright, in points.
  public let portraitInsets: EdgeInsets
  /// The safe-area insets held sideways, in points.
  public let landscapeInsets: EdgeInsets
  /// The status bar's height held upright, in points (0: none shown).
  public let portraitStatusBarHeight: Double
  /// The status bar's height held sideways, in points (0: none shown, as on every iPhone).
  public let landscapeStatusBarHeight: Double

  public init(
    id: String, name: String, platform: DevicePlatform, portraitSize: Size, scale: Double,
    displayCornerRadius: Double, portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets,
    portraitStatusBarHeight: Double, landscapeStatusBarHeight: Double
  ) {
    self.id = id
    self.name = name
    self.platform = platform
    self.portraitSize = portraitSize
    self.scale = scale
    self.displayCornerRadius = displayCornerRadius
    self.portraitInsets = portraitInsets
    self.landscapeInsets = landscapeInsets
    self.portraitStatusBarHeight = portraitStatusBarHeight
    self.landscapeStatusBarHeight = landscapeStatusBarHeight
  }

  /// The screen in `orientation`, in points.
  public func size(in orientation: ScreenOrientation) -> Size {
    orientation == .portrait
      ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe-area insets in `orientation`, in points.
  public func safeAreaInsets(in orientation: ScreenOrientation) -> EdgeInsets {
    orientation == .portrait ? portraitInsets : landscapeInsets
  }

  /// The status bar's height in `orientation`, in points.
  public func statusBarHeight(in orientation: ScreenOrientation) -> Double {
    orientation == .portrait ? portraitStatusBarHeight : landscapeStatusBarHeight
  }

  /// The orientation a screen of `size` is held in: landscape when wider than tall.
  public static func orientation(of size: Size) -> ScreenOrientation {
    size.width > size.height ? .landscape : .portrait
  }

  /// A device of any size (`--size`), held in the orientation the size says: a notched
  /// phone's insets for a screen taller than 568 points held upright (47 at the top, 34 at
  /// the bottom; 47 at each side and 21 at the bottom sideways, as the 390 × 844 iPhones), a
  /// home-button phone's otherwise (a 20-point status bar upright, none sideways). A size of
  /// 390 × 844 behaves as the screen always did.
  public static func custom(_ size: Size) -> DeviceModel {
    let portrait = Size(
      width: Swift.min(size.width, size.height), height: Swift.max(size.width, size.height))
    let notched = portrait.height > Screen.classicPhoneMaximumHeight
    let top = notched ? Screen.notchedStatusBarHeight : Screen.classicStatusBarHeight
    return DeviceModel(
      id: "custom", name: "Custom \(portrait.width.deviceText) × \(portrait.height.deviceText)",
      platform: .custom, portraitSize: portrait, scale: 1,
      displayCornerRadius: notched ? DeviceCatalog.notchedCornerRadius : 0,
      portraitInsets: Screen.defaultSafeAreaInsets(for: portrait),
      landscapeInsets: notched
        ? EdgeInsets(
          top: 0, left: Screen.notchedStatusBarHeight, bottom: DeviceCatalog.landscapeHomeInset,
          right: Screen.notchedStatusBarHeight)
        : .zero,
      portraitStatusBarHeight: top, landscapeStatusBarHeight: 0)
  }

  public var description: String {
    "\(id) (\(name), \(portraitSize.width.deviceText) × \(portraitSize.height.deviceText) "
      + "\(platform.unit) @\(scale.deviceText)x)"
  }
}

extension Double {
  /// The number as a person writes a size: no trailing `.0`.
  var deviceText: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
