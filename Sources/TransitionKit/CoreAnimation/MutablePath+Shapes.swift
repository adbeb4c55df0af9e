import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`, Core Animation's `CACornerMask`), named
/// on screen, where y grows down: `topLeft` is Core Animation's `layerMinXMinYCorner`.
public struct RectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = RectCorner(rawValue: 1 << 0)
  public static let topRight = RectCorner(rawValue: 1 << 1)
  public static let bottomLeft = RectCorner(rawValue: 1 << 2)
  public static let bottomRight = RectCorner(rawValue: 1 << 3)
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// The shape of rounded corners (Core Animation's `CALayerCornerCurve`).
public enum CornerCurve: String, Sendable, Hashable {
  /// Quarter circles.
  case circular
  /// Apple's continuous corner: the curve leaves the straight edge 1.528665 radii from the
  /// corner and bends with continuous curvature (as `UIBezierPath(roundedRect:cornerRadius:)`
  /// has drawn since iOS 7).
  case continuous
}

extension MutablePath {
  /// How far along each edge a continuous corner reaches, in radii.
  public static let continuousCornerExtent = 1.528665

  /// Adds a rectangle as a closed subpath, clockwise on screen from its top-left corner.
  public func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY), transform: transform)
    addLine(to: Point(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: Point(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: Point(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Adds each rectangle as a closed subpath.
  public func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse that fits a rectangle, as four cubic curves clockwise on screen from its
  /// right-hand point, closed.
  public func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
    let r = rect.standardized
    let center = r.center
    let rx = r.width / 2
    let ry = r.height / 2
    move(to: Point(x: center.x + rx, y: center.y), transform: transform)
    for quarter in 0..<4 {
      appendArc(
        center: center, rx: rx, ry: ry, from: Double(quarter) * .pi / 2,
        sweep: .pi / 2, transform: transform)
    }
    closeSubpath()
  }

  /// Adds a rectangle with elliptical corners of the given radii (each reduced to half the
  /// side it lies on), closed, clockwise on screen.
  public func addRoundedRect(
    in rect: Rect, cornerWidth: Double, cornerHeight: Double,
    transform: AffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
    let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(r, transform: transform)
      return
    }
    addRoundedRect(
      in: r, radii: CornerRadii(uniform: Size(width: rx, height: ry)), curve: .circular,
      transform: transform)
  }

  /// Adds an arc of a circle (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`):
  /// a line from the current point to its start when there is one, then the arc.
  ///
  /// As in Core Graphics, `clockwise` is meant in a y-up space: with y growing down, as here
  /// and in UIKit, `clockwise: true` turns counterclockwise on screen, with the angle
  /// decreasing. (`BezierPath`'s arc takes `clockwise` on screen.)
  public func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
    transform: AffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      increasing: !clockwise, transform: transform)
  }

  /// Adds an arc of `delta` radians from `startAngle` (`addRelativeArc`): positive turns with
  /// the angle increasing (clockwise on screen).
  public func addRelativeArc(
    center: Point, radius: Double, startAngle: Double, delta: Double,
    transform: AffineTransform = .identity
  ) {
    let start = Point(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if hasCurrentPoint {
      addLine(to: start, transform: transform)
    } else {
      move(to: start, transform: transform)
    }
    appendArcSegments(
      center: center, radius: radius, from: startAngle, sweep: delta, transform: transform)
  }

  /// Adds a circular arc tangent to the line from the current point to `tangent1End` and to
  /// the line from there to `tangent2End` (`addArc(tangent1End:tangent2End:radius:)`), with a
  /// line from the current point to where the arc starts.
  public func addArc(
    tangent1End p1: Point, tangent2End p2: Point, radius: Double,
    transform: AffineTransform = .identity
  ) {
    ensureSubpath()
    let inverse = transform.inverted()
    let p0 = currentPoint.applying(inverse)
    let v1 = Vector(dx: p0.x - p1.x, dy: p0.y - p1.y)
    let v2 = Vector(dx: p2.x - p1.x, dy: p2.y - p1.y)
    let l1 = v1.length
    let l2 = v2.length
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else {
      addLine(to: p1, transform: transform)
      return
    }
    let angle = acos(Swift.max(-1, Swift.min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2))))
    let distance = radius / tan(angle / 2)
    let u1 = Vector(dx: v1.dx / l1, dy: v1.dy / l1)
    let u2 = Vector(dx: v2.dx / l2, dy: v2.dy / l2)
    let start = Point(x: p1.x + u1.dx * distance, y: p1.y + u1.dy * distance)
    let end = Point(x: p1.x + u2.dx * distance, y: p1.y + u2.dy * distance)
    let bisector = Vector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bl = bisector.length
    let centerDistance = radius / sin(angle / 2)
    let center = Point(
      x: p1.x + bisector.dx / bl * centerDistance, y: p1.y + bisector.dy / bl * centerDistance)
    addLine(to: start, transform: transform)
    let a0 = atan2(start.y - center.y, start.x - center.x)
    let a1 = atan2(end.y - center.y, end.x - center.x)
    var sweep = a1 - a0
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi }
    appendArcSegments(center: center, radius: radius, from: a0, sweep: sweep, transform: transform)
  }

  /// An arc with the angle increasing (clockwise on screen) or decreasing from `startAngle`
  /// to `endAngle`, a whole turn at most.
  func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, increasing: Bool,
    transform: AffineTransform
  ) {
    let start = Point(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if hasCurrentPoint {
      addLine(to: start, transform: transform)
    } else {
      move(to: start, transform: transform)
    }
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if increasing {
      if sweep > turn {
        sweep = turn
      } else if sweep < 0 {
        sweep = sweep.truncatingRemainder(dividingBy: turn)
        if sweep < 0 { sweep += turn }
      }
    } else {
      if sweep < -turn {
        sweep = -turn
      } else if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: turn)
        if sweep > 0 { sweep -= turn }
      }
    }
    appendArcSegments(
      center: center, radius: radius, from: startAngle, sweep: sweep, transform: transform)
  }

  /// Appends cubic curves for a circular arc, each a quarter turn at most.
  func appendArcSegments(
    center: Point, radius: Double, from start: Double, sweep: Double, transform: AffineTransform
  ) {
    guard sweep != 0, sweep.isFinite else { return }
    let count = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    for index in 0..<count {
      appendArc(
        center: center, rx: radius, ry: radius, from: start + Double(index) * step, sweep: step,
        transform: transform)
    }
  }

  /// Appends one cubic curve approximating an elliptical arc of at most a quarter turn, the
  /// standard k = 4/3 · tan(sweep / 4) construction.
  func appendArc(
    center: Point, rx: Double, ry: Double, from a0: Double, sweep: Double,
    transform: AffineTransform
  ) {
    let a1 = a0 + sweep
    let k = 4.0 / 3.0 * tan(sweep / 4)
    let p0 = Point(x: center.x + rx * cos(a0), y: center.y + ry * sin(a0))
    let p3 = Point(x: center.x + rx * cos(a1), y: center.y + ry * sin(a1))
    let c1 = Point(x: p0.x - k * rx * sin(a0), y: p0.y + k * ry * cos(a0))
    let c2 = Point(x: p3.x + k * rx * sin(a1), y: p3.y - k * ry * cos(a1))
    addCurve(to: p3, control1: c1, control2: c2, transform: transform)
  }
}

