/// Supplies the objects that animate a presentation or a dismissal (UIKit's
/// `UIViewControllerTransitioningDelegate`). Every method is optional: `nil` means the default
/// (a slide from the bottom, not interactive).
@MainActor
public protocol TransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)?
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
  func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation (UIKit's
  /// `presentationController(forPresented:presenting:source:)`); nil: a plain one.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension TransitioningDelegate {
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: ViewController)
    -> (any AnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  { nil }
  public func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  { nil }
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}

/// Animates one transition (UIKit's `UIViewControllerAnimatedTransitioning`). It must call
/// `completeTransition(_:)` on the context exactly once when its animation ends.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
  /// The transition's length in seconds.
  func transitionDuration(using transitionContext: TransitionContext?) -> Double
  /// Sets up the views in the container and starts the animations.
  func animateTransition(using transitionContext: TransitionContext)
  /// Called after the transition completed or was cancelled. Optional.
  func animationEnded(_ transitionCompleted: Bool)
  /// An animator that an interactive transition can scrub, pause and continue. Optional;
  /// when one is returned, interactive transitions drive it instead of calling
  /// `animateTransition(using:)`.
  func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator?
  /// The same in UIKit's shape, `-> UIViewImplicitlyAnimating` (not optional): an animator
  /// written for iOS implements this one. Optional; the transition machinery asks the
  /// optional form, whose default asks this one and takes the `PropertyAnimator` it returns.
  func interruptibleAnimator(using transitionContext: TransitionContext)
    -> any ViewImplicitlyAnimating
}

extension AnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
  public func interruptibleAnimator(using transitionContext: TransitionContext)
    -> PropertyAnimator?
  {
    let vended: any ViewImplicitlyAnimating = interruptibleAnimator(using: transitionContext)
    return vended as? PropertyAnimator
  }
  public func interruptibleAnimator(using transitionContext: TransitionContext)
    -> any ViewImplicitlyAnimating
  { NoInterruptibleAnimator() }
}

/// Drives a transition from a gesture (UIKit's `UIViewControllerInteractiveTransitioning`).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: TransitionContext)
  /// How fast the transition completes after the gesture ends (1 is the normal speed).
  var completionSpeed: Double { get }
  var completionCurve: AnimationCurve { get }
  /// Whether the transition starts driven by the gesture (true) or running.
  var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
  public var completionSpeed: Double { 1 }
  public var completionCurve: AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
