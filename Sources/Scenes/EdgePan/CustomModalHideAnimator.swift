import TransitionKit

/// Hides the modal, interactively from a swipe at the left screen edge: the reverse of the
/// show animation, and its own interaction controller.
@MainActor
final class CustomModalHideAnimator: PercentDrivenInteractiveTransition, AnimatedTransitioning {
  // The tutorial holds the controller strongly, which keeps every dismissed modal alive
  // (the modal holds this animator too); unowned keeps the same reading without the leak.
  unowned let viewController: ViewController
  let parameters: ParameterStore
  /// The spring the hide animation was built with, to complete with a spring changed since.
  let completionTiming: SceneCompletionTiming
  /// The animator the current transition is vended, when the scene's `interruptible` is on.
  private var transitionAnimator: PropertyAnimator?
  /// The progress at which a completing dismissal was caught (0 for a fresh swipe).
  private var caughtAt = 0.0

  init(withViewController viewController: ViewController, parameters: ParameterStore) {
    self.viewController = viewController
    self.parameters = parameters
    completionTiming = SceneCompletionTiming(current: {
      SpringTimingParameters(
        dampingRatio: parameters.dampingRatio,
        initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))
    })

    super.init()
    parameters.bind(ParameterID.completionSpeed, to: self) { $0.completionSpeed = $1 }

    let panGesture = ScreenEdgePanGestureRecognizer(
      target: self,
      action: CustomModalHideAnimator.handleEdgePan(gestureRecognizer:))

    panGesture.edges = .left
    // Not in the tutorial: a press catches an interruptible dismissal while it completes.
    panGesture.beginsOnPress = { [weak self] in self?.isCompleting ?? false }
    viewController.view.addGestureRecognizer(panGesture)
  }

  func handleEdgePan(gestureRecognizer: ScreenEdgePanGestureRecognizer) {
    let panTranslation = gestureRecognizer.translation(in: viewController.view)
    let distance = parameters.number(EdgePanScene.Key.distance)  // the tutorial's 200
    let animationProgress = min(max(caughtAt + panTranslation.x / distance, 0.0), 1.0)

    switch gestureRecognizer.state {
    case .began where isCompleting:
      // Not in the tutorial: an interruptible dismissal caught while it completes goes on
      // from where it is.
      pause()
      caughtAt = percentComplete
    case .began:
      caughtAt = 0
      viewController.dismiss(animated: true, completion: nil)
    case .changed:
      update(animationProgress)
    case .ended:
      // Not in the tutorial: the scene's release rule decides. Its default keeps the
      // tutorial's comparison, `animationProgress < threshold` cancels (0.5 finishes).
      let release = SceneRelease.decide(
        gestureRecognizer, in: viewController.view, along: .right, progress: animationProgress,
        distance: distance,
        threshold: ReleaseRule.strictThreshold(reproducingAtOrAbove: parameters.threshold),
        parameters: parameters)
      timingCurve = release.timingCurve
      if !release.finishes {  // the tutorial's `animationProgress < 0.5`
        cancel()
      } else {
        finish()
      }
      timingCurve = nil
    default:
      cancel()
    }
  }

  override var timingCurve: (any TimingCurveProvider)? {
    get { super.timingCurve ?? completionTiming.timingCurve }
    set { super.timingCurve = newValue }
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration  // the tutorial's 0.6
  }

  func animateTransition(using transitionContext: TransitionContext) {
    makeAnimator(using: transitionContext)?.startAnimation()
  }

  /// Not in the tutorial: with the scene's `interruptible` on, the hide animation is vended as
  /// the property animator the interaction drives (the same one for the whole transition).
  func interruptibleAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? {
    guard parameters.vendsInterruptibleAnimator else { return nil }
    if let transitionAnimator { return transitionAnimator }
    transitionAnimator = makeAnimator(using: transitionContext)
    return transitionAnimator
  }

  /// The tutorial's `animateTransition(using:)`, up to the start of its animator.
  private func makeAnimator(using transitionContext: TransitionContext) -> PropertyAnimator? {
    guard
      let fromViewController = transitionContext.viewController(forKey: .from),
      let toViewController = transitionContext.viewController(forKey: .to)
    else {
      return nil
    }

    let transitionContainer = transitionContext.containerView

    transitionContainer.addSubview(toViewController.view)
    transitionContainer.addSubview(fromViewController.view)

    let animationTiming = SpringTimingParameters(
      dampingRatio: parameters.dampingRatio,
      initialVelocity: Vector(dx: parameters.number(EdgePanScene.Key.velocity), dy: 0))
    completionTiming.record(animationTiming)

    let animator = PropertyAnimator(
      duration: transitionDuration(using: transitionContext),
      timingParameters: animationTiming)

    let scale = parameters.number(EdgePanScene.Key.startScale)
    let offset = parameters.number(EdgePanScene.Key.startOffset)
    animator.addAnimations {
      var transform = AffineTransform.identity
      transform = transform.concatenating(AffineTransform(scaleX: scale, y: scale))
      transform = transform.concatenating(AffineTransform(translationX: 0, y: offset))

      fromViewController.view.transform = transform
      fromViewController.view.alpha = 0
    }

    animator.addCompletion { [weak self] finished in
      self?.transitionAnimator = nil
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    return animator
  }
}
