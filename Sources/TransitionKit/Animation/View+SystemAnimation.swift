/// UIKit's system-provided view animations (`UIView.perform(_:on:options:animations:completion:)`).
///
/// Apple documents the method as performing "a specified system-provided animation on one or
/// more views, along with optional parallel animations", and `.delete` as the option "to remove
/// views from the view hierarchy when animation is complete"; UIKit's header adds that the
/// parallel animations "run alongside the system animation with the same timing and duration
/// that the system animation defines", and that the curve options are not the caller's to
/// choose. Neither gives the timing or what the views do: here the views fade out while
/// shrinking to `deleteScale` of their size, over the system's transition timing (a critically
/// damped spring over `systemAnimationDuration`, the timing the lab gives UIKit's own modal
/// slide, and the one code written to imitate this method reaches for), then are removed and
/// given back their alpha and transform, so that a view added again shows as it was.
extension View {
  /// UIKit's `UIView.SystemAnimation`.
  public enum SystemAnimation: UInt, Sendable {
    /// Removes the views from the hierarchy when the animation is complete.
    case delete
  }

  /// How long a system animation lasts, in seconds (an estimate: Apple gives none).
  nonisolated public static let systemAnimationDuration = 0.5
  /// The scale a deleted view shrinks to while it fades (an estimate: Apple gives none).
  nonisolated public static let deleteScale = 0.8

  /// Performs `animation` on `views`, with `parallelAnimations` alongside on the same timing
  /// (UIKit's `perform(_:on:options:animations:completion:)`); `completion` runs once the views
  /// are removed, with whether the animation ran to its end.
  public static func perform(
    _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let kept = views.map { (view: $0, alpha: $0.alpha, transform: $0.transform) }
    animate(
      withDuration: systemAnimationDuration, delay: 0, usingSpringWithDamping: 1,
      initialSpringVelocity: 0, options: options,
      animations: {
        switch animation {
        case .delete:
          for view in views {
            view.alpha = 0
            view.transform = view.transform.scaledBy(x: deleteScale, y: deleteScale)
          }
        }
        parallelAnimations?()
      },
      completion: { finished in
        for entry in kept {
          entry.view.removeFromSuperview()
          View.performWithoutAnimation {
            entry.view.alpha = entry.alpha
            entry.view.transform = entry.transform
          }
        }
        completion?(finished)
      })
  }
}
