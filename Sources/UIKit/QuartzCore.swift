// Core Animation's names (QuartzCore) for TransitionKit's layers, animations and transforms.

/// Core Animation's `CALayer`.
public typealias CALayer = Layer
/// Core Animation's `CAShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAGradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's `CALayerDelegate`.
public typealias CALayerDelegate = LayerDelegate
/// Core Animation's `CAAction`.
public typealias CAAction = LayerAction

/// Core Animation's `CAAnimation`.
public typealias CAAnimation = LayerAnimation
/// Core Animation's `CAPropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's `CABasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's `CASpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's `CAAnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's `CATransition`.
public typealias CATransition = LayerTransition
/// Core Animation's `CAAnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's `CATransaction`.
public typealias CATransaction = Transaction
/// Core Animation's `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's `CAMediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// Core Animation's `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = FillMode
/// Core Animation's `CAAnimationCalculationMode`.
public typealias CAAnimationCalculationMode = CalculationMode
/// Core Animation's `CAAnimationRotationMode`.
public typealias CAAnimationRotationMode = RotationMode
/// Core Animation's `CATransitionType`.
public typealias CATransitionType = TransitionType
/// Core Animation's `CATransitionSubtype`.
public typealias CATransitionSubtype = TransitionSubtype
/// Core Animation's `CALayerCornerCurve`.
public typealias CALayerCornerCurve = CornerCurve
/// Core Animation's `CACornerMask`, the corners `maskedCorners` rounds.
public typealias CACornerMask = RectCorner
/// Core Animation's `CAShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = LineCap
/// Core Animation's `CAShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = LineJoin
/// Core Animation's `CAShapeLayerFillRule`: `.nonZero`, `.evenOdd`.
public typealias CAShapeLayerFillRule = FillRule
/// Core Animation's `CALayerContentsGravity`.
public typealias CALayerContentsGravity = ContentsGravity
/// Core Animation's `CAGradientLayerType`.
public typealias CAGradientLayerType = GradientLayerType
/// Core Animation's `CATransform3D`: `m11` … `m44`, a point is a row vector.
public typealias CATransform3D = Transform3D
/// Core Foundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

extension RectCorner {
  /// `CACornerMask`'s names, y growing down as on iOS: min-x min-y is the top left.
  public static let layerMinXMinYCorner = RectCorner.topLeft
  public static let layerMaxXMinYCorner = RectCorner.topRight
  public static let layerMinXMaxYCorner = RectCorner.bottomLeft
  public static let layerMaxXMaxYCorner = RectCorner.bottomRight
}

/// The scene time of the window's frame clock, in seconds (`CACurrentMediaTime()`): what a
/// `beginTime` is measured against. It moves with the frame clock only, never with the wall.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { currentMediaTime() }

/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  Transform3D(translationX: tx, y: ty, z: tz)
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  t.translatedBy(x: tx, y: ty, z: tz)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  t.scaledBy(x: sx, y: sy, z: sz)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  Transform3D(m)
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// The key `UIView`'s and `CATransition`'s transitions are added under.
public let kCATransition = "transition"

// The string constants older Swift code uses, as the types they are now.
public let kCAFillModeForwards = FillMode.forwards
public let kCAFillModeBackwards = FillMode.backwards
public let kCAFillModeBoth = FillMode.both
public let kCAFillModeRemoved = FillMode.removed
public let kCAMediaTimingFunctionLinear = MediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = MediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = MediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = MediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = MediaTimingFunctionName.default
public let kCAAnimationLinear = CalculationMode.linear
public let kCAAnimationDiscrete = CalculationMode.discrete
public let kCAAnimationPaced = CalculationMode.paced
public let kCAAnimationCubic = CalculationMode.cubic
public let kCAAnimationCubicPaced = CalculationMode.cubicPaced
public let kCAAnimationRotateAuto = RotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = RotationMode.rotateAutoReverse
public let kCATransitionFade = TransitionType.fade
public let kCATransitionMoveIn = TransitionType.moveIn
public let kCATransitionPush = TransitionType.push
public let kCATransitionReveal = TransitionType.reveal
public let kCATransitionFromLeft = TransitionSubtype.fromLeft
public let kCATransitionFromRight = TransitionSubtype.fromRight
public let kCATransitionFromTop = TransitionSubtype.fromTop
public let kCATransitionFromBottom = TransitionSubtype.fromBottom
