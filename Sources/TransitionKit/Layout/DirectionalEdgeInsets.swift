/// Distances inward from the leading, top, trailing and bottom edges, in points (UIKit's
/// `NSDirectionalEdgeInsets`); leading is left, as the layout reads left to right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same insets with left and right.
  public var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  public init(_ insets: EdgeInsets) {
    self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }
}
