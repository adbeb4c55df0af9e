/// An origin and a size, in points. Sizes may be negative; `standardized` fixes that.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

  public var width: Double { size.width }
  public var height: Double { size.height }
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var center: Point { Point(x: midX, y: midY) }

  /// The same rectangle with a non-negative width and height.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }

  /// True when the rectangle encloses no area.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// True when every component is finite.
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Whether the point lies inside; the maximum edges are excluded, as in Core Graphics.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
  /// (grown when they are negative), as `CGRect.insetBy(dx:dy:)`.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(
      x: minX + dx, y: minY + dy, width: abs(size.width) - 2 * dx,
      height: abs(size.height) - 2 * dy)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The smallest rectangle that holds both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }

  /// The overlap of both, or nil when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension Rect {
  /// A rectangle of a size centred on a point.
  public static func centered(at center: Point, size: Size) -> Rect {
    Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
