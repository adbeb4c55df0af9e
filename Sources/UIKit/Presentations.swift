// UIKit's names for TransitionKit's presentation controllers and transition coordinators.

/// UIKit's `UIPresentationController`: subclass it and return it from the transitioning
/// delegate's `presentationController(forPresented:presenting:source:)`.
public typealias UIPresentationController = PresentationController

/// UIKit's `UISheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController

/// UIKit's `UIAdaptivePresentationControllerDelegate`; every method has a default.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate

/// UIKit's `UISheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate

/// UIKit's `UIContentContainer`.
public typealias UIContentContainer = ContentContainer

/// UIKit's `UIViewControllerTransitionCoordinator`: a controller's `transitionCoordinator`,
/// and what `viewWillTransition(to:with:)` is given.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what the coordinator's blocks get.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext

extension SheetPresentationController {
  /// UIKit's `UISheetPresentationController.Detent`: `.medium()`, `.large()`,
  /// `.custom(identifier:resolver:)`, and its `Identifier`.
  public typealias Detent = SheetDetent
}
