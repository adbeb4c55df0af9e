/// Every animatable value of a view. A view keeps two sets: the model (what was last
/// assigned) and the presentation (what is on screen now, while animations run).
public struct ViewValues: Equatable, Sendable {
  /// Position of the bounds' centre in the superview's coordinates, in points.
  public var center: Point
  /// The view's own coordinate space: origin and size, in points.
  public var bounds: Rect
  /// Applied about the centre, as with UIKit's default anchor point.
  public var transform: AffineTransform
  /// Opacity in [0, 1]; for a view with subviews it applies to the group.
  public var alpha: Double
  /// `nil` draws nothing (clear).
  public var backgroundColor: Color?
  /// Radius of the rounded corners, in points.
  public var cornerRadius: Double
  public var shadowColor: Color
  /// Shadow opacity in [0, 1]; 0 draws no shadow.
  public var shadowOpacity: Double
  /// Shadow offset in points (UIKit's default is 0, −3).
  public var shadowOffset: Size
  /// Shadow blur radius in points.
  public var shadowRadius: Double
  /// The point of the bounds, as fractions of its size, that `center` places and `transform`
  /// turns about (the layer's `anchorPoint`; (0.5, 0.5), the middle, by default).
  public var anchorPoint = Point(x: 0.5, y: 0.5)

  public init(frame: Rect) {
    let standard = frame.standardized
    center = standard.center
    bounds = Rect(origin: .zero, size: standard.size)
    transform = .identity
    alpha = 1
    backgroundColor = nil
    cornerRadius = 0
    shadowColor = .black
    shadowOpacity = 0
    shadowOffset = Size(width: 0, height: -3)
    shadowRadius = 3
  }

  /// The rectangle the view occupies in its superview: the bounds around the centre, through
  /// the transform (the smallest upright rectangle that holds it).
  public var frame: Rect {
    let size = bounds.size
    let local = Rect(
      x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width,
      height: size.height)
    let placed = transform.isIdentity ? local : local.applying(transform)
    return placed.offsetBy(dx: center.x, dy: center.y)
  }

  /// The transform from the view's bounds coordinates to its superview's: move the bounds'
  /// anchor point (its centre by default) to the origin, apply `transform`, then move to
  /// `center`.
  public var transformToSuperview: AffineTransform {
    AffineTransform(
      translationX: -(bounds.origin.x + bounds.width * anchorPoint.x),
      y: -(bounds.origin.y + bounds.height * anchorPoint.y))
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }
}
