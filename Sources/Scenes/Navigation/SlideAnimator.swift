import TransitionKit

/// The delegate's own push and pop, as a tutorial writes one: the arriving page slides in
/// from the trailing edge over the covered page, which moves `parallax` of the width toward
/// the leading edge under a black `dimming`; a pop plays it backwards. Linear, so that a
/// percent-driven interaction keeps the page under the finger.
@MainActor
final class SlideAnimator: AnimatedTransitioning {
  let operation: NavigationController.Operation
  let parameters: ParameterStore

  init(operation: NavigationController.Operation, parameters: ParameterStore) {
    self.operation = operation
    self.parameters = parameters
  }

  func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    parameters.duration
  }

  func animateTransition(using transitionContext: TransitionContext) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let bounds = container.bounds
    let width = bounds.width
    let covered = width * parameters.number(NavigationScene.Key.parallax)
    let dimming = View(frame: bounds)
    dimming.backgroundColor = .black
    dimming.isUserInteractionEnabled = false
    let dimmed = parameters.number(NavigationScene.Key.dimming)
    let animations: () -> Void
    if operation == .pop {
      toView.frame = bounds.offsetBy(dx: -covered, dy: 0)
      container.insertSubview(toView, belowSubview: fromView)
      dimming.alpha = dimmed
      container.insertSubview(dimming, aboveSubview: toView)
      animations = {
        fromView.frame = bounds.offsetBy(dx: width, dy: 0)
        toView.frame = bounds
        dimming.alpha = 0
      }
    } else {
      toView.frame = bounds.offsetBy(dx: width, dy: 0)
      dimming.alpha = 0
      container.addSubview(dimming)
      container.addSubview(toView)
      animations = {
        toView.frame = bounds
        fromView.frame = bounds.offsetBy(dx: -covered, dy: 0)
        dimming.alpha = dimmed
      }
    }
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveLinear], animations: animations,
      completion: { _ in
        dimming.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// The known fix for a delegate animator that turns the system swipe back off: an edge pan
/// of the scene's own drives the delegate's pop through a percent-driven interaction
/// controller, deciding the release with UIKit's rule (`NavigationPopDecision`).
@MainActor
final class SwipeBackInteractor: PercentDrivenInteractiveTransition {
  /// Whether a swipe drives a pop now (the delegate hands this out only then).
  var isSwiping = false
  private var decision = NavigationPopDecision()
  private unowned let navigation: NavigationController

  init(navigation: NavigationController, parameters: ParameterStore) {
    self.navigation = navigation
    super.init()
    parameters.bind(ParameterID.completionSpeed, to: self) { $0.completionSpeed = $1 }
  }

  func handleSwipe(_ pan: PanGestureRecognizer) {
    let width = max(navigation.view.bounds.width, 1)
    let progress = min(
      max(pan.translation(in: navigation.view).x / width, 0),
      NavigationPopDecision.maximumTrackedProgress)
    switch pan.state {
    case .began:
      let moved = pan.translation(in: navigation.view)
      // A pan anywhere pops only when it starts toward the back.
      guard navigation.viewControllers.count > 1,
        pan is ScreenEdgePanGestureRecognizer || moved.x > abs(moved.y)
      else { return }
      isSwiping = true
      decision = NavigationPopDecision()
      navigation.popViewController(animated: true)
      decision.add(progress: progress, at: pan.lastTimestamp)
      update(progress)
    case .changed:
      guard isSwiping else { return }
      decision.add(progress: progress, at: pan.lastTimestamp)
      update(progress)
    case .ended:
      guard isSwiping else { return }
      isSwiping = false
      let pops = decision.shouldPop(
        width: width,
        duration: duration > 0 ? duration : NavigationParallaxTransitionAnimator.duration)
      if pops { finish() } else { cancel() }
    case .cancelled, .failed:
      guard isSwiping else { return }
      isSwiping = false
      cancel()
    default:
      break
    }
  }
}
