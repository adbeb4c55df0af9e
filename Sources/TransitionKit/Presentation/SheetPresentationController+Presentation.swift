/// The sheet's part in its presentation: its views go into the container when the
/// presentation begins and come out when the dismissal ends, as UIKit's sheet adds its
/// dimming and drop shadow in `presentationTransitionWillBegin()`. An animator the
/// transitioning delegate gives instead of the sheet's own plays on its own: the sheet then
/// adds nothing.
extension SheetPresentationController {
  /// Whether the transition in flight is played by the sheet's own animator.
  var playsOwnTransition: Bool { activeContext?.animator is SheetTransitionAnimator }

  /// The frame of the sheet at its large detent: the container less the page sheet's top
  /// inset.
  func largeDetentFrame(in bounds: Rect) -> Rect {
    let inset = Swift.min(Presentation.pageSheetTopInset, bounds.height)
    return Rect(
      x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
  }

  func install(in container: View, presented: View, presenting: View) {
    self.container = container
    presentingView = presenting
    container.addSubview(dimmingView)
    container.addSubview(presented)
    presented.layer.cornerRadius = Self.cornerRadius
    presented.clipsToBounds = true
    presented.addSubview(grabberView)
    presented.addGestureRecognizer(pan)
    if trackedScrollView == nil,
      let list = presented.first(where: { $0 is ScrollView && $0 !== presented }) as? ScrollView
    {
      attach(list)
    }
    presenting.clipsToBounds = true
    presented.safeAreaInsetsOverride = EdgeInsets(
      top: 0, left: 0, bottom: containerSafeArea.bottom, right: 0)
    move(to: containerHeight)
  }

  func uninstall() {
    dimmingView.removeFromSuperview()
    presentedView?.safeAreaInsetsOverride = nil
    presentingView?.transform = .identity
    presentingView?.layer.cornerRadius = 0
    presentingView?.clipsToBounds = false
    selected = nil
  }
}
