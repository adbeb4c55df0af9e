/// The percent-driven transition a navigation controller's swipe back drives (UIKit's
/// `_UINavigationInteractiveTransition`).
@MainActor
final class NavigationInteractiveTransition: PercentDrivenInteractiveTransition {
  /// The settle of the swipe style, for the release that ends the swipe.
  var settle = NavigationSwipeStyle.Settle.uikit
  /// The swipe's velocity at the release, in progress per second toward the pop.
  var releaseVelocity = 0.0
  /// Whether the completion runs toward the pop; read when it starts.
  var completesPop: () -> Bool = { true }
  /// The completion speed toward the pop (true) or back (false), set at the release: the
  /// window's release arbiter may turn the pop the swipe's rule chose into a cancel, or the
  /// other way round, and a speed worked out for one way can be far too slow for the other
  /// (a swipe held at 99 % pops at 0.01× and would take 35 s to go back at that speed).
  var completionSpeedTowardPop: ((Bool) -> Double)?

  override func completionSpeed(toward end: AnimatingPosition) -> Double {
    completionSpeedTowardPop?(end == .end) ?? completionSpeed
  }

  /// The settle's timing, chosen when the completion starts, for the way it runs: a spring
  /// from the release velocity or Flutter's curve; UIKit's leaves the default timing.
  override var timingCurve: (any TimingCurveProvider)? {
    get {
      switch settle {
      case .uikit:
        return super.timingCurve
      case .spring(let mass, let stiffness, let dampingRatio):
        let pops = completesPop()
        // Relative to the distance left, toward where the completion goes.
        let left = Swift.max(pops ? 1 - percentComplete : percentComplete, 0.001)
        let relative = (pops ? releaseVelocity : -releaseVelocity) / left
        return SpringTimingParameters(
          mass: mass, stiffness: stiffness,
          damping: 2 * dampingRatio * (stiffness * mass).squareRoot(),
          initialVelocity: Vector(dx: relative, dy: relative))
      case .flutterCupertino:
        return NavigationSwipeStyle.flutterSettleCurve
      }
    }
    set { super.timingCurve = newValue }
  }
}

extension NavigationController {
  /// Names the two swipes as UIKit does and routes them to `handlePopGesture(_:)`.
  func configureRecognizers() {
    let edge = interactivePopGestureRecognizer
    edge.name = "NavigationController.edgeSwipe"
    edge.pressGate = { [weak self] _, point in
      guard let self else { return false }
      // The edge swipe ignores presses on the bar; the content swipe does not.
      if navigationBar.point(inside: navigationBar.convert(point, from: nil)) {
        return false
      }
      guard popGestureShouldBegin() else { return false }
      holdScrollViews(at: point)
      return true
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
      guard popGestureShouldBegin() else { return false }
      holdScrollViews(at: point)
      return true
    }
    for recognizer in [edge, content] {
      // Neither swipe begins on the press: a cancelling pop is caught at `.began`, once the
      // finger has moved past the begin rule (`handleNavigationTransition:` pauses it there),
      // and a push is preempted the same way (a tap on the arriving page stays a tap), so a
      // still finger leaves the pop springing back.
      recognizer.addTarget(self, action: NavigationController.handlePopGesture)
    }
    navigationBar.largeTitlesChanged = { [weak self] in self?.updateLargeTitle() }
    navigationBar.heightChanged = { [weak self] in self?.layoutBarHeight() }
  }

  /// Makes the drag of each scroll view under a press that the swipe back may take wait for
  /// the swipe to fail, for this press: one that cannot scroll sideways, or that rests at its
  /// leading edge. UIKit's back swipe wins over a horizontal scroll view only then
  /// (**[D]** `_UIParallaxTransitionPanGestureRecognizer`); a scroll view scrolled sideways
  /// keeps its drag, and one decelerating is caught by the press as before.
  func holdScrollViews(at point: Point) {
    guard let window = view.window, let hit = window.hitTest(point) else { return }
    var current: View? = hit
    while let candidate = current, candidate !== view {
      if let scrollView = candidate as? ScrollView, !scrollView.isDecelerating,
        !scrollView.canScroll(.x)
          || scrollView.contentOffset.x <= scrollView.minimumContentOffset.x
      {
        scrollView.panGestureRecognizer.sequenceFailureRequirements = [
          interactivePopGestureRecognizer, contentPopGestureRecognizer,
        ]
      }
      current = candidate.superview
    }
  }

  /// Whether a swipe beginning now would catch the system pop completing: only one going back
  /// (`_shouldPauseRunningTransition` is true only when the pop `transitionWasCancelled`).
  var canCatchRunningPop: Bool {
    guard allowsInterruptingPops, let interaction = systemInteraction,
      let context = activeContext, !context.isComplete
    else { return false }
    return interaction.isCompleting && context.isInterruptible && context.transitionWasCancelled
  }

  /// Whether a swipe would preempt the system pop finishing now (iOS 26's
  /// `_isCurrentTransitionPreemptable`): the pop completes at once and the swipe pops the
  /// next page, when there is one under it.
  var canPreemptFinishingPop: Bool {
    guard allowsInterruptingPops, let interaction = systemInteraction,
      let context = activeContext, !context.isComplete, context.kind == .pop,
      interaction.isCompleting, !context.transitionWasCancelled, context.isInterruptible
    else { return false }
    return true
  }

  /// Completes the system pop finishing now at once.
  private func completeFinishingPop() {
    guard let context = activeContext,
      let animator = context.animator.interruptibleAnimator(using: context)
    else { return }
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
  }

