/// Options for `View.animateKeyframes` (UIKit's `UIView.KeyframeAnimationOptions`): the
/// calculation mode, and the overall curve in the bits `AnimationOptions` keeps it in (so
/// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` works, as in
/// UIKit).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
  public static let calculationModeLinear = KeyframeAnimationOptions([])
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  /// The calculation mode these options select.
  public var calculationMode: CalculationMode {
    switch (rawValue >> 10) & 0x7 {
    case 1: .discrete
    case 2: .paced
    case 3: .cubic
    case 4: .cubicPaced
    default: .linear
    }
  }

  /// The overall curve, from `AnimationOptions`' curve bits (ease-in-out when none is given,
  /// as UIKit applies to keyframe animations).
  public var curve: AnimationCurve { AnimationOptions(rawValue: rawValue).curve }
}

extension View {
  /// Animates through keyframes (UIKit's `UIView.animateKeyframes(withDuration:delay:options:
  /// animations:completion:)`).
  ///
  /// Inside `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
  /// block's changes become keyframes: a property holds its value until the keyframe's start
  /// and reaches the new one at its end, both fractions of the whole run; changes made outside
  /// any keyframe span the whole run. The keyframes of each property are joined by the
  /// calculation mode (linear by default; discrete shows each value from its keyframe's start;
  /// paced and cubic as `KeyframeAnimation` documents), and the whole run follows the options'
  /// curve (ease-in-out by default, as in UIKit). It works for view properties and for the
  /// layer properties of views (a 3-D `transform`), pauses, scrubs and reverses as one
  /// animator, and inside an interactive transition follows its time line. Inside a
  /// `PropertyAnimator`'s animations the keyframes are that animator's, over its duration and
  /// along its timing, as UIKit's header says of animations nested in an animator's block.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let engine = AnimationEngine.current
    var duration = duration
    if let outerFrame = engine.captureStack.last, let outer = outerFrame {
      if !outer.isImplicit {
        let saved = outer.keyframeMode
        outer.keyframeMode = options.calculationMode
        animations()
        outer.keyframeMode = saved
        if let completion { outer.addCompletion { completion($0 != .current) } }
        return
      }
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
    }
    // A run that names no curve takes the one a transition's animator is built with, as
    // `View.animate` does.
    var timing: any TimingCurveProvider = CubicTimingParameters(animationCurve: options.curve)
    if options.curve == .easeInOut, let chosen = engine.transitionTiming.last { timing = chosen }
    let animator = PropertyAnimator(duration: duration, timingParameters: timing)
    animator.isImplicit = true
    animator.keyframeMode = options.calculationMode
    animator.addAnimations(animations)
    if let completion {
      animator.addCompletion { [unowned animator] position in
        completion(position != .current && !animator.wasInterrupted)
      }
    }
    animator.startAnimation(afterDelay: delay)
  }

  /// One keyframe of the `animateKeyframes` block being run: its changes start at
  /// `frameStartTime` and end `frameDuration` later, both fractions of the whole run. Outside
  /// such a block the changes happen at once.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let frame = AnimationEngine.current.captureStack.last, let animator = frame,
      animator.keyframeMode != nil
    else {
      animations()
      return
    }
    let start = frameStartTime.isFinite ? Swift.min(Swift.max(frameStartTime, 0), 1) : 0
    let length = frameDuration.isFinite ? Swift.min(Swift.max(frameDuration, 0), 1 - start) : 0
    let saved = animator.captureKeyframe
    animator.captureKeyframe = (start, length)
    animations()
    animator.captureKeyframe = saved
  }
}
