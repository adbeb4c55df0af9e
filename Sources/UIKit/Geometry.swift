// Core Graphics' names for TransitionKit's geometry. All lengths are points, as in UIKit.

/// Core Graphics' floating-point type: a `Double`, as on every 64-bit Apple platform.
public typealias CGFloat = Double

/// Core Graphics' `CGPoint`: TransitionKit's `Point`.
public typealias CGPoint = Point

/// Core Graphics' `CGSize`: TransitionKit's `Size`.
public typealias CGSize = Size

/// Core Graphics' `CGRect`: TransitionKit's `Rect` (`width`, `height`, `minX` … `midY`,
/// `insetBy`, `offsetBy`, `contains`, `union`, `intersection`).
public typealias CGRect = Rect

/// Core Graphics' `CGVector`: TransitionKit's `Vector`, as a spring's initial velocity too.
public typealias CGVector = Vector

/// Core Graphics' `CGAffineTransform`: TransitionKit's `AffineTransform` (`identity`,
/// `init(scaleX:y:)`, `init(translationX:y:)`, `init(rotationAngle:)`, `concatenating`,
/// `scaledBy`, `translatedBy`, `rotated(by:)`, `inverted()`).
public typealias CGAffineTransform = TransitionKit.AffineTransform

/// UIKit's `UIEdgeInsets`: TransitionKit's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `UIRectEdge`: the edges a `UIScreenEdgePanGestureRecognizer` listens at.
public typealias UIRectEdge = RectEdge
