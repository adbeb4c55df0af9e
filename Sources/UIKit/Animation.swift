// UIKit's names for TransitionKit's animators and timing.

/// UIKit's `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = PropertyAnimator

/// UIKit's `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider

/// UIKit's `UICubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters

/// UIKit's `UISpringTimingParameters`: `init(dampingRatio:initialVelocity:)` settles within the
/// animator's duration; `init(mass:stiffness:damping:initialVelocity:)` is the physical spring.
public typealias UISpringTimingParameters = SpringTimingParameters

/// UIKit's `UITimingCurveType`.
public typealias UITimingCurveType = TimingCurveType

/// UIKit's `UIViewAnimatingPosition`, what an animator's completion is passed.
public typealias UIViewAnimatingPosition = AnimatingPosition

/// UIKit's `UIViewAnimatingState`.
public typealias UIViewAnimatingState = AnimatingState

/// What UIKit's `interruptibleAnimator(using:)` returns, `UIViewImplicitlyAnimating`: a
/// protocol `UIViewPropertyAnimator` conforms to. Written with UIKit's signature,
/// `-> UIViewImplicitlyAnimating`, the method is TransitionKit's requirement of that shape, and
/// the animator it returns is the one an interactive transition drives.
public typealias UIViewImplicitlyAnimating = any ViewImplicitlyAnimating

/// UIKit's `UIViewAnimating`: here always a property animator.
public typealias UIViewAnimating = PropertyAnimator
