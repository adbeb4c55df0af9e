/// Hears how a presentation adapts to its environment and when the person dismisses it
/// (UIKit's `UIAdaptivePresentationControllerDelegate`). Every method is optional.
///
/// Adaptation: when a presentation begins, its controller asks
/// `adaptivePresentationStyle(for:traitCollection:)` (which, when a delegate does not
/// implement it, asks `adaptivePresentationStyle(for:)`) which style to use in the window's
/// traits; `.none`
/// (the default answer) or the style already asked for keeps the presentation as it is.
/// Another style (`fullScreen`, `overFullScreen`, `pageSheet` or `formSheet`) plays the
/// presentation under that style instead, showing the controller
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` returns (the
/// presented one when it returns nil), and `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
/// hears of it with the transition's coordinator.
///
/// Dismissals the person starts (a drag down or a tap outside a sheet): `ShouldDismiss`
/// decides, `WillDismiss` and `DidDismiss` surround the dismissal, and a refused one is an
/// attempt. Programmatic dismissals (`dismiss(animated:)`) call none of these, as in UIKit.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// The style to use in a compact environment, or `.none` to keep the presentation's own.
  func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
  /// The style to use in the environment of `traitCollection`, or `.none` to keep it.
  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle
  /// The controller to show under the adapted style (nil: the presented one).
  func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController?
  /// The presentation is about to play under `style`.
  func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any TransitionCoordinator)?)
  /// Asked when the person would dismiss; false keeps the presentation.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// A dismissal the person tried was refused (by `isModalInPresentation` or
  /// `presentationControllerShouldDismiss(_:)`).
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: PresentationController)
    -> ModalPresentationStyle
  { .none }
  public func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  public func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController? { nil }
  public func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any TransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  { true }
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}

/// What a sheet tells about its detents, beyond its adaptive delegate's calls (UIKit's
/// `UISheetPresentationControllerDelegate`).
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {}
}
