/// What a sheet tells about dismissals and detents (UIKit's
/// `UIAdaptivePresentationControllerDelegate` and `UISheetPresentationControllerDelegate`).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// Asked when a drag would dismiss; false keeps the sheet (as `isModalInPresentation`).
  func presentationControllerShouldDismiss(_ controller: SheetPresentationController) -> Bool
  func presentationControllerWillDismiss(_ controller: SheetPresentationController)
  func presentationControllerDidDismiss(_ controller: SheetPresentationController)
  /// A drag toward dismissal was refused (by `isModalInPresentation` or the delegate).
  func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController)
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ controller: SheetPresentationController)
}

extension AdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ controller: SheetPresentationController)
    -> Bool
  { true }
  public func presentationControllerWillDismiss(_ controller: SheetPresentationController) {}
  public func presentationControllerDidDismiss(_ controller: SheetPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController) {
  }
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ controller: SheetPresentationController
  ) {}
}

extension ViewController {
  /// The sheet controller of a page-sheet presentation (`automatic` resolves to it), made on
  /// first use and made the transitioning delegate when there is none; nil for other styles.
  public var sheetPresentationController: SheetPresentationController? {
    guard modalPresentationStyle.resolved == .pageSheet else { return nil }
    if let sheetController { return sheetController }
    let controller = SheetPresentationController(presentedViewController: self)
    sheetController = controller
    if transitioningDelegate == nil { transitioningDelegate = controller }
    return controller
  }
}
