extension Image {
  /// How a system symbol is sized (UIKit's `UIImage.SymbolConfiguration`).
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The symbol's scale relative to its point size (UIKit's `UIImage.SymbolScale`).
    public enum Scale: Int, Sendable {
      case `default`
      case unspecified
      case small
      case medium
      case large

      /// The factor the glyph's size is multiplied by.
      var factor: Double {
        switch self {
        case .small: 0.8
        case .large: 1.25
        case .default, .unspecified, .medium: 1
        }
      }
    }

    /// The font size the symbol matches, in points.
    public var pointSize: Double
    public var weight: Font.Weight
    public var scale: Scale

    public init(pointSize: Double, weight: Font.Weight = .regular, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    public init(weight: Font.Weight) {
      self.init(pointSize: Image.defaultSymbolPointSize, weight: weight)
    }

    public init(scale: Scale) {
      self.init(pointSize: Image.defaultSymbolPointSize, scale: scale)
    }

    /// A configuration matching a font's size and weight.
    public init(font: Font, scale: Scale = .default) {
      self.init(pointSize: font.size, weight: font.weight, scale: scale)
    }
  }

  /// The point size of a symbol with no configuration: UIKit's body text, 17 points.
  public static let defaultSymbolPointSize = 17.0
  /// A symbol's placeholder is a square this many times its point size (SF Symbols' glyphs
  /// at the body size measure about 20 points).
  static let symbolSizePerPoint = 1.2

  /// A system symbol, drawn by the renderer as a placeholder glyph in the tint colour (UIKit's
  /// `UIImage(systemName:)`). Every name gives an image, since the symbols are not here to
  /// check a name against; the renderer draws a few common shapes (`xmark`, `chevron.left`,
  /// `plus`, …) and a framed initial for the others.
  public convenience init?(systemName: String) {
    self.init(systemName: systemName, withConfiguration: nil)
  }

  /// A system symbol at a configuration's size and weight.
  public convenience init?(
    systemName: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    guard !systemName.isEmpty else { return nil }
    let configuration = configuration ?? SymbolConfiguration(pointSize: Self.defaultSymbolPointSize)
    let pointSize =
      configuration.pointSize.isFinite && configuration.pointSize > 0
      ? configuration.pointSize : Self.defaultSymbolPointSize
    let side = pointSize * Self.symbolSizePerPoint * configuration.scale.factor
    self.init(
      source: .system(name: systemName), size: Size(width: side, height: side), scale: 1,
      symbolConfiguration: configuration)
  }

  /// The same symbol at another configuration (UIKit's `withConfiguration(_:)`); other images
  /// come back unchanged.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard case .system(let name) = source,
      let image = Image(systemName: name, withConfiguration: configuration)
    else { return self }
    return Image(
      source: image.source, size: image.size, scale: 1, renderingMode: renderingMode,
      tintColor: tintColor, symbolConfiguration: configuration)
  }

  /// The symbol's name, for a system image.
  public var systemName: String? {
    if case .system(let name) = source { return name }
    return nil
  }
}
