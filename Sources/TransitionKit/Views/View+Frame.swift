/// Where a frame assigned under a transform puts a view or a layer: Core Animation's
/// `-[CALayer setFrame:]` "changes its position and bounds properties to match the rectangle you
/// specified" — the frame read back (the transformed bounding box) is the one assigned — and
/// says not to do it under a rotation that is not a multiple of 90 degrees (CALayer.frame).
///
/// The bounds take the size of the rectangle brought back through the inverse of the
/// transform's linear part (its bounding box), so a scale of 2 halves them and a quarter turn
/// swaps width and height; the position (the view's `center`) is put so that the transformed
/// bounds are centred on the rectangle, less the transform's translation. Under a rotation
/// that is not a multiple of 90 degrees the frame read back is larger than the one assigned,
/// centred on it. A transform that cannot be inverted (a scale of 0) leaves the size as given.
struct FramePlacement: Equatable {
  /// Where the anchor point goes in the superview, in points (`center`, `position`).
  var position: Point
  /// The untransformed size of the bounds, in points.
  var size: Size

  /// The position and bounds size that put a view or layer with `transform` about
  /// `anchorPoint` (fractions of its bounds) at `frame`.
  init(frame: Rect, transform: AffineTransform, anchorPoint: Point) {
    let target = frame.standardized
    var linear = transform
    linear.tx = 0
    linear.ty = 0
    let determinant = linear.a * linear.d - linear.b * linear.c
    if transform.isIdentity || determinant == 0 || !determinant.isFinite {
      size = target.size
      position = Point(
        x: target.minX + anchorPoint.x * target.width,
        y: target.minY + anchorPoint.y * target.height)
      return
    }
    let untransformed = Rect(origin: .zero, size: target.size).applying(linear.inverted())
    size = untransformed.size
    // The bounds' middle, from the anchor point, before and after the transform.
    let middle = Vector(
      dx: (0.5 - anchorPoint.x) * size.width, dy: (0.5 - anchorPoint.y) * size.height
    ).applying(linear)
    position = Point(
      x: target.midX - middle.dx - transform.tx, y: target.midY - middle.dy - transform.ty)
  }
}

extension View {
  /// Sets `center` and the size of `bounds` so that `frame` reads back `newValue` under the
  /// view's transform (see ``FramePlacement``); inside an animation block both animate.
  func setFrame(_ newValue: Rect) {
    let placement = FramePlacement(
      frame: newValue, transform: frameTransform, anchorPoint: model.anchorPoint)
    center = placement.position
    bounds = Rect(origin: model.bounds.origin, size: placement.size)
  }

  /// The affine transform the frame is measured through: the layer's when it carries a 3-D
  /// transform that is affine, the view's otherwise.
  private var frameTransform: AffineTransform {
    if let layerStorage, let t = layerStorage.modelState.transform, t.isAffine {
      return t.affine
    }
    return model.transform
  }
}