/// The radii of a rectangle's four corners, as width (along x) and height (along y).
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Size
  public var topRight: Size
  public var bottomRight: Size
  public var bottomLeft: Size

  public init(topLeft: Size, topRight: Size, bottomRight: Size, bottomLeft: Size) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(uniform size: Size) {
    self.init(topLeft: size, topRight: size, bottomRight: size, bottomLeft: size)
  }

  /// `radius` at the given corners, square corners elsewhere.
  public init(radius: Double, corners: RectCorner) {
    let r = Size(width: radius, height: radius)
    func at(_ corner: RectCorner) -> Size { corners.contains(corner) ? r : .zero }
    self.init(
      topLeft: at(.topLeft), topRight: at(.topRight), bottomRight: at(.bottomRight),
      bottomLeft: at(.bottomLeft))
  }

  var all: [Size] { [topLeft, topRight, bottomRight, bottomLeft] }
}

extension MutablePath {
  /// Adds a rectangle with rounded corners, closed, clockwise on screen from the top edge.
  ///
  /// A `.continuous` corner reaches `continuousCornerExtent` radii along each edge with the
  /// three cubic curves iOS 7's `UIBezierPath` introduced (their control points, in radii from
  /// the corner, are the widely reproduced reverse-engineered ones: 1.528665, 1.08849296,
  /// 0.86840694, 0.63149379, 0.07491139, 0.37282383, 0.16905956). Where the rectangle is too
  /// small for that reach the corner is a quarter ellipse of the same radius instead, as
  /// UIKit's path becomes a capsule. Radii are first reduced so that no two corners overlap.
  public func addRoundedRect(
    in rect: Rect, radii: CornerRadii, curve: CornerCurve, transform: AffineTransform = .identity
  ) {
    let r = rect.standardized
    let radii = Self.fitted(radii, in: r)
    guard radii.all.contains(where: { $0.width > 0 && $0.height > 0 }) else {
      addRect(r, transform: transform)
      return
    }
    let extent = Self.continuousCornerExtent
    func reach(_ size: Size) -> Size {
      guard curve == .continuous, size.width * extent <= r.width / 2,
        size.height * extent <= r.height / 2
      else { return size }
      return Size(width: size.width * extent, height: size.height * extent)
    }
    // Corners in screen order: top-right, bottom-right, bottom-left, top-left; each described
    // by its corner point and the unit directions of the edge coming in and going out.
    let corners: [(Point, Size, Vector, Vector)] = [
      (Point(x: r.maxX, y: r.minY), radii.topRight, Vector(dx: 1, dy: 0), Vector(dx: 0, dy: 1)),
      (Point(x: r.maxX, y: r.maxY), radii.bottomRight, Vector(dx: 0, dy: 1), Vector(dx: -1, dy: 0)),
      (Point(x: r.minX, y: r.maxY), radii.bottomLeft, Vector(dx: -1, dy: 0), Vector(dx: 0, dy: -1)),
      (Point(x: r.minX, y: r.minY), radii.topLeft, Vector(dx: 0, dy: -1), Vector(dx: 1, dy: 0)),
    ]
    let topLeftReach = reach(radii.topLeft)
    move(to: Point(x: r.minX + topLeftReach.width, y: r.minY), transform: transform)
    for (corner, radius, incoming, outgoing) in corners {
      appendCorner(
        at: corner, radius: radius, reach: reach(radius), incoming: incoming, outgoing: outgoing,
        continuous: curve == .continuous, transform: transform)
    }
    closeSubpath()
  }

