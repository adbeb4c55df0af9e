extension TransitionContext {
  /// Tells the presentation controller that its presentation or dismissal begins (before the
  /// appearance callbacks and the animator, as UIKit does).
  func presentationControllerWillBegin() {
    guard let presentation else { return }
    presentation.controller.activeContext = self
    switch kind {
    case .present: presentation.controller.presentationTransitionWillBegin()
    case .dismiss: presentation.controller.dismissalTransitionWillBegin()
    case .push, .pop: break
    }
  }

  /// Lays the presentation's container out once a presentation's animations have started,
  /// as UIKit's layout pass after the run loop's turn does for the transition view it has just
  /// put in the window: the presentation controller hears `containerViewWillLayoutSubviews()`
  /// and `containerViewDidLayoutSubviews()`. Frames set there aim the running animations at
  /// them rather than ending them. A dismissal's container is already laid out, so it is laid
  /// out only if something asked for it, and then without `containerViewWillLayoutSubviews()`
  /// (see `TransitionContainerView`): presentation controllers commonly put the presented
  /// view back at `frameOfPresentedViewInContainerView` there (Apple's "Custom View Controller
  /// Presentations and Transitions" sample, DeckTransition, SPStorkController, Presentr),
  /// which would undo the dismissal's own animation of that view.
  func layOutPresentationContainer() {
    guard presentation != nil, !isComplete, containerView.superview != nil else { return }
    guard kind == .present || containerView.layoutState?.needsLayout == true else { return }
    let engine = window?.engine ?? AnimationEngine.current
    engine.layoutDepth += 1
    containerView.layoutSubviews()
    engine.layoutDepth -= 1
  }
}

extension PresentationController {
  /// Whether a dismissal of this presentation is in flight: from the moment it begins until
  /// it completes or is cancelled (UIKit's `dismissing` state).
  var isDismissing: Bool {
    guard let context = activeContext else { return false }
    return context.kind == .dismiss && !context.isComplete
  }
}
