/// How a presentation adapts to the window's traits when it begins.
struct PresentationAdaptation {
  /// The style the presentation plays under instead of the one asked for.
  let style: ModalPresentationStyle
  /// The controller shown: the delegate's replacement, or the presented one.
  let shown: ViewController
  /// The presentation controller of the adapted style.
  let controller: PresentationController
}

extension PresentationController {
  /// The styles a presentation may adapt to on a phone.
  static let adaptiveStyles: [ModalPresentationStyle] = [
    .fullScreen, .overFullScreen, .pageSheet, .formSheet,
  ]

  /// How this presentation adapts to the traits of the window it begins in, or nil when it
  /// keeps its style: `.none`, the style it has, or a style a phone cannot adapt to (which is
  /// a warning).
  func adaptation(presentedBy presenter: ViewController, container: View)
    -> PresentationAdaptation?
  {
    guard delegate != nil else { return nil }
    let traits = TraitCollection.of(container.window)
    let answer = adaptivePresentationStyle(for: traits)
    guard answer != .none, answer.resolved != presentationStyle.resolved else { return nil }
    guard Self.adaptiveStyles.contains(answer) else {
      (container.window?.engine ?? AnimationEngine.current).warn(
        "presentation.bad-adaptive-style",
        "adaptivePresentationStyle(for:traitCollection:) answered \(answer.rawValue); a "
          + "presentation adapts to fullScreen, overFullScreen, pageSheet or formSheet (or none "
          + "to keep its style); it kept its style")
      return nil
    }
    let style = answer.resolved
    let replacement = delegate?.presentationController(
      self, viewControllerForAdaptivePresentationStyle: answer)
    let shown = replacement ?? presentedViewController
    let adapted: PresentationController =
      style == .pageSheet
      ? SheetPresentationController(presentedViewController: shown, presenting: presenter)
      : StylePresentationController(
        presentedViewController: shown, presenting: presenter, style: style)
    adapted.attach(presenting: presenter, container: container)
    if shown !== presentedViewController { shown.ownPresentationController = adapted }
    return PresentationAdaptation(style: answer, shown: shown, controller: adapted)
  }
}
