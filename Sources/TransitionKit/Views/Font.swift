/// A font request: the desktop's UI font at a size and weight (UIKit's `UIFont.systemFont`).
public struct Font: Hashable, Sendable {
  public enum Weight: Int, Hashable, Sendable, CaseIterable {
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
  }

  /// Size in points.
  public var size: Double
  public var weight: Weight

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
