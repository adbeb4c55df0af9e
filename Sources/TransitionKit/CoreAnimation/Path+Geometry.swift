import Foundation

/// A path flattened into polylines: each subpath's points, and whether it was closed.
public struct FlattenedPath: Sendable {
  public var subpaths: [(points: [Point], closed: Bool)]
}

extension Path {
  /// The smallest rectangle holding every point of the path, control points included
  /// (`boundingBox`); `.zero` for an empty path.
  public var boundingBox: Rect {
    var points: [Point] = []
    for element in elements { points += element.points }
    return Self.bounds(of: points)
  }

  /// The smallest rectangle holding the path itself, curves at their extremes
  /// (`boundingBoxOfPath`).
  public var boundingBoxOfPath: Rect {
    var points: [Point] = []
    forEachSegment { segment in points += segment.extremePoints }
    for element in elements { if case .move(let p) = element { points.append(p) } }
    return Self.bounds(of: points)
  }

  /// Whether a point is inside the path, every subpath closed (`contains(_:using:transform:)`).
  public func contains(
    _ point: Point, using rule: FillRule = .winding, transform: AffineTransform = .identity
  ) -> Bool {
    let p = transform.isIdentity ? point : point.applying(transform.inverted())
    var winding = 0
    var crossings = 0
    for subpath in flattened(tolerance: 0.05).subpaths {
      let pts = subpath.points
      guard pts.count >= 2 else { continue }
      for index in 0..<pts.count {
        let a = pts[index]
        let b = pts[(index + 1) % pts.count]
        if (a.y <= p.y) != (b.y <= p.y) {
          let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if x > p.x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
      }
    }
    return rule == .winding ? winding != 0 : crossings % 2 == 1
  }

  /// The path as polylines, each curve cut into lines no farther than `tolerance` points from
  /// it.
  public func flattened(tolerance: Double = 0.25) -> FlattenedPath {
    var result: [(points: [Point], closed: Bool)] = []
    var current: [Point] = []
    var start = Point.zero
    var last = Point.zero
    func finish(closed: Bool) {
      if current.count >= 1 { result.append((current, closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p]
        start = p
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [last] }
        let segment = PathSegment.cubic(
          last, Point(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y)),
          Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p)
        current += segment.flattened(tolerance: tolerance).dropFirst()
        last = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        current += PathSegment.cubic(last, c1, c2, p).flattened(tolerance: tolerance).dropFirst()
        last = p
      case .close:
        finish(closed: true)
        last = start
      }
    }
    finish(closed: false)
    return FlattenedPath(subpaths: result)
  }

