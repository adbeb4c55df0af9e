/// Block-based animation (UIKit's `UIView.animate` family).
///
/// Each call creates a `PropertyAnimator` and starts it: the closure runs at once, so model
/// values change immediately, and each changed property animates from the value on screen to
/// its new value.
///
/// **Animating a property that is already animating** is additive, as in UIKit since iOS 8
/// (WWDC14 session 236): the running animation keeps running, and the new one adds its own
/// change — the offset from the model value before it to the new model value, decaying to zero
/// along its own curve. What is shown (and drawn, and hit-tested) is the model value plus the
/// sum of those remaining offsets, so neither the position nor, with the default ease-in-out,
/// the velocity jumps, and both completions get `finished == true`. An assignment outside any
/// animation block ends every animation of the property (their completions get `false`). A
/// `PropertyAnimator` created explicitly does not add: it takes the property over from the value
/// on screen (see `AdditiveStack`).
///
/// **Nesting.** A block inside another block inherits the outer duration and curve unless its
/// options include `.overrideInheritedDuration` / `.overrideInheritedCurve`. Inside another
/// `View.animate` block it runs on its own, with its own completion. Inside the block of a
/// `PropertyAnimator` created explicitly it is tracked by that animator, as UIKit's header says:
/// pausing, scrubbing and reversing the animator moves its changes, and they end, with its
/// completion (`finished` unless the animator ended where it stood), when the animator ends
/// (see `PropertyAnimator.nest`).
extension View {
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let engine = AnimationEngine.current
    var duration = duration
    var timing: any TimingCurveProvider = options.timing
    if options.curve == .easeInOut, let chosen = engine.transitionTiming.last { timing = chosen }
    if let outerFrame = engine.captureStack.last, let outer = outerFrame {
      let inheritsDuration = !options.contains(.overrideInheritedDuration)
      let inheritsCurve = !options.contains(.overrideInheritedCurve)
      if inheritsDuration { duration = outer.duration }
      if inheritsCurve { timing = outer.timingParameters }
      if !outer.isImplicit {
        outer.nest(
          duration: duration, delay: delay, timing: timing,
          inline: inheritsDuration && inheritsCurve && !(delay > 0), animations: animations,
          completion: completion)
        return
      }
    }
    run(
      duration: duration, delay: delay, timing: timing, animations: animations,
      completion: completion)
  }

  public static func animate(
    withDuration duration: Double, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates along a spring that settles at the end of `duration`.
  ///
  /// The options apply as in the other form, except the curve options (`.curveEaseIn` …),
  /// which a spring ignores, as in UIKit: nested in another block, the animation takes the
  /// outer block's duration unless `options` include `.overrideInheritedDuration`; it always
  /// keeps its spring.
  ///
  /// - Parameters:
  ///   - dampingRatio: 1 settles without overshoot; lower values oscillate.
  ///   - velocity: initial velocity relative to the distance (distance per second divided by
  ///     the total distance), as in UIKit.
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let timing = SpringTimingParameters(
      dampingRatio: dampingRatio, initialVelocity: Vector(dx: velocity, dy: velocity))
    var duration = duration
    if let outerFrame = AnimationEngine.current.captureStack.last, let outer = outerFrame {
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
      if !outer.isImplicit {
        outer.nest(
          duration: duration, delay: delay, timing: timing, inline: false,
          animations: animations, completion: completion)
        return
      }
    }
    run(
      duration: duration, delay: delay, timing: timing, animations: animations,
      completion: completion)
  }

  /// Runs `changes` with animation turned off, even inside an animation block; a
  /// `View.animate` call inside applies its changes at once too.
  public static func performWithoutAnimation(_ changes: () -> Void) {
    let engine = AnimationEngine.current
    engine.captureStack.append(nil)
    changes()
    engine.captureStack.removeLast()
  }

  private static func run(
    duration: Double, delay: Double, timing: any TimingCurveProvider,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    let engine = AnimationEngine.current
    if !engine.animationsEnabled || engine.captureStack.last.map({ $0 == nil }) == true {
      // Inside `performWithoutAnimation`, or with animations turned off: the changes happen
      // at once, and the completion runs at the next frame, as UIKit runs it on the next turn
      // of the run loop.
      performWithoutAnimation(animations)
      let animator = PropertyAnimator(duration: 0, timingParameters: timing)
      if let completion { animator.addCompletion { _ in completion(true) } }
      animator.startAnimation()
      return
    }
    let animator = PropertyAnimator(duration: duration, timingParameters: timing)
    animator.isImplicit = true
    animator.addAnimations(animations)
    if let completion {
      animator.addCompletion { [unowned animator] position in
        completion(position != .current && !animator.wasInterrupted)
      }
    }
    animator.startAnimation(afterDelay: delay)
  }
}
