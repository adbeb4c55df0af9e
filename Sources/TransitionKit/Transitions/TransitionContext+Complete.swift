extension TransitionContext {
  /// Ends the transition. Call it exactly once, when the animation is over, with `false` when
  /// the transition was cancelled (usually `!transitionWasCancelled`).
  ///
  /// The context then fixes the view hierarchy (see `ModalPresentationStyle` for what happens
  /// to the presenting view), calls `animationEnded(_:)`, the appearance callbacks and, if the
  /// transition completed, the completion given to `present` or `dismiss`.
  public func completeTransition(_ didComplete: Bool) {
    guard !isComplete else {
      AnimationEngine.current.warn(
        "transition.complete-twice", "completeTransition(_:) was called more than once")
      return
    }
    isComplete = true
    isInteractive = false
    let completed = didComplete
    switch (kind, completed) {
    case (.present, true): finishPresentation()
    case (.present, false): undoPresentation()
    case (.dismiss, true): finishDismissal()
    case (.dismiss, false): undoDismissal()
    case (.push, _), (.pop, _):
      completeNavigation(completed)
      return
    }
    coordinator.end(completed: completed)
    onComplete?()
    onComplete = nil
    window?.transitionDidComplete(self, completed: completed)
    animator.animationEnded(completed)
    // Still "being presented" (or dismissed) during the did-appear callbacks, as in UIKit;
    // a presentation that ended (dismissed, or cancelled before it showed) is forgotten after.
    appearanceDidEnd(completed: completed)
    presentation!.activeContext = nil
    if (kind == .dismiss) == completed { unlink() }
    if completed { completion?() }
  }

  private func finishPresentation() {
    let presentation = presentation!
    let presented = presentation.controller.presentedView ?? toViewController.view!
    if presented.superview == nil { containerView.addSubview(presented) }
    if presentation.removesPresentingView {
      presentation.removePresentingView()
    }
    presentation.controller.presentationTransitionDidEnd(true)
  }

  private func undoPresentation() {
    presentation!.controller.presentationTransitionDidEnd(false)
    presentation!.restorePresentingView()
    containerView.removeFromSuperview()
  }

  /// The presented view goes; under `fullScreen` and `currentContext` UIKit puts the presenting
  /// view back where it was, wherever the animator left it. Under the other styles nothing is
  /// put back: a presenting view the animator moved into the container leaves the window with
  /// it, and a warning says so.
  private func finishDismissal() {
    let controller = presentation!.controller
    controller.dismissalTransitionDidEnd(true)
    controller.presentedView?.removeFromSuperview()
    fromViewController.view.removeFromSuperview()
    let presentingView = toViewController.view!
    if removesPresentingView {
      presentation!.restorePresentingView()
    } else if presentingView.isDescendant(of: containerView) {
      AnimationEngine.current.warn(
        "transition.presenter-lost",
        "the dismissal's animator moved the presenting view into the transition container "
          + "under \(presentationStyle.rawValue), a style that keeps the presenter in the window "
          + "and does not put it back: it left the window with the container (a black screen). "
          + "Present with fullScreen or currentContext, or leave the presenting view where it is "
          + "(view(forKey: .to) is nil under \(presentationStyle.rawValue))")
    }
    containerView.removeFromSuperview()
  }

  /// Takes back what a cancelled dismissal changed: the views the animator added to the
  /// container go, the presented view stays in it, and the presenting view goes back out of
  /// the window (`fullScreen`, `currentContext`) or to where it was.
  private func undoDismissal() {
    let presented = presentation!.controller.presentedView ?? fromViewController.view!
    let presentingView = toViewController.view!
    for view in containerView.subviews
    where !containerSubviewsAtStart.contains(where: { $0 === view }) && view !== presentingView {
      view.removeFromSuperview()
    }
    if !presented.isDescendant(of: containerView) { containerView.addSubview(presented) }
    if removesPresentingView {
      presentation!.removePresentingView()
    } else if let home = presentingViewPlacement.superview {
      if presentingView.superview !== home
        || home.subviews.firstIndex(where: { $0 === presentingView })
          != presentingViewPlacement.index
      {
        home.insertSubview(presentingView, at: presentingViewPlacement.index)
      }
    }
    presentation!.controller.dismissalTransitionDidEnd(false)
  }

  private func unlink() {
    presentingViewController.ownPresentedViewController = nil
    presentedViewController.presenter = nil
    presentedViewController.presentation = nil
  }

  /// Tells the controllers that they will appear or disappear.
  func appearanceWillBegin() {
    let presenterLeaves = removesPresentingView
    switch kind {
    case .push, .pop:
      navigationController?.transitionWillBegin(self)
    case .present:
      toViewController.sendAppearance(.viewWillAppear, animated: isAnimated, reportingTo: window)
      if presenterLeaves {
        fromViewController.sendAppearance(
          .viewWillDisappear, animated: isAnimated, reportingTo: window)
      }
    case .dismiss:
      fromViewController.sendAppearance(
        .viewWillDisappear, animated: isAnimated, reportingTo: window)
      if presenterLeaves {
        toViewController.sendAppearance(.viewWillAppear, animated: isAnimated, reportingTo: window)
      }
    }
  }

  /// Tells the controllers that they appeared or disappeared; after a cancelled transition
  /// the one that was leaving appears again and the one that was arriving disappears.
  private func appearanceDidEnd(completed: Bool) {
    let presenterTakesPart = removesPresentingView
    let arriving =
      kind == .present ? toViewController : (presenterTakesPart ? toViewController : nil)
    let leaving =
      kind == .dismiss ? fromViewController : (presenterTakesPart ? fromViewController : nil)
    if completed {
      arriving?.sendAppearance(.viewDidAppear, animated: isAnimated, reportingTo: window)
      leaving?.sendAppearance(.viewDidDisappear, animated: isAnimated, reportingTo: window)
    } else {
      arriving?.sendAppearance(.viewWillDisappear, animated: isAnimated, reportingTo: window)
      arriving?.sendAppearance(.viewDidDisappear, animated: isAnimated, reportingTo: window)
      leaving?.sendAppearance(.viewWillAppear, animated: isAnimated, reportingTo: window)
      leaving?.sendAppearance(.viewDidAppear, animated: isAnimated, reportingTo: window)
    }
  }
}
