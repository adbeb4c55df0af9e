import Foundation

/// Manages the views of one modal presentation from the moment it begins until the presented
/// controller is dismissed (UIKit's `UIPresentationController`).
///
/// Every presentation has one: a subclass returned by the presented controller's transitioning
/// delegate (`presentationController(forPresented:presenting:source:)`) under `.custom`, the
/// sheet under `.pageSheet` (what `.automatic` resolves to), and a plain one for the other
/// styles. A subclass sizes the presented view (`frameOfPresentedViewInContainerView`), adds
/// its own views (a dimming view, a wrapper, a shadow) around the transition, and animates them
/// alongside it through the presented controller's `transitionCoordinator`.
///
/// The life cycle, as UIKit runs it:
/// 1. `present(_:animated:completion:)` makes the controller; its `containerView` is set.
/// 2. `presentationTransitionWillBegin()` runs before the presented controller's
///    `viewWillAppear(_:)` and before the animator's `animateTransition(using:)`.
/// 3. The container is laid out (`containerViewWillLayoutSubviews()`, then
///    `containerViewDidLayoutSubviews()`) once the transition's animations have started, and
///    again whenever its size changes.
/// 4. `presentationTransitionDidEnd(_:)` runs when the animator calls `completeTransition(_:)`,
///    before the alongside animations' completions and `viewDidAppear(_:)`; with `false`
///    the presentation was cancelled and the controller is let go.
/// 5. The dismissal runs the same way with `dismissalTransitionWillBegin()` and
///    `dismissalTransitionDidEnd(_:)`.
///
/// `shouldRemovePresentersView` decides what happens to the presenting view (see
/// `ModalPresentationStyle`): false (the default) keeps it in the window under the container.
@MainActor
open class PresentationController: NSObject, ContentContainer {
  /// The controller being presented. The presented controller keeps its presentation
  /// controller; this reference does not keep the controller alive.
  public unowned let presentedViewController: ViewController
  private weak var presenting: ViewController?
  private var presentingAtCreation: Bool

  /// The controller that presents (or will present) `presentedViewController`: the one given
  /// at creation, then the one whose `present(_:animated:completion:)` ran.
  public var presentingViewController: ViewController! { presenting }

  /// The view the presentation plays in, from the moment `present` begins; `nil` before.
  public internal(set) weak var containerView: View?

  /// Hears about adaptation and about dismissals the person starts (UIKit's
  /// `UIAdaptivePresentationControllerDelegate`).
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  /// Traits the presented controller sees in place of its window's, where they are specified.
  open var overrideTraitCollection: TraitCollection?

  /// The content size the presentation controller prefers for itself, in points.
  open var preferredContentSize: Size = .zero

  /// The transition in flight for this presentation, if any.
  weak var activeContext: TransitionContext?
  /// Whether it was made for the custom style by reading `presentationController` before the
  /// presentation, and waits for it.
  var madeBeforePresenting = false

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController` (`nil`: whoever presents it).
  public init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController?
  ) {
    self.presentedViewController = presentedViewController
    presenting = presentingViewController
    presentingAtCreation = presentingViewController != nil
    super.init()
  }

  // MARK: Views and frames

  /// The view the transition animates for the presented controller: its view by default; a
  /// subclass may return a view that wraps it (a shadow, rounded corners), which the animator
  /// then gets from `view(forKey: .to)` and `.from`.
  open var presentedView: View? { presentedViewController.view }

  /// Where the presented view sits in the container when the presentation is over, in the
  /// container's coordinates: the container's bounds by default. The animator's
  /// `finalFrame(for:)` of the presented controller is this frame.
  open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

  /// Whether the presenting view leaves the window once the presentation is over (UIKit puts
  /// it back after the dismissal). False by default; the plain controller of `fullScreen` and
  /// `currentContext` says true.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the whole screen rather than the presenter's context.
  /// True by default; a scene has one context, the screen, so either covers it.
  open var shouldPresentInFullscreen: Bool { true }

  /// The style the presentation plays under: `.custom` for a controller a transitioning
  /// delegate returned, the presented controller's (resolved) style for the others.
  open var presentationStyle: ModalPresentationStyle { .custom }

  // MARK: Adaptation

  /// The style the presentation takes in a horizontally compact environment: what the
  /// delegate's `adaptivePresentationStyle(for:)` answers, `.none` (no change) without a
  /// delegate. Open, as UIKit's: a subclass may answer its own style.
  open var adaptivePresentationStyle: ModalPresentationStyle {
    delegate?.adaptivePresentationStyle(for: self) ?? .none
  }

  /// The style the presentation takes in the environment of `traitCollection`: what the
  /// delegate's `adaptivePresentationStyle(for:traitCollection:)` answers, and without a
  /// delegate the `adaptivePresentationStyle` property (as UIKit's default implementation).
  /// A presentation adapts only when it has a delegate, as before.
  open func adaptivePresentationStyle(for traitCollection: TraitCollection)
    -> ModalPresentationStyle
  {
    guard let delegate else { return adaptivePresentationStyle }
    return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
  }

  /// The animator that plays the presentation and the dismissal when the transitioning
  /// delegate gives none: `nil` (the default slide); the sheet's own for a sheet.
  func makeDefaultAnimator() -> (any AnimatedTransitioning)? { nil }

  // MARK: The life cycle (overridden by subclasses; each does nothing by default)

  /// The presentation is about to begin: add views, and animate them through
  /// `presentedViewController.transitionCoordinator`.
  open func presentationTransitionWillBegin() {}
  /// The presentation ended: `completed` is false when it was cancelled (remove what
  /// `presentationTransitionWillBegin()` added).
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal is about to begin.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal ended: `completed` is false when it was cancelled (the presentation stays).
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out its subviews (its size changed, or the transition's
  /// first layout).
  open func containerViewWillLayoutSubviews() {}
  /// The container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}

  // MARK: Content container

  /// The size the presented controller's content gets in a container of `parentSize`: the
  /// parent's size by default.
  open func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: Size
  ) -> Size {
    parentSize
  }

  /// The presented controller's `preferredContentSize` changed. The default does nothing.
  open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
  {}

  /// The fitting size of a child's Auto Layout content changed. The default does nothing.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any ContentContainer
  ) {}

  /// The container is about to change to `size` (a rotation, a resized window): the default
  /// passes the change on to the presented controller with the size it will get
  /// (`size(forChildContentContainer:withParentContainerSize:)`).
  open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
    presentedViewController.viewWillTransition(
      to: self.size(
        forChildContentContainer: presentedViewController, withParentContainerSize: size),
      with: coordinator)
  }

  /// The traits are about to change. The default passes the change on to the presented
  /// controller.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any TransitionCoordinator
  ) {
    presentedViewController.willTransition(to: newCollection, with: coordinator)
  }

  // MARK: Traits

  /// The traits of the presentation: its window's, with `overrideTraitCollection` over them.
  public var traitCollection: TraitCollection {
    TraitCollection.of(containerView?.window ?? presentingViewController?.window)
  }

  /// The traits changed. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The presenting controller, once known (`present` sets it when none was given).
  func attach(presenting controller: ViewController, container: View) {
    if presenting == nil || !presentingAtCreation { presenting = controller }
    presentingAtCreation = true
    containerView = container
  }
}
