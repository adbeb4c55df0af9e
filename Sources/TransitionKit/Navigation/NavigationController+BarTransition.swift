/// How the bar follows a push or pop, by the swipe style's `bar`: iOS 26's timed cross-fade,
/// iOS 7–18's slide, or the cross-fade linear in the page's progress.
extension NavigationController {
  /// Starts the timed cross-fade's clock when the style uses it: toward the arriving items at
  /// once for a push or pop on its own, after `NavigationBarFadeClock.swipeDelay` for a swipe.
  func startBarTransition(_ context: TransitionContext) {
    guard swipeStyle.bar == .timed else { return }
    let now = context.window?.engine.now ?? AnimationEngine.current.now
    navigationBar.fadeClock = NavigationBarFadeClock(at: now)
    followTimedFade(context, now: now)
  }

  /// Moves the bar for the transition in flight, `progress` being the page's (0…1).
  func followBarTransition(_ context: TransitionContext, progress: Double) {
    switch swipeStyle.bar {
    case .timed:
      followTimedFade(context, now: context.window?.engine.now ?? AnimationEngine.current.now)
    case .slide:
      navigationBar.setSlide(progress, push: context.kind == .push)
    case .progress:
      navigationBar.setCrossFade(progress)
    }
    followLargeTitle(context, progress: progress)
  }

  /// The timed cross-fade at `now` (seconds): toward the arriving items unless the pop is
  /// going back, or a finger has driven it for less than the swipe delay.
  private func followTimedFade(_ context: TransitionContext, now: Double) {
    guard var clock = navigationBar.fadeClock else { return }
    let arriving: Bool
    if context.transitionWasCancelled {
      arriving = false
    } else if context.isInteractive {
      arriving = now - clock.startedAt >= NavigationBarFadeClock.swipeDelay
    } else {
      arriving = true
    }
    clock.head(toArriving: arriving, at: now)
    navigationBar.fadeClock = clock
    let values = clock.values(at: now)
    navigationBar.setCrossFade(backButton: values.backButton, title: values.title)
  }
}
