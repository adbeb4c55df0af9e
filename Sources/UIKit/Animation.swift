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
