/// Options of the visual format language (UIKit's `NSLayoutConstraint.FormatOptions`): align
/// every view the format names along one attribute across the format's axis.
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
  public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
  public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
  public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
  public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
  public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
  public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
  public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
  public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
  public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)
  /// Reading direction options: the layout reads left to right, so these change nothing.
  public static let directionLeadingToTrailing = LayoutFormatOptions([])
  public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
  public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)
  public static let spacingEdgeToEdge = LayoutFormatOptions([])
  public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)

  /// The attributes the options align, in a fixed order.
  var alignedAttributes: [LayoutAttribute] {
    let pairs: [(LayoutFormatOptions, LayoutAttribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    return pairs.filter { contains($0.0) }.map(\.1)
  }
}

extension LayoutConstraint {
  /// The space the visual format's `-` puts between two views, in points.
  static let visualFormatSiblingSpacing = 8.0
  /// The space the visual format's `-` puts between a view and its superview's edge, in points.
  static let visualFormatSuperviewSpacing = 20.0

  /// Constraints from Apple's visual format language (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`), inactive:
  /// `"H:|-36-[button]-36-|"`, `"V:[title]-(>=8)-[body(==title@750)]|"`. `|` is the superview,
  /// `-` the standard space (8 points, 20 to the superview), `-n-` n points, `[a][b]` none;
  /// predicates in parentheses take `==`, `<=`, `>=`, a number, a metric or a view's name, and
  /// `@priority`. A format that does not parse is logged, as UIKit raises, and gives none.
  public static func constraints(
    withVisualFormat format: String, options: LayoutFormatOptions, metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, metrics: metrics ?? [:], views: views.compactMapValues { $0 as? View })
    do {
      return try parser.parse(options: options)
    } catch {
      LayoutLog.warn(
        "layout.visual-format",
        "Unable to parse constraint format: \(error.message)\n\(format)\n"
          + String(repeating: " ", count: error.position) + "^")
      return []
    }
  }
}

/// Why a visual format did not parse, and where.
struct VisualFormatError: Error {
  let message: String
  let position: Int
}
