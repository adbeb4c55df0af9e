/// The bar's items during a push or pop under iOS 26's timed cross-fade and iOS 7–18's slide
/// (`NavigationSwipeStyle.BarTransition`); the linear cross-fade is `setCrossFade(_:)`.
extension NavigationBar {
  /// Shows the back buttons and the titles each faded to the arriving ones by their own share
  /// (0…1), in place.
  public func setCrossFade(backButton back: Double, title fade: Double) {
    guard !incomingTitleLabel.isHidden else { return }
    let b = back.isFinite ? Swift.min(Swift.max(back, 0), 1) : 0
    let t = fade.isFinite ? Swift.min(Swift.max(fade, 0), 1) : 0
    setCrossFadeProgress(t)
    titleLabel.alpha = 1 - t
    incomingTitleLabel.alpha = t
    backButton.alpha = 1 - b
    incomingBackButton.alpha = b
  }

  /// Shows iOS 7–18's slide at `progress` (0…1) of a push (`push`) or a pop. In a push's
  /// terms, with q how far the deeper controller has come in: the shallower title slides
  /// into the back button's place, fading, where the deeper controller's back button (titled
  /// with it) arrives from the title's place; the deeper title slides in from half the bar's
  /// width to the right; the shallower back button fades where it is. A pop is the same at
  /// q = 1 − progress.
  public func setSlide(_ progress: Double, push: Bool) {
    guard !incomingTitleLabel.isHidden else { return }
    let p = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
    setCrossFadeProgress(p)
    let q = push ? p : 1 - p
    let deepTitle = push ? incomingTitleLabel : titleLabel
    let deepBack = push ? incomingBackButton : backButton
    let shallowTitle = push ? titleLabel : incomingTitleLabel
    let shallowBack = push ? backButton : incomingBackButton
    let toBack = backButton.center.x - titleLabel.center.x
    shallowTitle.transform = AffineTransform(translationX: toBack * q, y: 0)
    shallowTitle.alpha = 1 - q
    deepBack.transform = AffineTransform(translationX: -toBack * (1 - q), y: 0)
    deepBack.alpha = q
    deepTitle.transform = AffineTransform(translationX: bounds.width / 2 * (1 - q), y: 0)
    deepTitle.alpha = q
    shallowBack.transform = .identity
    shallowBack.alpha = 1 - q
  }

  /// Puts the items' slide back (at the end of a transition).
  func resetSlide() {
    for item in [titleLabel, backButton, incomingTitleLabel, incomingBackButton] as [View] {
      item.transform = .identity
    }
  }
}
