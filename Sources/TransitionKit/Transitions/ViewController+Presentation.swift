import Foundation

extension ViewController {
  /// Presents another controller modally.
  ///
  /// The presented controller's view loads first (so a controller that makes itself its own
  /// transitioning delegate in `viewDidLoad` is asked, as in UIKit). Its presentation
  /// controller comes next (see `presentationController`; under `.custom` the transitioning
  /// delegate's `presentationController(forPresented:presenting:source:)`), and may adapt the
  /// presentation to the window's traits (see `AdaptivePresentationControllerDelegate`). For
  /// an animated presentation the transitioning delegate is then asked for an animator (none:
  /// the default slide from the bottom; without a transitioning delegate, the presentation
  /// controller's own — the sheet's — plays, animated or not) and for an interaction
  /// controller; without animation the default animator only places
  /// the view, except under `.custom`, where UIKit runs the delegate's animator even
  /// unanimated (with `isAnimated` false). Under `fullScreen` and
  /// `currentContext` the presenting view is moved into the transition container first (see
  /// `ModalPresentationStyle`). The transition ends when the animator calls
  /// `completeTransition(_:)`; `completion` runs if it completed.
  ///
  /// A presentation while another transition is in flight, or from a controller that already
  /// presents one, is refused with a warning.
  public func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    let engine = view.window?.engine ?? AnimationEngine.current
    guard let window = view.window else {
      engine.warn(
        "transition.not-in-window", "present(_:animated:) needs a presenter that is in a window")
      return
    }
    guard window.activeTransition == nil else {
      if window.isCatchingTransition { return }
      engine.warn(
        "transition.in-flight",
        "present(_:animated:) was ignored: another transition is still in flight")
      return
    }
    // A child presents from its presentation context: the root of its containment chain, or
    // for `currentContext` the nearest ancestor that defines one (see
    // `presentationContext(for:)`).
    let presenter = presentationContext(for: controller.modalPresentationStyle.resolved)
    guard presentedViewController == nil, presenter.presentedViewController == nil,
      controller.presenter == nil, controller.presentedViewController == nil, controller !== self,
      controller !== presenter, controller.presentation == nil
    else {
      engine.warn(
        "transition.already-presenting",
        "present(_:animated:) was ignored: the controller already presents or is presented")
      return
    }
    controller.loadViewIfNeeded()
    let container = TransitionContainerView(frame: window.bounds)
    window.addSubview(container)
    let delegate = controller.transitioningDelegate ?? controller.preferredTransitionDelegate
    // The presentation controller: the delegate's under `.custom`, the style's otherwise; it
    // may adapt to the window's traits, showing another controller under another style.
    let requested = controller.presentationController(
      presentedBy: presenter, source: self, delegate: delegate)
    requested.attach(presenting: presenter, container: container)
    let adaptation = requested.adaptation(presentedBy: presenter, container: container)
    let shown = adaptation?.shown ?? controller
    let presentationController = adaptation?.controller ?? requested
    shown.loadViewIfNeeded()
    let presentation = Presentation(
      presenter: presenter, style: presentationController.presentationStyle.resolved,
      container: container, controller: presentationController)
    container.presentationController = presentationController
    shown.presentation = presentation
    shown.presenter = presenter
    presenter.ownPresentedViewController = shown

    // UIKit's header: under `.custom`, `animateTransition(using:)` runs even unanimated.
    let asksDelegate = animated || presentation.style == .custom
    let asked: any AnimatedTransitioning =
      (asksDelegate
        ? delegate?.animationController(forPresented: shown, presenting: presenter, source: self)
        : nil) ?? (delegate == nil ? presentationController.makeDefaultAnimator() : nil)
      ?? shown.systemAnimator(animated: animated)
    let interactor =
      animated ? delegate?.interactionControllerForPresentation(using: asked) : nil
    let animator = window.reducingMotion(asked, animated: animated)
    let context = TransitionContext(
      kind: .present, from: presenter, to: shown, presentation: presentation,
      window: window, animated: animated, animator: animator, interactor: interactor,
      completion: completion)
    if presentation.removesPresentingView { presentation.movePresentingViewIntoContainer() }
    if let adaptation {
      requested.delegate?.presentationController(
        requested, willPresentWithAdaptiveStyle: adaptation.style,
        transitionCoordinator: context.coordinator)
    }
    window.begin(context)
  }

  /// Dismisses the controller this one presented, or — when it presents none — this
  /// controller itself from its presenter, or — in a navigation stack — the stack.
  ///
  /// For an animated dismissal the presented controller's transitioning delegate is asked for
  /// an animator (none: the default slide to the bottom) and an interaction controller;
  /// without animation the default animator only takes the view away (under `.custom` the
  /// delegate's animator runs, as for a presentation). Under `fullScreen` and
  /// `currentContext` the presenting view stays out of the window until the dismissal
  /// completes: the animator adds `view(forKey: .to)` to the container if it wants it seen.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    // A child (of a navigation stack, or added with `addChild(_:)`) that presents nothing and
    // was not presented itself hands the call to its parent, as UIKit forwards it up to the
    // presented ancestor.
    if presentedViewController == nil, presentation == nil, let parent {
      parent.dismiss(animated: animated, completion: completion)
      return
    }
    let engine = view.window?.engine ?? AnimationEngine.current
    guard let presented = presentedViewController ?? (presentation != nil ? self : nil),
      let presentation = presented.presentation
    else { return }
    let presenter = presentation.presenter
    guard presented.presentedViewController == nil else {
      engine.warn(
        "transition.dismiss-covered",
        "dismiss(animated:) was ignored: the controller presents another one; dismiss that first")
      return
    }
    guard let window = presentation.container.window else { return }
    guard window.activeTransition == nil else {
      // A pan that caught the dismissal in flight asks for it again; it is that one.
      if window.isCatchingTransition { return }
      engine.warn(
        "transition.in-flight",
        "dismiss(animated:) was ignored: another transition is still in flight")
      return
    }
    presentation.layOutPresentingViewForHome()
    let delegate = presented.transitioningDelegate ?? presented.preferredTransitionDelegate
    let asksDelegate = animated || presentation.style == .custom
    let asked: any AnimatedTransitioning =
      (asksDelegate ? delegate?.animationController(forDismissed: presented) : nil)
      ?? (delegate == nil ? presentation.controller.makeDefaultAnimator() : nil)
      ?? presented.systemAnimator(animated: animated)
    let interactor = animated ? delegate?.interactionControllerForDismissal(using: asked) : nil
    let animator = window.reducingMotion(asked, animated: animated)
    let context = TransitionContext(
      kind: .dismiss, from: presented, to: presenter, presentation: presentation,
      window: window, animated: animated, animator: animator, interactor: interactor,
      completion: completion)
    window.begin(context)
  }
}

