/// What a transition coordinator tells its blocks about the transition in flight (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol TransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The modal presentation style of the presented controller (`fullScreen` for a navigation
  /// push or pop and for a size change).
  var presentationStyle: ModalPresentationStyle { get }
  /// Whether the transition started driven by an interaction.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be caught while it runs on its own.
  var isInterruptible: Bool { get }
  /// Whether an interaction drives the transition now.
  var isInteractive: Bool { get }
  /// Whether the interaction cancelled the transition.
  var isCancelled: Bool { get }
  /// The transition's length, in seconds.
  var transitionDuration: Double { get }
  /// How far the transition is, in [0, 1]: the last percentage the interaction reported.
  var percentComplete: Double { get }
  /// The speed at which the transition completes after the interaction ends, as the
  /// interaction controller's `completionSpeed` gives it (1: the normal speed).
  var completionVelocity: Double { get }
  /// The curve the transition completes with after the interaction ends.
  var completionCurve: AnimationCurve { get }
  /// A controller of the transition.
  func viewController(forKey key: TransitionContextKey) -> ViewController?
  /// A view of the transition, as the animator gets it (`nil` when it takes no part).
  func view(forKey key: TransitionContextKey) -> View?
  /// The view the transition plays in.
  var containerView: View { get }
  /// The rotation of a size change: identity here, where the screen does not rotate.
  var targetTransform: AffineTransform { get }
}

/// Runs animations with a transition, and tells of its changes (UIKit's
/// `UIViewControllerTransitionCoordinator`). A controller's `transitionCoordinator` gives the
/// one of the transition it takes part in; `viewWillTransition(to:with:)` gets the one of a
/// size change.
@MainActor
public protocol TransitionCoordinator: TransitionCoordinatorContext {
  /// Runs `animation` with the transition's timing: inside an animation block of its duration
  /// and curve when it runs on its own; scrubbed with the interaction while it is interactive,
  /// and run on, or back where it started (on a cancel), with the completion's timing when the
  /// interaction ends. `completion` runs when the transition has completed. Returns false when
  /// the transition is already over.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// The same, for animations of views outside the transition's container.
  @discardableResult
  func animateAlongsideTransition(
    in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` each time the transition stops being interactive (the interaction
  /// finished or cancelled it) or becomes interactive again (it was caught).
  func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void)

  /// Calls `handler` when the interaction ends (UIKit's older form, iOS 7–9).
  func notifyWhenInteractionEnds(_ handler: @escaping (any TransitionCoordinatorContext) -> Void)
}

extension TransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` without a completion.
  @discardableResult
  public func animate(alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?)
    -> Bool
  {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// `animateAlongsideTransition(in:animation:completion:)` without a completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
