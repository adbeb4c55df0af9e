/// UIKit's other named colours, beyond those TransitionKit's `Color` has.
///
/// The fixed colours are UIKit's component values (`UIColor.orange` is red 1, green 0.5,
/// blue 0); the system colours are the light and dark values Apple's Human Interface
/// Guidelines list for iOS 15 and later, the same release TransitionKit's `systemBlue`,
/// `systemGreen` and `systemRed` come from.
extension Color {
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

  /// UIKit's `systemOrange`.
  public static let systemOrange = Color(light: RGBA(255, 149, 0), dark: RGBA(255, 159, 10))
  /// UIKit's `systemYellow`.
  public static let systemYellow = Color(light: RGBA(255, 204, 0), dark: RGBA(255, 214, 10))
  /// UIKit's `systemPink`.
  public static let systemPink = Color(light: RGBA(255, 45, 85), dark: RGBA(255, 55, 95))
  /// UIKit's `systemPurple`.
  public static let systemPurple = Color(light: RGBA(175, 82, 222), dark: RGBA(191, 90, 242))
  /// UIKit's `systemIndigo`.
  public static let systemIndigo = Color(light: RGBA(88, 86, 214), dark: RGBA(94, 92, 230))
  /// UIKit's `systemTeal`.
  public static let systemTeal = Color(light: RGBA(48, 176, 199), dark: RGBA(64, 200, 224))
  /// UIKit's `systemGray`, the same in both appearances.
  public static let systemGray = Color(light: RGBA(142, 142, 147), dark: RGBA(142, 142, 147))
  /// UIKit's `tertiarySystemBackground`: content on a secondary background.
  public static let tertiarySystemBackground = Color(
    light: RGBA(255, 255, 255), dark: RGBA(44, 44, 46))
  /// UIKit's `systemGroupedBackground`: behind grouped content.
  public static let systemGroupedBackground = Color(
    light: RGBA(242, 242, 247), dark: RGBA(0, 0, 0))
}

extension Color {
  /// A colour from hue, saturation and brightness, each in 0…1 (UIKit's
  /// `init(hue:saturation:brightness:alpha:)`): the hexcone model, hue 0 red, 1/3 green, 2/3
  /// blue.
  public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = Swift.min(Swift.max(saturation, 0), 1)
    let v = Swift.min(Swift.max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }
}
