/// A location in a two-dimensional coordinate space, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }

  /// The point moved by a vector.
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The point moved against a vector.
  public static func - (point: Point, vector: Vector) -> Point {
    Point(x: point.x - vector.dx, y: point.y - vector.dy)
  }

  /// The vector that leads from `rhs` to `lhs`.
  public static func - (lhs: Point, rhs: Point) -> Vector {
    Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
  }

  /// The distance to another point, in points.
  public func distance(to other: Point) -> Double {
    (other - self).length
  }

  /// True when both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
