extension NavigationController {
  /// Changes the stack to `stack` and plays the change. Without a window (or with nothing to
  /// show) the views are swapped at once and no callback runs; otherwise a transition context
  /// plays it, unanimated ones included, as a presentation does.
  func change(
    to stack: [ViewController], operation: Operation, animated: Bool,
    systemInteraction: NavigationInteractiveTransition? = nil
  ) {
    let handoff =
      systemInteraction == nil
      ? takePreemptionHandoff(operation: operation, animated: animated) : nil
    let interaction = systemInteraction ?? handoff?.0
    let before = viewControllers
    let from = before.last
    for controller in stack { controller.navigationController = self }
    viewControllers = stack
    guard operation != .none, let from, let to = stack.last, from !== to, isViewLoaded,
      let window = view.window
    else {
      swapWithoutTransition(from: before)
      return
    }
    to.loadViewIfNeeded()
    to.view.autoresizingMask = .flexibleSize
    var animator: (any AnimatedTransitioning)?
    var interactor: (any InteractiveTransitioning)? = interaction
    if animated, interaction == nil, let delegate {
      animator = delegate.navigationController(
        self, animationControllerFor: operation, from: from, to: to)
      if let animator {
        delegateTransitionMethods.insert(.animationController)
        interactor = delegate.navigationController(self, interactionControllerFor: animator)
        if interactor != nil { delegateTransitionMethods.insert(.interactionController) }
      }
    }
    // A system swipe's pop ignores the delegate (UIKit's
    // `_setShouldIgnoreDelegateTransitionController:`) and so plays the system's animator.
    lastTransitionUsedBuiltInAnimator = animator == nil
    // The controller's preferred transition (its own zoom or fade) when the delegate gave no
    // animator: the pushed controller's, for its push and its pop.
    if animated, interaction == nil, animator == nil,
      let preferred = (operation == .push ? to : from).preferredTransitionDelegate
    {
      animator = preferred.navigationAnimator(for: operation, from: from, to: to)
      interactor = preferred.navigationInteractor(for: operation)
    }
    let played = window.reducingMotion(
      animator ?? NavigationParallaxTransitionAnimator(style: swipeStyle), animated: animated)
    let context = TransitionContext(
      navigation: self, kind: operation == .push ? .push : .pop, from: from, to: to,
      window: window, animated: animated, animator: played,
      interactor: animated ? interactor : nil, completion: nil)
    // iOS 26 lets a swipe back preempt the system push while it runs: presses reach the
    // window meanwhile, as they do during any interruptible transition.
    if operation == .push, animated, interactor == nil, allowsInterruptingPops,
      played is NavigationParallaxTransitionAnimator
    {
      context.isInterruptible = true
    }
    stackBeforeTransition = before
    activeContext = context
    window.begin(context)
    if let (handed, progress) = handoff { landHandoff(handed, from: progress) }
  }

  /// Shows the new top at once, for a navigation controller that is not on screen or whose
  /// top did not change.
  private func swapWithoutTransition(from before: [ViewController]) {
    for controller in before where !viewControllers.contains(where: { $0 === controller }) {
      controller.navigationController = nil
      if controller.isViewLoaded, controller.view.superview === transitionView {
        controller.view.removeFromSuperview()
      }
    }
    if isViewLoaded {
      for child in transitionView.subviews where child !== topViewController?.view {
        child.removeFromSuperview()
      }
      if let top = topViewController { install(top) }
    }
    updateBar()
  }

  /// The start of a push or pop: the delegate hears which controller will show, then the
  /// leaving controller will disappear and the arriving one will appear (UIKit's order).
  func transitionWillBegin(_ context: TransitionContext) {
    let from = context.fromViewController
    let to = context.toViewController
    delegate?.navigationController(self, willShow: to, animated: context.isAnimated)
    appearance(from, .viewWillDisappear, context.isAnimated)
    appearance(to, .viewWillAppear, context.isAnimated)
    // The stack is already the one the transition shows: its titles fade in.
    if isViewLoaded, context.isAnimated {
      let titles = barTitles()
      navigationBar.beginCrossFade(title: titles.title, backTitle: titles.backTitle)
      startBarTransition(context)
      beginLargeTitleTransition(context)
      crossFadeLink.add(to: context.window?.engine ?? AnimationEngine.current)
    }
  }

