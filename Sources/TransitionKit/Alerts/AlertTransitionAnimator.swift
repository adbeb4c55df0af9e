/// What an alert controller is its own transitioning delegate with: its animator, both ways.
@MainActor
final class AlertTransitioningDelegate: TransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { AlertTransitionAnimator() }

  func animationController(forDismissed dismissed: ViewController)
    -> (any AnimatedTransitioning)?
  { AlertTransitionAnimator() }
}

/// How an alert controller comes and goes. The dimming fades in and out with it. An alert
/// fades in while shrinking from `alertStartScale` to its size, and fades out where it is; an
/// action sheet slides up from below the screen and back down. Apple documents none of it: the
/// scale and the durations are estimates, the presentation on the system's critically damped
/// spring (`presentDuration`), the dismissal ease-out (`dismissDuration`).
@MainActor
public final class AlertTransitionAnimator: AnimatedTransitioning {
  /// How long an alert or action sheet takes to come in, in seconds.
  nonisolated public static let presentDuration = 0.4
  /// How long it takes to go, in seconds.
  nonisolated public static let dismissDuration = 0.25
  /// The scale an alert starts from as it fades in.
  nonisolated public static let alertStartScale = 1.2

  public init() {}

  public func transitionDuration(using transitionContext: TransitionContext?) -> Double {
    guard transitionContext?.isAnimated != false else { return 0 }
    switch transitionContext?.kind {
    case .dismiss?, .pop?: return Self.dismissDuration
    default: return Self.presentDuration
    }
  }

  public func animateTransition(using transitionContext: TransitionContext) {
    let presenting = transitionContext.kind == .present || transitionContext.kind == .push
    let key: TransitionContextKey = presenting ? .to : .from
    guard let alert = transitionContext.viewController(forKey: key) as? AlertController else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let view = alert.view!
    if presenting {
      transitionContext.containerView.addSubview(view)
      view.frame = transitionContext.finalFrame(for: alert)
      view.layoutIfNeeded()
      alert.layoutAlert()
    }
    let panels = [alert.panel, alert.cancelPanel]
    // The distance that takes an action sheet's panels below the screen.
    let drop = view.bounds.maxY - alert.panel.frame.minY
    func hidden() {
      alert.dimmingView.alpha = 0
      switch alert.preferredStyle {
      case .alert:
        alert.panel.alpha = 0
        if presenting {
          alert.panel.transform = AffineTransform(
            scaleX: Self.alertStartScale, y: Self.alertStartScale)
        }
      case .actionSheet:
        for panel in panels { panel.transform = AffineTransform(translationX: 0, y: drop) }
      }
    }
    func shown() {
      alert.dimmingView.alpha = 1
      for panel in panels {
        panel.alpha = 1
        panel.transform = .identity
      }
    }
    let duration = transitionDuration(using: transitionContext)
    let finish: (Bool) -> Void = { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if presenting {
      View.performWithoutAnimation(hidden)
      View.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [], animations: shown, completion: finish)
    } else {
      View.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut, animations: hidden,
        completion: finish)
    }
  }
}
