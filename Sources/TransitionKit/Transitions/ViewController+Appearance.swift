extension ViewController {
  /// Calls one of the appearance callbacks and reports it to `window`'s
  /// `appearanceHandler`, so that a trace can show the controllers' life cycle beside the
  /// transitions.
  func sendAppearance(
    _ callback: AppearanceEvent.Callback, animated: Bool, reportingTo window: Window?
  ) {
    switch callback {
    case .viewWillAppear:
      appearancePhase = .appearing
      viewWillAppear(animated)
    case .viewDidAppear:
      appearancePhase = .appeared
      viewDidAppear(animated)
    case .viewWillDisappear:
      appearancePhase = .disappearing
      viewWillDisappear(animated)
    case .viewDidDisappear:
      appearancePhase = .disappeared
      viewDidDisappear(animated)
    }
    window?.emit(
      AppearanceEvent(
        controller: title ?? String(describing: type(of: self)), callback: callback,
        animated: animated))
    forwardAppearanceToChildren(callback, animated: animated, reportingTo: window)
  }

  /// UIKit's default (`shouldAutomaticallyForwardAppearanceMethods`): the children added with
  /// `addChild(_:)` whose views are in this controller's view hear the same callback after it.
  private func forwardAppearanceToChildren(
    _ callback: AppearanceEvent.Callback, animated: Bool, reportingTo window: Window?
  ) {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return }
    for child in containedChildren {
      guard let view = child.viewIfLoaded, view.isDescendant(of: root) else { continue }
      child.sendAppearance(callback, animated: animated, reportingTo: window)
    }
  }
}

/// Where a controller is in appearing and disappearing, as its callbacks have told it.
enum AppearancePhase: Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

extension ViewController {
  /// Tells the controller its view is about to appear (`isAppearing`) or disappear, for a
  /// container that shows its children itself (UIKit's
  /// `beginAppearanceTransition(_:animated:)`): `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)` is called, unless the controller is already appearing or on
  /// screen (or disappearing or off screen). `endAppearanceTransition()` then calls the
  /// matching `did` callback. The calls are traced as the window's transitions' are.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    appearanceTransitionAnimated = animated
    if isAppearing {
      guard appearancePhase == .disappeared || appearancePhase == .disappearing else { return }
      sendAppearance(.viewWillAppear, animated: animated, reportingTo: window)
    } else {
      guard appearancePhase == .appeared || appearancePhase == .appearing else { return }
      sendAppearance(.viewWillDisappear, animated: animated, reportingTo: window)
    }
  }

  /// Ends what `beginAppearanceTransition(_:animated:)` began: `viewDidAppear(_:)` after an
  /// appearing, `viewDidDisappear(_:)` after a disappearing, nothing otherwise.
  public func endAppearanceTransition() {
    let animated = appearanceTransitionAnimated
    switch appearancePhase {
    case .appearing: sendAppearance(.viewDidAppear, animated: animated, reportingTo: window)
    case .disappearing:
      sendAppearance(.viewDidDisappear, animated: animated, reportingTo: window)
    case .appeared, .disappeared: break
    }
  }
}
