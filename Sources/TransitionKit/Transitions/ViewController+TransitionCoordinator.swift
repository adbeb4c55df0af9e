extension ViewController {
  /// The coordinator of the transition in flight that this controller, or one of its
  /// ancestors, takes part in: a presentation or dismissal (presenting and presented
  /// controllers), a push or pop (the navigation controller and the two controllers), or a
  /// change of the window's size (every controller of the window). `nil` otherwise, and once
  /// the animator has called `completeTransition(_:)` (in `viewDidAppear(_:)`, say).
  var activeTransitionCoordinator: (any TransitionCoordinator)? {
    guard let window = transitionWindow else { return nil }
    if let context = window.activeTransition, !context.isComplete {
      var candidate: ViewController? = self
      while let controller = candidate {
        if context.involves(controller) { return context.coordinator }
        candidate = controller.parent
      }
    }
    return window.sizeTransitionCoordinator
  }

  /// The window this controller's transitions play in: its view's, its presentation's
  /// container's, or its presenter's or parent's.
  var transitionWindow: Window? {
    if let window { return window }
    if let window = presentation?.container.window { return window }
    if let presenter, presenter !== self, let window = presenter.transitionWindow { return window }
    if let parent, let window = parent.transitionWindow { return window }
    return nil
  }
}

extension TransitionContext {
  /// Whether `controller` takes part in this transition.
  func involves(_ controller: ViewController) -> Bool {
    controller === fromViewController || controller === toViewController
      || controller === navigationController
  }
}
