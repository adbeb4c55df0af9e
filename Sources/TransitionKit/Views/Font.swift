/// A font request: the desktop's UI font at a size and weight (UIKit's `UIFont.systemFont`).
public struct Font: Hashable, Sendable {
  /// A font weight (UIKit's `UIFont.Weight`): its raw value is UIKit's, from −0.8
  /// (`ultraLight`) through 0 (`regular`) to 0.62 (`black`), and a value between two named
  /// weights is drawn at the nearer one.
  public struct Weight: RawRepresentable, Hashable, Sendable, CaseIterable {
    public let rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nine named weights, lightest first.
    public static let allCases: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The CSS (and OpenType, and Pango) weight the renderer sets it in: 100 for
    /// `ultraLight` to 900 for `black`, in the order of the named weights.
    public var cssWeight: Int {
      guard rawValue.isFinite else { return 400 }
      let nearest = Self.allCases.indices.min {
        abs(Self.allCases[$0].rawValue - rawValue) < abs(Self.allCases[$1].rawValue - rawValue)
      }
      return 100 * ((nearest ?? 3) + 1)
    }
  }

  /// Size in points.
  public var size: Double
  public var weight: Weight
  /// The PostScript name the font was made by (`init?(name:size:)`); nil for the system font.
  var postScriptName: String?

  public init(size: Double, weight: Weight = .regular) {
    self.size = size
    self.weight = weight
  }

  public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
    Font(size: size, weight: weight)
  }

  public static func boldSystemFont(ofSize size: Double) -> Font {
    Font(size: size, weight: .bold)
  }

  /// Body text, 17 points.
  public static let body = Font(size: 17)
}

/// Horizontal placement of text in its view.
public enum TextAlignment: String, Hashable, Sendable {
  case left
  case center
  case right
}

/// How text that does not fit its view is wrapped or cut (UIKit's `NSLineBreakMode`, with its
/// raw values).
public enum LineBreakMode: Int, Sendable {
  case byWordWrapping
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}
