/// Whether the interface is drawn light or dark; system colours follow it.
public enum Appearance: String, Sendable, CaseIterable {
  case light
  case dark
}

/// Red, green, blue and alpha components in [0, 1], not premultiplied.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Components given as 0…255 integers, as design tools show them.
  public init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A colour, possibly with a different value in the dark appearance (a "system" colour).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The colour in the light appearance.
  public var light: RGBA
  /// The colour in the dark appearance; equal to `light` for fixed colours.
  public var dark: RGBA

  public init(light: RGBA, dark: RGBA) {
    self.light = light
    self.dark = dark
  }

  /// A fixed colour, the same in both appearances.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
    self.init(light: rgba, dark: rgba)
  }

  /// A fixed grey.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public var description: String {
    light == dark ? light.description : "{light: \(light), dark: \(dark)}"
  }

  /// The components the colour takes in an appearance.
  public func resolved(for appearance: Appearance) -> RGBA {
    appearance == .light ? light : dark
  }

  /// The same colour with another alpha, in both appearances.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    var copy = self
    copy.light.alpha = alpha
    copy.dark.alpha = alpha
    return copy
  }

  /// The alpha component in the light appearance.
  public var alpha: Double { light.alpha }
}

extension Color {
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let darkGray = Color(white: 1.0 / 3.0)
  public static let gray = Color(white: 0.5)
  public static let lightGray = Color(white: 2.0 / 3.0)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)

  /// The system's accent blue (UIKit's `systemBlue`).
  public static let systemBlue = Color(light: RGBA(0, 122, 255), dark: RGBA(10, 132, 255))
  /// The system green (UIKit's `systemGreen`).
  public static let systemGreen = Color(light: RGBA(52, 199, 89), dark: RGBA(48, 209, 88))
  /// The system red (UIKit's `systemRed`).
  public static let systemRed = Color(light: RGBA(255, 59, 48), dark: RGBA(255, 69, 58))
  /// The background of a screen: white in light, black in dark.
  public static let systemBackground = Color(light: RGBA(255, 255, 255), dark: RGBA(0, 0, 0))
  /// The background of grouped content and bars.
  public static let secondarySystemBackground = Color(
    light: RGBA(242, 242, 247), dark: RGBA(28, 28, 30))
  /// Text: black in light, white in dark.
  public static let label = Color(light: RGBA(0, 0, 0), dark: RGBA(255, 255, 255))
  /// Secondary text.
  public static let secondaryLabel = Color(
    light: RGBA(60, 60, 67, alpha: 0.6), dark: RGBA(235, 235, 245, alpha: 0.6))
  /// Hairlines between rows.
  public static let separator = Color(
    light: RGBA(60, 60, 67, alpha: 0.29), dark: RGBA(84, 84, 88, alpha: 0.6))
}
