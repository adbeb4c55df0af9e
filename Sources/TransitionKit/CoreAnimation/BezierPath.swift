/// How the ends of a stroked line are drawn (Core Graphics' `CGLineCap`, Core Animation's
/// `CAShapeLayerLineCap`).
public enum LineCap: String, Sendable, Hashable {
  case butt
  case round
  case square
}

/// How the corners of a stroked line are drawn (`CGLineJoin`, `CAShapeLayerLineJoin`).
public enum LineJoin: String, Sendable, Hashable {
  case miter
  case round
  case bevel
}

extension FillRule {
  /// Core Animation's name for the winding rule (`CAShapeLayerFillRule.nonZero`).
  public static let nonZero = FillRule.winding
}

/// A path with the stroke settings that go with it (UIKit's `UIBezierPath`). Angles are in
/// radians and `clockwise` means clockwise on screen, where y grows down.
public final class BezierPath {
  private let path: MutablePath
  /// Stroke width in points (default 1).
  public var lineWidth = 1.0
  public var lineCapStyle = LineCap.butt
  public var lineJoinStyle = LineJoin.miter
  public var miterLimit = 10.0
  /// How far a curve may be from its flattened lines when drawn, in points (default 0.6).
  public var flatness = 0.6
  /// Whether the inside is found by the even-odd rule rather than the winding one.
  public var usesEvenOddFillRule = false

  /// An empty path.
  public init() { path = MutablePath() }

  /// A path with the elements of a Core Graphics path (`UIBezierPath(cgPath:)`).
  public init(cgPath: Path) { path = cgPath.mutableCopy() }

  /// A closed rectangle (`UIBezierPath(rect:)`).
  public convenience init(rect: Rect) {
    self.init()
    path.addRect(rect)
  }

  /// A closed ellipse that fits the rectangle (`UIBezierPath(ovalIn:)`).
  public convenience init(ovalIn rect: Rect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with continuous rounded corners (`UIBezierPath(roundedRect:cornerRadius:)`):
  /// the corner shape UIKit has drawn since iOS 7, a capsule where the rectangle is too small.
  public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
    self.init()
    path.addRoundedRect(
      in: rect, radii: CornerRadii(radius: cornerRadius, corners: .allCorners), curve: .continuous)
  }

  /// A rectangle with the given corners rounded by `cornerRadii`
  /// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`), continuous like the other.
  public convenience init(
    roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size
  ) {
    self.init()
    let r = cornerRadii
    func at(_ corner: RectCorner) -> Size { corners.contains(corner) ? r : .zero }
    path.addRoundedRect(
      in: rect,
      radii: CornerRadii(
        topLeft: at(.topLeft), topRight: at(.topRight), bottomRight: at(.bottomRight),
        bottomLeft: at(.bottomLeft)), curve: .continuous)
  }

  /// An arc of a circle (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`).
  public convenience init(
    arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// The path as Core Graphics' immutable path; setting it replaces the elements.
  public var cgPath: Path {
    get { path.copy() }
    set {
      path.removeAll()
      path.addPath(newValue)
    }
  }

  public var isEmpty: Bool { path.isEmpty }
  public var currentPoint: Point { path.currentPoint }
  /// The rectangle holding every point, control points included (UIKit's `bounds`).
  public var bounds: Rect { path.boundingBox }

  public func move(to point: Point) { path.move(to: point) }
  public func addLine(to point: Point) { path.addLine(to: point) }

  public func addQuadCurve(to point: Point, controlPoint: Point) {
    path.addQuadCurve(to: point, control: controlPoint)
  }

  public func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
    path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds an arc, with a line to its start from the current point when there is one.
  /// `clockwise: true` turns clockwise on screen (the angle increasing).
  public func addArc(
    withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      increasing: clockwise, transform: .identity)
  }

  public func close() { path.closeSubpath() }
  public func removeAllPoints() { path.removeAll() }

  /// Adds another path's elements.
  public func append(_ other: BezierPath) { path.addPath(other.path) }

  /// Maps every point by a transform.
  public func apply(_ transform: AffineTransform) {
    let mapped = path.copy(using: transform)
    path.removeAll()
    path.addPath(mapped)
  }

  /// Whether a point is inside the path, by the path's fill rule.
  public func contains(_ point: Point) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// A copy with each subpath traced backwards.
  public func reversing() -> BezierPath {
    let reversed = BezierPath(cgPath: Path(elements: Self.reversedElements(path.elements)))
    reversed.copyStyle(from: self)
    return reversed
  }

  /// A copy of the path and its stroke settings.
  public func copy() -> BezierPath {
    let copy = BezierPath(cgPath: path)
    copy.copyStyle(from: self)
    return copy
  }

  private func copyStyle(from other: BezierPath) {
    lineWidth = other.lineWidth
    lineCapStyle = other.lineCapStyle
    lineJoinStyle = other.lineJoinStyle
    miterLimit = other.miterLimit
    flatness = other.flatness
    usesEvenOddFillRule = other.usesEvenOddFillRule
  }

  /// Each subpath's elements in reverse order, closes kept closed.
  static func reversedElements(_ elements: [PathElement]) -> [PathElement] {
    var result: [PathElement] = []
    var subpath: [PathElement] = []
    func flush() {
      guard case .move(let start)? = subpath.first else {
        subpath = []
        return
      }
      let closed = subpath.last == .close
      let body = subpath.dropFirst().filter { $0 != .close }
      var points = [start]
      for element in body {
        if case .move = element { continue }
        points.append(element.points.last ?? start)
      }
      result.append(.move(to: points.last ?? start))
      for (index, element) in body.enumerated().reversed() {
        let target = points[index]
        switch element {
        case .line: result.append(.line(to: target))
        case .quadCurve(_, let c): result.append(.quadCurve(to: target, control: c))
        case .curve(_, let c1, let c2):
          result.append(.curve(to: target, control1: c2, control2: c1))
        case .move, .close: break
        }
      }
      if closed { result.append(.close) }
      subpath = []
    }
    for element in elements {
      if case .move = element { flush() }
      subpath.append(element)
    }
    flush()
    return result
  }
}
