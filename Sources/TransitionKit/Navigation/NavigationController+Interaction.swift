/// The percent-driven transition a navigation controller's swipe back drives (UIKit's
/// `_UINavigationInteractiveTransition`).
@MainActor
final class NavigationInteractiveTransition: PercentDrivenInteractiveTransition {}

extension NavigationController {
  /// Names the two swipes as UIKit does and routes them to `handlePopGesture(_:)`.
  func configureRecognizers() {
    let edge = interactivePopGestureRecognizer
    edge.name = "NavigationController.edgeSwipe"
    edge.pressGate = { [weak self] recognizer, point in
      guard let self else { return false }
      // The edge swipe ignores presses on the bar; the content swipe does not.
      if navigationBar.point(inside: navigationBar.convert(point, from: nil)) {
        return false
      }
      return popGestureShouldBegin()
    }
    let content = contentPopGestureRecognizer
    content.name = "NavigationController.contentSwipe"
    content.recognizesWithoutEdge = true
    content.pressGate = { [weak self] _, point in
      guard let self else { return false }
      // It takes only what the edge swipe does not: a press outside its band.
      let edge = interactivePopGestureRecognizer
      if edge.isEnabled, edge.isInEdgeZone(point),
        !navigationBar.point(inside: navigationBar.convert(point, from: nil))
      {
        return false
      }
      return popGestureShouldBegin()
    }
    for recognizer in [edge, content] {
      recognizer.beginsOnPress = { [weak self] in self?.canCatchRunningPop ?? false }
      recognizer.addTarget(self, action: NavigationController.handlePopGesture)
    }
  }

  /// Whether a press would catch the system pop completing now.
  var canCatchRunningPop: Bool {
    guard allowsInterruptingPops, let interaction = systemInteraction,
      let context = activeContext, !context.isComplete
    else { return false }
    return interaction.isCompleting && context.isInterruptible
  }

  /// Whether the system swipe may begin now: a controller to go back to, no transition in
  /// flight (unless the swipe catches the system pop running), and no animator of the
  /// delegate for the pop — UIKit's `_shouldUseBuiltinInteractionController`: a delegate with
  /// its own animator loses the system swipe.
  func popGestureShouldBegin() -> Bool {
    if canCatchRunningPop { return true }
    guard activeContext == nil, view.window?.activeTransition == nil, viewControllers.count > 1
    else { return false }
    if let delegate,
      delegate.navigationController(
        self, animationControllerFor: .pop, from: viewControllers[viewControllers.count - 1],
        to: viewControllers[viewControllers.count - 2]) != nil
    {
      return false
    }
    return true
  }

  /// Drives the system pop from either swipe: progress = the progress it started from +
  /// tx / width (clamped below 0.999), the augmented pop rule on release, and the completion
  /// speed UIKit hands over (`NavigationPopDecision`).
  func handlePopGesture(_ pan: NavigationPopGestureRecognizer) {
    let width = Swift.max(view.bounds.width, 1)
    switch pan.state {
    case .began:
      if canCatchRunningPop, let interaction = systemInteraction {
        interaction.pause()
        swipeBaseProgress = interaction.percentComplete
      } else {
        let interaction = NavigationInteractiveTransition()
        interaction.completionCurve = .easeOut
        systemInteraction = interaction
        swipeBaseProgress = 0
        guard viewControllers.count > 1 else { return }
        change(
          to: Array(viewControllers.dropLast()), operation: .pop, animated: true,
          systemInteraction: interaction)
        guard activeContext != nil, !interaction.isCompleting else {
          systemInteraction = nil
          return
        }
      }
      popDecision = NavigationPopDecision()
      track(pan, width: width)
    case .changed:
      track(pan, width: width)
    case .ended:
      guard let interaction = drivenInteraction else { return }
      let progress = interaction.percentComplete
      let duration =
        interaction.duration > 0
        ? interaction.duration : NavigationParallaxTransitionAnimator.duration
      let pops = popDecision.shouldPop(width: width, duration: duration)
      interaction.completionSpeed = popDecision.completionSpeed(
        progress: progress, pops: pops, duration: duration)
      if pops { interaction.finish() } else { interaction.cancel() }
    case .cancelled:
      guard let interaction = drivenInteraction else { return }
      interaction.completionSpeed = 1
      interaction.cancel()
    default:
      break
    }
  }

  /// The system interaction while a swipe drives it.
  private var drivenInteraction: NavigationInteractiveTransition? {
    guard let interaction = systemInteraction, !interaction.isCompleting,
      let context = activeContext, !context.isComplete
    else { return nil }
    return interaction
  }

  private func track(_ pan: PanGestureRecognizer, width: Double) {
    guard let interaction = drivenInteraction else { return }
    let along = pan.translation(in: view).x
    let progress = Swift.min(
      Swift.max(swipeBaseProgress + along / width, 0), NavigationPopDecision.maximumTrackedProgress)
    popDecision.add(progress: progress, at: pan.lastTimestamp)
    interaction.update(progress)
  }
}
