/// Where a zoom comes from, for a source view provider (UIKit's
/// `UIViewController.Transition.ZoomSourceViewProviderContext`).
@MainActor
public struct ZoomSourceViewProviderContext {
  /// The controller the zoom starts from and returns to.
  public let sourceViewController: ViewController
  /// The controller that zooms in and out.
  public let zoomedViewController: ViewController
}

/// Returns the view a zoom grows out of and shrinks back into; asked when the zoom in begins,
/// again when the zoom out begins, and on every frame of a zoom out (so a grid scrolled or a
/// detail paged meanwhile gives the view and frame that are right now). `nil`: no source
/// (the zoom then uses a 44-point square in the middle of the screen and fades).
public typealias ZoomSourceViewProvider = @MainActor (ZoomSourceViewProviderContext) -> View?

extension ViewController {
  /// A transition a controller prefers when it is presented or pushed (UIKit's
  /// `UIViewController.Transition`, iOS 18): `.zoom(options:sourceViewProvider:)`,
  /// `.coverVertical` or `.crossDissolve`. A transitioning delegate, when the controller has
  /// one, still wins, as in UIKit.
  @MainActor
  public struct Transition {
    enum Style {
      case zoom(ZoomOptions, ZoomSourceViewProvider)
      case coverVertical
      case crossDissolve(Double)
    }
    let style: Style

    /// The zoom from a source view into the controller and back, interactively dismissible.
    public static func zoom(
      options: ZoomOptions? = nil, sourceViewProvider: @escaping ZoomSourceViewProvider
    ) -> Transition {
      Transition(style: .zoom(options ?? ZoomOptions(), sourceViewProvider))
    }

    /// The sheet-like slide from the bottom (the library's default presentation).
    public static var coverVertical: Transition { Transition(style: .coverVertical) }
    /// A fade of the controller's view over its duration (0.3 s).
    public static var crossDissolve: Transition {
      Transition(style: .crossDissolve(crossDissolveDuration))
    }
    /// A fade over `duration` seconds (the lab's addition, for tuning).
    public static func crossDissolve(duration: Double) -> Transition {
      Transition(style: .crossDissolve(duration))
    }

    /// Whether this is a zoom.
    public var isZoom: Bool {
      if case .zoom = style { return true }
      return false
    }

    /// The crossfade's length: UIKit's `UIModalTransitionStyleCrossDissolve` runs about as
    /// long as its cover-vertical slide.
    nonisolated public static let crossDissolveDuration = 0.3
  }

  /// The object that plays the preferred transition, made on first use; `nil` without one.
  var preferredTransitionDelegate: PreferredTransitionDelegate? {
    guard let preferredTransition else { return nil }
    let handler: PreferredTransitionDelegate
    if let existing = preferredTransitionHandler, existing.matches(preferredTransition) {
      handler = existing
    } else {
      handler = PreferredTransitionDelegate(transition: preferredTransition, controller: self)
      preferredTransitionHandler = handler
    }
    // The dismissal's drag and pinch live on the zoomed view, also after an unanimated
    // presentation (which plays no zoom).
    if isViewLoaded { handler.zoom?.installGestures() }
    return handler
  }

  /// The zoom controller of this controller's preferred zoom transition, if it has one.
  public var zoomTransitionController: ZoomTransitionController? {
    preferredTransitionDelegate?.zoom
  }
}

/// Plays a controller's preferred transition: a transitioning delegate for modal
/// presentations, and the animator and interaction controller of its push and pop.
@MainActor
final class PreferredTransitionDelegate: TransitioningDelegate {
  let transition: ViewController.Transition
  /// The zoom's controller, for a zoom.
  let zoom: ZoomTransitionController?

  init(transition: ViewController.Transition, controller: ViewController) {
    self.transition = transition
    if case .zoom(let options, let provider) = transition.style {
      zoom = ZoomTransitionController(options: options, provider: provider, zoomed: controller)
    } else {
      zoom = nil
    }
  }

  func matches(_ other: ViewController.Transition) -> Bool {
    switch (transition.style, other.style) {
    case (.coverVertical, .coverVertical): return true
    case (.crossDissolve(let a), .crossDissolve(let b)): return a == b
    case (.zoom(let a, _), .zoom(let b, _)): return a === b
    default: return false
    }
  }

  private var animator: any AnimatedTransitioning {
    switch transition.style {
    case .zoom: return zoom!
    case .coverVertical: return DefaultTransitionAnimator()
    case .crossDissolve(let duration):
      return CrossfadeTransitionAnimator(duration: duration)
    }
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    zoom?.sourceController = presenting
    return animator
  }

  func animationController(forDismissed dismissed: ViewController)
    -> (any AnimatedTransitioning)?
  { animator }

  func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
    -> (any InteractiveTransitioning)?
  {
    guard let zoom, animator === zoom, zoom.wantsInteractiveStart else { return nil }
    return zoom
  }

  /// The push or pop's animator, for a navigation controller whose delegate gives none.
  func navigationAnimator(
    for operation: NavigationController.Operation, from: ViewController, to: ViewController
  ) -> any AnimatedTransitioning {
    if operation == .push { zoom?.sourceController = from }
    switch transition.style {
    case .zoom: return zoom!
    case .coverVertical: return DefaultTransitionAnimator()
    case .crossDissolve(let duration):
      return CrossfadeTransitionAnimator(duration: duration)
    }
  }

  func navigationInteractor(for operation: NavigationController.Operation)
    -> (any InteractiveTransitioning)?
  {
    guard operation == .pop, let zoom, zoom.wantsInteractiveStart else { return nil }
    return zoom
  }
}
