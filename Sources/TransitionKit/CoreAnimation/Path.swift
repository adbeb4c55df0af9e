/// One element of a path: where it moves, the line or curve it adds, or the close of a subpath.
public enum PathElement: Hashable, Sendable {
  case move(to: Point)
  case line(to: Point)
  case quadCurve(to: Point, control: Point)
  case curve(to: Point, control1: Point, control2: Point)
  case close

  /// The element's points: controls first, then the end point (none for `close`).
  public var points: [Point] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quadCurve(let p, let c): [c, p]
    case .curve(let p, let c1, let c2): [c1, c2, p]
    case .close: []
    }
  }

  /// The same element with each point mapped, in the order of `points` (controls first).
  public func mapPoints(_ f: (Point) -> Point) -> PathElement {
    switch self {
    case .move(let p): return .move(to: f(p))
    case .line(let p): return .line(to: f(p))
    case .quadCurve(let p, let c):
      let control = f(c)
      return .quadCurve(to: f(p), control: control)
    case .curve(let p, let c1, let c2):
      let first = f(c1)
      let second = f(c2)
      return .curve(to: f(p), control1: first, control2: second)
    case .close: return .close
    }
  }

  /// Whether two elements are of the same kind (and so interpolate point by point).
  func hasSameKind(as other: PathElement) -> Bool {
    switch (self, other) {
    case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
      (.close, .close):
      true
    default: false
    }
  }
}

/// How a path's inside is found: by its winding number (nonzero) or by crossings (even-odd).
public enum FillRule: String, Sendable, Hashable {
  /// Inside where the path winds round the point a number of times other than zero.
  case winding
  /// Inside where a ray from the point crosses the path an odd number of times.
  case evenOdd
}

/// A shape made of lines and curves, in points (Core Graphics' `CGPath`). Immutable;
/// `MutablePath` (`CGMutablePath`) builds one. Paths compare equal when their elements are equal.
public class Path: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The elements, in order.
  public internal(set) var elements: [PathElement]

  /// An empty path.
  public init() { elements = [] }

  /// A path of these elements.
  public init(elements: [PathElement]) { self.elements = elements }

  /// A path holding a rectangle (`CGPath(rect:transform:)`), clockwise on screen from its
  /// top-left corner.
  public convenience init(rect: Rect, transform: AffineTransform = .identity) {
    let path = MutablePath()
    path.addRect(rect, transform: transform)
    self.init(elements: path.elements)
  }

  /// A path holding the ellipse that fits a rectangle (`CGPath(ellipseIn:transform:)`).
  public convenience init(ellipseIn rect: Rect, transform: AffineTransform = .identity) {
    let path = MutablePath()
    path.addEllipse(in: rect, transform: transform)
    self.init(elements: path.elements)
  }

  /// A rectangle with elliptical corners (`CGPath(roundedRect:cornerWidth:cornerHeight:
  /// transform:)`); radii larger than half a side are reduced to it.
  public convenience init(
    roundedRect rect: Rect, cornerWidth: Double, cornerHeight: Double,
    transform: AffineTransform = .identity
  ) {
    let path = MutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from: the end of the last element, or the start of
  /// the last subpath after a close; `.zero` for an empty path.
  public var currentPoint: Point {
    var start = Point.zero
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// A copy of the path (an immutable one).
  public func copy() -> Path { Path(elements: elements) }

  /// A copy with every point mapped by `transform` (`copy(using:)`).
  public func copy(using transform: AffineTransform) -> Path {
    Path(elements: elements.map { $0.mapPoints { $0.applying(transform) } })
  }

  /// A mutable copy (`mutableCopy()`).
  public func mutableCopy() -> MutablePath { MutablePath(elements: elements) }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  public var description: String { "Path(\(elements.count) elements)" }

  /// The path `fraction` of the way to `other`, point by point, when both have the same
  /// elements of the same kinds (as Core Animation interpolates a `path`); `nil` otherwise.
  public func interpolated(to other: Path, fraction f: Double) -> Path? {
    guard elements.count == other.elements.count else { return nil }
    var result: [PathElement] = []
    result.reserveCapacity(elements.count)
    for (a, b) in zip(elements, other.elements) {
      guard a.hasSameKind(as: b) else { return nil }
      let pa = a.points
      let pb = b.points
      var index = 0
      result.append(
        a.mapPoints { _ in
          defer { index += 1 }
          let p = pa[index]
          let q = pb[index]
          return Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
        })
    }
    return Path(elements: result)
  }
}

/// A path that can be added to (Core Graphics' `CGMutablePath`). Each method takes an optional
/// transform applied to the points it adds.
public final class MutablePath: Path, @unchecked Sendable {
  public override init() { super.init() }

  public override init(elements: [PathElement]) { super.init(elements: elements) }

  /// Starts a new subpath at a point.
  public func move(to point: Point, transform: AffineTransform = .identity) {
    elements.append(.move(to: point.applying(transform)))
  }

  /// Adds a line from the current point (starting a subpath there if there is none).
  public func addLine(to point: Point, transform: AffineTransform = .identity) {
    ensureSubpath()
    elements.append(.line(to: point.applying(transform)))
  }

  /// Adds a quadratic Bézier curve from the current point.
  public func addQuadCurve(
    to point: Point, control: Point, transform: AffineTransform = .identity
  ) {
    ensureSubpath()
    elements.append(
      .quadCurve(to: point.applying(transform), control: control.applying(transform)))
  }

  /// Adds a cubic Bézier curve from the current point.
  public func addCurve(
    to point: Point, control1: Point, control2: Point, transform: AffineTransform = .identity
  ) {
    ensureSubpath()
    elements.append(
      .curve(
        to: point.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
  }

  /// Adds the elements of another path.
  public func addPath(_ path: Path, transform: AffineTransform = .identity) {
    elements +=
      transform.isIdentity
      ? path.elements : path.elements.map { $0.mapPoints { $0.applying(transform) } }
  }

  /// Adds a polyline through the points (`addLines(between:)`).
  public func addLines(between points: [Point], transform: AffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Removes every element.
  public func removeAll() { elements.removeAll() }

  /// A line to the current point's own place when the path has no subpath yet: Core Graphics
  /// starts one at the point instead; so does this, at the origin.
  func ensureSubpath() {
    if elements.isEmpty { elements.append(.move(to: .zero)) }
  }

  /// Whether the path has a current point (an element other than a close after a move).
  var hasCurrentPoint: Bool { !elements.isEmpty }
}
