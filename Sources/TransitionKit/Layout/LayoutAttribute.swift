/// A part of a view's or layout guide's rectangle a constraint relates (UIKit's
/// `NSLayoutConstraint.Attribute`). Leading and trailing are left and right: the layout reads
/// left to right.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
  case left = 1
  case right
  case top
  case bottom
  case leading
  case trailing
  case width
  case height
  case centerX
  case centerY
  case lastBaseline
  case firstBaseline = 12
  case leftMargin
  case rightMargin
  case topMargin
  case bottomMargin
  case leadingMargin
  case trailingMargin
  case centerXWithinMargins
  case centerYWithinMargins
  case notAnAttribute = 0

  /// The axis the attribute lies along; nil for `notAnAttribute`.
  var axis: LayoutAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    case .notAnAttribute:
      return nil
    }
  }

  /// Whether the attribute is a size rather than a position.
  var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute is a position (an edge, a centre or a baseline).
  var isPosition: Bool { self != .notAnAttribute && !isDimension }

  /// Whether the attribute is one of the reading-direction edges (leading, trailing).
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is one of the absolute side edges (left, right).
  var isAbsoluteSide: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// For a margin attribute, the attribute of the margins guide it stands for.
  var withoutMargin: LayoutAttribute? {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return nil
    }
  }

  /// The name UIKit prints in a constraint's description.
  var name: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    case .notAnAttribute: return "notAnAttribute"
    }
  }
}

/// How a constraint's first attribute compares with the second (UIKit's
/// `NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Hashable, Sendable {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1

  var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// Horizontal or vertical (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Int, Hashable, Sendable {
  case horizontal = 0
  case vertical = 1
}

/// How much a constraint matters, from 1 to 1000 (UIKit's `UILayoutPriority`). A constraint
/// of priority 1000 is required; the layout satisfies every constraint of a higher priority as
/// far as it can before it considers any of a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  public static let required = LayoutPriority(1000)
  public static let defaultHigh = LayoutPriority(750)
  public static let defaultLow = LayoutPriority(250)
  /// What `systemLayoutSizeFitting(_:)` pulls the size toward its target with.
  public static let fittingSizeLevel = LayoutPriority(50)
  public static let dragThatCanResizeScene = LayoutPriority(510)
  public static let sceneSizeStayPut = LayoutPriority(500)
  public static let dragThatCannotResizeScene = LayoutPriority(490)

  public var isRequired: Bool { rawValue >= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}
