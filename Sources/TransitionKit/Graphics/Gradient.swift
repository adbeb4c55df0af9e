/// A colour space (Core Graphics' `CGColorSpace`): colours here are device RGB with alpha,
/// so every space is that one by name.
public final class ColorSpace: @unchecked Sendable {
  /// The space's name (Core Graphics' `kCGColorSpaceDeviceRGB`, `kCGColorSpaceSRGB`).
  public let name: String

  public init(name: String) { self.name = name }

  /// Device RGB (Core Graphics' `CGColorSpaceCreateDeviceRGB()`).
  public static let deviceRGB = ColorSpace(name: "kCGColorSpaceDeviceRGB")
}

/// Colours at locations along a line (Core Graphics' `CGGradient`): what a context paints a
/// linear or radial gradient with, and what a gradient layer's colours are made into.
///
/// Core Graphics' `init(colorsSpace:colors:locations:)`: "Each location must be a CGFloat value
/// in the range 0 to 1 … If 0 and 1 are not in the locations array, Quartz uses the colors
/// provided that are closest to 0 and 1 for those locations. If locations is NULL, the first
/// color in colors is assigned to location 0, the last color is assigned to location 1, and
/// intervening colors are assigned locations that are at equal intervals in between." The
/// initialiser fails, as Core Graphics returns NULL, without colours or with fewer locations
/// than colours.
public final class Gradient: @unchecked Sendable {
  /// The colours, in the order given.
  public let colors: [Color]
  /// Where each colour sits, in [0, 1], one per colour.
  public let locations: [Double]
  /// The space the colours were given in.
  public let colorSpace: ColorSpace

  public init?(colorSpace: ColorSpace?, colors: [Color], locations: [Double]?) {
    guard !colors.isEmpty else { return nil }
    if let locations {
      guard locations.count >= colors.count else { return nil }
      self.locations = locations.prefix(colors.count).map { Swift.min(Swift.max($0, 0), 1) }
    } else if colors.count == 1 {
      self.locations = [0]
    } else {
      self.locations = colors.indices.map { Double($0) / Double(colors.count - 1) }
    }
    self.colors = colors
    self.colorSpace = colorSpace ?? .deviceRGB
  }

  /// The colour at `location` in [0, 1]: the nearest end colour before the first location and
  /// after the last, linear between two locations.
  public func color(at location: Double) -> Color {
    let order = locations.indices.sorted { locations[$0] < locations[$1] }
    guard let first = order.first, let last = order.last else { return .clear }
    if location <= locations[first] { return colors[first] }
    if location >= locations[last] { return colors[last] }
    for (a, b) in zip(order, order.dropFirst()) where location <= locations[b] {
      let span = locations[b] - locations[a]
      let t = span > 0 ? (location - locations[a]) / span : 1
      return Color.interpolate(from: colors[a], to: colors[b], fraction: t) ?? colors[b]
    }
    return colors[last]
  }
}
