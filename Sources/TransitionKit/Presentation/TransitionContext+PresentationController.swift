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

  /// Lays the presentation's container out once the transition's animations have started,
  /// as UIKit's layout pass after the run loop's turn does: the presentation controller hears
  /// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`. Frames set
  /// there aim the running animations at them rather than ending them.
  func layOutPresentationContainer() {
    guard presentation != nil, !isComplete, containerView.superview != nil else { return }
    let engine = window?.engine ?? AnimationEngine.current
    engine.layoutDepth += 1
    containerView.layoutSubviews()
    engine.layoutDepth -= 1
  }
}