/// The view that hosts a presentation's views during and after the transition.
///
/// It takes no touches itself: a press that hits none of its subviews goes on to the views
/// behind it, as UIKit's transition view ignores direct touches, so the undimmed area around
/// a sheet reaches the presenter ("the undimmed area around the sheet responds to user
/// interaction", `UISheetPresentationController.largestUndimmedDetentIdentifier`).
@MainActor
public final class TransitionContainerView: View {
  /// The presentation controller whose container this is: it hears of each layout
  /// (`containerViewWillLayoutSubviews()`, `containerViewDidLayoutSubviews()`), except that
  /// `containerViewWillLayoutSubviews()` is not called while it is dismissing, as UIKit's
  /// `-[UIPresentationController _containerViewWillLayoutSubviews]` skips it then: the frame a
  /// subclass puts the presented view back at there would undo the dismissal's own animation.
  weak var presentationController: PresentationController?

  public override init(frame: Rect) {
    super.init(frame: frame)
    autoresizingMask = .flexibleSize
    name = "transition-container"
  }

  /// Not made from archives here: there are none.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func layoutSubviews() {
    if let controller = presentationController, !controller.isDismissing {
      controller.containerViewWillLayoutSubviews()
    }
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }

  /// A touch on no presented view passes to the windows' views below (the sheet's undimmed
  /// presenter takes it), unless recognizers of the container's own wait for it: a library
  /// that adds a tap or a pan to `containerView` to close its presentation hears it, as on
  /// iOS, where the container takes every touch inside it.
  public override func hitTest(_ point: Point, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self && attachedGestureRecognizers.isEmpty ? nil : hit
  }
}

extension Window {
  /// The animator a transition plays: the one asked for, or a crossfade of its duration when
  /// the window reduces motion (an unanimated transition only places the views either way).
  /// A sheet keeps its own: under Reduce Motion UIKit keeps its detents, dimming and dragging
  /// and only stops scaling the presenter back. A zoom crossfades over its spec's
  /// `reduceMotionDuration` when it has one (iOS 26's 0.14 s).
  func reducingMotion(_ animator: any AnimatedTransitioning, animated: Bool)
    -> any AnimatedTransitioning
  {
    guard isReduceMotionEnabled, animated, !(animator is SheetTransitionAnimator) else {
      return animator
    }
    if let zoom = animator as? ZoomTransitionController,
      let duration = zoom.spec.reduceMotionDuration
    {
      return CrossfadeTransitionAnimator(duration: duration)
    }
    return CrossfadeTransitionAnimator(duration: animator.transitionDuration(using: nil))
  }
}

extension ViewController {
  /// The system's animator for this controller's presentation or dismissal, by its
  /// `modalTransitionStyle`: the slide, or a cross-dissolve of the slide's duration (a flip or
  /// a page curl, which are not modelled, cross-dissolve too, with a warning). Unanimated, the
  /// slide's animator only places the views.
  func systemAnimator(animated: Bool) -> any AnimatedTransitioning {
    let slide = DefaultTransitionAnimator()
    guard animated, modalTransitionStyle != .coverVertical else { return slide }
    if modalTransitionStyle != .crossDissolve {
      AnimationEngine.current.warn(
        "transition.style-not-modelled",
        "modalTransitionStyle .\(modalTransitionStyle) is played as a cross-dissolve here")
    }
    return CrossfadeTransitionAnimator(duration: slide.transitionDuration(using: nil))
  }
}
