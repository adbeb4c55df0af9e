// Core Graphics' and UIKit's names for paths, and UIKit's visual effects and keyframes.

/// Core Graphics' `CGPath`.
public typealias CGPath = Path
/// Core Graphics' `CGMutablePath`.
public typealias CGMutablePath = MutablePath
/// Core Graphics' `CGLineCap`.
public typealias CGLineCap = LineCap
/// Core Graphics' `CGLineJoin`.
public typealias CGLineJoin = LineJoin
/// Core Graphics' `CGPathFillRule`: `.winding`, `.evenOdd`.
public typealias CGPathFillRule = FillRule
/// UIKit's `UIBezierPath`.
public typealias UIBezierPath = BezierPath
/// UIKit's `UIRectCorner`.
public typealias UIRectCorner = RectCorner
/// UIKit's `UIVisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIVisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`, with its `UIBlurEffect.Style`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect

extension View {
  /// UIKit's `UIView.KeyframeAnimationOptions`.
  public typealias KeyframeAnimationOptions = TransitionKit.KeyframeAnimationOptions
}

extension Path {
  /// Core Graphics' form with the transform given by pointer (`transform: nil` for none).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(rect: rect, transform: transform?.pointee ?? .identity)
  }

  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(ellipseIn: rect, transform: transform?.pointee ?? .identity)
  }

  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(
      roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
  }
}
