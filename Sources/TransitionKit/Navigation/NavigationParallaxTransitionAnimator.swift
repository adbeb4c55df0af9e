/// The push and pop a navigation controller plays when its delegate gives no animator
/// (UIKit's private `_UINavigationParallaxTransition`).
///
/// A push slides the arriving page in from the trailing edge over the page it covers, which
/// moves a little toward the leading edge (the parallax) and dims; a pop plays the same
/// backwards. The moving page casts a shadow on the covered one while it moves.
///
/// - iOS 26 (`pushTiming` `.fluid`, the default): running on its own, the distance left
///   decays exponentially from the first frame (τ 60 ms, settled by 0.45 s), the decompiled
///   UIKitCore of iOS 26.1 running it on a spring (`_makeHybridPropertyAnimatorWithDuration:`
///   with `_fluidParallaxTransitionsEnabled`) and a public frame-by-frame measurement giving
///   the numbers.
/// - iOS 7–18 (`.classic`): 0.35 s (`duration`), as a developer's LLDB reading of
///   `transitionDuration:` reports (0.34999…), easing in and out (the context's default
///   `_completionCurve`).
/// - While an interaction drives it the timing is linear over 0.35 s in either era, as the
///   decompiled UIKitCore of iOS 26.1 shows (curve 3 while `isInteractive`).
/// - The covered page moves by width − round(width × 0.7) (`parallaxOffsetFraction`, from
///   the decompiled `parallaxOffset = round(containerWidth × 0.7)`; reading it as the covered
///   page's resting place, 30 % of the width to the leading side, is an inference).
/// - The dimming over the covered page (`dimmingAlpha`) is UIKit's black at 0.1
///   (`_UIParallaxDimmingView`'s default colour); the shadow is not recovered from UIKit: it
///   is this library's choice.
///
/// It vends its animator as an interruptible one, so that a percent-driven interaction
/// scrubs it and a swipe can catch it while it completes (iOS 26's interruptible parallax
/// transitions).
@MainActor
public final class NavigationParallaxTransitionAnimator: AnimatedTransitioning {
  /// The transition's length, in seconds.
  public static let duration = 0.35
  /// The share of the width UIKit's `parallaxOffset` is: the covered page moves by the rest.
  public static let parallaxOffsetFraction = 0.7
  /// The black the covered page is dimmed by once fully covered: UIKit's
  /// (`_UIParallaxDimmingView`'s default colour, black at 0.1).
  public static let dimmingAlpha = 0.1
  /// The moving page's shadow: opacity and blur radius in points (a choice).
  public static let shadowOpacity = 0.25
  public static let shadowRadius = 10.0

  /// The share of the width the covered page moves toward the leading edge; `nil` is
  /// UIKit's (`coveredPageOffset(width:)`), 0 keeps it still (libadwaita).
  public var coveredPageShift: Double?
  /// The black over the covered page once fully covered.
  public var dimming = NavigationParallaxTransitionAnimator.dimmingAlpha
  /// How the transition runs when no interaction drives it: iOS 26's by default.
  public var pushTiming = NavigationSwipeStyle.uikit.push
  /// Whether the moving page's leading corners take the display's radius while it moves
  /// (iOS 26's `_UIParallaxTransitionCardView setRoundsCorners:`).
  public var roundsMovingPage = false

  private var running: PropertyAnimator?
  private weak var runningContext: TransitionContext?

  public init() {}

  /// An animator with a navigation controller's swipe style's covered page and dimming.
  public convenience init(style: NavigationSwipeStyle) {
    self.init()
    coveredPageShift = style.coveredPageShift
    dimming = style.dimmingAlpha
    pushTiming = style.push
    roundsMovingPage = style.fluidPage
  }

  /// How far the covered page moves toward the leading edge, in points, for a width.
  public static func coveredPageOffset(width: Double) -> Double {
    width - (width * parallaxOffsetFraction).rounded()
  }

