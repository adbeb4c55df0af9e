/// How a colour space's components are read (Core Graphics' `CGColorSpaceModel`, with its raw
/// values).
public enum ColorSpaceModel: Int32, Sendable {
  case unknown = -1
  case monochrome = 0
  case rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

extension ColorSpace {
  /// Core Graphics' generic grey (`kCGColorSpaceGenericGrayGamma2_2`): what a `UIColor` made
  /// as a white is in.
  public static let genericGray = ColorSpace(name: "kCGColorSpaceGenericGrayGamma2_2")
  /// Core Graphics' generic RGB (`kCGColorSpaceGenericRGB`).
  public static let genericRGB = ColorSpace(name: "kCGColorSpaceGenericRGB")
  /// Device grey (Core Graphics' `CGColorSpaceCreateDeviceGray()`).
  public static let deviceGray = ColorSpace(name: "kCGColorSpaceDeviceGray")

  /// The space's model: monochrome for the grey spaces, RGB for every other (colours here are
  /// drawn in RGB).
  public var model: ColorSpaceModel { name.contains("Gray") ? .monochrome : .rgb }

  /// How many colour components the space has, alpha not counted.
  public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }
}
