/// A distance from a point along each axis, in points (UIKit's `UIOffset`).
public struct Offset: Equatable, Hashable, Sendable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let zero = Offset(horizontal: 0, vertical: 0)

  /// The offset as a vector.
  var vector: Vector { Vector(dx: horizontal, dy: vertical) }
}