  public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    if transitionContext?.isAnimated == false { return 0 }
    if case .fluid = pushTiming, transitionContext?.isInteractive == false {
      return NavigationSwipeStyle.fluidPushDuration
    }
    return Self.duration
  }

  /// The timing of a transition: linear while an interaction drives it; on its own, iOS 26's
  /// exponential response (a critically damped spring of ω = 1 / τ started at ω, so that the
  /// distance left is e^(−t/τ)) or the classic ease-in-out.
  func timing(interactive: Bool) -> any TimingCurveProvider {
    if interactive { return CubicTimingParameters.linear }
    switch pushTiming {
    case .classic:
      return CubicTimingParameters.easeInOut
    case .fluid(let timeConstant):
      let omega = 1 / Swift.max(timeConstant, 0.001)
      return SpringTimingParameters(
        mass: 1, stiffness: omega * omega, damping: 2 * omega,
        initialVelocity: Vector(dx: omega, dy: omega))
    }
  }

  public func animateTransition(using transitionContext: TransitionContext) {
    guard transitionContext.isAnimated else {
      // Unanimated: the navigation controller places the arriving view when this completes.
      transitionContext.completeTransition(true)
      return
    }
    interruptibleAnimator(using: transitionContext)?.startAnimation()
  }

  /// The one animator of a transition, the same for every call with its context.
  public func interruptibleAnimator(using transitionContext: TransitionContext)
    -> PropertyAnimator?
  {
    if let running, runningContext === transitionContext { return running }
    guard let animator = makeAnimator(transitionContext) else { return nil }
    running = animator
    runningContext = transitionContext
    return animator
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    running = nil
    runningContext = nil
  }

  private func makeAnimator(_ context: TransitionContext) -> PropertyAnimator? {
    guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
    else { return nil }
    let container = context.containerView
    let bounds = container.bounds
    let width = bounds.width
    let covered = coveredPageShift.map { width * $0 } ?? Self.coveredPageOffset(width: width)
    let dimming = View(frame: bounds)
    dimming.name = "navigation-dimming"
    dimming.backgroundColor = .black
    dimming.isUserInteractionEnabled = false
    dimming.autoresizingMask = .flexibleSize
    let shade = self.dimming
    let moving: View
    let animations: () -> Void
    if context.kind == .pop {
      moving = fromView
      toView.frame = bounds.offsetBy(dx: -covered, dy: 0)
      container.insertSubview(toView, belowSubview: fromView)
      dimming.alpha = self.dimming
      container.insertSubview(dimming, aboveSubview: toView)
      animations = {
        fromView.frame = bounds.offsetBy(dx: width, dy: 0)
        toView.frame = bounds
        dimming.alpha = 0
      }
    } else {
      moving = toView
      toView.frame = bounds.offsetBy(dx: width, dy: 0)
      container.addSubview(toView)
      dimming.alpha = 0
      container.insertSubview(dimming, belowSubview: toView)
      animations = {
        toView.frame = bounds
        fromView.frame = bounds.offsetBy(dx: -covered, dy: 0)
        dimming.alpha = shade
      }
    }
    moving.layer.shadowColor = Color.black.cgColor
    moving.layer.shadowRadius = Self.shadowRadius
    moving.layer.shadowOffset = .zero
    moving.layer.shadowOpacity = Float(Self.shadowOpacity)
    let rounding = roundsMovingPage ? (context.window?.screen.displayCornerRadius ?? 0) : 0
    let ownCorners = (moving.layer.cornerRadius, moving.layer.maskedCorners)
    if rounding > 0 {
      moving.layer.cornerRadius = rounding
      moving.layer.maskedCorners = [.topLeft, .bottomLeft]
    }
    let timing = timing(interactive: context.isInteractive)
    let animator = PropertyAnimator(
      duration: transitionDuration(using: context), timingParameters: timing)
    animator.addAnimations(animations)
    animator.addCompletion { _ in
      dimming.removeFromSuperview()
      moving.layer.shadowOpacity = 0
      if rounding > 0 { (moving.layer.cornerRadius, moving.layer.maskedCorners) = ownCorners }
      context.completeTransition(!context.transitionWasCancelled)
    }
    return animator
  }
}
