/// A displacement or a velocity in two dimensions.
///
/// As a velocity its unit is points per second; as the initial velocity of a spring it is
/// relative (distance per second divided by the animation's total distance).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  public static let zero = Vector(dx: 0, dy: 0)

  public var description: String { "(\(dx), \(dy))" }

  /// The Euclidean length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  public static func / (vector: Vector, divisor: Double) -> Vector {
    Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
  }

  public static prefix func - (vector: Vector) -> Vector {
    Vector(dx: -vector.dx, dy: -vector.dy)
  }
}
