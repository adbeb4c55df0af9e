extension ViewController {
  /// The view if it has loaded, without loading it (UIKit's `viewIfLoaded`).
  public var viewIfLoaded: View? { isViewLoaded ? view : nil }

  /// Before the view lays out its subviews: tells the controller
  /// `viewSafeAreaInsetsDidChange()` when the view's safe area insets differ from the ones it
  /// was last told of (the first layout in a window with insets included), as UIKit does
  /// before the layout the change brings.
  func noticeSafeAreaInsetsChange(of state: ViewLayoutState) {
    guard let view = viewIfLoaded else { return }
    let insets = view.safeAreaInsets
    let previous = state.reportedSafeAreaInsets ?? .zero
    state.reportedSafeAreaInsets = insets
    if insets != previous { viewSafeAreaInsetsDidChange() }
  }
}
