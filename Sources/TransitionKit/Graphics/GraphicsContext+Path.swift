import Foundation

/// What a graphics context keeps between calls and `saveGState()` pushes: the transform, the
/// fill colour and the stroke's width, cap and join (Core Graphics' graphics state).
struct ContextState {
  var transform = AffineTransform.identity
  var fillColor = Color.black
  var lineWidth = 1.0
  var lineCap = LineCap.butt
  var lineJoin = LineJoin.miter
}

/// How `drawPath(using:)` paints the current path (Core Graphics' `CGPathDrawingMode`).
public enum PathDrawingMode: Int32, Sendable {
  case fill = 0
  case eoFill = 1
  case stroke = 2
  case fillStroke = 3
  case eoFillStroke = 4
}

/// Building a path in a context and painting it (Core Graphics' `CGContext` path functions:
/// `beginPath()`, `move(to:)`, `addLine(to:)`, `addPath(_:)`, `fillPath(using:)`,
/// `strokePath()`, `drawPath(using:)`, `clip(using:)`).
///
/// As Core Graphics documents, each point is taken through the transform in force when it
/// is added, so a later `translateBy` or `scaleBy` does not move what is built already;
/// painting the path or clipping to it empties it; the path is not part of the graphics
/// state, so `saveGState()` and `restoreGState()` leave it alone.
extension GraphicsContext {
  /// Empties the current path.
  public func beginPath() { currentPath.removeAll() }

  public func move(to point: Point) { currentPath.move(to: point, transform: state.transform) }

  public func addLine(to point: Point) {
    currentPath.addLine(to: point, transform: state.transform)
  }

  /// Adds lines through the points, the first one starting a new subpath.
  public func addLines(between points: [Point]) {
    currentPath.addLines(between: points, transform: state.transform)
  }

  public func addCurve(to end: Point, control1: Point, control2: Point) {
    currentPath.addCurve(
      to: end, control1: control1, control2: control2, transform: state.transform)
  }

  public func addQuadCurve(to end: Point, control: Point) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.transform)
  }

  /// Adds an arc of a circle; `clockwise` is meant in Core Graphics' y-up space, so in
  /// UIKit's coordinates `clockwise: true` turns counterclockwise on screen.
  public func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: state.transform)
  }

  public func addRect(_ rect: Rect) { currentPath.addRect(rect, transform: state.transform) }

  public func addRects(_ rects: [Rect]) {
    currentPath.addRects(rects, transform: state.transform)
  }

  public func addEllipse(in rect: Rect) {
    currentPath.addEllipse(in: rect, transform: state.transform)
  }

  /// Adds a path made elsewhere (a `UIBezierPath`'s `cgPath`).
  public func addPath(_ path: Path) { currentPath.addPath(path, transform: state.transform) }

  /// Closes the current subpath with a line back to its start.
  public func closePath() { currentPath.closeSubpath() }

  /// Whether the current path has nothing in it.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current path's last point, in user space.
  public var currentPointOfPath: Point {
    currentPath.currentPoint.applying(state.transform.inverted())
  }

  /// The ends of the lines `strokePath()` draws.
  public func setLineCap(_ cap: LineCap) { state.lineCap = cap }
  /// The corners of the lines `strokePath()` draws.
  public func setLineJoin(_ join: LineJoin) { state.lineJoin = join }

  /// Fills the inside of the current path with the fill colour, by `rule`, and empties it.
  public func fillPath(using rule: FillRule = .winding) {
    guard let path = takePath() else { return }
    record(.fillPath(path, evenOdd: rule == .evenOdd))
  }

  /// Strokes the current path with the stroke colour and the line width, cap and join, and
  /// empties it.
  public func strokePath() {
    guard let path = takePath() else { return }
    record(.strokePath(path, width: state.lineWidth, cap: state.lineCap, join: state.lineJoin))
  }

  /// Paints the current path as `mode` says (filled, stroked, or filled then stroked), and
  /// empties it.
  public func drawPath(using mode: PathDrawingMode) {
    guard let path = takePath() else { return }
    switch mode {
    case .fill, .eoFill:
      record(.fillPath(path, evenOdd: mode == .eoFill))
    case .stroke:
      record(.strokePath(path, width: state.lineWidth, cap: state.lineCap, join: state.lineJoin))
    case .fillStroke, .eoFillStroke:
      record(.fillPath(path, evenOdd: mode == .eoFillStroke))
      record(.strokePath(path, width: state.lineWidth, cap: state.lineCap, join: state.lineJoin))
    }
  }

  /// Intersects the clip with the inside of the current path, by `rule`, and empties it.
  public func clip(using rule: FillRule = .winding) {
    guard let path = takePath() else { return }
    record(.clipPath(path, evenOdd: rule == .evenOdd))
  }

  /// Strokes each pair of points as a line of its own.
  public func strokeLineSegments(between points: [Point]) {
    beginPath()
    var index = 0
    while index + 1 < points.count {
      move(to: points[index])
      addLine(to: points[index + 1])
      index += 2
    }
    strokePath()
  }

  /// The current path in user space (the commands are played through the transform in force
  /// when they are), emptied; nil when it is empty.
  private func takePath() -> Path? {
    guard !currentPath.isEmpty else { return nil }
    let transform = state.transform
    let path =
      transform.isIdentity ? currentPath.copy() : currentPath.copy(using: transform.inverted())
    currentPath.removeAll()
    return path
  }
}