  /// Whether a press would preempt the system push running on its own (iOS 26's
  /// `_isCurrentTransitionPreemptable`): the push completes at once and a pop begins from
  /// where the pages are.
  var canPreemptRunningPush: Bool {
    guard allowsInterruptingPops, let context = activeContext, !context.isComplete,
      context.kind == .push, context.isAnimated, context.interactor == nil,
      context.animator is NavigationParallaxTransitionAnimator
    else { return false }
    return true
  }

  /// Whether the system swipe may begin now: a controller to go back to, no transition in
  /// flight (unless the swipe catches the system pop running or preempts the system push),
  /// a back button shown (not hidden, nor replaced by a left item), and the system's
  /// interaction controller in use (`usesBuiltInInteractionController`).
  func popGestureShouldBegin() -> Bool {
    if canCatchRunningPop { return true }
    let preempts = canPreemptRunningPush || canPreemptFinishingPop
    guard preempts || (activeContext == nil && view.window?.activeTransition == nil),
      viewControllers.count > 1
    else { return false }
    // A zoomed controller is dismissed by its own drag from the edge, as iOS 18 does.
    if viewControllers.last?.preferredTransition?.isZoom == true { return false }
    // A hidden back button, or a left item in its place, turns the swipe off
    // (`_shouldInteractivePopGestureBeEnabled`).
    if let item = viewControllers.last?.navigationItem {
      if item.hidesBackButton { return false }
      if item.leftBarButtonItem != nil, !item.leftItemsSupplementBackButton { return false }
    }
    return usesBuiltInInteractionController
  }

  /// UIKit's `_shouldUseBuiltinInteractionController`, without asking the delegate anything:
  /// true unless the delegate implements a custom-transition method and the last push or pop
  /// played the delegate's animator rather than the system's. A delegate that animates its
  /// pushes therefore loses the swipe on the page its animator brought, even when it would
  /// give no animator for the pop.
  var usesBuiltInInteractionController: Bool {
    guard delegate != nil, !delegateTransitionMethods.isEmpty else { return true }
    return lastTransitionUsedBuiltInAnimator
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
        if canPreemptFinishingPop { completeFinishingPop() }
        let startProgress = canPreemptRunningPush ? preemptRunningPush() : 0
        // The completion follows the default curve (UIKit's `completionCurve` for the swipe
        // is not recovered), at UIKit's completion speed.
        let interaction = NavigationInteractiveTransition()
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
        if startProgress > 0 {
          // The pop starts where the preempted push left the pages.
          swipeBaseProgress = startProgress
          interaction.update(startProgress)
        }
      }
      popDecision = NavigationPopDecision()
      track(pan, width: width)
    case .changed:
      track(pan, width: width)
    case .ended:
      releaseRubberBand()
      guard let interaction = drivenInteraction else { return }
      let progress = interaction.percentComplete
      let duration =
        interaction.duration > 0
        ? interaction.duration : NavigationParallaxTransitionAnimator.duration
      if pan.restedBeforeRelease { popDecision.rest(until: pan.lastTimestamp) }
      let pops =
        popDecider?(pan, progress) ?? popDecision.shouldPop(width: width, duration: duration)
      settle(
        interaction, progress: progress, pops: pops, duration: duration, width: width, pan: pan)
      if pops { interaction.finish() } else { interaction.cancel() }
    case .cancelled:
      releaseRubberBand()
      guard let interaction = drivenInteraction else { return }
      interaction.completionSpeed = 1
      interaction.completionSpeedTowardPop = nil
      interaction.cancel()
    default:
      break
    }
  }

  /// Sets how the released swipe completes, by the swipe style's settle: UIKit's completion
  /// speed, a spring that keeps its own time, or Flutter's durations.
  private func settle(
    _ interaction: NavigationInteractiveTransition, progress: Double, pops: Bool,
    duration: Double, width: Double, pan: NavigationPopGestureRecognizer
  ) {
    interaction.settle = swipeStyle.settle
    interaction.completesPop = { [weak self] in
      !(self?.activeContext?.transitionWasCancelled ?? !pops)
    }
    let decision = popDecision
    let speed: (Bool) -> Double
    switch swipeStyle.settle {
    case .uikit:
      speed = { pops in
        decision.completionSpeed(progress: progress, pops: pops, duration: duration)
      }
    case .spring:
      interaction.releaseVelocity = pan.velocity(in: view).x / width
      speed = { _ in 1 }
    case .flutterCupertino:
      speed = { pops in
        let seconds = NavigationSwipeStyle.flutterSettleDuration(progress: progress, pops: pops)
        let share = pops ? 1 - progress : progress
        // The interaction runs the share left over share × duration / speed.
        return seconds > 0 && share > 0 ? share * duration / seconds : 1
      }
    }
    interaction.completionSpeed = speed(pops)
    interaction.completionSpeedTowardPop = speed
  }

  /// Completes the system push running now at once — as Apple describes for an interrupted
  /// push: it completes to "appeared" and a pop starts in the same turn — and returns the
  /// progress a pop must start from to leave the pages where they are on screen.
  private func preemptRunningPush() -> Double {
    let width = view.bounds.width
    guard width > 0, let context = activeContext,
      let animator = context.animator.interruptibleAnimator(using: context)
    else { return 0 }
    let shown = context.toViewController.view.presentation.frame.minX
    let progress = Swift.min(
      Swift.max(shown / width, 0), NavigationPopDecision.maximumTrackedProgress)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .end)
    return progress
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
    let raw = swipeBaseProgress + along / width
    let progress = Swift.min(Swift.max(raw, 0), NavigationPopDecision.maximumTrackedProgress)
    rubberBand(raw: raw, width: width)
    popDecision.add(
      progress: progress, velocity: pan.velocity(in: view).x / width, at: pan.lastTimestamp)
    interaction.update(progress)
  }
}
