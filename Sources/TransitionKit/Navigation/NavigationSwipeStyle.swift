/// How a navigation controller's push and pop run, how its swipe back begins, what the covered
/// page does while a page slides over it, and how a released swipe settles: iOS 26's by
/// default (`uikit`), iOS 7–18's (`uikitClassic`), or the whole of another platform's
/// (`libadwaita`, `flutterCupertino`). The decision on release is the navigation controller's
/// `popDecider` (UIKit's augmented rule when it is `nil`).
public struct NavigationSwipeStyle: Sendable, Equatable {
  /// How a push or pop runs when no swipe drives it.
  public enum PushTiming: Sendable, Equatable {
    /// iOS 26's fluid parallax transition: the distance left decays exponentially from the
    /// first frame, with a time constant in seconds (a critically damped spring of natural
    /// frequency 1 / τ started at its own speed, so it starts at full speed and never eases
    /// in); settled by about 0.45 s.
    case fluid(timeConstant: Double)
    /// iOS 7–18: 0.35 s on the ease-in-out curve.
    case classic
  }

  /// When a swipe back begins, after the press the recognizer accepted.
  public enum BeginRule: Sendable, Equatable {
    /// UIKit's: 15 points toward the back within a cone (`NavigationPopGestureRecognizer`).
    case uikitCone
    /// libadwaita's swipe tracker: a first movement nearer the horizontal than the vertical,
    /// then a drag of `distance` points from the press (16, `DRAG_THRESHOLD_DISTANCE`) that is
    /// nearer the horizontal and toward the back; anything else fails it.
    case dragDistance(Double)
    /// Flutter's horizontal drag: begins once the movement toward the back passes `slop`
    /// points (18, `kTouchSlop`); fails once the vertical movement or the movement away from
    /// the back does first (the scrolling list takes the press).
    case horizontalSlop(Double)
  }

  /// How a released swipe completes.
  public enum Settle: Sendable, Equatable {
    /// UIKit's classic (iOS 7–18): the rest at UIKit's completion speed, on the default
    /// completion timing.
    case uikit
    /// A physical spring started at the release velocity, which keeps its own settling time
    /// (libadwaita: mass 1, stiffness 1000, damping ratio 1).
    case spring(mass: Double, stiffness: Double, dampingRatio: Double)
    /// Flutter's `_CupertinoBackGestureController.dragEnd`: `fastLinearToSlowEaseIn`, a pop
    /// over 800 ms × the share left, a page that stays over min(800 ms × the share swiped,
    /// 300 ms).
    case flutterCupertino
  }

  /// How the bar's titles and back button change during a push or pop.
  public enum BarTransition: Sendable, Equatable {
    /// iOS 26: the items stay where they are and cross-fade on a short timer, whatever the
    /// page does — the back button over 140 ms, the title in a 50-ms cross-fade 90 ms in; a
    /// swipe swaps them 150 ms into the gesture, and back when it is given up
    /// (`NavigationBarFadeClock`).
    case timed
    /// iOS 7–18: with the page's progress, the leaving title slides into the back button's
    /// place as the arriving back button, and the arriving title slides in from the right
    /// (the other way round for a pop).
    case slide
    /// The items cross-fade in place, linear in the page's progress.
    case progress
  }

  /// When the swipe begins.
  public var beginRule: BeginRule
  /// The share of the width the covered page moves toward the leading edge; `nil` is UIKit's
  /// width − round(width × 0.7).
  public var coveredPageShift: Double?
  /// The black over the covered page once it is fully covered.
  public var dimmingAlpha: Double
  /// How a released swipe completes.
  public var settle: Settle
  /// How a push or pop runs when no swipe drives it.
  public var push: PushTiming
  /// How the bar's items change during a push or pop.
  public var bar: BarTransition
  /// Whether a push or pop asked for while a system push or pop runs on its own takes over
  /// (iOS 26's preemption) rather than being refused.
  public var preemptsRunningTransitions: Bool
  /// iOS 26's fluid page: the moving page's leading corners rounded to the display's radius
  /// while it moves, and a swipe dragged back past its start rubber-banding the page instead
  /// of stopping it (`NavigationController+FluidPage.swift`).
  public var fluidPage: Bool

  public init(
    beginRule: BeginRule, coveredPageShift: Double?, dimmingAlpha: Double, settle: Settle,
    push: PushTiming = .classic, bar: BarTransition = .progress,
    preemptsRunningTransitions: Bool = false, fluidPage: Bool = false
  ) {
    self.beginRule = beginRule
    self.coveredPageShift = coveredPageShift
    self.dimmingAlpha = dimmingAlpha
    self.settle = settle
    self.push = push
    self.bar = bar
    self.preemptsRunningTransitions = preemptsRunningTransitions
    self.fluidPage = fluidPage
  }