  /// Radii reduced in proportion so that each side holds its two corners (as CSS does).
  static func fitted(_ radii: CornerRadii, in rect: Rect) -> CornerRadii {
    func clean(_ s: Size) -> Size {
      Size(
        width: s.width.isFinite ? Swift.max(s.width, 0) : 0,
        height: s.height.isFinite ? Swift.max(s.height, 0) : 0)
    }
    var result = CornerRadii(
      topLeft: clean(radii.topLeft), topRight: clean(radii.topRight),
      bottomRight: clean(radii.bottomRight), bottomLeft: clean(radii.bottomLeft))
    var factor = 1.0
    func limit(_ sum: Double, _ side: Double) {
      if sum > side, sum > 0 { factor = Swift.min(factor, side / sum) }
    }
    limit(result.topLeft.width + result.topRight.width, rect.width)
    limit(result.bottomLeft.width + result.bottomRight.width, rect.width)
    limit(result.topLeft.height + result.bottomLeft.height, rect.height)
    limit(result.topRight.height + result.bottomRight.height, rect.height)
    if factor < 1 {
      result = CornerRadii(
        topLeft: result.topLeft * factor, topRight: result.topRight * factor,
        bottomRight: result.bottomRight * factor, bottomLeft: result.bottomLeft * factor)
    }
    return result
  }

  /// Appends the edge up to a corner and the corner itself, ending on the next edge.
  private func appendCorner(
    at corner: Point, radius: Size, reach: Size, incoming: Vector, outgoing: Vector,
    continuous: Bool, transform: AffineTransform
  ) {
    // A point given as (distance back along the incoming edge, distance along the outgoing
    // one), each in the radius of its own axis.
    func point(_ back: Double, _ forward: Double, _ scaleBack: Double, _ scaleForward: Double)
      -> Point
    {
      Point(
        x: corner.x - incoming.dx * back * scaleBack + outgoing.dx * forward * scaleForward,
        y: corner.y - incoming.dy * back * scaleBack + outgoing.dy * forward * scaleForward)
    }
    // The radius along the incoming edge and along the outgoing one.
    let along = abs(incoming.dx) > 0 ? radius.width : radius.height
    let across = abs(outgoing.dx) > 0 ? radius.width : radius.height
    let reachIn = abs(incoming.dx) > 0 ? reach.width : reach.height
    addLine(to: point(reachIn, 0, 1, 1), transform: transform)
    guard along > 0, across > 0 else { return }
    if continuous, reachIn > along {
      let e = Self.continuousCornerExtent
      addCurve(
        to: point(0.63149379, 0.07491139, along, across),
        control1: point(1.08849296, 0, along, across),
        control2: point(0.86840694, 0, along, across), transform: transform)
      addCurve(
        to: point(0.07491139, 0.63149379, along, across),
        control1: point(0.37282383, 0.16905956, along, across),
        control2: point(0.16905956, 0.37282383, along, across), transform: transform)
      addCurve(
        to: point(0, e, along, across), control1: point(0, 0.86840694, along, across),
        control2: point(0, 1.08849296, along, across), transform: transform)
    } else {
      let k = 0.5522847498307936
      addCurve(
        to: point(0, 1, along, across), control1: point(1 - k, 0, along, across),
        control2: point(0, 1 - k, along, across), transform: transform)
    }
  }
}
