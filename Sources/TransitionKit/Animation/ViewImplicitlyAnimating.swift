/// What drives an animation from start to end (UIKit's `UIViewAnimating` protocol):
/// `PropertyAnimator` is one.
@MainActor
public protocol ViewAnimating: AnyObject {
  var state: AnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  /// How far the animation has come, 0 to 1.
  var fractionComplete: Double { get set }
  func startAnimation()
  /// Starts after `delay` seconds of the frame clock.
  func startAnimation(afterDelay delay: Double)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at position: AnimatingPosition)
}

/// An animator that takes animations and completions while it runs (UIKit's
/// `UIViewImplicitlyAnimating` protocol, what `interruptibleAnimator(using:)` returns):
/// `PropertyAnimator` is one.
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds animations that start after `delayFactor` of the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
  func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double)
}

extension PropertyAnimator: ViewImplicitlyAnimating {}

/// What `interruptibleAnimator(using:)` gives from an animator that does not vend one: an
/// animator that animates nothing, which the transition machinery reads as "none".
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
  var state = AnimatingState.inactive
  var isRunning: Bool { false }
  var isReversed = false
  var fractionComplete = 0.0
  func startAnimation() {}
  func startAnimation(afterDelay delay: Double) {}
  func pauseAnimation() {}
  func stopAnimation(_ withoutFinishing: Bool) {}
  func finishAnimation(at position: AnimatingPosition) {}
  func addAnimations(_ animation: @escaping () -> Void) {}
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {}
  func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double
  ) {}
}