  /// iOS 26's, the default: the fluid push and pop, every released swipe landing on one
  /// spring (ω 22, ζ 0.85) started at the finger's speed, the bar's timed cross-fade, and a
  /// push or pop taking over one that runs.
  public static let uikit = NavigationSwipeStyle(
    beginRule: .uikitCone, coveredPageShift: nil,
    dimmingAlpha: 0.1,  // NavigationParallaxTransitionAnimator.dimmingAlpha
    settle: .spring(
      mass: 1, stiffness: fluidSettleFrequency * fluidSettleFrequency,
      dampingRatio: fluidSettleDampingRatio),
    push: .fluid(timeConstant: fluidPushTimeConstant), bar: .timed,
    preemptsRunningTransitions: true, fluidPage: true)

  /// iOS 7–18's: 0.35 s ease-in-out push and pop, a released swipe finishing the rest at
  /// UIKit's completion speed on the same curve, the bar's titles sliding, and a push or pop
  /// refused while one runs.
  public static let uikitClassic = NavigationSwipeStyle(
    beginRule: .uikitCone, coveredPageShift: nil, dimmingAlpha: 0.1, settle: .uikit,
    push: .classic, bar: .slide)

  /// The time constant of iOS 26's push and pop, in seconds (measured: 59–61 ms).
  public static let fluidPushTimeConstant = 0.06
  /// How long iOS 26's push and pop take to settle, in seconds (measured: 450 ms).
  public static let fluidPushDuration = 0.45
  /// The natural frequency of iOS 26's release spring, in radians per second (measured).
  public static let fluidSettleFrequency = 22.0
  /// The damping ratio of iOS 26's release spring (measured).
  public static let fluidSettleDampingRatio = 0.85

  /// Whether this is one of UIKit's styles (either era).
  public var isUIKit: Bool { beginRule == .uikitCone && coveredPageShift == nil }

  /// libadwaita's `AdwNavigationView`: a swipe anywhere with its swipe tracker's begin rule,
  /// the covered page still under a 7 % shade, and its spring.
  public static let libadwaita = NavigationSwipeStyle(
    beginRule: .dragDistance(libadwaitaDragThreshold), coveredPageShift: 0,
    dimmingAlpha: libadwaitaShade,
    settle: .spring(mass: 1, stiffness: libadwaitaSpringStiffness, dampingRatio: 1))

  /// Flutter's `CupertinoPageRoute`: a horizontal drag, the covered page moving a third of
  /// the width under a 0x18 black barrier, and its settle.
  public static let flutterCupertino = NavigationSwipeStyle(
    beginRule: .horizontalSlop(flutterTouchSlop), coveredPageShift: 1.0 / 3.0,
    dimmingAlpha: flutterBarrierAlpha, settle: .flutterCupertino)

  /// `DRAG_THRESHOLD_DISTANCE` of libadwaita's swipe tracker, in points.
  public static let libadwaitaDragThreshold = 16.0
  /// `SPRING_STIFFNESS` of libadwaita's navigation view (mass 1, damping ratio 1).
  public static let libadwaitaSpringStiffness = 1000.0
  /// libadwaita's `--shade-color` alpha over the covered page (7 %).
  public static let libadwaitaShade = 0.07
  /// Flutter's `kTouchSlop`, in logical pixels.
  public static let flutterTouchSlop = 18.0
  /// Flutter's `_kCupertinoPageTransitionBarrierColor` alpha, 0x18 / 255.
  public static let flutterBarrierAlpha = 24.0 / 255.0
  /// Flutter's `_kBackGestureWidth`: the edge band a swipe must start in, in logical pixels.
  public static let flutterEdgeWidth = 20.0
  /// Flutter's `_kMaxDroppedSwipePageForwardAnimationTime`, in seconds.
  public static let flutterMaxDroppedSwipeDuration = 0.8
  /// Flutter's `_kMaxPageBackAnimationTime`, in seconds.
  public static let flutterMaxPageBackDuration = 0.3
  /// Flutter's `Curves.fastLinearToSlowEaseIn`: Cubic(0.18, 1.0, 0.04, 1.0).
  public static let flutterSettleCurve = CubicTimingParameters(
    controlPoint1: Point(x: 0.18, y: 1.0), controlPoint2: Point(x: 0.04, y: 1.0))

  /// How long a Flutter settle lasts, in seconds, from `progress` (the share swiped).
  public static func flutterSettleDuration(progress: Double, pops: Bool) -> Double {
    let p = Swift.min(Swift.max(progress, 0), 1)
    // Flutter floors whole milliseconds; the controller's value is 1 − progress.
    if pops { return (flutterMaxDroppedSwipeDuration * 1000 * (1 - p)).rounded(.down) / 1000 }
    return Swift.min(
      (flutterMaxDroppedSwipeDuration * 1000 * p).rounded(.down) / 1000,
      flutterMaxPageBackDuration)
  }
}
