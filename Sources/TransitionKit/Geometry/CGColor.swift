/// A colour as Core Graphics keeps it (`CGColor`): components in a colour space, what layers
/// (`backgroundColor`, `shadowColor`, `borderColor`, a shape's `fillColor` and `strokeColor`, a
/// gradient's `colors`) and drawing contexts take. A type of its own, as on iOS, so a `UIColor`
/// given where Core Graphics wants a `CGColor` is the compiler's error there as it is in Xcode;
/// `UIColor.cgColor` and `UIColor(cgColor:)` convert.
///
/// A colour made from a system colour (`UIColor.label.cgColor`) keeps both of its appearances,
/// so a layer's colour follows the lab's dark appearance as a view's does; on iOS it is
/// resolved once, with the trait collection current when `cgColor` is read. Its components
/// are the light appearance's.
///
/// The colour space is grey when the colour was made as a grey (`CGColor(gray:alpha:)`) or its
/// red, green and blue are equal (`UIColor.black`, `UIColor(white:alpha:)`: Core Graphics'
/// generic grey, two components), RGB otherwise (four components). On iOS a `UIColor` made
/// with `init(red:green:blue:alpha:)` and three equal components is RGB; here it is grey.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour in both appearances.
  public let color: Color
  /// Whether the colour is a grey (`kCGColorSpaceGenericGrayGamma2_2`).
  let isGray: Bool

  /// The colour `color` stands for in Core Graphics.
  public init(_ color: Color) {
    self.color = color
    let light = color.light
    isGray = light.red == light.green && light.green == light.blue
  }

  /// Core Graphics' `init(red:green:blue:alpha:)` (iOS 13): a colour in generic RGB.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    color = Color(red: red, green: green, blue: blue, alpha: alpha)
    isGray = false
  }

  /// Core Graphics' `init(srgbRed:green:blue:alpha:)` (iOS 13).
  public init(srgbRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Core Graphics' `init(gray:alpha:)` (iOS 13): a grey in generic grey.
  public init(gray: Double, alpha: Double) {
    color = Color(white: gray, alpha: alpha)
    isGray = true
  }

  /// Core Graphics' `init?(colorSpace:components:)`: as many components as the space has,
  /// then alpha (grey and alpha, or red, green, blue and alpha).
  public init?(colorSpace space: ColorSpace, components: UnsafePointer<Double>) {
    switch space.model {
    case .monochrome: self.init(gray: components[0], alpha: components[1])
    case .rgb:
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    default: return nil
    }
  }

  /// The components, then alpha: `[gray, alpha]` or `[red, green, blue, alpha]`.
  public var components: [Double]? {
    let c = color.light
    return isGray ? [c.red, c.alpha] : [c.red, c.green, c.blue, c.alpha]
  }

  /// How many components `components` has, alpha included.
  public var numberOfComponents: Int { isGray ? 2 : 4 }

  /// The alpha component.
  public var alpha: Double { color.light.alpha }

  /// The colour space its components are in.
  public var colorSpace: ColorSpace? { isGray ? .genericGray : .genericRGB }

  /// The same colour with another alpha (`copy(alpha:)`).
  public func copy(alpha: Double) -> CGColor? {
    CGColor(copying: self, color: color.withAlphaComponent(alpha))
  }

  /// A copy of the colour (`copy()`).
  public func copy() -> CGColor? { self }

  private init(copying other: CGColor, color: Color) {
    self.color = color
    isGray = other.isGray
  }

  public var description: String {
    "<CGColor \(colorSpace?.name ?? "") \(components ?? [])>"
  }
}

extension Color {
  /// The colour as Core Graphics' `CGColor` (UIKit's `UIColor.cgColor`).
  public var cgColor: CGColor { CGColor(self) }

  /// The colour of a `CGColor` (UIKit's `UIColor(cgColor:)`).
  public init(cgColor: CGColor) { self = cgColor.color }
}
