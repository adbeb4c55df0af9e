/// UIKit's view transitions, as options of `View.transition`.
extension AnimationOptions {
  /// Views hidden and shown instead of removed and added (`transition(from:to:…)`).
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

  /// The layer transition these options ask for, if any.
  var layerTransition: (TransitionType, TransitionSubtype?)? {
    switch (rawValue >> 20) & 0xF {
    case 1: (.flip, .fromLeft)
    case 2: (.flip, .fromRight)
    case 3: (.curlUp, .fromBottom)
    case 4: (.curlDown, .fromBottom)
    case 5: (.fade, nil)
    case 6: (.flip, .fromTop)
    case 7: (.flip, .fromBottom)
    default: nil
    }
  }
}

/// Calls a completion when a transition animation stops.
@MainActor
final class TransitionCompletionDelegate: AnimationDelegate {
  let completion: (Bool) -> Void
  init(completion: @escaping (Bool) -> Void) { self.completion = completion }
  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) { completion(flag) }
}

extension View {
  /// Changes a view's content with a transition of the whole view (UIKit's
  /// `UIView.transition(with:duration:options:animations:completion:)`): `animations` change
  /// it at once, and the view's picture from before goes to the new one by a flip from a side,
  /// a curl, or a cross-dissolve, over `duration` seconds along the options' curve. Without a
  /// transition option the change is shown at once. Inside an interactive transition it
  /// follows that transition's time line.
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let old = view.frozenCopy()
    if let animations { View.performWithoutAnimation(animations) }
    addTransition(
      to: view.layer, picture: old, duration: duration, options: options, completion: completion)
  }

  /// Replaces `fromView` by `toView` in its superview with a transition of that superview
  /// (UIKit's `UIView.transition(from:to:duration:options:completion:)`): `fromView` leaves
  /// it and `toView` takes its place, or, with `.showHideTransitionViews`, one is hidden and
  /// the other shown.
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      completion?(true)
      return
    }
    let old = container.frozenCopy()
    View.performWithoutAnimation {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else {
        container.insertSubview(toView, aboveSubview: fromView)
        fromView.removeFromSuperview()
      }
    }
    addTransition(
      to: container.layer, picture: old, duration: duration, options: options,
      completion: completion)
  }

  private static func addTransition(
    to layer: Layer, picture: View, duration: Double, options: AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    guard let (type, subtype) = options.layerTransition, duration > 0 else {
      if let completion {
        let animator = PropertyAnimator(duration: 0, timingParameters: CubicTimingParameters.linear)
        animator.addCompletion { _ in completion(true) }
        animator.startAnimation()
      }
      return
    }
    let transition = LayerTransition()
    transition.type = type
    transition.subtype = subtype
    transition.duration = duration
    let curve = options.curve.bezier
    transition.timingFunction = MediaTimingFunction(bezier: curve, name: nil)
    transition.oldPicture = picture
    if let completion { transition.delegate = TransitionCompletionDelegate(completion: completion) }
    layer.add(transition, forKey: "transition")
  }
}
