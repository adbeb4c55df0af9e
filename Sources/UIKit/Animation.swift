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

/// What UIKit's `interruptibleAnimator(using:)` returns, `UIViewImplicitlyAnimating`: here an
/// optional property animator, because TransitionKit's requirement returns
/// `PropertyAnimator?` (nil: none). Written with UIKit's signature, `-> UIViewImplicitlyAnimating`,
/// the method is then that requirement; were the alias not optional, the same method would be
/// an unrelated overload that is never called, without a word from the compiler. The result
/// needs unwrapping where UIKit's does not: `interruptibleAnimator(using:)?.startAnimation()`.
public typealias UIViewImplicitlyAnimating = PropertyAnimator?

/// UIKit's `UIViewAnimating`: here always a property animator.
public typealias UIViewAnimating = PropertyAnimator
