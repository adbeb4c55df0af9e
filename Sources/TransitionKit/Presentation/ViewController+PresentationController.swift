extension ViewController {
  /// The presentation controller that manages this controller (UIKit's
  /// `presentationController`): its own presentation's, or — for a controller inside a
  /// presented one (a navigation controller's stack, a child) — the nearest ancestor's.
  ///
  /// Before the controller is presented, reading it makes the controller its presentation
  /// will use, for its current `modalPresentationStyle`, so that its delegate and a sheet's
  /// detents can be set first (as `presentationController?.delegate = self` before `present`
  /// does on iOS): the plain controller of the built-in styles, the sheet under `pageSheet`
  /// (and `automatic`), and under `custom` the transitioning delegate's (asked with no
  /// presenting controller yet) or a plain one.
  public var presentationController: PresentationController? {
    if let presentation { return presentation.controller }
    var ancestor = parent
    while let current = ancestor {
      if let presentation = current.presentation { return presentation.controller }
      ancestor = current.parent
    }
    return presentationControllerForCurrentStyle()
  }

  /// The sheet presentation controller when the controller is (or will be) presented as a
  /// sheet (`pageSheet`, `formSheet` or `automatic`), as UIKit's `sheetPresentationController`;
  /// nil for the other styles.
  public var sheetPresentationController: SheetPresentationController? {
    presentationController as? SheetPresentationController
  }

  /// This controller's own presentation controller for its current style: the one made
  /// before (kept between presentations, so a sheet keeps its detents), or a new one.
  func presentationControllerForCurrentStyle() -> PresentationController {
    let style = modalPresentationStyle.resolved
    if let own = ownPresentationController, own.presentationStyle == style { return own }
    let made: PresentationController
    switch style {
    case .custom:
      made =
        transitioningDelegate?.presentationController(
          forPresented: self, presenting: nil, source: self)
        ?? PresentationController(presentedViewController: self, presenting: nil)
      made.madeBeforePresenting = true
    case .pageSheet:
      made = SheetPresentationController(presentedViewController: self, presenting: nil)
    default:
      made = StylePresentationController(
        presentedViewController: self, presenting: nil, style: style)
    }
    ownPresentationController = made
    return made
  }

  /// The presentation controller a presentation by `presenter` uses: under `custom`, the
  /// one made when it was read before presenting, else the transitioning delegate's (or a
  /// plain one); under the other styles, the one for the style (kept from before).
  func presentationController(
    presentedBy presenter: ViewController, source: ViewController,
    delegate: (any TransitioningDelegate)?
  ) -> PresentationController {
    let style = modalPresentationStyle.resolved
    if style == .custom {
      if let own = ownPresentationController, own.madeBeforePresenting,
        own.presentedViewController === self
      {
        own.madeBeforePresenting = false
        return own
      }
      let made =
        delegate?.presentationController(
          forPresented: self, presenting: presenter, source: source)
        ?? PresentationController(presentedViewController: self, presenting: presenter)
      ownPresentationController = made
      return made
    }
    return presentationControllerForCurrentStyle()
  }
}