  /// Calls `body` with each line or curve of the path, closing lines included, in order.
  func forEachSegment(_ body: (PathSegment) -> Void) {
    var start = Point.zero
    var last = Point.zero
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        last = p
      case .line(let p):
        body(.line(last, p))
        last = p
      case .quadCurve(let p, let c):
        body(
          .cubic(
            last, Point(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y)),
            Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p))
        last = p
      case .curve(let p, let c1, let c2):
        body(.cubic(last, c1, c2, p))
        last = p
      case .close:
        if last != start { body(.line(last, start)) }
        last = start
      }
    }
  }

  /// The length of the path in points, closing lines included.
  public var length: Double {
    var total = 0.0
    forEachSegment { total += $0.length }
    return total
  }

  /// The part of the path between two fractions of its length (what a shape layer strokes
  /// with `strokeStart` and `strokeEnd`): curves are cut exactly where those lengths fall.
  /// Fractions are clamped to [0, 1]; an empty path when `end` ≤ `start`.
  public func trimmed(from start: Double, to end: Double) -> Path {
    let s = Swift.min(Swift.max(start.isNaN ? 0 : start, 0), 1)
    let e = Swift.min(Swift.max(end.isNaN ? 0 : end, 0), 1)
    if s <= 0, e >= 1 { return self }
    guard e > s else { return Path() }
    let total = length
    guard total > 0 else { return Path() }
    let from = s * total
    let to = e * total
    let result = MutablePath()
    var travelled = 0.0
    var needsMove = true
    var subpathStart = Point.zero
    var last = Point.zero
    func visit(_ segment: PathSegment) {
      let length = segment.length
      let a = travelled
      let b = travelled + length
      travelled = b
      guard b > from, a < to, length > 0 else { return }
      let t0 = a >= from ? 0 : segment.parameter(atLength: from - a)
      let t1 = b <= to ? 1 : segment.parameter(atLength: to - a)
      let piece = segment.sub(from: t0, to: t1)
      if needsMove {
        result.move(to: piece.start)
        needsMove = false
      }
      piece.append(to: result)
    }
    for element in elements {
      switch element {
      case .move(let p):
        subpathStart = p
        last = p
        needsMove = true
      case .line(let p):
        visit(.line(last, p))
        last = p
      case .quadCurve(let p, let c):
        visit(
          .cubic(
            last, Point(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y)),
            Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p))
        last = p
      case .curve(let p, let c1, let c2):
        visit(.cubic(last, c1, c2, p))
        last = p
      case .close:
        if last != subpathStart { visit(.line(last, subpathStart)) }
        last = subpathStart
        needsMove = true
      }
    }
    return result
  }

  /// The smallest rectangle holding the points; `.zero` for none.
  public static func bounds(of points: [Point]) -> Rect {
    guard let first = points.first else { return .zero }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// A line or a cubic Bézier curve of a path, with the measuring and cutting a path needs.
enum PathSegment {
  case line(Point, Point)
  case cubic(Point, Point, Point, Point)

  var start: Point {
    switch self {
    case .line(let a, _), .cubic(let a, _, _, _): a
    }
  }

  func point(at t: Double) -> Point {
    switch self {
    case .line(let a, let b): return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    case .cubic(let p0, let p1, let p2, let p3):
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return Point(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }

  /// The segment's points at its extremes in x and y, and its ends.
  var extremePoints: [Point] {
    switch self {
    case .line(let a, let b): return [a, b]
    case .cubic(let p0, let p1, let p2, let p3):
      var ts: [Double] = [0, 1]
      for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
        // Roots of the derivative, a quadratic in t.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        if abs(qa) < 1e-12 {
          if abs(qb) > 1e-12 { ts.append(-qc / qb) }
        } else {
          let disc = qb * qb - 4 * qa * qc
          if disc >= 0 {
            let root = disc.squareRoot()
            ts.append((-qb + root) / (2 * qa))
            ts.append((-qb - root) / (2 * qa))
          }
        }
      }
      return ts.filter { $0 >= 0 && $0 <= 1 }.map { point(at: $0) }
    }
  }

  /// Points along the segment, first and last included, no farther than `tolerance` from it.
  func flattened(tolerance: Double) -> [Point] {
    switch self {
    case .line(let a, let b): return [a, b]
    case .cubic(let p0, let p1, let p2, let p3):
      // The second differences bound how far a chord strays from the curve.
      let dd = Swift.max(
        hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
        hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
      let n = Swift.min(
        Swift.max(Int((0.75 * dd / Swift.max(tolerance, 1e-4)).squareRoot().rounded(.up)), 1), 512)
      return (0...n).map { point(at: Double($0) / Double(n)) }
    }
  }

  /// A table of (t, length so far) at fine steps, for measuring along a curve.
  private var lengthTable: [(t: Double, length: Double)] {
    let points = flattened(tolerance: 0.01)
    var table: [(Double, Double)] = [(0, 0)]
    var total = 0.0
    for index in 1..<points.count {
      total += points[index].distance(to: points[index - 1])
      table.append((Double(index) / Double(points.count - 1), total))
    }
    return table
  }

  var length: Double {
    switch self {
    case .line(let a, let b): a.distance(to: b)
    case .cubic: lengthTable.last?.length ?? 0
    }
  }

  /// The parameter at which the segment has covered `distance` points of its length.
  func parameter(atLength distance: Double) -> Double {
    switch self {
    case .line(let a, let b):
      let l = a.distance(to: b)
      return l > 0 ? Swift.min(Swift.max(distance / l, 0), 1) : 0
    case .cubic:
      let table = lengthTable
      guard let total = table.last?.length, total > 0 else { return 0 }
      if distance <= 0 { return 0 }
      if distance >= total { return 1 }
      var low = 0
      var high = table.count - 1
      while high - low > 1 {
        let mid = (low + high) / 2
        if table[mid].length < distance { low = mid } else { high = mid }
      }
      let a = table[low]
      let b = table[high]
      let span = b.length - a.length
      return span > 0 ? a.t + (b.t - a.t) * (distance - a.length) / span : a.t
    }
  }

  /// The part of the segment between two parameters (de Casteljau's subdivision).
  func sub(from t0: Double, to t1: Double) -> PathSegment {
    switch self {
    case .line: return .line(point(at: t0), point(at: t1))
    case .cubic(let p0, let p1, let p2, let p3):
      func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double)
        -> (Point, Point, Point, Point, Point, Point, Point)
      {
        func lerp(_ a: Point, _ b: Point) -> Point {
          Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        let a = lerp(p0, p1)
        let b = lerp(p1, p2)
        let c = lerp(p2, p3)
        let d = lerp(a, b)
        let e = lerp(b, c)
        let f = lerp(d, e)
        return (p0, a, d, f, e, c, p3)
      }
      // Cut at t1 first, keeping the left part, then at t0 rescaled into it.
      let left = split(p0, p1, p2, p3, t1)
      let (q0, q1, q2, q3) = (left.0, left.1, left.2, left.3)
      guard t1 > 0 else { return .cubic(q0, q0, q0, q0) }
      let right = split(q0, q1, q2, q3, t0 / t1)
      return .cubic(right.3, right.4, right.5, right.6)
    }
  }

  func append(to path: MutablePath) {
    switch self {
    case .line(_, let b): path.addLine(to: b)
    case .cubic(_, let c1, let c2, let p): path.addCurve(to: p, control1: c1, control2: c2)
    }
  }
}