  /// Moves the bar's cross-fade to the progress of the transition in flight, read from where
  /// the page that slides is drawn: the arriving one of a push, the leaving one of a pop;
  /// for a zoom, from how far its card has grown or shrunk between the source and full;
  /// under Reduce Motion's crossfade, from that page's opacity (an animator whose page
  /// neither slides nor fades keeps the leaving titles until it ends).
  func followCrossFade() {
    guard let context = activeContext else {
      crossFadeLink.invalidate()
      return
    }
    let push = context.kind == .push
    guard let moving = (push ? context.toViewController : context.fromViewController).view
    else { return }
    if context.animator is CrossfadeTransitionAnimator {
      let alpha = moving.presentation.alpha
      navigationBar.setCrossFade(push ? alpha : 1 - alpha)
      return
    }
    // A zoom slides no page: its own progress drives the bar.
    if let zoom = context.animator as? ZoomTransitionController, let progress = zoom.barProgress {
      followBarTransition(context, progress: progress)
      return
    }
    let width = Swift.max(transitionView.bounds.width, 1)
    let offset = moving.presentation.frame.minX / width
    followBarTransition(context, progress: push ? 1 - offset : offset)
  }

  /// Fixes the views once the animator completed: the arriving view stays (filling the
  /// transition view), the leaving one goes — or the other way round when the transition was
  /// cancelled; anything else the animator left in the transition view goes.
  func transitionDidComplete(_ context: TransitionContext, completed: Bool) {
    let from = context.fromViewController
    let to = context.toViewController
    let (stays, goes) = completed ? (to, from) : (from, to)
    for child in transitionView.subviews
    where child !== stays.view
      && !context.containerSubviewsAtStart.contains(where: { $0 === child })
    {
      child.removeFromSuperview()
    }
    if goes.view.superview === transitionView { goes.view.removeFromSuperview() }
    stays.view.transform = .identity
    stays.view.alpha = 1
    install(stays)
  }

  /// The end of a push or pop, after the animator heard of it: the appearance callbacks in
  /// UIKit's order, the stack (put back when cancelled), the bar and the delegate.
  ///
  /// Completed: the leaving controller did disappear, the arriving one did appear, then the
  /// delegate's `didShow`. Cancelled (an interactive pop given up): the controller that was
  /// to appear will disappear and did disappear, then the one that stays will appear and did
  /// appear again; the delegate hears no `didShow`.
  func transitionDidEnd(_ context: TransitionContext, completed: Bool) {
    let from = context.fromViewController
    let to = context.toViewController
    let animated = context.isAnimated
    let before = stackBeforeTransition ?? viewControllers
    stackBeforeTransition = nil
    if completed {
      for controller in before where !viewControllers.contains(where: { $0 === controller }) {
        controller.navigationController = nil
      }
    } else {
      for controller in viewControllers where !before.contains(where: { $0 === controller }) {
        controller.navigationController = nil
      }
      viewControllers = before
    }
    crossFadeLink.invalidate()
    navigationBar.endCrossFade()
    updateBar()
    if completed {
      appearance(from, .viewDidDisappear, animated)
      appearance(to, .viewDidAppear, animated)
    } else {
      appearance(to, .viewWillDisappear, animated)
      appearance(to, .viewDidDisappear, animated)
      appearance(from, .viewWillAppear, animated)
      appearance(from, .viewDidAppear, animated)
    }
    activeContext = nil
    systemInteraction = nil
    if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
  }
}

extension TransitionContext {
  /// Ends a push or pop (`completeTransition(_:)` after its first checks): the navigation
  /// controller fixes its views, the interaction controller and the window hear of it, then
  /// the animator, then the appearance callbacks run.
  func completeNavigation(_ completed: Bool) {
    navigationController?.transitionDidComplete(self, completed: completed)
    coordinator.end(completed: completed)
    onComplete?()
    onComplete = nil
    window?.transitionDidComplete(self, completed: completed)
    animator.animationEnded(completed)
    navigationController?.transitionDidEnd(self, completed: completed)
    if completed { completion?() }
  }
}
